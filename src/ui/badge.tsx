import clsx from 'clsx'
import type { ReactNode } from 'react'

import { statusTints, type StatusColor } from './status-tints'

export { statusTints, type StatusColor }

export interface BadgeProps {
  color?: StatusColor
  /** A heroicon (rendered at 14px) or any small node shown before the text. */
  icon?: ReactNode
  className?: string
  children: ReactNode
}

/** Square-ish status label: "Most Recent", "Deceased", "Default", interest rates. */
export function Badge({ color = 'neutral', icon, className, children }: BadgeProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        '[&_svg]:size-3.5 [&_svg]:shrink-0',
        statusTints[color],
        className,
      )}
    >
      {icon && (
        <span aria-hidden="true" className="-ml-0.5 inline-flex">
          {icon}
        </span>
      )}
      {children}
    </span>
  )
}
