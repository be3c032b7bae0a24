import { useId } from 'react'
import clsx from 'clsx'
import type { SortKey } from './ratings'
import { RELATIONS_TEXTS } from './texts'

// A function: the labels are read at render, in the current language.
const options = (): readonly { key: SortKey; label: string }[] => [
  { key: 'relation', label: RELATIONS_TEXTS.sortRelation },
  { key: 'recent', label: RELATIONS_TEXTS.sortRecent },
]

/** The sort toggle of spec section 2: two pressed-or-not buttons under one label. */
export function SortToggle({ value, onChange }: { value: SortKey; onChange: (sort: SortKey) => void }) {
  const labelId = useId()
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-none">
      <span id={labelId} className="text-xs font-medium text-subtle select-none">
        {RELATIONS_TEXTS.sortLabel}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="flex rounded-lg bg-surface-raised p-1 ring-1 ring-line-strong ring-inset"
      >
        {options().map((option) => (
          <button
            key={option.key}
            type="button"
            aria-pressed={value === option.key}
            onClick={() => value !== option.key && onChange(option.key)}
            className={clsx(
              'min-h-9 min-w-0 flex-1 rounded-md px-2 py-1 text-[0.8125rem] leading-tight font-medium transition-colors sm:min-h-8 sm:px-3 sm:text-sm sm:whitespace-nowrap',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
              value === option.key
                ? 'bg-accent text-on-accent shadow-sm'
                : 'text-muted hover:bg-tint/10 hover:text-strong',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  )
}
