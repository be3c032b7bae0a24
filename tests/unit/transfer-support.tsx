// Shared by the transfer and ledger component tests: a session through the real login and
// select-character calls of the fake backend, and the dialog's pickers driven as a user would.
import { configure, screen, waitFor, within } from '../support/render'
import type { UserEvent } from '@testing-library/user-event'
import { expect } from 'vitest'
import { db } from '@mocks/db'
import { stubResizeObserver } from '../support/resize-observer'

// The fake backend answers within the test process; on a shared, loaded machine that can take
// seconds, so findBy/waitFor wait longer than Testing Library's 1 s before giving up.
configure({ asyncUtilTimeout: 8000 })

stubResizeObserver()

export { signInAs as playAs } from '../support/sign-in'

export function accountOf(holder: string, bankId?: string) {
  const row = db.bankAccounts
    .all()
    .find((a) => a.holderName === holder && !a.closedAt && (!bankId || a.bankId === bankId))
  if (!row) throw new Error(`${holder} has no account${bankId ? ` at ${bankId}` : ''}`)
  return { number: row.id, bankId: row.bankId, partyId: `${row.bankId}|${row.id}` }
}

/** A balance as the fake world holds it. */
export function balanceOf(type: 'treasury' | 'bank' | 'account', id: string, symbol: string): number {
  return (
    db.balances.all().find((b) => b.holderType === type && b.holderId === id && b.currencySymbol === symbol)
      ?.amount ?? 0
  )
}

export const dialog = () => within(screen.getByRole('dialog'))

/** Picks the kind of a side, then the party from its picker's options. */
export async function pickParty(
  user: UserEvent,
  side: 'Source Type' | 'Destination Type',
  kind: 'Treasury' | 'Bank Vault' | 'Bank Account',
  search: string,
  option: RegExp | string,
) {
  const d = dialog()
  await user.selectOptions(d.getByLabelText(side), kind)
  // The side's own picker: the destination starts as Bank Account, so both sides may have one.
  const input = within(d.getByRole('group', { name: side === 'Source Type' ? 'From' : 'To' })).getByRole(
    'combobox',
    { name: kind },
  )
  await user.click(input)
  await user.type(input, search)
  // An option's name is its label followed by its description (bank, default marker).
  const name =
    typeof option === 'string' ? new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : option
  const choice = await screen.findByRole('option', { name })
  await user.click(choice)
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
}
