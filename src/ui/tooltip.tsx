import clsx from 'clsx'
import { useId, type ReactNode } from 'react'

export interface TooltipProps {
  /** The short explanation, also the trigger's accessible description. */
  content: string
  children: ReactNode
  /**
   * Which edge of the trigger the bubble lines up with. 'end' for triggers at the right edge of
   * the screen (a card's corner), 'start' for the left: a centred bubble there would stick out
   * of the page, and even while hidden it widens the page on phones.
   */
  align?: 'start' | 'center' | 'end'
  className?: string
}

const alignments = {
  start: 'left-0',
  center: 'left-1/2 -translate-x-1/2',
  end: 'right-0',
} as const

/**
 * A short explanation shown on hover and on keyboard focus, above its trigger (the ACTIVE badge).
 * The trigger is a button described by the text, so keyboards, screen readers and phones (a tap
 * focuses it) get it too.
 */
export function Tooltip({ content, children, align = 'center', className }: TooltipProps) {
  const id = useId()
  return (
    <span className={clsx('group/tooltip relative inline-flex', className)}>
      <button
        type="button"
        aria-describedby={id}
        className="inline-flex cursor-help rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {children}
      </button>
      <span
        id={id}
        role="tooltip"
        // Out of the layout until shown (display: none, not merely invisible): a hidden bubble near
        // the screen's edge would otherwise still widen the page. aria-describedby reads it anyway.
        className={clsx(
          'pointer-events-none absolute bottom-full z-40 mb-2 w-max max-w-[min(16rem,calc(100vw-2rem))] rounded-lg bg-surface-high px-2.5 py-1.5',
          alignments[align],
          'text-xs font-medium text-fg shadow-lg ring-1 ring-line',
          'hidden group-hover/tooltip:block group-focus-within/tooltip:block',
        )}
      >
        {content}
      </span>
    </span>
  )
}
