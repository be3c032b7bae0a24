// The one place where the console writes a number: every amount, count, index and percentage on
// every screen goes through here, built on Intl.NumberFormat with the one locale of
// `currentLocale()` (intl.ts). The rules, so that no two screens disagree:
// - Amounts: the currency symbol where the locale puts it (en-US: first), a no-break space, the
//   number with thousands separators: "$US 1,250". No decimals for a whole amount, two otherwise
//   ("$EC 6,562.50", never "6,562.5"): the wire carries whole units, balances can carry cents
//   after interest. The whole amount never wraps (no-break space between symbol and number).
// - Signs: a negative is written with U+2212 MINUS SIGN before the symbol, "−$GW 217", never
//   "$GW -217". Where a change or a flow is shown (`signed`), a positive gets "+": "+$AR 5";
//   zero has no sign. Nothing is ever written "-0".
// - A missing symbol is said, never dropped: "2 (currency unknown)", so a failed call cannot
//   turn "$EC 2" into a bare "2" that reads as another currency.
// - Counts and plain numbers: thousands separators, up to two decimals ("1,250", "12.5").
// - Indices (PPP, baseline 100): always one decimal, "96.1", "66.5", "100.0".
// - Percentages derived by the console or the server (interest success, growth, shares, yearly
//   yield): at most one decimal, none when whole, the locale's percent style ("26%", "116.9%").
//   A rate set in basis points is exact (two decimals at most: 125 bps = "1.25%"): rounding what
//   a bank set would misstate it.
// Missing or non-finite input is NO_VALUE ('—') everywhere.

import { currentLocale, pluralRules } from './intl'
import { LIB_TEXTS } from './lib-texts'
import {
  bySign,
  finite,
  formatNumber,
  join,
  localised,
  NO_BREAK_SPACE,
  NO_VALUE,
  plain,
  signOf,
  type NumberOptions,
} from './number-format'

export { formatNumber, MINUS, NO_VALUE, type NumberOptions } from './number-format'
/**
 * A range of counted places, "51–100" (the locale's range sign, an en dash in English); one
 * number when both ends are the same ("101", not Intl's approximate "~101").
 */
export function formatNumberRange(from: number, to: number): string {
  if (!finite(from) || !finite(to)) return NO_VALUE
  if (from === to) return formatNumber(from)
  return join(plain.negative().formatRangeToParts(from, to))
}

/**
 * A counted thing's forms by CLDR plural category, e.g. `{ one: 'currency', other: 'currencies' }`
 * in English; Russian and Polish add `few` and `many` ("1 персонаж, 2 персонажа, 5 персонажей").
 */
export interface Noun {
  zero?: string
  one: string
  two?: string
  few?: string
  many?: string
  other: string
}

const plurals = () => pluralRules(currentLocale())()

/** The form of `noun` that goes with `count`: "1 bank", "0 banks", "2 banks". */
const nounFor = (count: number, noun: Noun): string =>
  noun[plurals().select(count) as keyof Noun] ?? noun.other

/** "1 currency", "1,250 currencies". */
export const formatCount = (count: number, noun: Noun): string =>
  `${formatNumber(count)} ${nounFor(count, noun)}`

// Amounts are formatted as a currency whose code is replaced by the symbol, so the locale decides
// where the symbol and the sign go and what separates them. XXX is ISO 4217's "no currency".
const amounts = bySign({
  style: 'currency',
  currency: 'XXX',
  currencyDisplay: 'code',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
})

/**
 * "$US 1,250", "−$GW 217", "$EC 6,562.50"; with `signed`, "+$AR 5". Without a symbol the
 * number is followed by "(currency unknown)"; '—' for a missing amount.
 */
export function formatAmount(
  amount: number | null | undefined,
  symbol: string | null | undefined,
  options: NumberOptions = {},
): string {
  if (!finite(amount)) return NO_VALUE
  const parts = amounts[signOf(options.signed)]().formatToParts(amount)
  const trimmed = symbol?.trim()
  if (trimmed) return join(parts, trimmed)
  // The number alone (with its sign), then the words: no symbol is invented.
  const number = join(parts.filter((p) => p.type !== 'currency' && p.type !== 'literal'))
  return `${number}${NO_BREAK_SPACE}${LIB_TEXTS.currencyUnknown}`
}

const index = localised({ minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'negative' })

/** An index such as PPP (baseline 100): always one decimal, "96.1", "100.0". */
export function formatIndex(value: number | null | undefined): string {
  if (!finite(value)) return NO_VALUE
  return join(index().formatToParts(value))
}

const percents = bySign({
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  trailingZeroDisplay: 'stripIfInteger',
})

/** A percentage given in percent (26 is 26%): "26%", "116.9%"; with `signed`, "+4.2%". */
export function formatPercent(percent: number | null | undefined, options: NumberOptions = {}): string {
  if (!finite(percent)) return NO_VALUE
  return join(percents[signOf(options.signed)]().formatToParts(percent / 100))
}

const exactRate = localised({ style: 'percent', maximumFractionDigits: 2, signDisplay: 'negative' })

/** Interest is stored in basis points (100 = 1%, spec section 9), shown exactly: 125 -> "1.25%". */
export function formatBasisPoints(basisPoints: number | null | undefined): string {
  if (!finite(basisPoints)) return NO_VALUE
  return join(exactRate().formatToParts(basisPoints / 10_000))
}

/** Economy cycles in a year: interest is paid once per cycle, and a cycle is a week. */
export const CYCLES_PER_YEAR = 52

/** Above this a yearly figure says nothing a player can use: "over 1,000,000%". */
export const YEARLY_CAP_PERCENT = 1_000_000

/** A weekly rate in basis points as its yearly yield in percent, compounded over 52 weeks. */
export const yearlyYieldPercent = (basisPoints: number): number =>
  (Math.pow(1 + basisPoints / 10_000, CYCLES_PER_YEAR) - 1) * 100

/**
 * An offering's interest as the player earns it: the weekly rate the server pays each cycle and
 * its yearly equivalent, compounded over 52 weeks ((1 + r)^52 - 1). 60 bps -> "0.6% per week"
 * and "36.5% a year"; null parts for a missing rate.
 */
export function interestRate(
  basisPoints: number | null | undefined,
): { weekly: string; yearly: string } | null {
  if (basisPoints == null || !Number.isFinite(basisPoints)) return null
  const yearlyPercent = yearlyYieldPercent(basisPoints)
  const yearly =
    yearlyPercent > YEARLY_CAP_PERCENT
      ? LIB_TEXTS.overAYear(formatPercent(YEARLY_CAP_PERCENT))
      : LIB_TEXTS.aYear(formatPercent(yearlyPercent))
  return { weekly: LIB_TEXTS.perWeek(formatBasisPoints(basisPoints)), yearly }
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
