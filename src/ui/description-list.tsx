import clsx from 'clsx'
import type { ReactNode } from 'react'

export interface DescriptionItem {
  term: string
  details: ReactNode
}

/** Term/details pairs (nation info, transaction details): stacked on phones, two columns from `sm`. */
export function DescriptionList({
  items,
  className,
}: {
  items: readonly DescriptionItem[]
  className?: string
}) {
  return (
    <dl className={clsx('divide-y divide-line-soft text-sm', className)}>
      {items.map(({ term, details }) => (
        <div key={term} className="grid gap-0.5 py-2.5 sm:grid-cols-[minmax(8rem,1fr)_2fr] sm:gap-4">
          <dt className="text-subtle">{term}</dt>
          <dd className="min-w-0 break-words text-fg">{details}</dd>
        </div>
      ))}
    </dl>
  )
}
