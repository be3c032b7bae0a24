import clsx from 'clsx'
import type { ReactNode } from 'react'
// Not from ./badge: the chip is in the demo banner's first paint, and the bundler keeps the badge
// with the dialog library most screens share.
import { statusTints, type StatusColor } from './status-tints'

export type ChipColor = StatusColor

export interface ChipProps {
  color?: ChipColor
  className?: string
  children: ReactNode
}

/** Small rounded pill for kinds and terms: ADMIN, ledger transaction types, offering terms. */
export function Chip({ color = 'neutral', className, children }: ChipProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-[0.6875rem] leading-5 font-semibold tracking-wide whitespace-nowrap ring-1 ring-inset',
        statusTints[color],
        className,
      )}
    >
      {children}
    </span>
  )
}
