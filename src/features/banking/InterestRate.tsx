import type { Offering } from '@/api/banks.types'
import { interestRate, NO_VALUE } from '@/lib/format'

/** A table cell's interest: the weekly rate the server pays, and its compounded year beneath. */
export function InterestRate({ offering }: { offering: Pick<Offering, 'interestRateBasisPoints'> }) {
  const rate = interestRate(offering.interestRateBasisPoints)
  if (!rate) return NO_VALUE
  return (
    <span className="block whitespace-nowrap">
      {rate.weekly}
      <span className="block text-xs text-subtle">{rate.yearly}</span>
    </span>
  )
}
