import type { Bank, BankAccount } from '@/api/banks.types'
import { accountPartyId } from '@/api/ledger'

// Accounts and vaults as the shared transfer and ledger dialogs name them (state/game.ts).

/** A bank account party: its id is `bankId|accountId` (spec section 3). */
export const accountParty = (account: Pick<BankAccount, 'bankId' | 'id' | 'bankName' | 'accountNumber'>) => ({
  type: 'account' as const,
  id: accountPartyId(account.bankId, account.id),
  name: `${account.bankName} ${account.accountNumber}`,
})

export const bankParty = (bank: Pick<Bank, 'id' | 'name'>) => ({
  type: 'bank' as const,
  id: bank.id,
  name: bank.name,
})
