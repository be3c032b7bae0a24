import { XMarkIcon } from '@heroicons/react/20/solid'
import clsx from 'clsx'

export interface CloseButtonProps {
  /** What it closes or clears, for screen readers: "Dismiss", "Clear search". */
  label: string
  onClick: () => void
  className?: string
}

/** The small "×" button of banners and fields: 40 px for fingers, 32 px where there is a mouse. */
export function CloseButton({ label, onClick, className }: CloseButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={clsx(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-lg hover:bg-tint/10 sm:size-8 pointer-coarse:size-10',
        'focus-visible:outline-2 focus-visible:outline-focus',
        className,
      )}
    >
      <XMarkIcon aria-hidden="true" className="size-5" />
    </button>
  )
}
