import type { ReactNode } from 'react'
import { Choice } from './Choice'
import { INSIGHT_WINDOWS, type InsightWindow } from './derive'
import type { Column } from '@/ui/data-table'
import { NumbersTable } from './NumbersTable'
import { StepChart, type ChartPoint } from './StepChart'
import { INSIGHT_TEXTS as T } from './texts'

const WINDOW_OPTIONS = INSIGHT_WINDOWS.map((key) => ({ key, label: T.windows[key] }))

export interface InsightSectionProps {
  headingId: string
  /** h3 where the panel is a screen's own section, h4 inside a card. */
  level: 3 | 4
  title: ReactNode
  window: InsightWindow
  onWindow: (window: InsightWindow) => void
  children?: ReactNode
}

/** A chart panel's frame: its heading with the window's choice beside it, then its content. */
export function InsightSection({ headingId, level, title, window, onWindow, children }: InsightSectionProps) {
  const Heading = level === 3 ? 'h3' : 'h4'
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="text-base font-semibold text-strong">
          {title}
        </Heading>
        <Choice label={T.window} options={WINDOW_OPTIONS} selected={window} onChange={onWindow} />
      </div>
      {children}
    </section>
  )
}

export interface ChartWithNumbersProps<D> {
  /** The chart's and its table's accessible name. */
  label: string
  symbol: string
  points: readonly ChartPoint[]
  /** The sentence under the chart (its text alternative), with a legend beside it if any. */
  summary: ReactNode
  days: readonly D[]
  dayKey: (day: D) => string
  columns: readonly Column<D>[]
}

/** A chart, the sentence that sums it up, and the same numbers as a table behind "Show the numbers". */
export function ChartWithNumbers<D>({
  label,
  symbol,
  points,
  summary,
  days,
  dayKey,
  columns,
}: ChartWithNumbersProps<D>) {
  return (
    <>
      <StepChart label={label} points={points} symbol={symbol} />
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">{summary}</p>
      <Disclosure summary={T.showTable}>
        <NumbersTable
          label={label}
          rows={days}
          rowKey={dayKey}
          columns={columns}
          className="mt-2 max-h-80 overflow-y-auto"
        />
      </Disclosure>
    </>
  )
}

/** A closed-by-default part of a panel (the numbers, the flows). */
export function Disclosure({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="rounded-lg bg-surface-sunken px-3 py-2 ring-1 ring-line-soft">
      <summary className="cursor-pointer text-sm font-medium text-soft">{summary}</summary>
      {children}
    </details>
  )
}
