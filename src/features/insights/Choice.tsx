import clsx from 'clsx'

export interface ChoiceProps<K extends string> {
  /** The group's name ("Window"). */
  label: string
  options: readonly { key: K; label: string }[]
  selected: K
  onChange: (key: K) => void
}

/** A row of toggle buttons (window, currency): one is pressed; few options, all visible. */
export function Choice<K extends string>({ label, options, selected, onChange }: ChoiceProps<K>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex flex-wrap gap-1 rounded-lg bg-surface-raised p-1"
    >
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          aria-pressed={option.key === selected}
          onClick={() => onChange(option.key)}
          className={clsx(
            'min-h-10 rounded-md px-3 text-sm font-medium whitespace-nowrap sm:min-h-8 pointer-coarse:min-h-10',
            'focus:not-focus-visible:outline-hidden focus-visible:outline-2 focus-visible:outline-focus',
            option.key === selected ? 'bg-accent text-on-accent' : 'text-muted hover:bg-tint/10',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
