import { useState } from 'react'
import clsx from 'clsx'
import type { Noun } from '@/lib/format'
import { useListSearch } from '@/lib/use-list-search'
import { EmptyState } from './empty-state'
import { ListSearch } from './list-search'
import { VirtualGrid, type VirtualGridProps } from './virtual-grid'

export interface SearchableGridProps<T> extends Omit<VirtualGridProps<T>, 'className'> {
  /** What a search looks in, per item. Keep it stable (module level): the index is built from it. */
  searchFields: (item: T) => readonly string[]
  searchLabel: string
  searchPlaceholder: string
  /** What is counted: "1 bank", "12 banks". */
  noun: Noun
  /** The empty state's title when nothing matches the trimmed search. */
  noMatches: (searched: string) => string
}

/** A whole collection as cards: searched as you type, only the rows on screen rendered. */
export function SearchableGrid<T>({
  items,
  searchFields,
  searchLabel,
  searchPlaceholder,
  noun,
  noMatches,
  ...grid
}: SearchableGridProps<T>) {
  const [search, setSearch] = useState('')
  const { matches, searched, stale } = useListSearch(items, searchFields, search)
  return (
    <div className="space-y-4">
      <ListSearch
        value={search}
        onSearch={setSearch}
        label={searchLabel}
        placeholder={searchPlaceholder}
        searched={searched}
        shown={matches.length}
        total={items.length}
        noun={noun}
      />
      {matches.length === 0 ? (
        <EmptyState title={noMatches(searched.trim())} />
      ) : (
        <VirtualGrid {...grid} items={matches} className={clsx(stale && 'opacity-70')} />
      )}
    </div>
  )
}
