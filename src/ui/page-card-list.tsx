import clsx from 'clsx'
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type Key,
  type ReactNode,
} from 'react'
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual'
import { EmptyCards, ROW_CARD_CLASSES, RowCardBody, type Column } from './grid-table'
import { withPinnedRow } from './virtual-grid-layout'

// The phone's cards of a list too long to draw whole (every offering of every bank), scrolled
// with the page itself: a scroll box inside the scrolling page is two scrolls on a phone, and a
// thumb that meant to scroll the page gets stuck in the box (issue 36). Only the cards near the
// screen are in the page; the card holding the keyboard focus stays drawn while scrolled away.

/** Cards drawn beyond each edge of the screen. */
const OVERSCAN = 3
/** Space between two cards, px. */
const GAP = 8

export interface PageCardListProps<T> {
  /** The list's accessible name. */
  label: string
  rows: readonly T[]
  columns: readonly Column<T>[]
  rowKey: (row: T) => Key
  /** A first guess of a card's height in px; cards are measured once drawn. */
  estimateSize: number
  /** The text in place of the list when it has no rows. */
  empty?: ReactNode
  className?: string
}

export function PageCardList<T>({
  label,
  rows,
  columns,
  rowKey,
  estimateSize,
  empty,
  className,
}: PageCardListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null)
  const hasRows = rows.length > 0
  // Where the list starts in the page: the virtualiser counts the window's scroll from the top.
  const [margin, setMargin] = useState(0)
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return
    const measure = () => setMargin(list.getBoundingClientRect().top + window.scrollY)
    measure()
    // What stands above the list (progress, failures, the filters) may change its height.
    const observer = new ResizeObserver(measure)
    if (list.parentElement) observer.observe(list.parentElement)
    return () => observer.disconnect()
  }, [hasRows])
  const [focused, setFocused] = useState<number | null>(null)
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const card = (event.target as HTMLElement).closest<HTMLElement>('[data-index]')
    setFocused(card ? Number(card.dataset.index) : null)
  }, [])
  const rangeExtractor = useCallback(
    (range: Range) => withPinnedRow(defaultRangeExtractor(range), focused, range.count),
    [focused],
  )
  const keyAt = useCallback((index: number) => rowKey(rows[index]!), [rows, rowKey])
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimateSize,
    overscan: OVERSCAN,
    gap: GAP,
    getItemKey: keyAt,
    rangeExtractor,
    scrollMargin: margin,
  })
  if (rows.length === 0 && empty) return <EmptyCards className={className}>{empty}</EmptyCards>
  return (
    <ul
      ref={listRef}
      aria-label={label}
      onFocus={onFocus}
      className={clsx('relative', className)}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => (
        <li
          key={item.key}
          aria-setsize={rows.length}
          aria-posinset={item.index + 1}
          data-index={item.index}
          ref={virtualizer.measureElement}
          style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          className={clsx('absolute inset-x-0 top-0', ROW_CARD_CLASSES)}
        >
          <RowCardBody row={rows[item.index]!} columns={columns} />
        </li>
      ))}
    </ul>
  )
}
