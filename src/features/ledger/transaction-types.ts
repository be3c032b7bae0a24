import type { PartyType, TransactionType } from '@/api/ledger.types'
import type { ChipColor } from '@/ui/chip'
import { localised } from '@/lib/i18n/runtime'

/** Ledger type chip colours (spec section 9). Unknown types fall back to neutral. */
export const transactionTypeColor = (type: string): ChipColor => {
  switch (type.toLowerCase()) {
    case 'mint':
    case 'interest':
      return 'success'
    case 'burn':
    case 'overdraft_fee':
      return 'error'
    case 'transfer':
      return 'primary'
    case 'ubi':
      return 'info'
    case 'maintenance_fee':
      return 'warning'
    default:
      return 'neutral'
  }
}

/** The names of the types, as the ledger's Transaction Type filter lists them (spec section 2). */
export const TRANSACTION_TYPE_LABELS: Readonly<Record<TransactionType, string>> = localised(
  'ledger',
  'TRANSACTION_TYPE_LABELS',
  {
    mint: 'Mint',
    burn: 'Burn',
    transfer: 'Transfer',
    ubi: 'UBI',
    interest: 'Interest',
    maintenance_fee: 'Maintenance Fee',
    overdraft_fee: 'Overdraft Fee',
  },
)

/** A type's name; a type a newer server invented is shown as it came. */
export const transactionTypeLabel = (type: string): string =>
  TRANSACTION_TYPE_LABELS[type.toLowerCase() as TransactionType] ?? type

/** Party kinds as the transfer dialog names them (spec section 2: Treasury, Bank Vault, Bank Account). */
export const PARTY_TYPE_LABELS: Readonly<Record<PartyType, string>> = localised(
  'ledger',
  'PARTY_TYPE_LABELS',
  {
    treasury: 'Treasury',
    bank: 'Bank Vault',
    account: 'Bank Account',
  },
)

export const partyTypeLabel = (type: string | null | undefined): string =>
  (type && PARTY_TYPE_LABELS[type as PartyType]) || (type ?? '')
