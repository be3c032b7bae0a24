import clsx from 'clsx'
import type { ReactNode } from 'react'

export type StatusColor = 'success' | 'warning' | 'error' | 'info' | 'primary' | 'neutral'

// Light text on a faint tint of the same hue: readable (AA) on every dark surface we use.
export const statusTints: Record<StatusColor, string> = {
  success: 'bg-emerald-400/10 text-emerald-300 ring-emerald-400/25',
  warning: 'bg-amber-400/10 text-amber-300 ring-amber-400/25',
  error: 'bg-rose-400/10 text-rose-300 ring-rose-400/25',
  info: 'bg-sky-400/10 text-sky-300 ring-sky-400/25',
  primary: 'bg-primary-400/15 text-primary-200 ring-primary-400/30',
  neutral: 'bg-slate-400/10 text-slate-300 ring-slate-400/25',
}

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
