import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react'
import { useQuery, type UseQueryOptions } from '@tanstack/react-query'
import {
  adminQueries,
  fetchAdminBanks,
  fetchAdminCharacters,
  fetchAdminNations,
  type adminKeys,
  type AdminEntityList,
} from '@/api/admin'
import type { RunSorter } from '@/lib/sorted-runs'
import { Button } from '@/ui/button'
import { EmptyState } from '@/ui/empty-state'
import { PageSummary, Pagination } from '@/ui/pagination'
import { SearchInput } from '@/ui/search-input'
import { SkeletonList } from '@/ui/skeleton'
import { Tabs } from '@/ui/tabs'
import type { AdminCharacter } from '@/api/admin.types'
import type { Bank } from '@/api/banks.types'
import type { Nation } from '@/api/nations.types'
import type { AdminEntity } from './admin-requests'
import { DeleteEntityDialog } from './DeleteEntityDialog'
import { EditEntityDialog } from './EditEntityDialog'
import {
  BankEntityCard,
  CharacterEntityCard,
  NationEntityCard,
  type EntityAction,
  type EntityCardProps,
} from './entity-cards'
import {
  characterRuns,
  inOrder,
  nameRuns,
  pageCount,
  pageOf,
  ENTITY_PAGE_SIZE,
  SEARCH_FIELDS,
  sortByName,
  sortCharacters,
  sortedOnce,
} from './entity-search'
import { useListSearch } from '@/lib/use-list-search'
import { MarkDeceasedDialog } from './MarkDeceasedDialog'
import { EntityHistoryDialog } from './EntityHistoryDialog'
import { OfficersDialog } from './OfficersDialog'
import { ADMIN_PANEL_TEXTS } from './texts'

const T = ADMIN_PANEL_TEXTS.entities

/** What each subtab lists and how. */
interface ListSpec<T extends object> {
  list: AdminEntityList
  query: () => UseQueryOptions<T[], Error, T[], ReturnType<typeof adminKeys.entities>>
  fields: (item: T) => readonly string[]
  sort: (items: readonly T[]) => T[]
  /** The list fetched in `sort`'s order, sorted while it arrives. */
  fetchSorted: (signal: AbortSignal, sorter: RunSorter<T>) => Promise<T[]>
  runs: () => RunSorter<T>
  key: (item: T) => string
  Card: ComponentType<EntityCardProps<T>>
}

const CHARACTERS: ListSpec<AdminCharacter> = {
  list: 'characters',
  query: adminQueries.characters,
  fields: SEARCH_FIELDS.characters,
  sort: sortCharacters,
  fetchSorted: fetchAdminCharacters,
  runs: characterRuns,
  key: (c) => c.name,
  Card: CharacterEntityCard,
}

const BANKS: ListSpec<Bank> = {
  list: 'banks',
  query: adminQueries.banks,
  fields: SEARCH_FIELDS.banks,
  sort: sortByName,
  fetchSorted: fetchAdminBanks,
  runs: nameRuns,
  key: (b) => b.id,
  Card: BankEntityCard,
}

const NATIONS: ListSpec<Nation> = {
  list: 'nations',
  query: adminQueries.nations,
  fields: SEARCH_FIELDS.nations,
  sort: sortByName,
  fetchSorted: fetchAdminNations,
  runs: nameRuns,
  key: (n) => n.id,
  Card: NationEntityCard,
}

/**
 * The list's query, its answer sorted while it arrives (each chunk as it is read, the runs merged
 * in slices): no task sorts 100 000 characters at once. Another screen reading the same query
 * (Transfer Funds' character names) may fill the cache unsorted: `sortedOnce` sorts that once.
 */
function sortingQuery<T extends object>(spec: ListSpec<T>) {
  return {
    ...spec.query(),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      inOrder(await spec.fetchSorted(signal, spec.runs())),
  }
}

// A function: the labels are read at render, in the current language.
const subtabs = () =>
  (Object.keys(T.subtabs) as AdminEntityList[]).map((key) => ({ key, label: T.subtabs[key] }))

interface OpenAction {
  action: EntityAction
  entity: AdminEntity
}

/**
 * Entity Management (spec section 2): subtabs Characters, Banks and Nations, each with its own
 * search box, cards with the admin's actions, and the dialog of the action chosen.
 */
export function EntityManagement() {
  const [list, setList] = useState<AdminEntityList>('characters')
  // Each subtab keeps its own search and page: a bank's name typed under Banks is no filter for
  // characters, and coming back finds the list as it was left.
  const [searches, setSearches] = useState<Record<AdminEntityList, string>>({
    characters: '',
    banks: '',
    nations: '',
  })
  const [pages, setPages] = useState<Record<AdminEntityList, number>>({ characters: 1, banks: 1, nations: 1 })
  const search = searches[list]
  const page = pages[list]
  const setPage = useCallback((next: number) => setPages((all) => ({ ...all, [list]: next })), [list])
  const [open, setOpen] = useState<OpenAction | null>(null)
  // Stable, so the (memoised) cards that stay on screen while typing are not rendered again.
  const onAction = useCallback((action: EntityAction, entity: AdminEntity) => setOpen({ action, entity }), [])
  const props = {
    search,
    page,
    onPage: setPage,
    onAction,
  }

  return (
    <section aria-labelledby="entity-management-heading" className="space-y-4">
      <h2 id="entity-management-heading" className="text-lg font-semibold text-strong">
        {T.heading}
      </h2>
      <Tabs tabs={subtabs()} selected={list} onChange={setList}>
        <div className="space-y-4">
          <SearchInput
            key={list}
            value={search}
            onSearch={(value) => {
              setSearches((all) => ({ ...all, [list]: value }))
              setPages((all) => ({ ...all, [list]: 1 }))
            }}
            // The lists are local: filter on every keystroke (the render is deferred, typing never waits).
            debounceMs={0}
            label={T.searchLabel}
            placeholder={T.searchPlaceholder(list)}
            className="sm:max-w-md"
          />
          {list === 'characters' && <EntityListPanel spec={CHARACTERS} {...props} />}
          {list === 'banks' && <EntityListPanel spec={BANKS} {...props} />}
          {list === 'nations' && <EntityListPanel spec={NATIONS} {...props} />}
        </div>
      </Tabs>
      {open && <EntityActionDialog {...open} onClose={() => setOpen(null)} />}
    </section>
  )
}

function EntityActionDialog({ action, entity, onClose }: OpenAction & { onClose: () => void }) {
  if (action === 'edit') return <EditEntityDialog entity={entity} onClose={onClose} />
  if (action === 'delete') return <DeleteEntityDialog entity={entity} onClose={onClose} />
  if (action === 'deceased' && entity.type === 'character')
    return <MarkDeceasedDialog character={entity.item} onClose={onClose} />
  if (action === 'officers' && entity.type !== 'character')
    return <OfficersDialog entity={entity} onClose={onClose} />
  if (action === 'history') return <EntityHistoryDialog entity={entity} onClose={onClose} />
  return null
}

const GRID = 'grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-3'

function EntityListPanel<T extends object>({
  spec,
  search,
  page,
  onPage,
  onAction,
}: {
  spec: ListSpec<T>
  search: string
  page: number
  onPage: (page: number) => void
  onAction: EntityCardProps<T>['onAction']
}) {
  const { list } = spec
  const query = useQuery(sortingQuery(spec))
  // Spec section 8: entity list loading errors are reported to the console only.
  useEffect(() => {
    if (query.error) console.error(`Failed to load ${list}`, query.error)
  }, [query.error, list])

  const sorted = useMemo(() => (query.data ? sortedOnce(query.data, spec.sort) : []), [query.data, spec])
  const { matches, searched: deferredSearch, stale } = useListSearch(sorted, spec.fields, search)
  const pages = pageCount(matches.length)
  const current = Math.min(page, pages)
  const shown = pageOf(matches, current)

  if (query.isPending)
    return <SkeletonList count={6} label={T.loading(list)} className={GRID} itemClassName="h-56" />
  if (!query.data) {
    return (
      <EmptyState
        title={T.loadFailed(list)}
        action={
          <Button color="secondary" onClick={() => void query.refetch()}>
            {T.retry}
          </Button>
        }
      />
    )
  }
  const { Card } = spec
  return (
    // data-search: the search the results below reflect (the bench times a keystroke until it changes).
    <div className="space-y-4" data-search={deferredSearch} aria-busy={stale || undefined}>
      {matches.length === 0 ? (
        // The search box's own Clear button is right above: the empty state needs no second one.
        <EmptyState title={deferredSearch.trim() ? T.noMatch(list, deferredSearch.trim()) : T.none(list)} />
      ) : (
        <>
          <PageSummary
            shown={shown.length}
            total={matches.length}
            offset={(current - 1) * ENTITY_PAGE_SIZE}
            noun={T.counted[spec.list]}
          />
          <ul aria-label={T.subtabs[spec.list]} className={GRID}>
            {shown.map((item) => (
              <li key={spec.key(item)} className="min-w-0">
                <Card item={item} onAction={onAction} />
              </li>
            ))}
          </ul>
          <Pagination page={current} pageCount={pages} onChange={onPage} />
        </>
      )}
    </div>
  )
}
