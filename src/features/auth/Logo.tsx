import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { GlobeEuropeAfricaIcon } from '@heroicons/react/24/solid'
import clsx from 'clsx'
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
        'grid shrink-0 place-items-center bg-linear-to-br from-primary-500 to-secondary-500 ring-1 ring-white/20',
        size === 'lg' && 'shadow-lg shadow-primary-900/40',
      )}
    >
      <GlobeEuropeAfricaIcon className={clsx('text-white', size === 'lg' ? 'size-7' : 'size-5')} />
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
        <span className="block text-2xl font-bold tracking-tight text-white">{name}</span>
        <span className="block text-xs font-medium tracking-widest text-slate-400 uppercase">Console</span>
      </span>
    </div>
  )
}
