import type { ReactNode } from 'react'
import clsx from 'clsx'
import { glassClasses } from '@/ui/card'
import { SkeletonList } from '@/ui/skeleton'

export interface PanelFrameProps {
  /** The heading's id (the section is named by its heading). */
  id: string
  title: string
  /** Where the panel sits in the dashboard's grid. */
  className?: string
  /** A small control beside the title. */
  action?: ReactNode
  children: ReactNode
}

/** One of the dashboard's panels: a titled glass card, the same while loading and once loaded. */
export function Panel({ id, title, className, action, children }: PanelFrameProps) {
  return (
    <section
      aria-labelledby={id}
      className={clsx(glassClasses, 'flex min-w-0 flex-col p-4 sm:p-5', className)}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 id={id} className="text-lg font-semibold text-strong">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}

/** Rows of grey placeholders where a panel's lines will be. */
export function PanelSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return <SkeletonList count={rows} label={label} className="space-y-2" itemClassName="h-11" />
}
