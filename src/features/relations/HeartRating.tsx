import { useRef, useState, type KeyboardEvent } from 'react'
import { HeartIcon as HeartSolid, NoSymbolIcon } from '@heroicons/react/20/solid'
import { HeartIcon as HeartOutline } from '@heroicons/react/24/outline'
import clsx from 'clsx'
import { nextRating, RATINGS, type Rating } from './ratings'
import { RATING_LABELS, RELATIONS_TEXTS } from './texts'

export interface HeartRatingProps {
  value: Rating
  /** The rating asked for: choosing the current one again (or Unrated) asks for 0. */
  onChange: (rating: Rating) => void
  /** The group's accessible name ("Your rating of Mira Quill"). */
  label: string
  /** The ratings are not known: nothing can be chosen. */
  disabled?: boolean
  /** A rating is on its way to the server (shown already; it may still be rolled back). */
  saving?: boolean
}

const MOVES: Record<string, (index: number) => number> = {
  ArrowRight: (i) => i + 1,
  ArrowUp: (i) => i + 1,
  ArrowLeft: (i) => i - 1,
  ArrowDown: (i) => i - 1,
  Home: () => 0,
  End: () => RATINGS.length - 1,
}

/**
 * Unrated and five hearts as one radio group: Tab reaches the chosen one, the arrow keys (and
 * Home/End) move along and choose, Space or a click chooses, and choosing the current rating
 * again removes it. A screen reader hears the group's name and each option's label.
 */
export function HeartRating({ value, onChange, label, disabled = false, saving = false }: HeartRatingProps) {
  const [preview, setPreview] = useState<Rating | null>(null)
  const options = useRef<(HTMLButtonElement | null)[]>([])
  const shown = disabled ? value : (preview ?? value)

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = MOVES[event.key]
    if (!move || disabled) return
    event.preventDefault()
    const index = Math.min(RATINGS.length - 1, Math.max(0, move(RATINGS.indexOf(value))))
    options.current[index]?.focus()
    if (RATINGS[index] !== value) onChange(RATINGS[index])
  }

  return (
    <div className="min-w-0" onMouseLeave={() => setPreview(null)}>
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className="text-subtle">{RELATIONS_TEXTS.yourRating}</span>
        <span className="flex items-center gap-1.5">
          {saving && <SavingMark />}
          <span
            aria-hidden="true"
            data-testid="rating-label"
            className={clsx('font-medium', shown > 0 ? 'text-danger-fg' : 'text-subtle')}
          >
            {RATING_LABELS[shown]}
          </span>
        </span>
      </div>
      <div
        role="radiogroup"
        aria-label={label}
        aria-disabled={disabled || undefined}
        aria-busy={saving || undefined}
        className={clsx('-ml-2 flex items-center', disabled && 'opacity-50')}
      >
        {RATINGS.map((rating, index) => {
          const checked = rating === value
          const filled = rating > 0 && rating <= shown
          return (
            <button
              key={rating}
              ref={(element) => {
                options.current[index] = element
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={RATING_LABELS[rating]}
              aria-disabled={disabled || undefined}
              tabIndex={checked && !disabled ? 0 : -1}
              onClick={() => {
                if (disabled) return
                // Show the outcome, not the hover preview (a click on the current heart removes it).
                setPreview(null)
                onChange(nextRating(value, rating))
              }}
              onKeyDown={onKeyDown}
              onMouseEnter={() => !disabled && setPreview(rating)}
              className={clsx(
                'grid size-10 shrink-0 place-items-center rounded-full transition-colors sm:size-8 pointer-coarse:size-10',
                // The icon swaps (outline, filled) under the pointer; a press must land on the button.
                '*:pointer-events-none',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
                disabled ? 'cursor-not-allowed' : 'hover:bg-tint/10',
              )}
            >
              {rating === 0 ? (
                <NoSymbolIcon
                  aria-hidden="true"
                  className={clsx('size-5 sm:size-4', shown === 0 ? 'text-muted' : 'text-faint')}
                />
              ) : filled ? (
                <HeartSolid
                  aria-hidden="true"
                  className={clsx(
                    'size-6 sm:size-5',
                    preview !== null && !disabled ? 'text-danger-fg' : 'text-danger',
                  )}
                />
              ) : (
                <HeartOutline aria-hidden="true" className="size-6 text-subtle sm:size-5" />
              )}
            </button>
          )
        })}
      </div>
    </div>
  )
}

/** A small spinner: the shown rating is not confirmed yet. */
function SavingMark() {
  return (
    <span role="status" className="inline-flex text-subtle">
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-3.5 motion-safe:animate-spin">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{RELATIONS_TEXTS.saving}</span>
    </span>
  )
}
