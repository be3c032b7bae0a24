import type { ChipColor } from '@/ui/chip'

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
