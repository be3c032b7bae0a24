export { CharacterDashboard, DASHBOARD_TEXTS } from './CharacterDashboard'
export { SKILLS_TEXTS } from './DashboardTiles'
