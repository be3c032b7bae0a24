// The dashboard's panels: one chunk, downloaded after the profile and tiles are on screen
// (panel-slot.tsx), so neither the login nor the game screen's first paint carries them.
export { MoneyPanel } from './MoneyPanel'
export { SinceLastVisitPanel } from './SinceLastVisitPanel'
export { RecentActivityPanel } from './RecentActivityPanel'
export { RolesPanel } from './RolesPanel'
