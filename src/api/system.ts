import { api } from './client'
import type { ToggleUgcResponse, UgcStatus } from './auth.types'

export const fetchUgcStatus = () => api<UgcStatus>('/ugc-status', { auth: false })

export const toggleUgc = (ugcEnabled: boolean) =>
  api<ToggleUgcResponse>('/admin/toggle-ugc', { method: 'POST', body: { ugcEnabled } })
