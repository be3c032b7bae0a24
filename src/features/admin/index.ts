export { AdminPanel, ADMIN_TEXTS } from './AdminPanel'
export { UgcSettings, UGC_TEXTS, UGC_FAILURE } from './UgcSettings'
