// A long page of a grid DataTable (the ledger's 100 and 200 rows) draws only the rows in its
// scroll box, and still tells assistive technology the whole page's size. jsdom lays nothing out,
// so the box and its rows are given heights here: a 450 px box of 45 px rows (220 px cards).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DataTable, type Column } from '@/ui/data-table'
import { DRAW_ALL_ROWS_UP_TO } from '@/ui/list-sizes'
import { PHONE_QUERY } from '@/lib/use-media-query'
import { stubResizeObserver } from '../support/resize-observer'

stubResizeObserver()

const BOX_PX = 450
const ROW_PX = 45
const CARD_PX = 220
/** Rows not drawn yet count at the virtualiser's estimate: this is past the end either way. */
const PAST_THE_END = 1_000_000

interface Row {
  id: string
  n: number
}

const rowsOf = (count: number, from = 1): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `t-${from + i}`, n: from + i }))

const opened = vi.fn()
const COLUMNS: Column<Row>[] = [
  { header: 'Date', cardTitle: true, cell: (row) => `Row ${row.n}` },
  { header: 'Amount', align: 'right', cell: (row) => `$AR ${row.n}` },
  {
    header: 'Actions',
    actions: true,
    cell: (row) => (
      <button type="button" onClick={() => opened(row.id)}>
        View Details
      </button>
    ),
  },
]
const GRID = { columns: '10rem 6rem 8rem', minWidth: '24rem' }

let phone = false
// The virtualiser reads the box's client size and each drawn row's offset height.
const boxSize = (el: Element) => (el.getAttribute('role') === 'region' ? BOX_PX : 0)
const rowHeight = (el: HTMLElement) =>
  el.dataset.index === undefined ? 0 : el.tagName === 'LI' ? CARD_PX : ROW_PX
const stubbed = ['clientHeight', 'clientWidth', 'offsetHeight'] as const
const originals = stubbed.map(
  (name) =>
    [
      name,
      Object.getOwnPropertyDescriptor(Element.prototype, name) ??
        Object.getOwnPropertyDescriptor(HTMLElement.prototype, name),
    ] as const,
)
// Test files share a worker's globals (isolate: false): what this file replaces goes back after it.
const originalScrollTo = Element.prototype.scrollTo
const originalMatchMedia = window.matchMedia
beforeAll(() => {
  // jsdom does not scroll: the virtualiser scrolls a new page to its top with scrollTo.
  Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
    if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top
    this.dispatchEvent(new Event('scroll'))
  } as Element['scrollTo']
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get(this: Element) {
      return boxSize(this)
    },
  })
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 1000 })
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return rowHeight(this)
    },
  })
  window.matchMedia = ((query: string) => ({
    matches: query === PHONE_QUERY && phone,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
})
afterAll(() => {
  Element.prototype.scrollTo = originalScrollTo
  window.matchMedia = originalMatchMedia
  for (const [name, descriptor] of originals) {
    const owner = name === 'offsetHeight' ? HTMLElement.prototype : Element.prototype
    if (descriptor) Object.defineProperty(owner, name, descriptor)
  }
})

const table = (rows: Row[]) => (
  <DataTable label="Ledger" rows={rows} columns={COLUMNS} rowKey={(row) => row.id} dense grid={GRID} />
)
const bodyRows = () => screen.getAllByRole('row').slice(1)
const scrollBox = () => screen.getByRole('region', { name: 'Ledger' })
const scrollTo = (top: number) =>
  act(() => {
    scrollBox().scrollTop = top
    fireEvent.scroll(scrollBox())
  })

describe('a long page of a grid table', () => {
  it(`draws every row up to ${DRAW_ALL_ROWS_UP_TO}, with no row count to announce`, () => {
    phone = false
    render(table(rowsOf(DRAW_ALL_ROWS_UP_TO)))
    expect(bodyRows()).toHaveLength(DRAW_ALL_ROWS_UP_TO)
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-rowcount')
  })

  it('draws only the rows in its box, and says the page holds 200 (header included: 201)', () => {
    phone = false
    render(table(rowsOf(200)))
    const grid = screen.getByRole('table', { name: 'Ledger' })
    expect(grid).toHaveAttribute('aria-rowcount', '201')
    expect(screen.getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1')
    const drawn = bodyRows()
    // 10 rows fill the box, and 8 more below it are ready for the keyboard and the wheel.
    expect(drawn.length).toBeGreaterThanOrEqual(BOX_PX / ROW_PX)
    expect(drawn.length).toBeLessThan(30)
    expect(drawn[0]).toHaveAttribute('aria-rowindex', '2')
    expect(within(drawn[0]).getByRole('cell', { name: 'Row 1' })).toBeInTheDocument()
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Date',
      'Amount',
      'Actions',
    ])
  })

  it('draws the rows scrolled to, numbered by their place in the page', () => {
    phone = false
    render(table(rowsOf(200)))
    scrollTo(PAST_THE_END)
    const last = bodyRows().at(-1)!
    expect(last).toHaveAttribute('aria-rowindex', '201')
    expect(within(last).getByRole('cell', { name: 'Row 200' })).toBeInTheDocument()
    expect(screen.queryByRole('cell', { name: 'Row 1' })).not.toBeInTheDocument()
  })

  it("keeps the focused row drawn when it scrolls away, and opens that row's details", async () => {
    phone = false
    const user = userEvent.setup()
    render(table(rowsOf(200)))
    const third = bodyRows()[2]!
    await user.click(within(third).getByRole('button', { name: 'View Details' }))
    expect(opened).toHaveBeenLastCalledWith('t-3')
    scrollTo(PAST_THE_END)
    const kept = screen.getByRole('cell', { name: 'Row 3' }).closest('[role="row"]')!
    expect(kept).toHaveAttribute('aria-rowindex', '4')
    expect(within(kept as HTMLElement).getByRole('button', { name: 'View Details' })).toHaveFocus()
    expect(screen.getByRole('cell', { name: 'Row 200' })).toBeInTheDocument()
    await user.keyboard('{Enter}')
    expect(opened).toHaveBeenLastCalledWith('t-3')
  })

  it('reads a new page from its top', () => {
    phone = false
    const { rerender } = render(table(rowsOf(200)))
    scrollTo(100 * ROW_PX)
    rerender(table(rowsOf(200, 201)))
    expect(scrollBox().scrollTop).toBe(0)
  })

  it('shows a phone only the cards in its box, each saying its place among all 200', () => {
    phone = true
    render(table(rowsOf(200)))
    const cards = within(screen.getByRole('list', { name: 'Ledger' })).getAllByRole('listitem')
    expect(cards.length).toBeLessThan(10)
    expect(cards[0]).toHaveAttribute('aria-setsize', '200')
    expect(cards[0]).toHaveAttribute('aria-posinset', '1')
    expect(within(cards[0]).getByText('Row 1')).toBeInTheDocument()
    expect(within(cards[0]).getByText('$AR 1')).toBeInTheDocument()
    expect(within(cards[0]).getByRole('button', { name: 'View Details' })).toBeInTheDocument()
  })
})
