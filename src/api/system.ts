import { queryOptions } from '@tanstack/react-query'
import { mutation } from './mutation-spec'
import { api } from './client'
import { flag, record, text, UnreadableBody } from './read'
import type { ToggleUgcResponse, UgcStatus } from './auth.types'

/** The flag defaults to enabled (spec section 4): a missing field leaves content visible. */
const readUgcStatus = (raw: unknown): UgcStatus => ({ ugcEnabled: flag(record(raw).ugcEnabled, true) })

/** GET /ugc-status. */
export const fetchUgcStatus = () => api('/ugc-status', { auth: false, read: readUgcStatus })

// The status is asked for at start-up (spec section 7: on load), before the chunk with the query
// cache has arrived; the cache's first fetch takes that answer over instead of asking again.
let atStartUp: Promise<UgcStatus> | null = null

/** Sends the start-up status call; resolves when it is answered (or has failed). */
export function requestUgcStatusAtStartUp(): Promise<void> {
  const pending = fetchUgcStatus()
  atStartUp = pending
  return pending.then(
    () => undefined,
    () => undefined,
  )
}

function ugcStatusOnce(): Promise<UgcStatus> {
  const pending = atStartUp
  atStartUp = null
  return pending ?? fetchUgcStatus()
}

/** What the console shows while the status is unknown, or when its call failed (spec section 8). */
export const UGC_ENABLED: UgcStatus = { ugcEnabled: true }

export const systemKeys = {
  all: ['system'] as const,
  ugcStatus: () => [...systemKeys.all, 'ugc-status'] as const,
}

export const systemQueries = {
  /**
   * The UGC flag: asked once, then kept (the admin toggle writes its confirmed value here). A
   * failed call is logged only and reads as enabled, so content stays visible.
   */
  ugcStatus: () =>
    queryOptions({
      queryKey: systemKeys.ugcStatus(),
      queryFn: async (): Promise<UgcStatus> => {
        try {
          return await ugcStatusOnce()
        } catch (error) {
          console.warn('UGC status could not be loaded; content stays visible.', error)
          return UGC_ENABLED
        }
      },
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
    }),
}

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

/** The UGC switch: the admin screen writes the confirmed value into the cache, nothing to refetch. */
export const systemMutations = {
  toggleUgc: mutation(
    (enabled: boolean) => toggleUgc(enabled),
    () => [],
  ),
}
