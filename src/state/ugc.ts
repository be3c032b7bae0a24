import { proxy } from 'valtio'
import { fetchUgcStatus } from '@/api/system'

/**
 * The user-generated-content flag (spec section 4): enabled by default, set from the status call;
 * a failed or non-ok call leaves it enabled. `updatedAt` feeds the `t` query of /uploads/ images.
 */
export const ugc = proxy({ enabled: true, updatedAt: 0 })

export async function refreshUgcStatus() {
  try {
    const status = await fetchUgcStatus()
    if (typeof status.ugcEnabled === 'boolean') setUgcEnabled(status.ugcEnabled)
  } catch (error) {
    console.warn('UGC status could not be loaded; content stays visible.', error)
  }
}

export function setUgcEnabled(enabled: boolean) {
  ugc.enabled = enabled
  ugc.updatedAt = Date.now()
}
