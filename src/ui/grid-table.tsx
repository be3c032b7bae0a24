import clsx from 'clsx'
import {
  Fragment,
  useCallback,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type Key,
  type ReactNode,
} from 'react'
import { cellClasses, headerCellClasses, rowClasses, TableFrame, type Align } from './table'
import { useScrollBoxRows } from './virtual-rows'

// Tables laid out as ARIA table roles on a CSS grid (every row its own grid on shared column
// tracks, so a row can be positioned on its own), and the card lists that stand in for them on
// phones: drawn whole, or, for lists too long for that, through one virtual shell.

/** The one column type of every table (DataTable, the grid tables, Insights' numbers). */
export interface Column<T> {
  /** Column header, and the label of the value in a phone card. */
  header: string
  /** The header on phones, where four columns must fit beside each other ("In" for "Money in"). */
  shortHeader?: string
  cell: (row: T) => ReactNode
  align?: Align
  /** Shown as the title line of the phone card instead of as a labelled value. */
  cardTitle?: boolean
  /** Left out of the phone card (actions that the card shows in its own row, say). */
  hideOnCard?: boolean
  /** Actions: a phone card shows them in a row at its bottom. */
  actions?: boolean
  className?: string
}

/**
 * A header's text: an actions column's is for screen readers only (its buttons say what they do);
 * a short header stands in on phones.
 */
export function ColumnHeaderText<T>({ column }: { column: Column<T> }) {
  if (column.actions) return <span className="sr-only">{column.header}</span>
  if (!column.shortHeader) return column.header
  return (
    <>
      <span className="sm:hidden">{column.shortHeader}</span>
      <span className="hidden sm:inline">{column.header}</span>
    </>
  )
}

/** Column tracks every row of a grid table shares, so its columns line up; `minWidth` must fit them. */
const gridTracks = (columns: string, minWidth?: string) =>
  ({ '--grid-table-columns': columns, minWidth }) as CSSProperties

/** A row of a grid table: its own grid on the table's column tracks. */
const GRID_ROW = 'grid grid-cols-(--grid-table-columns) items-center'

/** A grid table's header cell that only names its column (it does not sort). */
function ColumnHeader<T>({ column }: { column: Column<T> }) {
  return (
    <div role="columnheader" className={headerCellClasses(column.align)}>
      <ColumnHeaderText column={column} />
    </div>
  )
}

/** A grid table's only row when it has none: its empty text across every column. */
function EmptyGridRow({ rowIndex, children }: { rowIndex?: number; children: ReactNode }) {
  return (
    <div role="row" aria-rowindex={rowIndex} className={GRID_ROW}>
      <div role="cell" className={cellClasses('center', 'col-span-full py-8 text-subtle')}>
        {children}
      </div>
    </div>
  )
}

/** One row's cells, one a column, for the tables laid out as ARIA roles on a CSS grid. */
function RowCells<T>({
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

export const ROW_CARD_CLASSES = 'rounded-xl bg-surface-sunken p-3 ring-1 ring-line'

/** A row shown as a card on phones: its title column, then each field as a term, then its actions. */
export function RowCardBody<T>({ row, columns }: { row: T; columns: readonly Column<T>[] }) {
  const title = columns.find((c) => c.cardTitle)
  const fields = columns.filter((c) => !c.cardTitle && !c.hideOnCard && !c.actions)
  const actions = columns.filter((c) => c.actions)
  return (
    <>
      {title && <div className="mb-2 font-medium break-words text-strong">{title.cell(row)}</div>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {fields.map((column) => (
          <div key={column.header} className="contents">
            <dt className="text-subtle">{column.header}</dt>
            <dd className={clsx('min-w-0 text-right break-words text-fg', column.className)}>
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

/** The cards' empty text: a phone shows it in place of the list. */
export function EmptyCards({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p className={clsx('rounded-xl px-4 py-8 text-center text-sm text-subtle ring-1 ring-line', className)}>
      {children}
    </p>
  )
}

interface RowsProps<T, C extends Column<T> = Column<T>> {
  /** The accessible name of the table or list (and of the box it scrolls in). */
  label: string
  rows: readonly T[]
  columns: readonly C[]
  rowKey: (row: T) => Key
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode
  className?: string
}

interface GridProps {
  /** Column tracks (CSS grid-template-columns) every row shares, and the width they need. */
  grid: { columns: string; minWidth: string }
  dense?: boolean
}

type GridTableProps<T> = RowsProps<T> & GridProps

/**
 * The wide table as ARIA table roles on a CSS grid: every row is its own grid on the shared column
 * tracks, drawn only when near the viewport; off-screen rows keep their last measured height.
 */
export function GridTable<T>({
  label,
  rows,
  columns,
  rowKey,
  empty,
  dense,
  className,
  grid,
}: GridTableProps<T>) {
  return (
    <TableFrame label={label} dense={dense} className={className}>
      <div
        role="table"
        aria-label={label}
        style={gridTracks(grid.columns, grid.minWidth)}
        className="text-left text-sm text-soft"
      >
        <div role="rowgroup" className="bg-surface-raised text-xs text-muted">
          <div role="row" className={GRID_ROW}>
            {columns.map((column) => (
              <ColumnHeader key={column.header} column={column} />
            ))}
          </div>
        </div>
        <div role="rowgroup" className="divide-y divide-line-soft">
          {rows.length === 0 && empty ? (
            <EmptyGridRow>{empty}</EmptyGridRow>
          ) : (
            rows.map((row) => (
              <div
                key={rowKey(row)}
                role="row"
                className={rowClasses(
                  clsx(GRID_ROW, '[contain-intrinsic-size:auto_3.5rem] [content-visibility:auto]'),
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

export function CardList<T>({ label, rows, columns, rowKey, empty, className }: RowsProps<T>) {
  if (rows.length === 0 && empty) return <EmptyCards className={className}>{empty}</EmptyCards>
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

// The shell of a table or card list too long to draw whole (a ledger page of 200 rows, every
// offering of every bank): it scrolls in a box of its own and only the rows in the box are in the
// page. Rows are measured as they render, and the row holding the keyboard focus stays drawn while
// it is scrolled away, so focus is never dropped to the page. Screen readers still hear the whole
// size: aria-rowcount and each row's aria-rowindex (the table), aria-setsize and aria-posinset
// (the phone's cards).

/** Rows drawn beyond each edge of the box. */
const TABLE_OVERSCAN = 8
const CARD_OVERSCAN = 3
/** Space between two cards, px. */
const CARD_GAP = 8
/** The box scrolls and keeps its scroll from chaining to the page. */
const SCROLL_BOX = 'overflow-y-auto overscroll-contain'

interface VirtualRowsProps<T, C extends Column<T>> extends RowsProps<T, C> {
  /** A first guess of a row's height in px; rows are measured once drawn. */
  estimateSize: number
  /**
   * A new first row (another page) is read from the top, not from where the last one was left.
   * Through the virtualiser, which otherwise keeps its old offset and shifts the scroll as it
   * measures the new rows above it.
   */
  topOnNewFirstRow?: boolean
}

interface VirtualGridTableProps<T, C extends Column<T>> extends VirtualRowsProps<T, C>, GridProps {
  /** A column's header cell; by default one that names it. */
  header?: (column: C) => ReactNode
  /** Classes for every body cell. */
  cellClassName?: string
}

/** The rows in view of a scroll box, the focused one kept, and the scroll reset on a new page. */
function useVirtualRows<T>(
  { rows, rowKey, estimateSize, topOnNewFirstRow }: VirtualRowsProps<T, Column<T>>,
  layout: { overscan: number; gap?: number },
) {
  // A key function that changes only with the rows (or the key): the virtualiser rebuilds every
  // row's position and key whenever it changes, and it re-renders on every scroll and measured row.
  const keyAt = useCallback((index: number) => rowKey(rows[index]!), [rows, rowKey])
  const scrollBox = useScrollBoxRows({
    count: rows.length,
    rowKey: keyAt,
    estimateSize,
    ...layout,
  })
  const { virtualizer } = scrollBox
  const firstKey = topOnNewFirstRow && rows[0] !== undefined ? rowKey(rows[0]) : undefined
  const shown = useRef(firstKey)
  useLayoutEffect(() => {
    if (shown.current === firstKey) return
    shown.current = firstKey
    virtualizer.scrollToOffset(0)
  }, [virtualizer, firstKey])
  return scrollBox
}

/** A wide table of ARIA roles on a CSS grid, its header row sticky above the rows that scroll. */
export function VirtualGridTable<T, C extends Column<T>>(props: VirtualGridTableProps<T, C>) {
  const { label, rows, columns, empty, grid, dense, header, cellClassName, className } = props
  const { scrollRef, onFocus, onBlur, virtualizer } = useVirtualRows(props, { overscan: TABLE_OVERSCAN })
  return (
    <TableFrame ref={scrollRef} label={label} dense={dense} className={clsx(SCROLL_BOX, className)}>
      <div
        role="table"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        style={gridTracks(grid.columns, grid.minWidth)}
        className="text-left text-sm text-soft"
      >
        <div role="rowgroup" className="sticky top-0 z-10 bg-panel text-xs text-muted shadow-sm">
          <div role="row" aria-rowindex={1} className={clsx(GRID_ROW, 'bg-surface-raised')}>
            {columns.map((column) => (
              <Fragment key={column.header}>
                {header ? header(column) : <ColumnHeader column={column} />}
              </Fragment>
            ))}
          </div>
        </div>
        <div
          role="rowgroup"
          onFocus={onFocus}
          onBlur={onBlur}
          className="relative"
          style={{ height: rows.length ? virtualizer.getTotalSize() : undefined }}
        >
          {rows.length === 0 && empty ? (
            <EmptyGridRow rowIndex={2}>{empty}</EmptyGridRow>
          ) : (
            virtualizer.getVirtualItems().map((item) => (
              <div
                key={item.key}
                role="row"
                aria-rowindex={item.index + 2}
                data-index={item.index}
                ref={virtualizer.measureElement}
                style={{ transform: `translateY(${item.start}px)` }}
                className={rowClasses(clsx(GRID_ROW, 'absolute inset-x-0 top-0 border-b border-line-soft'))}
              >
                <RowCells row={rows[item.index]!} columns={columns} className={cellClassName} />
              </div>
            ))
          )}
        </div>
      </div>
    </TableFrame>
  )
}

/** The phone's layout of a long table: each row a card of label and value pairs. */
export function VirtualCardList<T, C extends Column<T>>(props: VirtualRowsProps<T, C>) {
  const { label, rows, columns, empty, className } = props
  const { scrollRef, onFocus, onBlur, virtualizer } = useVirtualRows(props, {
    overscan: CARD_OVERSCAN,
    gap: CARD_GAP,
  })
  if (rows.length === 0 && empty) return <EmptyCards>{empty}</EmptyCards>
  return (
    <TableFrame ref={scrollRef} label={label} className={clsx(SCROLL_BOX, 'p-2', className)}>
      <ul
        aria-label={label}
        onFocus={onFocus}
        onBlur={onBlur}
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
