import type { ReactNode } from 'react'
import clsx from 'clsx'
import { RENDER_ALL_UP_TO } from './list-sizes'
import { useScrollBoxRows } from './virtual-rows'

export interface VirtualListProps<T> {
  items: readonly T[]
  /** A stable key per item (its id). */
  itemKey: (item: T) => string
  renderItem: (item: T, index: number) => ReactNode
  /** The list's accessible name. */
  label: string
  /** Each item's accessible name, when its text alone would say too much (its buttons too). */
  itemLabel?: (item: T) => string
  /** A first guess of an item's height in px; items are measured once rendered. */
  estimateItemHeight: number
  /** The scroll box's classes: its height limit (e.g. max-h-64), frame and dividers. */
  className?: string
  /** Each item's classes (its padding and layout). */
  itemClassName?: string
  /** Items rendered beyond each edge of the scroll box (default 6). */
  overscan?: number
}

/**
 * A list in its own scroll box that renders only the items in view, so a roster of thousands
 * costs what a boxful does. Screen readers still hear a list of all items (aria-setsize,
 * aria-posinset); the item holding focus stays rendered when it scrolls away, and items stay in
 * document order, so Tab walks them in order (scrolling as it goes).
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  // Up to RENDER_ALL_UP_TO a short list gains nothing from measuring: every item is rendered.
  if (props.items.length > RENDER_ALL_UP_TO) return <LongList {...props} />
  return (
    <div className={clsx('overflow-y-auto overscroll-contain', props.className)}>
      <PlainList {...props} className={undefined} />
    </div>
  )
}

type PlainListProps<T> = Pick<
  VirtualListProps<T>,
  'items' | 'itemKey' | 'renderItem' | 'label' | 'itemLabel' | 'className' | 'itemClassName'
>

/** Every item of a short list, each saying its place in the list (aria-setsize, aria-posinset). */
export function PlainList<T>({
  items,
  itemKey,
  renderItem,
  label,
  itemLabel,
  className,
  itemClassName,
}: PlainListProps<T>) {
  return (
    <div role="list" aria-label={label} className={className}>
      {items.map((item, index) => (
        <div
          key={itemKey(item)}
          role="listitem"
          aria-setsize={items.length}
          aria-posinset={index + 1}
          aria-label={itemLabel?.(item)}
          className={itemClassName}
        >
          {renderItem(item, index)}
        </div>
      ))}
    </div>
  )
}

function LongList<T>({
  items,
  itemKey,
  renderItem,
  label,
  itemLabel,
  estimateItemHeight,
  className,
  itemClassName,
  overscan = 6,
}: VirtualListProps<T>) {
  const { scrollRef, onFocus, onBlur, virtualizer } = useScrollBoxRows({
    count: items.length,
    rowKey: (index) => itemKey(items[index]!),
    estimateSize: estimateItemHeight,
    overscan,
  })
  return (
    <div ref={scrollRef} className={clsx('overflow-y-auto overscroll-contain', className)}>
      <div
        role="list"
        aria-label={label}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            role="listitem"
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            aria-label={itemLabel?.(items[row.index]!)}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className={clsx('absolute inset-x-0 top-0', itemClassName)}
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {renderItem(items[row.index]!, row.index)}
          </div>
        ))}
      </div>
    </div>
  )
}
