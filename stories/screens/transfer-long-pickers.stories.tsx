import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { TransferDialog } from '@/features/transfers'
import { SETTLE, type StoryWorld } from '../support/world'
import { opened, topDialog, TRANSFER_DIALOG } from './transfer-fixtures'
import { midBankName, withManyBanks } from './mid-world'

// The Transfer Funds pickers on a world of 200 more banks: the vault picker lists every bank,
// renders only a screenful of them, narrows as the player types and is driven by the keyboard.

const world: StoryWorld = { signedInAs: 'Aurelia Voss', prepare: withManyBanks(200) }

const meta = {
  title: 'Screens/Transfer Funds long pickers',
  ...TRANSFER_DIALOG,
  parameters: { world },
} satisfies Meta<typeof TransferDialog>

export default meta
type Story = StoryObj<typeof meta>

async function openVaultPicker(canvasElement: HTMLElement) {
  const page = await opened(canvasElement)
  const dialog = topDialog(page)
  await userEvent.selectOptions(dialog.getByLabelText('Destination Type'), 'Bank Vault')
  const input = dialog.getByRole('combobox', { name: 'Bank Vault' })
  await userEvent.click(input)
  const listbox = within(await page.findByRole('listbox', {}, SETTLE))
  // The banks arrive, but only those in the list's scroll area are in the page.
  await waitFor(() => expect(listbox.getAllByRole('option').length).toBeGreaterThan(3), SETTLE)
  await expect(listbox.getAllByRole('option').length).toBeLessThan(40)
  return { page, dialog, input, listbox }
}

/** Typing narrows 200 banks to the few whose name or jurisdiction holds the text. */
export const LongVaultPickerSearch: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, input, listbox } = await openVaultPicker(canvasElement)
    await userEvent.type(input, 'House 15')
    // Merchant House 15 and 150 to 159.
    await waitFor(() => expect(listbox.getAllByRole('option')).toHaveLength(11), SETTLE)
    await expect(listbox.getAllByRole('option')[0]).toHaveAccessibleName(/^Merchant House 15\b/)
    await userEvent.type(input, '5')
    await waitFor(() => expect(listbox.getAllByRole('option')).toHaveLength(1), SETTLE)
    await userEvent.click(listbox.getByRole('option', { name: /^Merchant House 155/ }))
    await expect(input).toHaveValue(midBankName(155))
    await expect(dialog.getByText('Jurisdiction: Aurelian Republic', { exact: false })).toBeTruthy()
  },
}

/** The arrow keys walk the narrowed list and Enter chooses; the chosen bank stays in the field. */
export const LongVaultPickerKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const { page, input, listbox } = await openVaultPicker(canvasElement)
    await userEvent.type(input, 'Merchant House 19')
    await waitFor(() => expect(listbox.getAllByRole('option')).toHaveLength(11), SETTLE)
    const names = listbox.getAllByRole('option').map((option: HTMLElement) => option.textContent)
    // Down walks the list from its first option; the input names the active one.
    await userEvent.keyboard('{ArrowDown}')
    const active = () => input.getAttribute('aria-activedescendant')
    await waitFor(() => expect(active()).toBeTruthy())
    const first = active()
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(active()).not.toBe(first))
    const chosen = canvasElement.ownerDocument.getElementById(active()!)!.textContent
    await expect(names).toContain(chosen)
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull(), SETTLE)
    await expect(chosen).toMatch(new RegExp(`^${(input as HTMLInputElement).value}`))
    await expect(input).toHaveFocus()
  },
}
