import { sameName } from '@/lib/names'

// The banking area's helpers around its reads; the reads themselves are the resources' query
// options (bankQueries, currencyQueries, nationQueries in src/api/).

export const isOfficerOf = (officers: readonly { name: string }[], character: string) =>
  !!character && officers.some((o) => sameName(o.name, character))
