import {
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react'
import clsx from 'clsx'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { columnsAt, rowCount, rowSpan, type ColumnBreakpoint } from './virtual-grid-layout'
import { useFocusedRow } from './virtual-rows'

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

/** The list's distance from the top of the document, kept up to date as content above it moves. */
function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0)
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current
      if (el) setTop(Math.round(el.getBoundingClientRect().top + window.scrollY))
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    // Anything above the list that grows or shrinks (a section loading, an alert) changes the body.
    const observer = new ResizeObserver(measure)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [ref])
  return top
}

const ONE_COLUMN: readonly ColumnBreakpoint[] = [[0, 1]]

/**
 * The one window virtualiser (the page scrolls, not the list): cards in a responsive grid, only
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
  const listRef = useRef<HTMLDivElement>(null)
  const columns = useColumns(breakpoints)
  const rows = rowCount(items.length, columns)
  const scrollMargin = useDocumentTop(listRef)
  const { rangeExtractor, onFocus, onBlur } = useFocusedRow()
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => estimateRowHeight,
    overscan,
    scrollMargin,
    rangeExtractor,
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
