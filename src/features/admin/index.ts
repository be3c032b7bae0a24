export { AdminPanel, ADMIN_TEXTS } from './AdminPanel'
export { UgcSettings, UGC_TEXTS, UGC_FAILURE } from './UgcSettings'
export { ADMIN_FAILURES, ADMIN_CHECKS, ADMIN_PANEL_TEXTS } from './texts'
