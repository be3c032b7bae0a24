import clsx from 'clsx'
import { useState } from 'react'
import { useImageSrc } from '@/state/use-image-src'

export interface NationIconProps {
  url: string | null
  abbreviation: string
  name: string
  /** Edge length in px. */
  size?: number
  className?: string
}

/**
 * A nation's icon: its uploaded picture, or its abbreviation on a banner colour when there is
 * none, the picture fails, or user content is switched off. Decorative: the name sits beside it.
 */
export function NationIcon({ url, abbreviation, name, size = 56, className }: NationIconProps) {
  const src = useImageSrc(url)
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const showImage = !!src && failedSrc !== src
  const letters = (abbreviation || name).slice(0, 2).toUpperCase()
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: Math.max(12, Math.round(size * 0.36)) }}
      className={clsx(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-xl font-bold tracking-wide text-white ring-1 ring-white/15 select-none',
        !showImage && 'bg-linear-to-br from-primary-600 to-secondary-700',
        className,
      )}
    >
      {showImage ? (
        <img
          src={src}
          alt=""
          onError={() => setFailedSrc(src)}
          className="size-full object-cover"
          loading="lazy"
          decoding="async"
        />
      ) : (
        letters
      )}
    </span>
  )
}
