import type { Bank } from '@/api/banks.types'
import { bankKeys } from '@/api/banks'
import { failureText, type FailureTexts } from '@/api/failure'

// The banking area's helpers around its reads; the reads themselves are the resources' query
// options (bankQueries, currencyQueries, nationQueries in src/api/).

export const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase()

export const isOfficerOf = (officers: readonly { name: string }[], character: string) =>
  !!character && officers.some((o) => sameName(o.name, character))

/** A query's failure as the spec's text, or null. */
export function queryError(query: { error: unknown; isError: boolean }, texts: FailureTexts): string | null {
  return query.isError ? failureText(query.error, texts) : null
}

/** Everything an offering change touches: the bank's offerings, its card's summary, comparisons. */
export const offeringKeys = (bank: Pick<Bank, 'id'>) => [bankKeys.offerings(bank.id), bankKeys.list()]
