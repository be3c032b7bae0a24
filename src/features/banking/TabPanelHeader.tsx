import type { ReactNode } from 'react'

/** A tab's heading row: title and one line of what it is on the left, its buttons on the right. */
export function TabPanelHeader({
  id,
  title,
  intro,
  actions,
}: {
  id: string
  title: string
  intro: string
  actions?: ReactNode
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h2 id={id} className="text-xl font-semibold text-strong">
          {title}
        </h2>
        <p className="mt-1 text-sm text-subtle">{intro}</p>
      </div>
      {actions && <div className="flex flex-wrap gap-2 *:flex-1 sm:*:flex-none">{actions}</div>}
    </div>
  )
}
