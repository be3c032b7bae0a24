// Shared by the Transfer Funds and Transaction Ledger stories: the page (dialogs render in a
// portal), the seeded world's accounts and balances, and the pickers driven as a user would.
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { TransferDialog } from '@/features/transfers'
import { SETTLE } from '../support/world'
import { db } from '@mocks/db'

export type Canvas = ReturnType<typeof within>

/** The meta both Transfer Funds story files start from: the dialog, opened on a blank transfer. */
export const TRANSFER_DIALOG = {
  component: TransferDialog,
  args: { request: { kind: 'transfer' as const }, onClose: fn() },
}

/**
 * The page once this story's dialog has faded in. The runner reuses the page, so a previous
 * story's dialog may still be leaving: wait until exactly one is left (or `count`).
 */
export async function opened(canvasElement: HTMLElement, count = 1): Promise<Canvas> {
  const page = within(canvasElement.ownerDocument.body)
  await waitFor(() => {
    const dialogs = page.getAllByRole('dialog')
    expect(dialogs).toHaveLength(count)
    expect(within(dialogs[0]).getAllByRole('heading')[0]).toBeVisible()
  }, SETTLE)
  return page
}

/** The newest (top) dialog. */
export const topDialog = (page: Canvas) => {
  const dialogs = page.getAllByRole('dialog')
  return within(dialogs[dialogs.length - 1])
}

/** A character's open account in the story's world, with its ledger party id. */
export function accountOf(holder: string, bankId?: string) {
  const row = db.bankAccounts
    .all()
    .find((a) => a.holderName === holder && !a.closedAt && (!bankId || a.bankId === bankId))
  if (!row) throw new Error(`${holder} has no account`)
  return {
    number: row.id,
    bankId: row.bankId,
    partyId: `${row.bankId}|${row.id}`,
    label: `${row.id} (${holder})`,
  }
}

export function balanceOf(type: 'treasury' | 'bank' | 'account', id: string, symbol: string): number {
  return (
    db.balances.all().find((b) => b.holderType === type && b.holderId === id && b.currencySymbol === symbol)
      ?.amount ?? 0
  )
}

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

/**
 * Picks a side's kind, then the option that starts with `option` from its picker: treasuries
 * and banks are listed on focus, accounts are searched for (`search`, 2 letters are enough).
 */
export async function pickParty(
  page: Canvas,
  side: 'Source Type' | 'Destination Type',
  kind: 'Treasury' | 'Bank Vault' | 'Bank Account',
  option: string,
  search?: string,
) {
  const dialog = topDialog(page)
  await userEvent.selectOptions(dialog.getByLabelText(side), kind)
  // The side's own picker: the destination starts as Bank Account, so both sides may have one.
  const input = within(dialog.getByRole('group', { name: side === 'Source Type' ? 'From' : 'To' })).getByRole(
    'combobox',
    { name: kind },
  )
  await userEvent.click(input)
  if (search) await userEvent.type(input, search)
  await userEvent.click(await page.findByRole('option', { name: startsWith(option) }, SETTLE))
  // The list closes with a transition and then hands focus back to its field: typing before
  // that (a loaded machine can take a while) would land in the picker instead of the next field.
  await waitFor(() => expect(page.queryByRole('listbox')).toBeNull(), SETTLE)
}

/** Chooses the currency once the list has arrived, then types the amount. */
export async function fillAmount(page: Canvas, currency: string, amount: string) {
  const dialog = topDialog(page)
  await dialog.findByRole('option', { name: startsWith(currency) }, SETTLE)
  await userEvent.selectOptions(dialog.getByLabelText('Currency'), currency)
  const field = dialog.getByLabelText('Amount')
  await userEvent.clear(field)
  if (amount) await userEvent.type(field, amount)
}
