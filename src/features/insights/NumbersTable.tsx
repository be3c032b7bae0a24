import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef, type ReactNode } from 'react'
import { cellClasses, headerCellClasses, rowClasses, TableFrame, type Align } from '@/ui/table'

export interface NumbersColumn<R> {
  header: string
  /** The header on phones, where four columns must fit beside each other ("In" for "Money in"). */
  shortHeader?: string
  align?: Align
  cell: (row: R) => ReactNode
}

export interface NumbersTableProps<R> {
  /** The table's accessible name (the chart's, so both read as the same figures). */
  label: string
  /** Oldest first, as the derivations give them; the table shows the newest first. */
  rows: readonly R[]
  rowKey: (row: R) => string
  columns: readonly NumbersColumn<R>[]
  className?: string
}

/** Phones: tighter cells and type, so a day's four columns fit a 375 px screen without scrolling. */
const PHONE_CELL = 'max-sm:px-2 max-sm:first:pl-3 max-sm:last:pr-3'

/** A dense row's height before it is measured (text-sm with py-2). */
const ROW_ESTIMATE = 37

/**
 * The numbers behind a chart, newest first. An "all" window of a busy party has a row per day for
 * years, so only the rows in view are in the page: spacer rows above and below keep the scroll
 * height, and aria-rowcount/aria-rowindex keep the table's size and each row's place for screen
 * readers. The header stays at the top while the rows scroll.
 */
export function NumbersTable<R>({ label, rows, rowKey, columns, className }: NumbersTableProps<R>) {
  const frame = useRef<HTMLDivElement>(null)
  const newestFirst = [...rows].reverse()
  const rowsView = useVirtualizer({
    count: newestFirst.length,
    getScrollElement: () => frame.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    getItemKey: (index) => rowKey(newestFirst[index]),
  })
  const items = rowsView.getVirtualItems()
  const before = items[0]?.start ?? 0
  const after = items.length ? rowsView.getTotalSize() - items[items.length - 1].end : 0
  return (
    <TableFrame ref={frame} label={label} dense className={className ?? 'max-h-80 overflow-y-auto'}>
      <table
        aria-label={label}
        aria-rowcount={newestFirst.length + 1}
        className="min-w-full border-collapse text-left text-xs text-soft sm:text-sm"
      >
        <thead className="sticky top-0 z-10 bg-panel text-xs text-muted">
          <tr aria-rowindex={1} className="bg-surface-raised">
            {columns.map((column) => (
              <th key={column.header} scope="col" className={headerCellClasses(column.align, PHONE_CELL)}>
                {column.shortHeader ? (
                  <>
                    <span className="sm:hidden">{column.shortHeader}</span>
                    <span className="hidden sm:inline">{column.header}</span>
                  </>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line-soft">
          {before > 0 && <tr aria-hidden="true" style={{ height: before }} />}
          {items.map((item) => {
            const row = newestFirst[item.index]
            return (
              <tr
                key={item.key}
                ref={rowsView.measureElement}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                className={rowClasses()}
              >
                {columns.map((column) => (
                  // A figure or a date never breaks across lines: the frame scrolls sideways instead.
                  <td
                    key={column.header}
                    className={cellClasses(column.align, `whitespace-nowrap ${PHONE_CELL}`)}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            )
          })}
          {after > 0 && <tr aria-hidden="true" style={{ height: after }} />}
        </tbody>
      </table>
    </TableFrame>
  )
}
