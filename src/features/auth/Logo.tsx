import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { GlobeEuropeAfricaIcon } from '@heroicons/react/24/solid'
import clsx from 'clsx'
import { LOGIN_TEXTS } from './texts'
import { runtime } from '@/config/runtime'

/**
 * The brand's badge: the operator's logo (config.json `branding.logoUrl`), or the globe on the theme
 * gradient. Decorative either way: the brand's name is always written beside it.
 */
export function BrandBadge({ size }: { size: 'sm' | 'lg' }) {
  const { logoUrl } = useSnapshot(runtime).config.branding
  const [failed, setFailed] = useState<string | null>(null)
  const box = size === 'lg' ? 'size-11 rounded-2xl' : 'size-8 rounded-lg'
  if (logoUrl && failed !== logoUrl)
    return (
      <img
        src={logoUrl}
        alt=""
        className={clsx(box, 'shrink-0 object-contain')}
        onError={() => setFailed(logoUrl)}
      />
    )
  return (
    <span
      aria-hidden="true"
      className={clsx(
        box,
        'grid shrink-0 place-items-center bg-linear-to-br from-accent-bright to-info-soft ring-1 ring-tint/20',
        size === 'lg' && 'shadow-lg shadow-accent-shadow/40',
      )}
    >
      <GlobeEuropeAfricaIcon className={clsx('text-on-accent', size === 'lg' ? 'size-7' : 'size-5')} />
    </span>
  )
}

/** The brand's word mark shown above the login and character selection cards. */
export function Logo({ className }: { className?: string }) {
  const { name } = useSnapshot(runtime).config.branding
  return (
    <div className={clsx('flex items-center justify-center gap-3', className)}>
      <BrandBadge size="lg" />
      <span className="text-left leading-tight">
        <span className="block text-2xl font-bold tracking-tight text-strong">{name}</span>
        <span className="block text-xs font-medium tracking-widest text-subtle uppercase">
          {LOGIN_TEXTS.console}
        </span>
      </span>
    </div>
  )
}
