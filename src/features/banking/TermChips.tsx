import type { Offering } from '@/api/banks.types'
import { Chip } from '@/ui/chip'
import { offeringTerms } from './offering-terms'
import { BANKING_TEXTS } from './texts'

/** An offering's terms as chips; `symbol` is the bank's national currency, when it has one. */
export function TermChips({
  offering,
  symbol,
  withName = false,
}: {
  offering: Offering
  symbol?: string | null
  withName?: boolean
}) {
  return (
    <ul aria-label={BANKING_TEXTS.termsLabel} className="flex flex-wrap gap-1.5">
      {withName && (
        <li>
          <Chip color="primary">{offering.name}</Chip>
        </li>
      )}
      {offeringTerms(offering, symbol).map((term) => (
        <li key={term.key}>
          <Chip color={term.color}>{term.label}</Chip>
        </li>
      ))}
    </ul>
  )
}
