import clsx from 'clsx'
import type { ComponentType, ReactNode, SVGProps } from 'react'

export interface EmptyStateProps {
  /** The spec's empty text, verbatim (e.g. 'No banks found. Create the first bank!'). */
  title: ReactNode
  description?: ReactNode
  icon?: ComponentType<SVGProps<SVGSVGElement>>
  /** A button that fixes the emptiness (Create Bank, Clear search). */
  action?: ReactNode
  className?: string
}

/** What a list shows when it has nothing: says so plainly and offers the next step. */
export function EmptyState({ title, description, icon: Icon, action, className }: EmptyStateProps) {
  return (
    <div
      className={clsx(
        'flex flex-col items-center rounded-xl border border-dashed border-line-strong px-4 py-10 text-center',
        className,
      )}
    >
      {Icon && <Icon aria-hidden="true" className="mb-3 size-10 text-faint" />}
      <p className="text-sm font-medium text-soft">{title}</p>
      {description && <p className="mt-1 max-w-md text-sm text-subtle">{description}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  )
}
