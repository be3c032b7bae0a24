import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MID_SIZES, type StoryWorld } from '../support/world'
import { BankingScreen, openTab, page, SETTLE, topDialog, type Canvas } from './banking-fixtures'

// The Open Account bank picker, the Create Bank nation picker and the Compare Offerings currency
// filter on the mid-sized world (300 banks, 300 nations): each renders only the options in view,
// narrows as the player types and is driven by the keyboard.

const meta = {
  title: 'Screens/Banking long pickers',
  component: BankingScreen,
  parameters: {
    world: { scenario: 'large', sizes: MID_SIZES, signedInAs: 'Aurelia Voss' } satisfies StoryWorld,
  },
} satisfies Meta<typeof BankingScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The picker's text input: while the list loads the field is an (empty, disabled) select. */
async function searchInput(dialog: Canvas, label: string): Promise<HTMLInputElement> {
  await waitFor(() => expect(dialog.getByRole('combobox', { name: label }).tagName).toBe('INPUT'), SETTLE)
  return dialog.getByRole('combobox', { name: label })
}

/** Opens a long picker: only a screenful of its options is in the page. */
async function openPicker(canvas: Canvas, dialog: Canvas, label: string) {
  const input = await searchInput(dialog, label)
  await userEvent.click(input)
  const listbox = within(await canvas.findByRole('listbox', {}, SETTLE))
  await waitFor(() => expect(listbox.getAllByRole('option').length).toBeGreaterThan(3), SETTLE)
  await expect(listbox.getAllByRole('option').length).toBeLessThan(40)
  return { input, listbox }
}

const optionNames = (listbox: Canvas) =>
  listbox.getAllByRole('option').map((option: HTMLElement) => option.textContent?.trim() ?? '')

/** Typing narrows the list to the options holding the text; the arrow keys and Enter choose. */
async function searchAndChoose(
  canvas: Canvas,
  dialog: Canvas,
  label: string,
  search: (first: string) => string,
) {
  const { input, listbox } = await openPicker(canvas, dialog, label)
  const text = search(optionNames(listbox)[0]!)
  await userEvent.type(input, text)
  await waitFor(() => {
    const names = optionNames(listbox)
    expect(names.length).toBeGreaterThan(0)
    expect(names.length).toBeLessThan(10)
    for (const name of names) expect(name.toLowerCase()).toContain(text.toLowerCase())
  }, SETTLE)
  const active = () => input.getAttribute('aria-activedescendant')
  await userEvent.keyboard('{ArrowDown}')
  await waitFor(() => expect(active()).toBeTruthy(), SETTLE)
  const chosen = input.ownerDocument.getElementById(active()!)!
  const chosenName = chosen.textContent?.trim() ?? ''
  await userEvent.keyboard('{Enter}')
  await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull(), SETTLE)
  // The field shows the option's label (a bank's jurisdiction nation is only under it in the list).
  await expect(chosenName.startsWith(input.value) && input.value.length > 0).toBe(true)
  await expect(input).toHaveFocus()
  return { input, listbox, chosen: input.value }
}

/** A bank's id, "(ABC)", is in one bank's label only: the search leaves that bank. */
export const OpenAccountLongBankPicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Open Account' }, SETTLE))
    const dialog = await topDialog(canvas, 'Open Account')
    await searchAndChoose(canvas, dialog, 'Bank', (first) => /\([^)]+\)/.exec(first)![0])
    // The chosen bank's offerings load into the next field.
    await waitFor(() => expect(dialog.getByLabelText('Account offering')).toBeEnabled(), SETTLE)
    await userEvent.clear(dialog.getByRole('combobox', { name: 'Bank' }))
    await userEvent.type(dialog.getByRole('combobox', { name: 'Bank' }), 'zzzz no such bank')
    await expect(await dialog.findByText('No bank matches your search', {}, SETTLE)).toBeVisible()
  },
}

/** A nation's full name narrows 300 nations to the few holding it; the choice is kept. */
export const CreateBankLongNationPicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'All Banks')
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Bank' }, SETTLE))
    const dialog = await topDialog(canvas, 'Create Bank')
    const input = await searchInput(dialog, 'Jurisdiction nation')
    await userEvent.clear(input)
    const { chosen } = await searchAndChoose(canvas, dialog, 'Jurisdiction nation', (first) => first)
    await userEvent.click(dialog.getByRole('button', { name: 'Create Bank' }))
    // The name is missing: the spec's message, and the chosen nation stays.
    await expect(await dialog.findByText('Please fill in all required fields', {}, SETTLE)).toBeVisible()
    await expect(input).toHaveValue(chosen)
  },
}

/** Compare Offerings' currency filter over every bank's national currency. */
export const CompareLongCurrencyFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'Compare Offerings')
    const { chosen } = await searchAndChoose(canvas, canvas, 'Currency', (first) => first)
    await expect(chosen).not.toBe('')
  },
}
