import type { Bank } from '@/api/banks.types'

/**
 * The bank's interest success rate, or null when it has no history. The server answers 100 when
 * no payment was ever due, which a new bank would wear as a perfect record. The console takes a
 * bank without accounts as one that has never owed interest: its rate says nothing yet.
 */
export const interestSuccessOf = (bank: Pick<Bank, 'accountCount' | 'interestSuccessRate'>): number | null =>
  bank.accountCount > 0 ? bank.interestSuccessRate : null
