import { ShieldCheckIcon, UserIcon } from '@heroicons/react/24/solid'
import clsx from 'clsx'
import { useState, type CSSProperties } from 'react'

export type AvatarTone = 'green' | 'blue' | 'slate'

const tones: Record<AvatarTone, string> = {
  green: 'bg-success-bold/25 text-success-strong ring-success/50',
  blue: 'bg-accent-bright/25 text-accent-ink ring-accent-line/50',
  slate: 'bg-faint/25 text-soft ring-subtle/40',
}

export interface AvatarProps {
  src?: string | null
  name: string
  /** Diameter in px (spec: 40 by default, 80 on cards, 60-100 on the dashboard). */
  size?: number
  /** Ring and fallback colour: green for the most recent character, blue for others. */
  tone?: AvatarTone
  /** Deceased characters: greyed at 50%. */
  dimmed?: boolean
  /** The Divine Entity: a shield instead of a picture or initial, in amber. */
  admin?: boolean
  /** What to show when there is no usable picture: the name's first letter or a person icon. */
  fallback?: 'initial' | 'icon'
  /**
   * Accessible name. Empty by default: the avatar nearly always sits next to the name it
   * depicts, so announcing it again would be noise.
   */
  alt?: string
  className?: string
}

/** Round picture with a fallback when `src` is missing or fails to load. */
export function Avatar({
  src,
  name,
  size = 40,
  tone = 'blue',
  dimmed = false,
  admin = false,
  fallback = 'initial',
  alt = '',
  className,
}: AvatarProps) {
  // Remember which address failed, so a new src (after an upload) gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const showImage = !admin && !!src && failedSrc !== src
  const initial = name.trim().charAt(0).toUpperCase()
  const box: CSSProperties = { width: size, height: size, fontSize: Math.max(12, Math.round(size * 0.42)) }
  const a11y = alt ? { role: 'img' as const, 'aria-label': alt } : { 'aria-hidden': true as const }

  return (
    <span
      {...(showImage ? {} : a11y)}
      style={box}
      className={clsx(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold ring-2 select-none',
        admin ? 'bg-warning-soft/20 text-warning-strong ring-warning/60' : tones[tone],
        dimmed && 'opacity-50 grayscale',
        className,
      )}
    >
      {showImage ? (
        <img
          src={src}
          alt={alt}
          onError={() => setFailedSrc(src)}
          className="size-full object-cover"
          loading="lazy"
          decoding="async"
        />
      ) : admin ? (
        <ShieldCheckIcon aria-hidden="true" className="size-[55%]" />
      ) : fallback === 'initial' && initial ? (
        <span aria-hidden="true">{initial}</span>
      ) : (
        <UserIcon aria-hidden="true" className="size-[55%]" />
      )}
    </span>
  )
}
