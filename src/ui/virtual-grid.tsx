import { useSyncExternalStore, type ReactNode } from 'react'
import clsx from 'clsx'
import { columnsAt, rowCount, rowSpan, type ColumnBreakpoint } from './virtual-grid-layout'
import { useWindowRows } from './virtual-rows'

export interface VirtualGridProps<T> {
  items: readonly T[]
  /** A stable key per item (its id). */
  itemKey: (item: T) => string
  renderItem: (item: T, index: number) => ReactNode
  /** The list's accessible name. */
  label: string
  /** Columns per viewport width, as the grid's Tailwind classes would say (default one column). */
  columns?: readonly ColumnBreakpoint[]
  /** A first guess of a row's height in px (gap included); rows are measured once rendered. */
  estimateRowHeight: number
  /** Space between cards in px, both ways (default 16: Tailwind's gap-4). */
  gap?: number
  /** Rows rendered beyond each edge of the viewport (default 2). */
  overscan?: number
  className?: string
}

const subscribeToWidth = (onChange: () => void) => {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}
const viewportWidth = () => window.innerWidth

/** The columns the viewport's width calls for, following resizes. */
function useColumns(breakpoints: readonly ColumnBreakpoint[]): number {
  const width = useSyncExternalStore(subscribeToWidth, viewportWidth, () => 0)
  return columnsAt(width, breakpoints)
}

const ONE_COLUMN: readonly ColumnBreakpoint[] = [[0, 1]]

/**
 * Cards in a responsive grid that scrolls with the page (useWindowRows), only
 * the rows near the viewport rendered, so a list of thousands costs what a screenful does.
 * Screen readers still hear a list of all items (aria-setsize, aria-posinset); the row holding
 * focus stays rendered when it scrolls away, and rows stay in document order, so Tab walks the
 * cards in order (the overscan row below is rendered before Tab reaches it, and scrolling into it
 * renders more).
 */
export function VirtualGrid<T>({
  items,
  itemKey,
  renderItem,
  label,
  columns: breakpoints = ONE_COLUMN,
  estimateRowHeight,
  gap = 16,
  overscan = 2,
  className,
}: VirtualGridProps<T>) {
  const columns = useColumns(breakpoints)
  const rows = rowCount(items.length, columns)
  const { listRef, onFocus, onBlur, virtualizer } = useWindowRows<HTMLDivElement>({
    count: rows,
    estimateSize: estimateRowHeight,
    overscan,
  })

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      className={clsx('relative', className)}
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const [start, end] = rowSpan(row.index, columns, items.length)
        return (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="absolute top-0 left-0 grid w-full"
            style={{
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap,
              paddingBottom: row.index < rows - 1 ? gap : 0,
            }}
          >
            {items.slice(start, end).map((item, offset) => (
              <div
                key={itemKey(item)}
                role="listitem"
                aria-setsize={items.length}
                aria-posinset={start + offset + 1}
                // Cards fill their cell, so a row's cards are as tall as its tallest.
                className="min-w-0 *:h-full"
              >
                {renderItem(item, start + offset)}
              </div>
            ))}
          </div>
        )
      })}
    </div>
  )
}
