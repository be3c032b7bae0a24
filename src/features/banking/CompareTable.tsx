import type { ReactNode } from 'react'
import { ArrowDownIcon, ArrowUpIcon } from '@heroicons/react/20/solid'
import clsx from 'clsx'
import { headerCellClasses } from '@/ui/table'
import { ColumnHeaderText, GridTable, type Column } from '@/ui/grid-table'
import { CardList } from '@/ui/card-list'
import { nextSort, type ComparedOffering, type CompareSort, type CompareSortKey } from './compare'

// The comparison holds every offering of every bank (about 4 500 rows on a server of a thousand
// banks): the grid table draws only the rows in its scroll box, the phone's cards only those on
// screen.

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
const GRID = {
  columns:
    'minmax(8rem,1.2fr) minmax(10rem,1.5fr) minmax(6.5rem,0.8fr) minmax(4.5rem,0.5fr) minmax(7rem,0.8fr) minmax(5rem,0.6fr) minmax(5rem,0.6fr) minmax(8.5rem,1fr) minmax(8rem,auto)',
  // Fits the 1280 px page (70rem of table) without sideways scrolling.
  minWidth: '68rem',
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
export function CompareTable({ sort, onSort, ...table }: CompareTableProps) {
  return (
    <GridTable
      {...table}
      rowKey={rowKey}
      estimateSize={64}
      grid={GRID}
      header={(column) => <SortHeader column={column} sort={sort} onSort={onSort} />}
      cellClassName="min-w-0"
      boxed
    />
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
      {column.sortKey && !column.actions ? (
        <button
          type="button"
          onClick={() => onSort(nextSort(sort, column.sortKey!))}
          className={clsx(
            'inline-flex items-center gap-1 rounded uppercase hover:text-strong focus-visible:outline-2 focus-visible:outline-focus',
            sorted && 'text-strong',
          )}
        >
          {column.header}
          <Arrow aria-hidden="true" className={clsx('size-3.5', !sorted && 'invisible')} />
        </button>
      ) : (
        <ColumnHeaderText column={column} />
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

/** The phone layout: each offering a card of label and value pairs, scrolled with the page. */
export function CompareCards(props: CompareCardsProps) {
  return <CardList {...props} rowKey={rowKey} estimateSize={340} scrollWithPage />
}
