import { useCallback, useRef, useState, type FocusEvent, type Key } from 'react'
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual'
import { withPinnedRow } from './virtual-grid-layout'

/**
 * The row holding the keyboard focus, kept rendered while it is scrolled away so focus is never
 * dropped to the page. Put `onFocus`/`onBlur` on the element around the rows (each row carries
 * `data-index`) and `rangeExtractor` on the virtualiser.
 */
export function useFocusedRow() {
  const [focused, setFocused] = useState<number | null>(null)
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]')
    setFocused(row ? Number(row.dataset.index) : null)
  }, [])
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null)
  }, [])
  const rangeExtractor = useCallback(
    (range: Range) => withPinnedRow(defaultRangeExtractor(range), focused, range.count),
    [focused],
  )
  return { onFocus, onBlur, rangeExtractor }
}

export interface ScrollBoxRowsOptions {
  count: number
  /** A stable key per row index (the row's id), so measured heights follow their rows. */
  rowKey: (index: number) => Key
  /** A first guess of a row's height in px; rows are measured once rendered. */
  estimateSize: number
  /** Rows rendered beyond each edge of the scroll box. */
  overscan: number
  /** Space between rows in px. */
  gap?: number
}

/**
 * The one virtualiser of rows that scroll in a box of their own (a table, a list, a phone's
 * cards), only those in view rendered. Put `scrollRef` on the box, `onFocus`/`onBlur` on the
 * element around the rows (each row carries `data-index` and `ref={virtualizer.measureElement}`):
 * the row holding the keyboard focus stays rendered while it is scrolled away.
 */
export function useScrollBoxRows({ count, rowKey, estimateSize, overscan, gap }: ScrollBoxRowsOptions) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const { rangeExtractor, ...focus } = useFocusedRow()
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    overscan,
    gap,
    getItemKey: rowKey,
    rangeExtractor,
  })
  return { scrollRef, ...focus, virtualizer }
}
