import { useSnapshot } from 'valtio'
import { getConfig } from '@/config/runtime'
import { session } from './session'
import { ugc } from './ugc'
import { imageSrc, type ImageOptions } from '@/lib/images'

export type { ImageOptions }

/** imageSrc() that re-renders when the UGC flag or the session token changes. */
export function useImageSrc(url: string | null | undefined, options: ImageOptions = {}): string | null {
  const flag = useSnapshot(ugc)
  const snap = useSnapshot(session)
  return imageSrc(url, options, {
    ugcEnabled: flag.enabled,
    ugcUpdatedAt: flag.updatedAt,
    token: snap.session?.token ?? null,
    apiUrl: getConfig().apiUrl,
  })
}
