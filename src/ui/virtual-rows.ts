import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type Key,
  type RefObject,
} from 'react'
import {
  defaultRangeExtractor,
  useVirtualizer,
  useWindowVirtualizer,
  type Range,
} from '@tanstack/react-virtual'
import { withPinnedRow } from './virtual-grid-layout'

// The two virtualisers of every long list: rows that scroll in a box of their own
// (useScrollBoxRows: a long table, a phone's long card list in a table's place, a list in a
// dialog) and rows that scroll with the page itself (useWindowRows: grids of cards, the phone's
// cards of every offering). Both keep the row holding the keyboard focus rendered.

/** The box a long list scrolls in: a screenful to read, short enough to keep a pager in view. */
export const SCROLL_BOX = 'max-h-[70vh] overflow-y-auto overscroll-contain'

/**
 * The row holding the keyboard focus, kept rendered while it is scrolled away so focus is never
 * dropped to the page. `onFocus`/`onBlur` go on the element around the rows (each row carries
 * `data-index`), `rangeExtractor` on the virtualiser.
 */
function useFocusedRow() {
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

/**
 * Each index's row key, as a function that changes only with the rows (or the key): the
 * virtualiser rebuilds every row's position and key whenever it changes, and it re-renders on
 * every scroll and measured row.
 */
export function useKeyAt<T>(rows: readonly T[], rowKey: (row: T) => Key) {
  return useCallback((index: number) => rowKey(rows[index]!), [rows, rowKey])
}

interface RowsOptions {
  count: number
  /** A stable key per row index (the row's id), so measured heights follow their rows. */
  rowKey?: (index: number) => Key
  /** A first guess of a row's height in px; rows are measured once rendered. */
  estimateSize: number
  /** Rows rendered beyond each edge of the view. */
  overscan: number
  /** Space between rows in px. */
  gap?: number
}

export interface ScrollBoxRowsOptions extends RowsOptions {
  /**
   * The first row's key, when a new first row (another page) is to be read from the top, not
   * from where the last one was left: the virtualiser otherwise keeps its old offset and shifts
   * the scroll as it measures the new rows above it.
   */
  topOnNewFirstRow?: Key
}

/**
 * Rows that scroll in a box of their own, only those in view rendered. Put `scrollRef` on the
 * box, `onFocus`/`onBlur` on the element around the rows (each row carries `data-index` and
 * `ref={virtualizer.measureElement}`).
 */
export function useScrollBoxRows({ rowKey, estimateSize, topOnNewFirstRow, ...rest }: ScrollBoxRowsOptions) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const { rangeExtractor, ...focus } = useFocusedRow()
  const virtualizer = useVirtualizer({
    ...rest,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    getItemKey: rowKey,
    rangeExtractor,
  })
  const shown = useRef(topOnNewFirstRow)
  useLayoutEffect(() => {
    if (shown.current === topOnNewFirstRow) return
    shown.current = topOnNewFirstRow
    virtualizer.scrollToOffset(0)
  }, [virtualizer, topOnNewFirstRow])
  return { scrollRef, ...focus, virtualizer }
}

/** The element's distance from the top of the document, kept up to date as content above it moves. */
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

/**
 * Rows that scroll with the page (a scroll box inside the scrolling page is two scrolls on a
 * phone: a thumb that meant to scroll the page gets stuck in the box), only those near the
 * viewport rendered. Put `listRef` on the element around the rows, with `onFocus`/`onBlur`;
 * a row's offset in it is `start - virtualizer.options.scrollMargin`.
 */
export function useWindowRows<E extends HTMLElement>({ rowKey, estimateSize, ...rest }: RowsOptions) {
  const listRef = useRef<E>(null)
  const scrollMargin = useDocumentTop(listRef)
  const { rangeExtractor, ...focus } = useFocusedRow()
  const virtualizer = useWindowVirtualizer({
    ...rest,
    estimateSize: () => estimateSize,
    getItemKey: rowKey,
    scrollMargin,
    rangeExtractor,
  })
  return { listRef, ...focus, virtualizer }
}
