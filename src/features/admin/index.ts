export { AdminPanel } from './AdminPanel'
export { ADMIN_PANEL_TEXTS, UGC_FAILURE, UGC_TEXTS } from './texts'
