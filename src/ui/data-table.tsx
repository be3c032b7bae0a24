import clsx from 'clsx'
import type { Key, ReactNode } from 'react'
import { usePhoneLayout } from '@/lib/use-media-query'
import { DRAW_ALL_ROWS_UP_TO } from './list-sizes'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table'
import {
  CardList,
  ColumnHeaderText,
  GridTable,
  VirtualCardList,
  VirtualGridTable,
  type Column,
} from './grid-table'

export type { Column } from './grid-table'

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

/** A long page's box is tall enough to read a screenful, short enough to keep the pager in view. */
const LONG_PAGE_BOX = 'max-h-[70vh]'

const isLong = <T,>(props: DataTableProps<T>) => !!props.grid && props.rows.length > DRAW_ALL_ROWS_UP_TO

/**
 * A table from `sm` up; below it every row becomes a readable card of label/value pairs, so a
 * phone never shows a squeezed table.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const phone = usePhoneLayout()
  const longPage = { topOnNewFirstRow: true, className: clsx(LONG_PAGE_BOX, props.className) }
  if (phone && isLong(props)) return <VirtualCardList {...props} {...longPage} estimateSize={260} />
  if (phone) return <CardList {...props} />
  if (props.grid && isLong(props))
    return <VirtualGridTable {...props} {...longPage} grid={props.grid} estimateSize={56} />
  if (props.grid) return <GridTable {...props} grid={props.grid} />
  const { label, rows, columns, rowKey, empty, dense, className } = props
  return (
    <Table label={label} dense={dense} wrapperClassName={className}>
      <TableHead>
        <tr>
          {columns.map((column) => (
            <TableHeader key={column.header} align={column.align}>
              <ColumnHeaderText column={column} />
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
          <TableCell colSpan={columns.length} align="center" className="py-8 text-subtle">
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
