export { CharacterDashboard } from './CharacterDashboard'
export { DASHBOARD_TEXTS, SKILLS_TEXTS } from './texts'
