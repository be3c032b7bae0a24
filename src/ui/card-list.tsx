import clsx from 'clsx'
import type { FocusEventHandler, ReactNode, Ref } from 'react'
import type { Virtualizer } from '@tanstack/react-virtual'
import { DRAW_ALL_ROWS_UP_TO } from './list-sizes'
import { TableFrame } from './table'
import type { Column, RowsProps } from './grid-table'
import { SCROLL_BOX, useKeyAt, useScrollBoxRows, useWindowRows } from './virtual-rows'

// The phone's stand-in for a table: each row a card of label and value pairs. Drawn whole up to
// DRAW_ALL_ROWS_UP_TO rows; a longer list draws only the cards in view, in a box of its own or
// scrolled with the page. Screen readers still hear the whole list (aria-setsize,
// aria-posinset), and the card holding the keyboard focus stays drawn while scrolled away.

const ROW_CARD_CLASSES = 'rounded-xl bg-surface-sunken p-3 ring-1 ring-line'

/** A row shown as a card on phones: its title column, then each field as a term, then its actions. */
function RowCardBody<T>({ row, columns }: { row: T; columns: readonly Column<T>[] }) {
  const title = columns.find((c) => c.cardTitle)
  const fields = columns.filter((c) => !c.cardTitle && !c.hideOnCard && !c.actions)
  const actions = columns.filter((c) => c.actions)
  return (
    <>
      {title && <div className="mb-2 font-medium break-words text-strong">{title.cell(row)}</div>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {fields.map((column) => (
          <div key={column.header} className="contents">
            <dt className="text-subtle">{column.header}</dt>
            <dd className={clsx('min-w-0 text-right break-words text-fg', column.className)}>
              {column.cell(row)}
            </dd>
          </div>
        ))}
      </dl>
      {actions.length > 0 && (
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          {actions.map((column) => (
            <div key={column.header}>{column.cell(row)}</div>
          ))}
        </div>
      )}
    </>
  )
}

/** The cards' empty text: a phone shows it in place of the list. */
function EmptyCards({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p className={clsx('rounded-xl px-4 py-8 text-center text-sm text-subtle ring-1 ring-line', className)}>
      {children}
    </p>
  )
}

export interface CardListProps<T> extends RowsProps<T> {
  /**
   * A long list scrolls with the page, not in a box of its own: where the list is the page
   * (Compare Offerings), a box inside the scrolling page is two scrolls on a phone, and a thumb
   * that meant to scroll the page gets stuck in the box.
   */
  scrollWithPage?: boolean
}

/** Cards drawn beyond each edge of the view. */
const OVERSCAN = 3
/** Space between two cards, px (space-y-2). */
const GAP = 8
/** A card's height before it is measured, px. */
const CARD_ESTIMATE = 260

export function CardList<T>(props: CardListProps<T>) {
  const { label, rows, columns, rowKey, empty, className } = props
  if (rows.length === 0 && empty) return <EmptyCards className={className}>{empty}</EmptyCards>
  if (rows.length > DRAW_ALL_ROWS_UP_TO)
    return props.scrollWithPage ? <PageCards {...props} /> : <BoxCards {...props} />
  return (
    <ul aria-label={label} className={clsx('space-y-2', className)}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={ROW_CARD_CLASSES}>
          <RowCardBody row={row} columns={columns} />
        </li>
      ))}
    </ul>
  )
}

/** The virtualiser's options for a long list of cards. */
function useCardOptions<T>({ rows, rowKey, estimateSize = CARD_ESTIMATE }: CardListProps<T>) {
  return { count: rows.length, rowKey: useKeyAt(rows, rowKey), estimateSize, overscan: OVERSCAN, gap: GAP }
}

function BoxCards<T>(props: CardListProps<T>) {
  const options = useCardOptions(props)
  const { scrollRef, ...cards } = useScrollBoxRows({
    ...options,
    topOnNewFirstRow: props.topOnNewFirstRow ? options.rowKey(0) : undefined,
  })
  return (
    <TableFrame ref={scrollRef} label={props.label} className={clsx(SCROLL_BOX, 'p-2', props.className)}>
      <VirtualCards {...props} {...cards} className={undefined} />
    </TableFrame>
  )
}

function PageCards<T>(props: CardListProps<T>) {
  const cards = useWindowRows<HTMLUListElement>(useCardOptions(props))
  return <VirtualCards {...props} {...cards} />
}

interface VirtualCardsProps<T> extends CardListProps<T> {
  virtualizer: Virtualizer<HTMLDivElement, Element> | Virtualizer<Window, Element>
  listRef?: Ref<HTMLUListElement>
  onFocus: FocusEventHandler<HTMLElement>
  onBlur: FocusEventHandler<HTMLElement>
}

/** The cards in view, each placed where it stands in the whole list. */
function VirtualCards<T>({
  label,
  rows,
  columns,
  className,
  virtualizer,
  listRef,
  onFocus,
  onBlur,
}: VirtualCardsProps<T>) {
  // A list scrolled with the page counts its cards' places from the top of the page.
  const { scrollMargin } = virtualizer.options
  return (
    <ul
      ref={listRef}
      aria-label={label}
      onFocus={onFocus}
      onBlur={onBlur}
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
          style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          className={clsx('absolute inset-x-0 top-0', ROW_CARD_CLASSES)}
        >
          <RowCardBody row={rows[item.index]!} columns={columns} />
        </li>
      ))}
    </ul>
  )
}
