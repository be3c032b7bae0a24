// The checks every virtualised list's story makes on the mid-sized world (MID_SIZES): the first
// cards, far fewer cards in the DOM than items, the last card reached by scrolling while a focused
// first card keeps its focus, and a search that narrows the list to the expected card.

import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { Canvas } from './play'
import { SETTLE } from './world'

export interface LongListExpectations {
  /** The list's accessible name. */
  list: string
  /** How many items the list holds. */
  total: number
  /** The first cards' titles, in order. */
  first: readonly string[]
  /** The last card's title. */
  last: string
  /** The list's search box, a text to type, and the titles it leaves. */
  searchbox: string
  search: string
  found: readonly string[]
}

/** A card's title: its first heading. */
const titleOf = (item: HTMLElement) => within(item).getAllByRole('heading')[0]!.textContent?.trim()

export async function expectLongList(canvas: Canvas, expected: LongListExpectations): Promise<void> {
  const list: HTMLElement = await canvas.findByRole('list', { name: expected.list }, SETTLE)
  // The list's own items (rows hold them), not the lists inside a card.
  const items = () => Array.from(list.querySelectorAll<HTMLElement>(':scope > * > [role="listitem"]'))
  await waitFor(
    () => expect(items().slice(0, expected.first.length).map(titleOf)).toEqual(expected.first),
    SETTLE,
  )
  // Screen readers hear the whole list: its size, and each card's place in it.
  await expect(items()[0]).toHaveAttribute('aria-setsize', String(expected.total))
  await expect(items()[0]).toHaveAttribute('aria-posinset', '1')
  await expect(items().length).toBeLessThan(expected.total / 5)

  // A focused card stays in the DOM (and focused) while the page scrolls far away from it (cards
  // without a control, such as a currency's, cannot be focused).
  const focused = within(items()[0]!).queryAllByRole('button')[0]
  focused?.focus()

  const view = list.ownerDocument.defaultView!
  // Rows are measured as they render, so the page grows while it scrolls: scroll until the end holds.
  await waitFor(() => {
    view.scrollTo(0, list.ownerDocument.documentElement.scrollHeight)
    const last = items().at(-1)!
    expect(last).toHaveAttribute('aria-posinset', String(expected.total))
    expect(titleOf(last)).toBe(expected.last)
  }, SETTLE)
  await expect(items().length).toBeLessThan(expected.total / 5)
  if (focused) {
    await expect(focused).toHaveFocus()
    await expect(items()[0]).toHaveAttribute('aria-posinset', '1')
  }
  view.scrollTo(0, 0)

  await userEvent.type(canvas.getByRole('searchbox', { name: expected.searchbox }), expected.search)
  await waitFor(() => expect(items().map(titleOf)).toEqual(expected.found), SETTLE)
  await expect(items()[0]).toHaveAttribute('aria-setsize', String(expected.found.length))
}
