import type { BankAccount, Offering } from '@/api/banks.types'
import type { StatusColor } from '@/ui/badge'
import { formatAmount, formatInterestRate } from '@/lib/format'
import { BANKING_TEXTS as T } from './texts'

// How an offering's terms read on account cards, in the Open Account dialog and in tables.
// Amounts of an offering are in the bank's national currency (the economy cycle charges fees in
// it), so they carry its symbol when the bank has one. Fees are charged once per economy cycle,
// which is a week: the console says "per week" everywhere, forms included (spec section 9 notes
// that the original said "monthly" in forms and "per week" on cards).

export interface Term {
  key: string
  label: string
  color: StatusColor
}

/**
 * Interest is paid once per economy cycle, a week: "0.6% per week (36.5% a year)". A bare "0.6%"
 * would read as a yearly rate and mislead by fifty times.
 */
export const interestText = (offering: Pick<Offering, 'interestRateBasisPoints'>) =>
  formatInterestRate(offering.interestRateBasisPoints)

export const perWeek = (amount: number, symbol?: string | null) =>
  T.amountPerWeek(formatAmount(amount, symbol))

/** The offering's terms as short chips, most telling first. */
export function offeringTerms(offering: Offering, symbol?: string | null): Term[] {
  const terms: Term[] = []
  terms.push(
    offering.interestRateBasisPoints > 0
      ? { key: 'interest', label: T.termInterest(interestText(offering)), color: 'success' }
      : { key: 'interest', label: T.termNoInterest, color: 'neutral' },
  )
  terms.push(
    offering.maintenanceFeeAmount > 0
      ? { key: 'fee', label: T.termFee(perWeek(offering.maintenanceFeeAmount, symbol)), color: 'warning' }
      : { key: 'fee', label: T.termNoFee, color: 'success' },
  )
  if (offering.minimumBalance > 0) {
    terms.push({
      key: 'minimum',
      label: T.termMinimum(formatAmount(offering.minimumBalance, symbol)),
      color: 'neutral',
    })
  }
  if (offering.maximumBalance !== null) {
    terms.push({
      key: 'maximum',
      label: T.termMaximum(formatAmount(offering.maximumBalance, symbol)),
      color: 'neutral',
    })
  }
  if (offering.overdraftAllowed) {
    const limit = formatAmount(offering.overdraftLimit, symbol)
    terms.push({
      key: 'overdraft',
      label:
        offering.overdraftFeeAmount > 0
          ? T.termOverdraftWithFee(limit, perWeek(offering.overdraftFeeAmount, symbol))
          : T.termOverdraft(limit),
      color: 'info',
    })
  }
  return terms
}

/**
 * How far an account is under its offering's minimum balance, or null when it is not (or the
 * console cannot tell: the minimum is in the bank's national currency, and a bank without one
 * names no currency for it). No balance in that currency counts as 0.
 */
export function belowMinimum(
  account: Pick<BankAccount, 'offering' | 'balances'>,
  symbol: string | null,
): { balance: number; minimum: number } | null {
  const minimum = account.offering?.minimumBalance ?? 0
  if (minimum <= 0 || !symbol) return null
  const balance = account.balances.find((b) => b.currencySymbol === symbol)?.balance ?? 0
  return balance < minimum ? { balance, minimum } : null
}
