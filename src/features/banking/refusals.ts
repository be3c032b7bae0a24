import type { Offering } from '@/api/banks.types'

// What the server refuses that the console already knows (issue 36): a deceased character acts on
// nothing (403 "Deceased characters cannot act"), only a bank's officers manage it (403), and an
// inactive offering opens no new accounts (422). Screens ask here before they offer a control, and
// say why instead of offering one that fails on submit.

/** Why an account cannot be opened on an offering, or null when the server will take it. */
export type OpenAccountRefusal = 'deceased' | 'inactive'

export function openAccountRefusal(
  offering: Pick<Offering, 'isActive'>,
  deceased: boolean,
): OpenAccountRefusal | null {
  if (deceased) return 'deceased'
  if (!offering.isActive) return 'inactive'
  return null
}

/** What the character may do with one bank, as the server will judge it. */
export interface BankRights {
  /** Officers and offerings, the vault's money: its living officers. */
  manage: boolean
  /** Open an account there: any living character. */
  open: boolean
}

export const bankRights = (isOfficer: boolean, deceased: boolean): BankRights => ({
  manage: isOfficer && !deceased,
  open: !deceased,
})
