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
    <dl className={clsx('divide-y divide-white/5 text-sm', className)}>
      {items.map(({ term, details }) => (
        <div key={term} className="grid gap-0.5 py-2.5 sm:grid-cols-[minmax(8rem,1fr)_2fr] sm:gap-4">
          <dt className="text-slate-400">{term}</dt>
          <dd className="min-w-0 break-words text-slate-100">{details}</dd>
        </div>
      ))}
    </dl>
  )
}
