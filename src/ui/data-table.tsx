import clsx from 'clsx'
import { useLayoutEffect, useRef, type CSSProperties, type Key, type ReactNode } from 'react'
import { usePhoneLayout } from '@/lib/use-media-query'
import {
  cellClasses,
  headerCellClasses,
  rowClasses,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableFrame,
} from './table'
import { useScrollBoxRows } from './virtual-rows'

export interface Column<T> {
  /** Column header, and the label of the value in a phone card. */
  header: string
  cell: (row: T) => ReactNode
  align?: 'left' | 'right' | 'center'
  /** Shown as the title line of the phone card instead of as a labelled value. */
  cardTitle?: boolean
  /** Left out of the phone card (actions that the card shows in its own row, say). */
  hideOnCard?: boolean
  /** Actions: a phone card shows them in a row at its bottom. */
  actions?: boolean
  className?: string
}

export interface DataTableProps<T> {
  /** The table's accessible name ("Treasury balances"). */
  label: string
  rows: readonly T[]
  columns: readonly Column<T>[]
  rowKey: (row: T) => Key
  /** The spec's empty text, shown as the only row. */
  empty?: ReactNode
  dense?: boolean
  className?: string
  /**
   * For long pages (the ledger's 200 rows): lay the wide table out as a CSS grid with these
   * column tracks. Past DRAW_ALL_ROWS_UP_TO rows, the rows (and a phone's cards) scroll in a box
   * of their own and only those in view are drawn; shorter pages skip style, layout and paint of
   * rows out of view (`content-visibility: auto`, which table rows do not support). Columns must
   * fit `minWidth`.
   */
  grid?: { columns: string; minWidth: string }
}

/**
 * Up to this many rows every one is drawn: a short page gains nothing from measuring, and
 * find-in-page sees all of it. Longer pages of a `grid` table (the ledger's 100 and 200) scroll in
 * a box of their own that draws only the rows in view.
 */
export const DRAW_ALL_ROWS_UP_TO = 50

const isLong = <T,>(props: DataTableProps<T>) => !!props.grid && props.rows.length > DRAW_ALL_ROWS_UP_TO

/**
 * A table from `sm` up; below it every row becomes a readable card of label/value pairs, so a
 * phone never shows a squeezed table.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const phone = usePhoneLayout()
  if (phone) return isLong(props) ? <VirtualCardList {...props} /> : <CardList {...props} />
  if (props.grid && isLong(props)) return <VirtualGridTable {...props} grid={props.grid} />
  if (props.grid) return <GridTable {...props} grid={props.grid} />
  const { label, rows, columns, rowKey, empty, dense, className } = props
  return (
    <Table label={label} dense={dense} wrapperClassName={className}>
      <TableHead>
        <tr>
          {columns.map((column) => (
            <TableHeader key={column.header} align={column.align}>
              {column.actions ? <span className="sr-only">{column.header}</span> : column.header}
            </TableHeader>
          ))}
        </tr>
      </TableHead>
      <DataTableBody rows={rows} columns={columns} rowKey={rowKey} empty={empty} />
    </Table>
  )
}

/** A wide table's rows, or its empty text as the only row; for tables that draw their own header. */
export function DataTableBody<T>({
  rows,
  columns,
  rowKey,
  empty,
}: Pick<DataTableProps<T>, 'rows' | 'columns' | 'rowKey' | 'empty'>) {
  return (
    <TableBody>
      {rows.length === 0 && empty ? (
        <tr>
          <TableCell colSpan={columns.length} align="center" className="py-8 text-slate-400">
            {empty}
          </TableCell>
        </tr>
      ) : (
        rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align} className={column.className}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))
      )}
    </TableBody>
  )
}

/**
 * The wide table as ARIA table roles on a CSS grid: every row is its own grid on the shared column
 * tracks, drawn only when near the viewport; off-screen rows keep their last measured height.
 */
function GridTable<T>({
  label,
  rows,
  columns,
  rowKey,
  empty,
  dense,
  className,
  grid,
}: DataTableProps<T> & { grid: NonNullable<DataTableProps<T>['grid']> }) {
  const tracks = { '--data-table-columns': grid.columns, minWidth: grid.minWidth } as CSSProperties
  const rowGrid = 'grid grid-cols-(--data-table-columns) items-center'
  return (
    <TableFrame label={label} dense={dense} className={className}>
      <div role="table" aria-label={label} style={tracks} className="text-left text-sm text-slate-200">
        <div role="rowgroup" className="bg-white/5 text-xs text-slate-300">
          <div role="row" className={rowGrid}>
            {columns.map((column) => (
              <div key={column.header} role="columnheader" className={headerCellClasses(column.align)}>
                {column.actions ? <span className="sr-only">{column.header}</span> : column.header}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" className="divide-y divide-white/5">
          {rows.length === 0 && empty ? (
            <div role="row" className={rowGrid}>
              <div role="cell" className={cellClasses('center', 'col-span-full py-8 text-slate-400')}>
                {empty}
              </div>
            </div>
          ) : (
            rows.map((row) => (
              <div
                key={rowKey(row)}
                role="row"
                className={rowClasses(
                  clsx(rowGrid, '[contain-intrinsic-size:auto_3.5rem] [content-visibility:auto]'),
                )}
              >
                <RowCells row={row} columns={columns} />
              </div>
            ))
          )}
        </div>
      </div>
    </TableFrame>
  )
}

/** A long page's scroll box: tall enough to read a screenful, short enough to keep the pager in view. */
const LONG_PAGE_BOX = 'max-h-[70vh] overflow-y-auto overscroll-contain'

/**
 * A new page (another first row) is read from its top, not from where the last one was left.
 * Through the virtualiser, which otherwise keeps its old offset and shifts the scroll as it
 * measures the new rows above it.
 */
function useTopOnNewPage(virtualizer: { scrollToOffset: (offset: number) => void }, firstKey?: Key) {
  const shown = useRef(firstKey)
  useLayoutEffect(() => {
    if (shown.current === firstKey) return
    shown.current = firstKey
    virtualizer.scrollToOffset(0)
  }, [virtualizer, firstKey])
}

/**
 * The wide table of a long page: only the rows in its scroll box are in the document. Screen
 * readers still hear the whole page (aria-rowcount, and each row's aria-rowindex); the header
 * stays on top while the rows scroll.
 */
function VirtualGridTable<T>({
  label,
  rows,
  columns,
  rowKey,
  dense,
  className,
  grid,
}: DataTableProps<T> & { grid: NonNullable<DataTableProps<T>['grid']> }) {
  const { scrollRef, onFocus, virtualizer } = useScrollBoxRows({
    count: rows.length,
    rowKey: (index) => rowKey(rows[index]!),
    estimateSize: 56,
    overscan: 8,
  })
  useTopOnNewPage(virtualizer, rows[0] && rowKey(rows[0]))
  const tracks = { '--data-table-columns': grid.columns, minWidth: grid.minWidth } as CSSProperties
  const rowGrid = 'grid grid-cols-(--data-table-columns) items-center'
  return (
    <TableFrame ref={scrollRef} label={label} dense={dense} className={clsx(LONG_PAGE_BOX, className)}>
      <div
        role="table"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        style={tracks}
        className="text-left text-sm text-slate-200"
      >
        <div role="rowgroup" className="sticky top-0 z-10 bg-panel text-xs text-slate-300 shadow-sm">
          <div role="row" aria-rowindex={1} className={clsx(rowGrid, 'bg-white/5')}>
            {columns.map((column) => (
              <div key={column.header} role="columnheader" className={headerCellClasses(column.align)}>
                {column.actions ? <span className="sr-only">{column.header}</span> : column.header}
              </div>
            ))}
          </div>
        </div>
        <div
          role="rowgroup"
          onFocus={onFocus}
          className="relative"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {virtualizer.getVirtualItems().map((item) => (
            <div
              key={item.key}
              role="row"
              aria-rowindex={item.index + 2}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{ transform: `translateY(${item.start}px)` }}
              className={rowClasses(clsx(rowGrid, 'absolute inset-x-0 top-0 border-b border-white/5'))}
            >
              <RowCells row={rows[item.index]!} columns={columns} />
            </div>
          ))}
        </div>
      </div>
    </TableFrame>
  )
}

/** A long page on a phone: its cards scroll in a box of their own, only those in view drawn. */
function VirtualCardList<T>({
  label,
  rows,
  columns,
  rowKey,
  className,
}: Pick<DataTableProps<T>, 'label' | 'rows' | 'columns' | 'rowKey' | 'className'>) {
  const { scrollRef, onFocus, virtualizer } = useScrollBoxRows({
    count: rows.length,
    rowKey: (index) => rowKey(rows[index]!),
    estimateSize: 260,
    overscan: 3,
    gap: 8,
  })
  useTopOnNewPage(virtualizer, rows[0] && rowKey(rows[0]))
  return (
    <TableFrame ref={scrollRef} label={label} className={clsx(LONG_PAGE_BOX, 'p-2', className)}>
      <ul
        aria-label={label}
        onFocus={onFocus}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => (
          <li
            key={item.key}
            aria-setsize={rows.length}
            aria-posinset={item.index + 1}
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={{ transform: `translateY(${item.start}px)` }}
            className={clsx('absolute inset-x-0 top-0', ROW_CARD_CLASSES)}
          >
            <RowCardBody row={rows[item.index]!} columns={columns} />
          </li>
        ))}
      </ul>
    </TableFrame>
  )
}

function CardList<T>({
  label,
  rows,
  columns,
  rowKey,
  empty,
  className,
}: Pick<DataTableProps<T>, 'label' | 'rows' | 'columns' | 'rowKey' | 'empty' | 'className'>) {
  if (rows.length === 0 && empty) {
    return (
      <p
        className={clsx(
          'rounded-xl px-4 py-8 text-center text-sm text-slate-400 ring-1 ring-white/10',
          className,
        )}
      >
        {empty}
      </p>
    )
  }
  return (
    <ul aria-label={label} className={clsx('space-y-2', className)}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={ROW_CARD_CLASSES}>
          <RowCardBody row={row} columns={columns} />
        </li>
      ))}
    </ul>
  )
}

/** One row's cells, one a column: the flat table and the virtual compare table lay them out alike. */
export function RowCells<T>({
  row,
  columns,
  className,
}: {
  row: T
  columns: readonly Column<T>[]
  className?: string
}) {
  return (
    <>
      {columns.map((column) => (
        <div
          key={column.header}
          role="cell"
          className={cellClasses(column.align, clsx(className, column.className))}
        >
          {column.cell(row)}
        </div>
      ))}
    </>
  )
}

export const ROW_CARD_CLASSES = 'rounded-xl bg-white/[0.03] p-3 ring-1 ring-white/10'

/** A row shown as a card on phones: its title column, then each field as a term, then its actions. */
export function RowCardBody<T>({ row, columns }: { row: T; columns: readonly Column<T>[] }) {
  const title = columns.find((c) => c.cardTitle)
  const fields = columns.filter((c) => !c.cardTitle && !c.hideOnCard && !c.actions)
  const actions = columns.filter((c) => c.actions)
  return (
    <>
      {title && <div className="mb-2 font-medium break-words text-white">{title.cell(row)}</div>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {fields.map((column) => (
          <div key={column.header} className="contents">
            <dt className="text-slate-400">{column.header}</dt>
            <dd className={clsx('min-w-0 text-right break-words text-slate-100', column.className)}>
              {column.cell(row)}
            </dd>
          </div>
        ))}
      </dl>
      {actions.length > 0 && (
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          {actions.map((column) => (
            <div key={column.header}>{column.cell(row)}</div>
          ))}
        </div>
      )}
    </>
  )
}
