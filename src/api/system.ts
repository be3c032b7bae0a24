import { api } from './client'
import { flag, record, text, UnreadableBody } from './read'
import type { ToggleUgcResponse, UgcStatus } from './auth.types'

/** The flag defaults to enabled (spec section 4): a missing field leaves content visible. */
const readUgcStatus = (raw: unknown): UgcStatus => ({ ugcEnabled: flag(record(raw).ugcEnabled, true) })

export const fetchUgcStatus = () => api('/ugc-status', { auth: false, read: readUgcStatus })

export const toggleUgc = (ugcEnabled: boolean) =>
  api('/admin/toggle-ugc', {
    method: 'POST',
    body: { ugcEnabled },
    read: (raw): ToggleUgcResponse => {
      const r = record(raw)
      // The answer names the new value (spec section 7); one that does not has not confirmed it.
      if (typeof r.ugcEnabled !== 'boolean') throw new UnreadableBody('a toggle answer without ugcEnabled')
      return { success: true, ugcEnabled: r.ugcEnabled, message: text(r.message) }
    },
  })
