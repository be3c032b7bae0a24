import type { AdminCharacter } from '@/api/admin.types'
import type { Bank } from '@/api/banks.types'
import type { Nation } from '@/api/nations.types'
import { deceasedLast } from '@/lib/deceased-last'

// The entity lists' one search box (spec section 2): name, abbreviation or jurisdiction nation,
// case-insensitive. Lists are indexed once when they arrive, so each keystroke is one substring
// test per entity (500 characters filter in well under a millisecond; see the admin bench).

/** The texts of an entity the search box matches. */
export const SEARCH_FIELDS = {
  characters: (c: AdminCharacter) => [c.name],
  banks: (b: Bank) => [b.name, b.abbreviation, b.jurisdictionNation],
  nations: (n: Nation) => [n.name, n.abbreviation],
} as const

export interface SearchIndex<T> {
  items: readonly T[]
  /** keys[i]: the lower-cased searchable texts of items[i], one per line. */
  keys: readonly string[]
}

export function indexForSearch<T>(
  items: readonly T[],
  fields: (item: T) => readonly string[],
): SearchIndex<T> {
  return { items, keys: items.map((item) => fields(item).join('\n').toLowerCase()) }
}

/** The items whose name, abbreviation or jurisdiction contains the query; all of them when it is blank. */
export function searchIndex<T>(index: SearchIndex<T>, query: string): readonly T[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return index.items
  return index.items.filter((_, i) => index.keys[i].includes(needle))
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })

/** Living characters first, then deceased ones (spec section 4), each by name. */
export const sortCharacters = (characters: readonly AdminCharacter[]): AdminCharacter[] =>
  deceasedLast([...characters].sort(byName))

export const sortByName = <T extends { name: string }>(items: readonly T[]): T[] => [...items].sort(byName)

/** Cards per page: 24 fills one, two, three or four columns evenly. */
export const ENTITY_PAGE_SIZE = 24

export const pageCount = (total: number, size = ENTITY_PAGE_SIZE) => Math.max(1, Math.ceil(total / size))

export function pageOf<T>(items: readonly T[], page: number, size = ENTITY_PAGE_SIZE): readonly T[] {
  const current = Math.min(Math.max(1, page), pageCount(items.length, size))
  return items.slice((current - 1) * size, current * size)
}
