import clsx from 'clsx'
import { useState } from 'react'

export interface NationIconProps {
  /** The picture's address, already resolved for user-content visibility; null for none. */
  src: string | null
  abbreviation: string
  name: string
  /** Edge length in px. */
  size?: number
  className?: string
}

/**
 * A nation's icon, in the square style of every entity (people get round avatars): its picture,
 * or its abbreviation on a banner colour when there is none or the picture fails. Decorative:
 * the name sits beside it.
 */
export function NationIcon({ src, abbreviation, name, size = 56, className }: NationIconProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const showImage = !!src && failedSrc !== src
  const letters = (abbreviation || name).slice(0, 2).toUpperCase()
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: Math.max(12, Math.round(size * 0.36)) }}
      className={clsx(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-xl font-bold tracking-wide text-on-accent ring-1 ring-line-strong select-none',
        !showImage && 'bg-linear-to-br from-accent to-info-solid',
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
