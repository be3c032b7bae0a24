export { CharacterDashboard, DASHBOARD_TEXTS } from './CharacterDashboard'
export { SKILLS_TEXTS, SOON_CHIP } from './DashboardTiles'
