// Money and number texts. One style everywhere: the currency symbol first, a space, then the
// number with en-US thousands separators, e.g. "$US 1,250", "$US -40", "AB 12.5". Amounts are
// integers on the wire (transfers, mint, burn), but balances can carry cents after interest, so
// up to two decimals are shown when present and none otherwise.

import { numberFormat, pluralRules } from './intl'

const LOCALE = 'en-US'
export const NO_VALUE = '—'

const twoDecimals = numberFormat(LOCALE, { maximumFractionDigits: 2 })
const oneDecimal = numberFormat(LOCALE, { maximumFractionDigits: 1 })

/** "1,250", "-40", "12.5"; '—' for missing or non-finite input. */
export function formatNumber(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return NO_VALUE
  // -0 and tiny negatives that round to zero would print "-0"
  const text = twoDecimals().format(value)
  return text === '-0' ? '0' : text
}

/** A counted thing's two English forms, e.g. `{ one: 'currency', other: 'currencies' }`. */
export interface Noun {
  one: string
  other: string
}

const englishPlurals = pluralRules(LOCALE)

/** The form of `noun` that goes with `count`: "1 bank", "0 banks", "2 banks". */
const nounFor = (count: number, noun: Noun): string =>
  englishPlurals().select(count) === 'one' ? noun.one : noun.other

/** "1 currency", "1,250 currencies". */
export const formatCount = (count: number, noun: Noun): string =>
  `${formatNumber(count)} ${nounFor(count, noun)}`

/** "$US 1,250"; the bare number when there is no symbol; '—' for a missing amount. */
export function formatAmount(amount: number | null | undefined, symbol?: string | null): string {
  const number = formatNumber(amount)
  if (number === NO_VALUE) return NO_VALUE
  const trimmed = symbol?.trim()
  return trimmed ? `${trimmed} ${number}` : number
}

/** Interest is stored in basis points (100 = 1%, spec section 9): 125 -> "1.25%". */
export function formatBasisPoints(basisPoints: number | null | undefined): string {
  if (basisPoints == null || !Number.isFinite(basisPoints)) return NO_VALUE
  return `${formatNumber(basisPoints / 100)}%`
}

/** Economy cycles in a year: interest is paid once per cycle, and a cycle is a week. */
export const CYCLES_PER_YEAR = 52

/** Above this a yearly figure says nothing a player can use: "over 1,000,000%". */
const YEARLY_CAP_PERCENT = 1_000_000

/**
 * An offering's interest as the player earns it: the weekly rate the server pays each cycle and
 * its yearly equivalent, compounded over 52 weeks ((1 + r)^52 - 1). 60 bps -> "0.6% per week"
 * and "36.5% a year"; null parts for a missing rate.
 */
export function interestRate(
  basisPoints: number | null | undefined,
): { weekly: string; yearly: string } | null {
  if (basisPoints == null || !Number.isFinite(basisPoints)) return null
  const yearlyPercent = (Math.pow(1 + basisPoints / 10_000, CYCLES_PER_YEAR) - 1) * 100
  const yearly =
    yearlyPercent > YEARLY_CAP_PERCENT
      ? `over ${formatNumber(YEARLY_CAP_PERCENT)}% a year`
      : `${oneDecimal().format(yearlyPercent)}% a year`
  return { weekly: `${formatBasisPoints(basisPoints)} per week`, yearly }
}

/** "0.6% per week (36.5% a year)"; '—' for a missing rate. */
export function formatInterestRate(basisPoints: number | null | undefined): string {
  const rate = interestRate(basisPoints)
  return rate ? `${rate.weekly} (${rate.yearly})` : NO_VALUE
}

/** Previews (admin biography, nation description) cut at `max` characters with an ellipsis. */
export function truncateText(text: string | null | undefined, max = 100): string {
  if (!text) return ''
  return text.length > max ? `${text.slice(0, max)}...` : text
}
