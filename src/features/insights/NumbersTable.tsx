import { cellClasses, headerCellClasses, rowClasses, TableFrame } from '@/ui/table'
import { ColumnHeaderText, type Column } from '@/ui/grid-table'
import { useScrollBoxRows } from '@/ui/virtual-rows'

export interface NumbersTableProps<R> {
  /** The table's accessible name (the chart's, so both read as the same figures). */
  label: string
  /** Oldest first, as the derivations give them; the table shows the newest first. */
  rows: readonly R[]
  rowKey: (row: R) => string
  columns: readonly Column<R>[]
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
  const newestFirst = [...rows].reverse()
  const { scrollRef, virtualizer } = useScrollBoxRows({
    count: newestFirst.length,
    rowKey: (index) => rowKey(newestFirst[index]!),
    estimateSize: ROW_ESTIMATE,
    overscan: 8,
  })
  const items = virtualizer.getVirtualItems()
  const before = items[0]?.start ?? 0
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0
  return (
    <TableFrame ref={scrollRef} label={label} dense className={className ?? 'max-h-80 overflow-y-auto'}>
      <table
        aria-label={label}
        aria-rowcount={newestFirst.length + 1}
        className="min-w-full border-collapse text-left text-xs text-soft sm:text-sm"
      >
        <thead className="sticky top-0 z-10 bg-panel text-xs text-muted">
          <tr aria-rowindex={1} className="bg-surface-raised">
            {columns.map((column) => (
              <th key={column.header} scope="col" className={headerCellClasses(column.align, PHONE_CELL)}>
                <ColumnHeaderText column={column} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line-soft">
          {before > 0 && <tr aria-hidden="true" style={{ height: before }} />}
          {items.map((item) => (
            <tr
              key={item.key}
              ref={virtualizer.measureElement}
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
                  {column.cell(newestFirst[item.index]!)}
                </td>
              ))}
            </tr>
          ))}
          {after > 0 && <tr aria-hidden="true" style={{ height: after }} />}
        </tbody>
      </table>
    </TableFrame>
  )
}
