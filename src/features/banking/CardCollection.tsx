import type { ReactNode } from 'react'
import type { FailureTexts } from '@/api/failure'
import { QueryStatus, type StatusQuery } from '@/ui/load-status'
import { SearchableGrid, type SearchableGridProps } from '@/ui/searchable-grid'
import { SkeletonList } from '@/ui/skeleton'
import { BREAKPOINTS } from '@/ui/virtual-grid-layout'

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'
/** GRID's columns, for the virtualised list. */
export const CARD_COLUMNS = [
  [0, 1],
  [BREAKPOINTS.sm, 2],
  [BREAKPOINTS.lg, 3],
] as const

interface CollectionQuery<T> extends StatusQuery {
  data?: readonly T[]
}

export interface CardCollectionProps<T> extends Omit<SearchableGridProps<T>, 'items' | 'columns'> {
  query: CollectionQuery<T>
  failure: FailureTexts
  /** The skeleton's status text ("Loading banks..."). */
  loadingLabel: string
  /** A skeleton card's height class, about a loaded card's. */
  skeletonHeight: string
  /** Shown when the collection is empty. */
  empty: ReactNode
}

/**
 * A banking tab's whole collection as cards, three columns wide: skeletons while loading, the
 * failure with "Try again", the empty state, or the searchable grid.
 */
export function CardCollection<T>({
  query,
  failure,
  loadingLabel,
  skeletonHeight,
  empty,
  ...grid
}: CardCollectionProps<T>) {
  const items = query.data
  return (
    <QueryStatus
      query={query}
      failure={failure}
      loading={
        <SkeletonList label={loadingLabel} count={3} className={GRID} itemClassName={skeletonHeight} />
      }
    >
      {!items || items.length === 0 ? (
        empty
      ) : (
        <SearchableGrid {...grid} items={items} columns={CARD_COLUMNS} />
      )}
    </QueryStatus>
  )
}
