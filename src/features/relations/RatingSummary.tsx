import { useId, type ReactNode } from 'react'
import { HeartIcon, UsersIcon } from '@heroicons/react/20/solid'
import clsx from 'clsx'
import { glassClasses } from '@/ui/card'
import { LoadStatus } from '@/ui/load-status'
import { Skeleton } from '@/ui/skeleton'
import { countRatings, LEVELS, type RatingFilter } from './ratings'
import { RATING_LABELS, RELATIONS_TEXTS } from './texts'
import type { Ratings } from './use-ratings'

export interface RatingSummaryProps {
  ratings: Pick<Ratings, 'ready' | 'pending' | 'error' | 'retry' | 'rated'>
  filter: RatingFilter
  onFilter: (filter: RatingFilter) => void
}

/**
 * The character's own ratings at a glance: how many players at each level, each count a
 * one-click filter of the grid below (and one more click back to everyone).
 */
export function RatingSummary({ ratings, filter, onFilter }: RatingSummaryProps) {
  const headingId = useId()
  const counts = countRatings(ratings.rated.map((r) => r.rating))
  const count = (n: number) => (ratings.ready ? n : null)

  return (
    <section aria-labelledby={headingId} className={clsx(glassClasses, 'p-3 sm:p-4')}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-1">
        <h2 id={headingId} className="text-base font-semibold text-strong">
          {RELATIONS_TEXTS.summaryTitle}
        </h2>
        <p className="text-xs text-subtle">{RELATIONS_TEXTS.summaryHint}</p>
      </div>
      <LoadStatus pending={false} error={ratings.error} onRetry={ratings.retry}>
        <div className="grid gap-2 lg:grid-cols-[2fr_5fr]">
          <div className="grid grid-cols-2 gap-2">
            <FilterTile
              label={RELATIONS_TEXTS.allPlayers}
              figure={<UsersIcon aria-hidden="true" className="size-6 text-muted" />}
              active={filter === 'all'}
              onClick={() => onFilter('all')}
            />
            <FilterTile
              label={RELATIONS_TEXTS.onlyRated}
              figure={count(counts.rated)}
              active={filter === 'rated'}
              disabled={!ratings.ready}
              onClick={() => onFilter('rated')}
            />
          </div>
          <div className="grid grid-cols-5 gap-2">
            {LEVELS.map((level) => (
              <FilterTile
                key={level}
                label={RATING_LABELS[level]}
                figure={count(counts.byLevel[level])}
                hearts={level}
                active={filter === level}
                disabled={!ratings.ready}
                onClick={() => onFilter(level)}
              />
            ))}
          </div>
        </div>
      </LoadStatus>
    </section>
  )
}

interface FilterTileProps {
  label: string
  /** The count, an icon, or null while the ratings load. */
  figure: ReactNode | number | null
  /** A level's hearts, drawn small under its label. */
  hearts?: number
  active: boolean
  disabled?: boolean
  onClick: () => void
}

function FilterTile({ label, figure, hearts, active, disabled = false, onClick }: FilterTileProps) {
  return (
    <button
      type="button"
      aria-pressed={active}
      disabled={disabled}
      onClick={onClick}
      className={clsx(
        'flex min-h-16 min-w-0 flex-col items-center justify-center gap-0.5 rounded-xl px-1 py-2 text-center ring-1 transition-colors ring-inset',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        'disabled:cursor-not-allowed disabled:opacity-60',
        active
          ? 'bg-accent-bright/25 text-strong ring-accent-line/70'
          : 'bg-surface-raised text-muted ring-line enabled:hover:bg-tint/10 enabled:hover:text-strong',
      )}
    >
      {/* Read as "Adore: 3"; shown as the count above its label. */}
      <span className="order-2 text-xs leading-tight font-medium [overflow-wrap:anywhere]">{label}</span>
      {typeof figure === 'number' && <span className="sr-only">: </span>}
      <span className="order-1 flex h-7 items-center text-xl font-semibold text-strong tabular-nums">
        {figure === null ? <Skeleton className="h-5 w-6" /> : figure}
      </span>
      {hearts !== undefined && (
        <span aria-hidden="true" className="order-3 hidden gap-px text-danger sm:flex">
          {Array.from({ length: hearts }, (_, i) => (
            <HeartIcon key={i} className="size-2.5" />
          ))}
        </span>
      )}
    </button>
  )
}
