import { FlagIcon, PlusIcon } from '@heroicons/react/20/solid'
import { useMemo, useState } from 'react'
import clsx from 'clsx'
import { formatCount, formatNumber } from '@/lib/format'
import type { Nation } from '@/api/nations.types'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { EmptyState } from '@/ui/empty-state'
import { QueryStatus } from '@/ui/load-status'
import { SearchInput } from '@/ui/search-input'
import { SkeletonList } from '@/ui/skeleton'
import { VirtualGrid } from '@/ui/virtual-grid'
import { BREAKPOINTS } from '@/ui/virtual-grid-layout'
import { useListSearch } from '@/lib/use-list-search'
import { CreateNationDialog } from './NationFormDialog'
import { NationCard } from './NationCard'
import { nationSearchFields, orderNations, roleIn, type Role } from './nation-list'
import { mayFound } from './refusals'
import { NATION_FAILURES, NATION_TEXTS } from './texts'
import { nationQueries } from '@/api/nations'
import { useCharacterName, useSelectedCharacter } from '@/state/session'
import { useQuery } from '@tanstack/react-query'

const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3'
/** GRID's columns, for the virtualised list of all nations. */
const COLUMNS = [
  [0, 1],
  [BREAKPOINTS.md, 2],
  [BREAKPOINTS.xl, 3],
] as const

/** Every nation, searchable, the character's own first in a section of its own. */
export function NationList({ onOpen }: { onOpen: (id: string) => void }) {
  const me = useCharacterName()
  const nations = useQuery(nationQueries.list())
  const memberships = useQuery(nationQueries.memberships(me))
  const [search, setSearch] = useState('')
  const [creating, setCreating] = useState(false)

  const all = useMemo(() => orderNations(nations.data ?? []), [nations.data])
  const roles = useMemo(() => {
    const known = memberships.data ?? []
    return new Map<string, Role | null>(all.map((n) => [n.id, roleIn(n, me, known)]))
  }, [all, me, memberships.data])
  const mine = all.filter((n) => roles.get(n.id))
  const { matches: shown, searched, stale } = useListSearch(all, nationSearchFields, search)
  // A character belongs to at most one nation (server-rules): founding is for those without one,
  // and not for the dead (403), whose note says why.
  const deceased = useSelectedCharacter()?.isDeceased === true
  const canFound = nations.isSuccess && mayFound(mine.length, deceased)

  const card = (nation: Nation) => (
    <li key={nation.id}>
      <NationCard nation={nation} role={roles.get(nation.id) ?? null} onOpen={onOpen} />
    </li>
  )

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          value={search}
          onSearch={setSearch}
          label={NATION_TEXTS.searchLabel}
          placeholder={NATION_TEXTS.searchPlaceholder}
          className="sm:max-w-md sm:flex-1"
        />
        {canFound && (
          <Button onClick={() => setCreating(true)} className="sm:ml-auto">
            <PlusIcon className="size-5" aria-hidden="true" />
            {NATION_TEXTS.createNation}
          </Button>
        )}
      </div>
      {deceased && <Alert kind="info">{NATION_TEXTS.deceasedReadOnly(me)}</Alert>}

      <QueryStatus
        query={nations}
        failure={NATION_FAILURES.loadNations}
        loading={
          <SkeletonList count={6} label={NATION_TEXTS.loadingNations} className={GRID} itemClassName="h-52" />
        }
      >
        {mine.length > 0 && (
          <section aria-labelledby="your-nation" className="space-y-3">
            <h2 id="your-nation" className="text-lg font-semibold text-strong">
              {NATION_TEXTS.yourNation}
            </h2>
            <ul className={GRID}>{mine.map(card)}</ul>
          </section>
        )}
        <section aria-labelledby="all-nations" className="mt-6 space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="all-nations" className="text-lg font-semibold text-strong">
              {NATION_TEXTS.allNations}
            </h2>
            {all.length > 0 && (
              <p className="text-sm text-subtle" aria-live="polite">
                {searched.trim()
                  ? `${formatNumber(shown.length)} of ${formatCount(all.length, NATION_TEXTS.nationNoun)}`
                  : formatCount(all.length, NATION_TEXTS.nationNoun)}
              </p>
            )}
          </div>
          {all.length === 0 ? (
            <EmptyState
              icon={FlagIcon}
              title={NATION_TEXTS.noNations}
              action={
                canFound && <Button onClick={() => setCreating(true)}>{NATION_TEXTS.createNation}</Button>
              }
            />
          ) : shown.length === 0 ? (
            <EmptyState
              title={NATION_TEXTS.noMatches(searched.trim())}
              action={
                <Button color="secondary" onClick={() => setSearch('')}>
                  {NATION_TEXTS.showAll}
                </Button>
              }
            />
          ) : (
            <VirtualGrid
              items={shown}
              itemKey={(nation) => nation.id}
              label={NATION_TEXTS.allNations}
              columns={COLUMNS}
              estimateRowHeight={236}
              className={clsx(stale && 'opacity-70')}
              renderItem={(nation) => (
                <NationCard nation={nation} role={roles.get(nation.id) ?? null} onOpen={onOpen} />
              )}
            />
          )}
        </section>
      </QueryStatus>

      <CreateNationDialog open={creating} onClose={() => setCreating(false)} onCreated={onOpen} />
    </div>
  )
}
