import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { AdminPanel } from '@/features/admin'
import { NationsSection } from '@/features/nations/NationsSection'
import { TransferDialog } from '@/features/transfers'
import { page, type Canvas } from '../support/play'
import { MID_SIZES, SETTLE, type StoryWorld } from '../support/world'
import { openNation } from './nation-fixtures'
import { opened, topDialog } from './transfer-fixtures'

// The long lists inside screens, on the large world's generator: a nation's hundreds of members
// (two nations share 1 200 characters), the admin's officers dialog over them, and Transfer
// Funds' 300 currencies. Each renders only what is in view, says how long it is, and searches.

const TWO_CROWDED_NATIONS = { ...MID_SIZES, nations: 2 }

const meta = {
  title: 'Screens/Long rosters',
  parameters: {
    world: { scenario: 'large', sizes: TWO_CROWDED_NATIONS, signedInAs: 'Aurelia Voss' } satisfies StoryWorld,
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/**
 * A list of hundreds: only some of its items in the page (those near the viewport: a list below
 * the fold has only its first rows), each told the list's size.
 */
async function expectVirtual(list: HTMLElement, atLeast: number) {
  const items = () => within(list).getAllByRole('listitem')
  await waitFor(() => expect(items().length).toBeGreaterThan(0), SETTLE)
  const size = Number(items()[0]!.getAttribute('aria-setsize'))
  await expect(size).toBeGreaterThanOrEqual(atLeast)
  await expect(items().length).toBeLessThan(60)
  await expect(items()[0]).toHaveAttribute('aria-posinset', '1')
  return size
}

/** Types a rendered item's name into the search: the list narrows to the items holding it. */
async function searchFor(canvas: Canvas, list: () => HTMLElement, searchbox: string, name: string) {
  await userEvent.type(canvas.getByRole('searchbox', { name: searchbox }), name)
  await waitFor(() => {
    const items = within(list()).getAllByRole('listitem')
    expect(items.length).toBeLessThan(5)
    for (const item of items) expect(item.textContent).toContain(name)
  }, SETTLE)
}

/** The Aurelian Republic's hundreds of citizens: a screenful rendered, and a search by name. */
export const NationCitizens: Story = {
  render: () => <NationsSection />,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openNation(canvas, 'Aurelian Republic')
    const list = () => canvas.getByRole('list', { name: 'Citizens' })
    const size = await expectVirtual(await canvas.findByRole('list', { name: 'Citizens' }, SETTLE), 200)
    await expect(canvas.getByText(`${size.toLocaleString('en-US')} citizens`)).toBeVisible()
    const name = within(list()).getAllByRole('listitem')[0]!.querySelector('.font-medium')!.textContent!
    await searchFor(canvas, list, 'Search citizens', name)
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search citizens' }))
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search citizens' }), 'zzzz nobody')
    await expect(await canvas.findByText('No member matches "zzzz nobody".', {}, SETTLE)).toBeVisible()
  },
}

/** The admin's officers dialog over the same nation: its citizens in a scroll box, searched. */
export const OfficersDialogCitizens: Story = {
  parameters: {
    world: {
      scenario: 'large',
      sizes: TWO_CROWDED_NATIONS,
      signedInAs: 'Divine Entity',
    } satisfies StoryWorld,
  },
  render: () => <AdminPanel />,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: 'Entity Management' }, SETTLE))
    await userEvent.click(canvas.getByRole('tab', { name: 'Nations' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Officers Aurelian Republic' }, SETTLE))
    const dialog = within(canvas.getAllByRole('dialog').at(-1)!)
    const region = within(
      await dialog.findByRole('region', { name: 'Citizens available for promotion' }, SETTLE),
    )
    const list = () => region.getByRole('list', { name: 'Citizens available for promotion' })
    await expectVirtual(await region.findByRole('list', {}, SETTLE), 200)
    // The box scrolls: further citizens are rendered as it does, and the first leave the page.
    const first = within(list()).getAllByRole('listitem')[0]!.getAttribute('aria-label')!
    list().parentElement!.scrollTop = 4000
    await waitFor(() => expect(region.queryByRole('listitem', { name: first })).toBeNull(), SETTLE)
    const name = within(list()).getAllByRole('listitem')[1]!.getAttribute('aria-label')!
    await searchFor(region, list, 'Search citizens available for promotion', name)
    await expect(region.getByRole('button', { name: `Promote ${name}` })).toBeVisible()
  },
}

/** 300 currencies: the picker renders a screenful and finds one by its symbol. */
export const TransferCurrencies: Story = {
  parameters: {
    world: { scenario: 'large', sizes: MID_SIZES, signedInAs: 'Aurelia Voss' } satisfies StoryWorld,
  },
  render: () => <TransferDialog request={{ kind: 'transfer' }} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const body = await opened(canvasElement)
    const dialog = topDialog(body)
    // While the currencies load the field is a (native, empty) select; then the picker's input.
    await waitFor(
      () => expect(dialog.getByRole('combobox', { name: 'Currency' }).tagName).toBe('INPUT'),
      SETTLE,
    )
    const input = dialog.getByRole('combobox', { name: 'Currency' })
    await userEvent.click(input)
    const listbox = within(await body.findByRole('listbox', {}, SETTLE))
    await waitFor(() => expect(listbox.getAllByRole('option').length).toBeGreaterThan(3), SETTLE)
    await expect(listbox.getAllByRole('option').length).toBeLessThan(40)
    const symbol = listbox.getAllByRole('option')[2]!.textContent!.split(' ')[0]!
    await userEvent.type(input, symbol)
    await waitFor(() => {
      const names = listbox.getAllByRole('option').map((option: HTMLElement) => option.textContent!)
      expect(names.length).toBeLessThan(10)
      for (const name of names) expect(name.toLowerCase()).toContain(symbol.toLowerCase())
    }, SETTLE)
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull(), SETTLE)
    await expect((input as HTMLInputElement).value.startsWith(symbol)).toBe(true)
  },
}
