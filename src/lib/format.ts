// Money and number texts. One style everywhere: the currency symbol first, a space, then the
// number with en-US thousands separators, e.g. "$US 1,250", "$US -40", "AB 12.5". Amounts are
// integers on the wire (transfers, mint, burn), but balances can carry cents after interest, so
// up to two decimals are shown when present and none otherwise.

const LOCALE = 'en-US'
export const NO_VALUE = '—'

const numberFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 })

/** "1,250", "-40", "12.5"; '—' for missing or non-finite input. */
export function formatNumber(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return NO_VALUE
  // -0 and tiny negatives that round to zero would print "-0"
  const text = numberFormat.format(value)
  return text === '-0' ? '0' : text
}

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

/** Previews (admin biography, nation description) cut at `max` characters with an ellipsis. */
export function truncateText(text: string | null | undefined, max = 100): string {
  if (!text) return ''
  return text.length > max ? `${text.slice(0, max)}...` : text
}
