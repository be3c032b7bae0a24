import { useQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { systemQueries, UGC_ENABLED } from '@/api/system'
import { getConfig } from '@/config/runtime'
import { session } from './session'
import { imageSrc, type ImageOptions } from '@/lib/images'

export type { ImageOptions }

/** The UGC flag from the query cache: enabled until the status is known (spec section 4). */
export function useUgcStatus(): { enabled: boolean; updatedAt: number } {
  const { data, dataUpdatedAt } = useQuery(systemQueries.ugcStatus())
  return { enabled: (data ?? UGC_ENABLED).ugcEnabled, updatedAt: dataUpdatedAt }
}

/** imageSrc() that re-renders when the UGC flag or the session token changes. */
export function useImageSrc(url: string | null | undefined, options: ImageOptions = {}): string | null {
  const flag = useUgcStatus()
  const snap = useSnapshot(session)
  return imageSrc(url, options, {
    ugcEnabled: flag.enabled,
    ugcUpdatedAt: flag.updatedAt,
    token: snap.session?.token ?? null,
    apiUrl: getConfig().apiUrl,
  })
}
