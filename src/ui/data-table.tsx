import type { Key, ReactNode } from 'react'
import { usePhoneLayout } from '@/lib/use-media-query'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table'
import { CardList } from './card-list'
import { ColumnHeaderText, GridTable, type Column } from './grid-table'

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
   * column tracks (GridTable: past DRAW_ALL_ROWS_UP_TO rows it draws only those in view). Each
   * row is its own grid, so no track may size itself to one row's content, and the columns must
   * fit `minWidth`. Without it the table is an HTML table that sizes its columns to their
   * content: for short lists (a bank's officers, a page of 25 accounts).
   */
  grid?: { columns: string; minWidth: string }
}

/**
 * A table from `sm` up; below it every row becomes a readable card of label/value pairs, so a
 * phone never shows a squeezed table. A long page (a card list, a grid table) scrolls in a box of
 * its own, and another page is read from its top.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const phone = usePhoneLayout()
  if (phone) return <CardList {...props} topOnNewFirstRow />
  if (props.grid) return <GridTable {...props} grid={props.grid} topOnNewFirstRow />
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
