import { useDeferredValue, useMemo } from 'react'
import { indexForSearch, searchIndex } from './search-index'

export interface ListSearch<T> {
  /** The items matching the search the screen shows (`searched`), in the list's order. */
  matches: readonly T[]
  /** The search `matches` reflects: it trails the typed one while React renders a newer one. */
  searched: string
  /** True while `matches` still reflects an older search. */
  stale: boolean
}

/**
 * Filters an already ordered list by a search typed into a box. The list is indexed once per
 * arrival (`items` and `fields` must be stable), and the filtering render is deferred, so typing
 * stays responsive however long the list is.
 */
export function useListSearch<T>(
  items: readonly T[],
  fields: (item: T) => readonly string[],
  search: string,
): ListSearch<T> {
  const searched = useDeferredValue(search)
  const index = useMemo(() => indexForSearch(items, fields), [items, fields])
  const matches = useMemo(() => searchIndex(index, searched), [index, searched])
  return { matches, searched, stale: searched !== search }
}
