import { useContext, type ReactNode } from 'react'
import { ChevronRightIcon } from '@heroicons/react/20/solid'
import clsx from 'clsx'
import { RelativeTime } from '@/ui/relative-time'
import { formatDate } from '@/lib/time'
import { CardsDisabled } from './cards-disabled'
import { CHARACTER_TEXTS } from './texts'

export type CharacterCardVariant = 'default' | 'admin' | 'deceased'

export interface CharacterCardProps {
  name: string
  variant?: CharacterCardVariant
  avatar: ReactNode
  badges?: ReactNode
  /** A line under the badges for the admin entry, which has no timestamps. */
  caption?: ReactNode
  lastSeen?: string | null
  firstUsed?: string | null
  onSelect: () => void
}

const variants: Record<CharacterCardVariant, string> = {
  default: 'bg-surface-raised ring-line hover:bg-tint/10 hover:ring-tint/20',
  admin:
    'bg-linear-to-br from-accent-bright/20 to-info-soft/10 ring-accent-line/40 hover:from-accent-bright/30 hover:ring-accent-fg/60',
  deceased: 'bg-surface-dim/40 ring-line-soft hover:bg-surface-dim/60 hover:ring-line-strong',
}

/**
 * One selectable character. While `CardsDisabled` is true (a selection in flight) it is half
 * opaque and ignores clicks (spec section 4).
 */
export function CharacterCard({
  name,
  variant = 'default',
  avatar,
  badges,
  caption,
  lastSeen,
  firstUsed,
  onSelect,
}: CharacterCardProps) {
  const disabled = useContext(CardsDisabled)
  const showTimes = lastSeen !== undefined || firstUsed !== undefined
  return (
    <button
      type="button"
      onClick={onSelect}
      disabled={disabled}
      data-variant={variant}
      className={clsx(
        'group flex w-full min-w-0 items-center gap-4 rounded-2xl p-4 text-left ring-1 transition ring-inset',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-tint/5',
        variants[variant],
      )}
    >
      <span className="shrink-0">{avatar}</span>
      <span className="min-w-0 flex-1">
        <span
          className={clsx(
            'block text-lg leading-snug font-semibold text-balance break-words line-clamp-2',
            variant === 'deceased' ? 'text-muted' : 'text-strong',
          )}
        >
          {name}
        </span>
        {badges && <span className="mt-1.5 flex flex-wrap gap-1.5">{badges}</span>}
        {caption && <span className="mt-2 block text-xs text-muted">{caption}</span>}
        {showTimes && (
          <span className="mt-2 block space-y-0.5 text-xs text-subtle">
            <span className="block">
              {CHARACTER_TEXTS.lastSeen} <RelativeTime date={lastSeen ?? null} />
            </span>
            <span className="block">
              {CHARACTER_TEXTS.firstUsed} {formatDate(firstUsed ?? null)}
            </span>
          </span>
        )}
      </span>
      <ChevronRightIcon
        aria-hidden="true"
        className="hidden size-5 shrink-0 text-faint transition sm:block group-enabled:group-hover:translate-x-0.5 group-enabled:group-hover:text-muted"
      />
    </button>
  )
}
