import clsx from 'clsx'
import { STATUS_TEXTS } from './ui-texts'

export interface SpinnerProps {
  /** Visible text next to the spinner, also what screen readers announce. */
  label?: string
  /** Keep the label for screen readers only. */
  hideLabel?: boolean
  className?: string
}

/** Busy indicator with a live-region label, e.g. "Loading character...". */
export function Spinner({ label = STATUS_TEXTS.loading, hideLabel = false, className }: SpinnerProps) {
  return (
    <div role="status" className={clsx('inline-flex items-center gap-3 text-sm text-muted', className)}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        className="size-5 shrink-0 text-info motion-safe:animate-spin"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className={clsx(hideLabel && 'sr-only')}>{label}</span>
    </div>
  )
}
