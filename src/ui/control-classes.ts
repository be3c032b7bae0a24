import clsx from 'clsx'

// The look of text controls and their labels, as CSS states (focus, hover, aria-invalid,
// disabled) so the same classes style Headless UI's controls (ui/field.tsx) and the plain inputs
// of the login, which keeps Headless UI out of the first download.

// 16px text on phones stops iOS Safari from zooming into a focused field.
export const controlClasses = clsx(
  'block w-full rounded-lg bg-surface-raised px-3 py-2.5 text-base text-strong ring-1 ring-inset ring-line-strong sm:py-2 sm:text-sm',
  'placeholder:text-subtle',
  'transition-shadow focus:outline-none focus:ring-2 focus:ring-focus',
  'hover:not-focus:ring-tint/25',
  // A field a check refused: a thicker red ring, visible without relying on the colour alone
  'aria-invalid:ring-2 aria-invalid:ring-danger aria-invalid:focus:ring-danger-fg',
  'disabled:cursor-not-allowed disabled:opacity-50',
)

/** A one-line text input: as tall as a finger needs on phones. */
export const inputClasses = clsx(controlClasses, 'min-h-11 sm:min-h-10')

export const labelClasses = 'text-sm font-medium text-soft select-none'

/** A labelled control's column; dimmed while its control is disabled. */
export const fieldClasses = 'flex flex-col gap-1.5'

/** The language switcher's height, kept by the login's slot until the switcher arrives. */
export const languageSwitcherHeight = 'h-10 sm:h-8'
