import type { ReactNode } from 'react'

/** A titled part of the dialog with its buttons on the right (below the title on phones). */
export function DetailSection({
  id,
  title,
  actions,
  children,
}: {
  id: string
  title: string
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h3 id={id} className="text-base font-semibold text-strong">
          {title}
        </h3>
        {actions && <div className="flex flex-wrap gap-2 *:flex-1 sm:*:flex-none">{actions}</div>}
      </div>
      {children}
    </section>
  )
}
