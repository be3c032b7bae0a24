import type { Bank, Offering } from '@/api/banks.types'
import { yearlyYieldPercent } from '@/lib/format'
import { interestSuccessOf } from './interest-success'

// "Compare offerings" (beyond the spec): every active offering of every bank in one list,
// filtered by the bank's national currency and sorted by one term.

export interface ComparedOffering {
  bank: Bank
  offering: Offering
}

export type CompareSortKey =
  | 'likely'
  | 'interest'
  | 'fee'
  | 'minimum'
  | 'overdraftLimit'
  | 'overdraftFee'
  | 'bank'
  | 'jurisdiction'
  | 'success'

export type SortDirection = 'asc' | 'desc'

export interface CompareSort {
  key: CompareSortKey
  direction: SortDirection
}

/** Each key in the order the "Sort by" list offers it, and the direction a player most likely wants first. */
export const SORT_KEYS: Record<CompareSortKey, { direction: SortDirection }> = {
  likely: { direction: 'desc' },
  interest: { direction: 'desc' },
  success: { direction: 'desc' },
  fee: { direction: 'asc' },
  minimum: { direction: 'asc' },
  overdraftLimit: { direction: 'desc' },
  overdraftFee: { direction: 'asc' },
  bank: { direction: 'asc' },
  jurisdiction: { direction: 'asc' },
}

/**
 * First by what a player would likely receive: a high rate at a bank that pays a quarter of the
 * interest it owes is not the best offer (issue 35). Ranking by the rate alone stays one click away.
 */
export const DEFAULT_SORT: CompareSort = { key: 'likely', direction: 'desc' }

/**
 * What an offering would likely pay in a year, in percent: its yearly yield (the weekly rate
 * compounded over 52 weeks) times the bank's interest success (the share of the interest it owed
 * that it paid). Null for a bank without an interest record (no accounts yet): nothing to go by.
 */
export function likelyYieldPercent(row: ComparedOffering): number | null {
  const record = interestSuccessOf(row.bank)
  if (record === null) return null
  return (yearlyYieldPercent(row.offering.interestRateBasisPoints) * record) / 100
}

/** The filter value for banks whose jurisdiction has no national currency. */
export const NO_CURRENCY = '__none__'
export const ANY_CURRENCY = ''

/** The active offerings of the given banks, one row each. */
export function comparableOfferings(
  banks: readonly Bank[],
  offeringsOf: (bankId: string) => readonly Offering[] | undefined,
): ComparedOffering[] {
  return banks.flatMap((bank) =>
    (offeringsOf(bank.id) ?? []).filter((o) => o.isActive).map((offering) => ({ bank, offering })),
  )
}

/** Rows of banks whose national currency is `currency` (ANY_CURRENCY: all, NO_CURRENCY: none). */
export function filterByCurrency(rows: readonly ComparedOffering[], currency: string): ComparedOffering[] {
  if (currency === ANY_CURRENCY) return [...rows]
  return rows.filter(({ bank }) =>
    currency === NO_CURRENCY ? bank.nationalCurrency === null : bank.nationalCurrency === currency,
  )
}

/** The currencies the banks hold accounts in, for the filter: symbols A-Z, then "none" if any. */
export function currencyChoices(banks: readonly Bank[]): string[] {
  const symbols = [...new Set(banks.map((b) => b.nationalCurrency).filter((s): s is string => !!s))]
  symbols.sort((a, b) => a.localeCompare(b))
  return banks.some((b) => b.nationalCurrency === null) ? [...symbols, NO_CURRENCY] : symbols
}

const overdraftLimit = (o: Offering) => (o.overdraftAllowed ? o.overdraftLimit : 0)
const overdraftFee = (o: Offering) => (o.overdraftAllowed ? o.overdraftFeeAmount : 0)

const valueOf: Record<CompareSortKey, (row: ComparedOffering) => number | string> = {
  // No record sorts below every figure (the lowest possible is 0).
  likely: (r) => likelyYieldPercent(r) ?? -1,
  interest: (r) => r.offering.interestRateBasisPoints,
  fee: (r) => r.offering.maintenanceFeeAmount,
  minimum: (r) => r.offering.minimumBalance,
  overdraftLimit: (r) => overdraftLimit(r.offering),
  overdraftFee: (r) => overdraftFee(r.offering),
  bank: (r) => r.bank.name,
  jurisdiction: (r) => r.bank.jurisdictionNation,
  // No history sorts below every rate.
  success: (r) => interestSuccessOf(r.bank) ?? -1,
}

/** One collator for every comparison: as `localeCompare` orders, without building one per call. */
const byName = new Intl.Collator().compare

const compareValues = (a: number | string, b: number | string) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : byName(String(a), String(b))

/** The table's order: by the key; ties by bank name, then offering name, always A-Z. */
export function rowOrder(sort: CompareSort): (a: ComparedOffering, b: ComparedOffering) => number {
  const read = valueOf[sort.key]
  const sign = sort.direction === 'asc' ? 1 : -1
  return (a, b) =>
    sign * compareValues(read(a), read(b)) ||
    byName(a.bank.name, b.bank.name) ||
    byName(a.offering.name, b.offering.name)
}

/** Sorted by the key; ties by bank name, then offering name, always A-Z. */
export function sortOfferings(rows: readonly ComparedOffering[], sort: CompareSort): ComparedOffering[] {
  return [...rows].sort(rowOrder(sort))
}

/**
 * `sorted` with `added` slotted in where a full sort would put them: one pass over the rows
 * instead of a sort of all of them, each time a bank's offerings arrive.
 */
export function mergeSorted(
  sorted: readonly ComparedOffering[],
  added: readonly ComparedOffering[],
  sort: CompareSort,
): ComparedOffering[] {
  if (added.length === 0) return [...sorted]
  const order = rowOrder(sort)
  const extra = [...added].sort(order)
  const out: ComparedOffering[] = new Array(sorted.length + extra.length)
  let i = 0
  let j = 0
  let k = 0
  while (i < sorted.length && j < extra.length)
    out[k++] = order(extra[j]!, sorted[i]!) < 0 ? extra[j++]! : sorted[i++]!
  while (i < sorted.length) out[k++] = sorted[i++]!
  while (j < extra.length) out[k++] = extra[j++]!
  return out
}

/** Clicking a column: the same key flips the direction, another key starts at its usual one. */
export function nextSort(current: CompareSort, key: CompareSortKey): CompareSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
  return { key, direction: SORT_KEYS[key].direction }
}

/** The comparison's rows and what they were built from, to add the next banks' rows to. */
export interface ComparisonRows {
  banks: readonly Bank[]
  offerings: readonly (readonly Offering[] | undefined)[]
  sort: CompareSort
  currency: string
  /** Filtered by currency and sorted. */
  rows: ComparedOffering[]
}

/**
 * The rows for `next`: while banks answer one after another, only the new banks' rows are merged
 * into the last rows; a new sort, filter or bank list, or a bank's offerings changing, rebuilds them.
 */
export function updateComparison(
  last: ComparisonRows | null,
  next: Omit<ComparisonRows, 'rows'>,
): ComparisonRows {
  const rebuild = () => {
    const all = comparableOfferings(next.banks, offeringsByIndex(next))
    return { ...next, rows: sortOfferings(filterByCurrency(all, next.currency), next.sort) }
  }
  if (
    !last ||
    last.banks !== next.banks ||
    last.currency !== next.currency ||
    last.sort.key !== next.sort.key ||
    last.sort.direction !== next.sort.direction
  )
    return rebuild()
  const arrived: Bank[] = []
  for (let i = 0; i < next.banks.length; i++) {
    const before = last.offerings[i]
    const now = next.offerings[i]
    if (before === now) continue
    if (before !== undefined) return rebuild()
    arrived.push(next.banks[i]!)
  }
  if (arrived.length === 0) return { ...next, rows: last.rows }
  const added = filterByCurrency(comparableOfferings(arrived, offeringsByIndex(next)), next.currency)
  return { ...next, rows: mergeSorted(last.rows, added, next.sort) }
}

function offeringsByIndex({ banks, offerings }: Pick<ComparisonRows, 'banks' | 'offerings'>) {
  const index = new Map(banks.map((bank, i) => [bank.id, i]))
  return (bankId: string) => offerings[index.get(bankId) ?? -1]
}
