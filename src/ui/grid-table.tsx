import clsx from 'clsx'
import { Fragment, type CSSProperties, type Key, type ReactNode, type Ref } from 'react'
import { DRAW_ALL_ROWS_UP_TO } from './list-sizes'
import { cellClasses, headerCellClasses, rowClasses, TableFrame, type Align } from './table'
import { SCROLL_BOX, useKeyAt, useScrollBoxRows } from './virtual-rows'

// The wide table laid out as ARIA table roles on a CSS grid: every row its own grid on shared
// column tracks, so a row can be positioned on its own. Drawn whole up to DRAW_ALL_ROWS_UP_TO
// rows; a longer one scrolls in a box of its own and draws only the rows in the box.

/** The one column type of every table (DataTable, the grid table, its phone cards, Insights' numbers). */
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
function EmptyGridRow({ children }: { children: ReactNode }) {
  return (
    <div role="row" aria-rowindex={2} className={GRID_ROW}>
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

/** What a table, or the card list standing in for it on phones, is given. */
export interface RowsProps<T, C extends Column<T> = Column<T>> {
  /** The accessible name of the table or list (and of the box it scrolls in). */
  label: string
  rows: readonly T[]
  columns: readonly C[]
  rowKey: (row: T) => Key
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode
  className?: string
  /** A long list's first guess of a row's height in px; rows are measured once drawn. */
  estimateSize?: number
  /** A long list's new first row (another page) is read from the top, not where the last was left. */
  topOnNewFirstRow?: boolean
}

export interface GridTableProps<T, C extends Column<T>> extends RowsProps<T, C> {
  /** Column tracks (CSS grid-template-columns) every row shares, and the width they need. */
  grid: { columns: string; minWidth: string }
  dense?: boolean
  /** A column's header cell; by default one that names it. */
  header?: (column: C) => ReactNode
  /** Classes for every body cell. */
  cellClassName?: string
  /**
   * The rows scroll in a long list's box (header sticky above them) however few they are:
   * Compare Offerings' rows arrive in batches, and the box does not appear in the middle.
   */
  boxed?: boolean
}

/** A short table's rows off screen skip style, layout and paint, and keep their last height. */
const DRAWN_WHEN_NEAR = '[contain-intrinsic-size:auto_3.5rem] [content-visibility:auto]'
/** Rows drawn beyond each edge of a long table's box. */
const OVERSCAN = 8

/**
 * The wide table, every row numbered (aria-rowindex, the header's 1). Up to DRAW_ALL_ROWS_UP_TO
 * rows every one is drawn (find-in-page sees them all). A longer one draws only the rows in its
 * box, the row holding the keyboard focus kept, and tells the whole size (aria-rowcount).
 */
export function GridTable<T, C extends Column<T>>(props: GridTableProps<T, C>) {
  if (props.rows.length > DRAW_ALL_ROWS_UP_TO) return <LongGridTable {...props} />
  const { rows, rowKey, columns, empty, cellClassName } = props
  return (
    <GridFrame {...props}>
      <div role="rowgroup" className="divide-y divide-line-soft">
        {rows.length === 0 && empty ? (
          <EmptyGridRow>{empty}</EmptyGridRow>
        ) : (
          rows.map((row, index) => (
            <div
              key={rowKey(row)}
              role="row"
              aria-rowindex={index + 2}
              className={rowClasses(clsx(GRID_ROW, DRAWN_WHEN_NEAR))}
            >
              <RowCells row={row} columns={columns} className={cellClassName} />
            </div>
          ))
        )}
      </div>
    </GridFrame>
  )
}

function LongGridTable<T, C extends Column<T>>(props: GridTableProps<T, C>) {
  const { rows, columns, cellClassName, estimateSize = 56 } = props
  const keyAt = useKeyAt(rows, props.rowKey)
  const { scrollRef, onFocus, onBlur, virtualizer } = useScrollBoxRows({
    count: rows.length,
    rowKey: keyAt,
    estimateSize,
    overscan: OVERSCAN,
    topOnNewFirstRow: props.topOnNewFirstRow ? keyAt(0) : undefined,
  })
  return (
    <GridFrame {...props} boxed scrollRef={scrollRef} rowCount={rows.length + 1}>
      <div
        role="rowgroup"
        onFocus={onFocus}
        onBlur={onBlur}
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
            className={rowClasses(clsx(GRID_ROW, 'absolute inset-x-0 top-0 border-b border-line-soft'))}
          >
            <RowCells row={rows[item.index]!} columns={columns} className={cellClassName} />
          </div>
        ))}
      </div>
    </GridFrame>
  )
}

interface GridFrameProps<T, C extends Column<T>> extends GridTableProps<T, C> {
  /** The box the rows scroll in, for a table that draws only the rows in view. */
  scrollRef?: Ref<HTMLDivElement>
  /** Rows in the whole table, header included, when not all are drawn. */
  rowCount?: number
  children: ReactNode
}

/** A grid table's frame and header row; a boxed table's header stays above the rows it scrolls. */
function GridFrame<T, C extends Column<T>>(props: GridFrameProps<T, C>) {
  const { label, dense, className, grid, columns, header, boxed, scrollRef, rowCount } = props
  return (
    <TableFrame ref={scrollRef} label={label} dense={dense} className={clsx(boxed && SCROLL_BOX, className)}>
      <div
        role="table"
        aria-label={label}
        aria-rowcount={rowCount}
        style={gridTracks(grid.columns, grid.minWidth)}
        className="text-left text-sm text-soft"
      >
        <div
          role="rowgroup"
          className={clsx(
            'text-xs text-muted',
            boxed ? 'sticky top-0 z-10 bg-panel shadow-sm' : 'bg-surface-raised',
          )}
        >
          <div role="row" aria-rowindex={1} className={clsx(GRID_ROW, boxed && 'bg-surface-raised')}>
            {columns.map((column) => (
              <Fragment key={column.header}>
                {header ? header(column) : <ColumnHeader column={column} />}
              </Fragment>
            ))}
          </div>
        </div>
        {props.children}
      </div>
    </TableFrame>
  )
}
