import type { AdminCharacter } from '@/api/admin.types'
import type { Bank } from '@/api/banks.types'
import type { Nation } from '@/api/nations.types'
import { deceasedLast } from '@/lib/deceased-last'
import { asciiCollationKey, collationOrder, sortByCollation, type Keyed } from '@/lib/name-order'
import { sortInRuns, type RunSorter } from '@/lib/sorted-runs'

export { indexForSearch, searchIndex } from '@/lib/search-index'

// The entity lists' one search box (spec section 2): name, abbreviation or jurisdiction nation,
// case-insensitive, through the one local-list search (src/lib/search-index.ts).

/** The texts of an entity the search box matches. */
export const SEARCH_FIELDS = {
  characters: (c: AdminCharacter) => [c.name],
  banks: (b: Bank) => [b.name, b.abbreviation, b.jurisdictionNation],
  nations: (n: Nation) => [n.name, n.abbreviation],
} as const

// One collator for every comparison: localeCompare with a locale builds one per call (sorting
// 100 000 names took 2.1 s that way in Chromium). Plain ASCII names are compared by keys in the
// collator's order (src/lib/name-order.ts), a fraction of the collator's own cost.
const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base' })
const nameKey = asciiCollationKey(NAME_ORDER)
const nameOf = (item: { name: string }) => item.name

export const sortByName = <T extends { name: string }>(items: readonly T[]): T[] =>
  sortByCollation(items, nameOf, NAME_ORDER, nameKey)

/** Living characters first, then deceased ones (spec section 4), each by name. */
export const sortCharacters = (characters: readonly AdminCharacter[]): AdminCharacter[] =>
  deceasedLast(sortByName(characters))

/** sortByName's order for a list read in chunks (see RunSorter). */
export const nameRuns = <T extends { name: string }>(): RunSorter<T> => keyedRuns<T>()

/** sortCharacters' order for a list read in chunks: living first, then deceased, each by name. */
export const characterRuns = (): RunSorter<AdminCharacter> =>
  keyedRuns<AdminCharacter>((a, b) => Number(a.isDeceased) - Number(b.isDeceased))

/** Runs of items keyed once by name, ordered by `first` and then by name. */
function keyedRuns<T extends { name: string }>(first?: (a: T, b: T) => number): RunSorter<T> {
  const { keyed, compare } = collationOrder<T>(nameOf, NAME_ORDER, nameKey)
  const runs = sortInRuns<Keyed<T>>(first ? (a, b) => first(a.item, b.item) || compare(a, b) : compare)
  return {
    add: (items, slicer) => runs.add(items.map(keyed), slicer),
    result: async (slicer) => (await runs.result(slicer)).map(({ item }) => item),
  }
}

const sortedLists = new WeakMap<readonly object[], readonly object[]>()

/** Notes that `items` came in the list's order already (read through a RunSorter). */
export function inOrder<T extends object>(items: T[]): T[] {
  sortedLists.set(items, items)
  return items
}

/**
 * A list's sorted copy, made once per response (TanStack Query keeps the response's array until a
 * refetch replaces it): sorting 100 000 characters is a noticeable pause, and coming back to a
 * subtab must not pay it again.
 */
export function sortedOnce<T extends object>(
  items: readonly T[],
  sort: (items: readonly T[]) => T[],
): readonly T[] {
  let sorted = sortedLists.get(items) as readonly T[] | undefined
  if (!sorted) {
    sorted = sort(items)
    sortedLists.set(items, sorted)
  }
  return sorted
}

/** Cards per page: 24 fills one, two, three or four columns evenly. */
export const ENTITY_PAGE_SIZE = 24

export const pageCount = (total: number, size = ENTITY_PAGE_SIZE) => Math.max(1, Math.ceil(total / size))

export function pageOf<T>(items: readonly T[], page: number, size = ENTITY_PAGE_SIZE): readonly T[] {
  const current = Math.min(Math.max(1, page), pageCount(items.length, size))
  return items.slice((current - 1) * size, current * size)
}
