// The phone's card list: drawn whole up to DRAW_ALL_ROWS_UP_TO cards; a longer one scrolled with
// the page (Compare Offerings) draws only the cards near the screen and still tells assistive
// technology the whole list's size. jsdom lays nothing out, so each drawn card is 200 px tall
// here and the window 768 px (jsdom's), scrolled by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CardList } from '@/ui/card-list'
import type { Column } from '@/ui/grid-table'
import { DRAW_ALL_ROWS_UP_TO } from '@/ui/list-sizes'
import { stubResizeObserver } from '../support/resize-observer'

stubResizeObserver()

const CARD_PX = 200

interface Row {
  id: string
  n: number
}

const rowsOf = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `o-${i + 1}`, n: i + 1 }))

const COLUMNS: Column<Row>[] = [
  { header: 'Offering', cardTitle: true, cell: (row) => `Offering ${row.n}` },
  { header: 'Fee', cell: (row) => `$AR ${row.n}` },
  { header: 'Actions', actions: true, cell: () => <button type="button">Open Account</button> },
]

const list = (rows: Row[]) => (
  <CardList
    label="Offerings"
    rows={rows}
    columns={COLUMNS}
    rowKey={(row) => row.id}
    estimateSize={CARD_PX}
    scrollWithPage
  />
)
const cards = () => within(screen.getByRole('list', { name: 'Offerings' })).getAllByRole('listitem')
const scrollWindowTo = (top: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: top })
    window.dispatchEvent(new Event('scroll'))
  })

// Test files share a worker's globals (isolate: false): what this file replaces goes back after it.
const originalHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')
const originalScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY')
const originalScrollTo = window.scrollTo
beforeAll(() => {
  // jsdom does not scroll; the virtualiser keeps the view steady as cards above it are measured.
  window.scrollTo = (() => {}) as typeof window.scrollTo
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.index === undefined ? 0 : CARD_PX
    },
  })
})
afterAll(() => {
  window.scrollTo = originalScrollTo
  if (originalHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', originalHeight)
  if (originalScrollY) Object.defineProperty(window, 'scrollY', originalScrollY)
  else Reflect.deleteProperty(window, 'scrollY')
})

describe('a card list scrolled with the page', () => {
  it(`draws every card up to ${DRAW_ALL_ROWS_UP_TO}`, () => {
    render(list(rowsOf(DRAW_ALL_ROWS_UP_TO)))
    expect(cards()).toHaveLength(DRAW_ALL_ROWS_UP_TO)
    expect(cards()[0]).not.toHaveAttribute('aria-setsize')
    expect(within(cards().at(-1)!).getByText(`Offering ${DRAW_ALL_ROWS_UP_TO}`)).toBeInTheDocument()
  })

  it('past it draws only the cards near the screen, each saying its place among all', () => {
    scrollWindowTo(0)
    render(list(rowsOf(500)))
    expect(cards().length).toBeGreaterThanOrEqual(768 / CARD_PX)
    expect(cards().length).toBeLessThan(20)
    expect(cards()[0]).toHaveAttribute('aria-setsize', '500')
    expect(cards()[0]).toHaveAttribute('aria-posinset', '1')
    expect(within(cards()[0]).getByText('$AR 1')).toBeInTheDocument()
  })

  it('draws the cards scrolled to, and keeps the focused card drawn', async () => {
    scrollWindowTo(0)
    const user = userEvent.setup()
    render(list(rowsOf(500)))
    await user.click(within(cards()[1]).getByRole('button', { name: 'Open Account' }))
    scrollWindowTo(400 * (CARD_PX + 8))
    expect(screen.getByText('Offering 401')).toBeInTheDocument()
    const kept = screen.getByText('Offering 2').closest('li')!
    expect(kept).toHaveAttribute('aria-posinset', '2')
    expect(within(kept).getByRole('button', { name: 'Open Account' })).toHaveFocus()
    expect(screen.queryByText('Offering 100')).not.toBeInTheDocument()
  })
})
