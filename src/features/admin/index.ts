export { AdminPanel, ADMIN_TEXTS } from './AdminPanel'
export { UGC_TEXTS, UGC_FAILURE } from './UgcSettings'
