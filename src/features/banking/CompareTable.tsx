import { useCallback, type CSSProperties, type ReactNode } from 'react'
import { ArrowDownIcon, ArrowUpIcon } from '@heroicons/react/20/solid'
import clsx from 'clsx'
import { ROW_CARD_CLASSES, RowCardBody, RowCells, type Column } from '@/ui/data-table'
import { cellClasses, headerCellClasses, rowClasses, TableFrame } from '@/ui/table'
import { useScrollBoxRows } from '@/ui/virtual-rows'
import { nextSort, type ComparedOffering, type CompareSort, type CompareSortKey } from './compare'

// The comparison holds every offering of every bank (about 4 500 rows on a server of a thousand
// banks): only the rows in its scroll area are in the page. Rows are measured as they render,
// and the row holding the keyboard focus stays rendered while it is scrolled away, so focus is
// never dropped to the page. Screen readers hear the whole size: aria-rowcount and each row's
// aria-rowindex (the table), aria-setsize and aria-posinset (the phone's cards).

export interface CompareColumn extends Column<ComparedOffering> {
  sortKey?: CompareSortKey
}

/** Each row's key, made once: the virtualiser asks for every row's key after each new batch. */
const keys = new WeakMap<ComparedOffering, string>()

export function rowKey(row: ComparedOffering): string {
  let key = keys.get(row)
  if (key === undefined) {
    key = `${row.bank.id}/${row.offering.id}`
    keys.set(row, key)
  }
  return key
}

/** Column tracks of the wide table: every row is its own grid on these, so columns line up. */
const TRACKS =
  'minmax(9rem,1.3fr) minmax(11rem,1.6fr) minmax(6.5rem,0.8fr) minmax(6rem,0.8fr) minmax(6rem,0.8fr) minmax(9.5rem,1fr) minmax(5.5rem,0.6fr) minmax(8.5rem,auto)'

/** The frame scrolls both ways and keeps the scroll from chaining to the page. */
const SCROLL_AREA = 'overflow-y-auto overscroll-contain'

/** Rows rendered beyond each edge of the scroll area. */
const OVERSCAN = 8

/**
 * The virtualised offerings of a scroll area of their own, the focused one kept rendered. The
 * key function changes only with the rows: the virtualiser rebuilds every row's position (and
 * key) whenever it changes, and it re-renders on every scroll and measured row.
 */
function useOfferingRows(
  rows: readonly ComparedOffering[],
  layout: { estimateSize: number; overscan: number; gap?: number },
) {
  const keyAt = useCallback((index: number) => rowKey(rows[index]!), [rows])
  return useScrollBoxRows({ count: rows.length, rowKey: keyAt, ...layout })
}

export interface CompareTableProps {
  label: string
  rows: readonly ComparedOffering[]
  columns: readonly CompareColumn[]
  sort: CompareSort
  onSort: (sort: CompareSort) => void
  /** The only row's text when there are no rows. */
  empty: ReactNode
}

/** The wide layout: a table whose column headers sort it (and say how it is sorted). */
export function CompareTable({ label, rows, columns, sort, onSort, empty }: CompareTableProps) {
  const { scrollRef, onFocus, virtualizer } = useOfferingRows(rows, { estimateSize: 64, overscan: OVERSCAN })
  const tracks = { '--compare-columns': TRACKS } as CSSProperties
  const rowGrid = 'grid grid-cols-(--compare-columns) items-center'
  return (
    <TableFrame ref={scrollRef} label={label} className={clsx(SCROLL_AREA, 'max-h-[70vh]')}>
      <div
        role="table"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        style={tracks}
        className="grid min-w-[64rem] text-left text-sm text-slate-200"
      >
        <div role="rowgroup" className="sticky top-0 z-10 grid bg-panel text-xs text-slate-300 shadow-sm">
          <div role="row" aria-rowindex={1} className={clsx(rowGrid, 'bg-white/5')}>
            {columns.map((column) => (
              <SortHeader key={column.header} column={column} sort={sort} onSort={onSort} />
            ))}
          </div>
        </div>
        <div
          role="rowgroup"
          onFocus={onFocus}
          className="relative grid"
          style={{ height: rows.length ? virtualizer.getTotalSize() : undefined }}
        >
          {rows.length === 0 ? (
            <div role="row" aria-rowindex={2} className={rowGrid}>
              <div role="cell" className={cellClasses('center', 'col-span-full py-8 text-slate-400')}>
                {empty}
              </div>
            </div>
          ) : (
            virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!
              return (
                <div
                  key={item.key}
                  role="row"
                  aria-rowindex={item.index + 2}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  style={{ transform: `translateY(${item.start}px)` }}
                  className={rowClasses(clsx(rowGrid, 'absolute inset-x-0 top-0 border-b border-white/5'))}
                >
                  <RowCells row={row} columns={columns} className="min-w-0" />
                </div>
              )
            })
          )}
        </div>
      </div>
    </TableFrame>
  )
}

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: CompareColumn
  sort: CompareSort
  onSort: (sort: CompareSort) => void
}) {
  const sorted = column.sortKey === sort.key
  const Arrow = sort.direction === 'asc' ? ArrowUpIcon : ArrowDownIcon
  return (
    <div
      role="columnheader"
      className={headerCellClasses(column.align)}
      aria-sort={sorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      {column.actions ? (
        <span className="sr-only">{column.header}</span>
      ) : column.sortKey ? (
        <button
          type="button"
          onClick={() => onSort(nextSort(sort, column.sortKey!))}
          className={clsx(
            'inline-flex items-center gap-1 rounded uppercase hover:text-white focus-visible:outline-2 focus-visible:outline-secondary-400',
            sorted && 'text-white',
          )}
        >
          {column.header}
          <Arrow aria-hidden="true" className={clsx('size-3.5', !sorted && 'invisible')} />
        </button>
      ) : (
        column.header
      )}
    </div>
  )
}

export interface CompareCardsProps {
  label: string
  rows: readonly ComparedOffering[]
  columns: readonly CompareColumn[]
  empty: ReactNode
}

/** The phone layout: each offering a card of label and value pairs, in a scroll area of its own. */
export function CompareCards({ label, rows, columns, empty }: CompareCardsProps) {
  const { scrollRef, onFocus, virtualizer } = useOfferingRows(rows, {
    estimateSize: 300,
    overscan: 3,
    gap: 8,
  })
  if (rows.length === 0) {
    return (
      <p className="rounded-xl px-4 py-8 text-center text-sm text-slate-400 ring-1 ring-white/10">{empty}</p>
    )
  }
  return (
    <TableFrame ref={scrollRef} label={label} className={clsx(SCROLL_AREA, 'max-h-[75vh] p-2')}>
      <ul
        aria-label={label}
        onFocus={onFocus}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!
          return (
            <li
              key={item.key}
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{ transform: `translateY(${item.start}px)` }}
              className={clsx('absolute inset-x-0 top-0', ROW_CARD_CLASSES)}
            >
              <RowCardBody row={row} columns={columns} />
            </li>
          )
        })}
      </ul>
    </TableFrame>
  )
}
