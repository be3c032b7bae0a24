export { AdminPanel, ADMIN_TEXTS } from './AdminPanel'
export { UgcSettings, UGC_TEXTS, toggleErrorText } from './UgcSettings'
