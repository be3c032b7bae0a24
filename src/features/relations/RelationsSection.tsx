import { useCallback, useEffect, useId, useReducer, useRef, useState, type Dispatch } from 'react'
import { useSnapshot } from 'valtio'
import { UsersIcon } from '@heroicons/react/24/outline'
import type { Player } from '@/api/players.types'
import { session } from '@/state/session'
import { formatCount } from '@/lib/format'
import { Button } from '@/ui/button'
import { EmptyState } from '@/ui/empty-state'
import { Field, Label, Select } from '@/ui/field'
import { LoadStatus } from '@/ui/load-status'
import { PageSummary, Pagination } from '@/ui/pagination'
import { SearchInput } from '@/ui/search-input'
import { SkeletonList } from '@/ui/skeleton'
import { BiographyViewer } from './BiographyViewer'
import { PlayerCard } from './PlayerCard'
import { RatingSummary } from './RatingSummary'
import { SortToggle } from './SortToggle'
import { PAGE_SIZES, type PageSize, type RatingFilter } from './ratings'
import { RATING_LABELS, RELATIONS_TEXTS } from './texts'
import { useDirectory, type DirectoryEntry, type DirectoryView } from './use-directory'
import { useRatings, type Ratings } from './use-ratings'
import { INITIAL_VIEW, viewReducer, type ViewAction, type ViewState } from './view-state'

/** The grid: 1 column extra-small, 2 small, 3 medium, 4 large (spec section 2). */
const GRID_CLASSES = 'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 md:grid-cols-3 lg:grid-cols-4'

/** Player Relations: the directory of the other characters, with the selected character's ratings. */
export function RelationsSection() {
  const snap = useSnapshot(session)
  const me = snap.session?.selectedDisplayName
  if (!me) return null
  // A new character starts a new view: its own ratings, page 1.
  return <PlayerRelations key={me} me={me} viewerIsAdmin={!!snap.auth?.isAdmin} />
}

function PlayerRelations({ me, viewerIsAdmin }: { me: string; viewerIsAdmin: boolean }) {
  const [view, dispatch] = useReducer(viewReducer, INITIAL_VIEW)
  const ratings = useRatings(me)
  const directory = useDirectory(view, ratings)
  const [biography, setBiography] = useState<Player | null>(null)
  const showBiography = useCallback((entry: DirectoryEntry) => setBiography(entry.player), [])

  // The view shrank under the page on screen (a search, a removed rating): go to its last page.
  const settled = !directory.pending && !directory.refreshing && !directory.error
  useEffect(() => {
    if (settled && view.page > directory.pageCount) dispatch({ type: 'page', page: directory.pageCount })
  }, [settled, view.page, directory.pageCount])

  return (
    <div className="space-y-4 sm:space-y-6">
      <RatingSummary
        ratings={ratings}
        filter={view.filter}
        onFilter={(filter) => dispatch({ type: 'filter', filter })}
      />
      <Toolbar view={view} dispatch={dispatch} />
      <Results
        view={view}
        dispatch={dispatch}
        directory={directory}
        ratings={ratings}
        viewerIsAdmin={viewerIsAdmin}
        onShowBiography={showBiography}
      />
      <BiographyViewer player={biography} onClose={() => setBiography(null)} />
    </div>
  )
}

function Toolbar({ view, dispatch }: { view: ViewState; dispatch: Dispatch<ViewAction> }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <SearchInput
        className="sm:min-w-64 sm:flex-1"
        label={RELATIONS_TEXTS.searchLabel}
        placeholder={RELATIONS_TEXTS.searchPlaceholder}
        value={view.search}
        onSearch={(search) => dispatch({ type: 'search', search })}
      />
      <div className="flex min-w-0 items-end gap-3">
        <SortToggle value={view.sort} onChange={(sort) => dispatch({ type: 'sort', sort })} />
        <Field className="w-20 shrink-0 sm:w-24">
          <Label className="text-xs text-subtle">{RELATIONS_TEXTS.pageSizeLabel}</Label>
          <Select
            value={view.limit}
            onChange={(event) => dispatch({ type: 'limit', limit: Number(event.target.value) as PageSize })}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </div>
  )
}

const headingOf = (filter: RatingFilter) =>
  filter === 'all'
    ? RELATIONS_TEXTS.players
    : filter === 'rated'
      ? RELATIONS_TEXTS.onlyRated
      : RELATIONS_TEXTS.playersRated(RATING_LABELS[filter])

interface ResultsProps {
  view: ViewState
  dispatch: Dispatch<ViewAction>
  directory: DirectoryView
  ratings: Ratings
  viewerIsAdmin: boolean
  onShowBiography: (entry: DirectoryEntry) => void
}

function Results({ view, dispatch, directory, ratings, viewerIsAdmin, onShowBiography }: ResultsProps) {
  const headingId = useId()
  const top = useRef<HTMLElement>(null)
  const { entries, total, pageCount, pending, refreshing, error, retry } = directory

  const goTo = (page: number) => {
    dispatch({ type: 'page', page })
    // The pages are long on a phone: bring the new page's first cards into view.
    if ((top.current?.getBoundingClientRect().top ?? 0) < 0) top.current?.scrollIntoView({ block: 'start' })
  }

  return (
    <section
      ref={top}
      aria-labelledby={headingId}
      aria-busy={pending || refreshing}
      className="scroll-mt-4 space-y-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold text-strong">
          {headingOf(view.filter)}
        </h2>
        {!pending && !error && entries.length > 0 && (
          <div className="flex flex-wrap items-baseline gap-x-3 text-sm text-subtle">
            {total === null ? (
              <p className="tabular-nums">Showing {formatCount(entries.length, RELATIONS_TEXTS.noun)}</p>
            ) : (
              <PageSummary
                shown={entries.length}
                total={total}
                offset={(view.page - 1) * view.limit}
                noun={RELATIONS_TEXTS.noun}
              />
            )}
          </div>
        )}
      </div>

      <LoadStatus
        pending={pending}
        error={error}
        onRetry={retry}
        hasData={entries.length > 0}
        loading={
          <SkeletonList
            count={Math.min(view.limit, 8)}
            label={RELATIONS_TEXTS.loadingPlayers}
            className={GRID_CLASSES}
            itemClassName="h-52"
          />
        }
      >
        {entries.length === 0 ? (
          <Empty view={view} dispatch={dispatch} />
        ) : (
          <ul
            aria-label={headingOf(view.filter)}
            className={`${GRID_CLASSES} transition-opacity ${refreshing ? 'opacity-60' : ''}`}
          >
            {entries.map((entry) => (
              <li key={entry.name} className="flex">
                <PlayerCard
                  entry={entry}
                  rating={ratings.ratingOf(entry.name)}
                  canRate={ratings.ready}
                  failure={ratings.failureOf(entry.name)}
                  saving={ratings.savingOf(entry.name)}
                  viewerIsAdmin={viewerIsAdmin}
                  onRate={ratings.rate}
                  onShowBiography={onShowBiography}
                />
              </li>
            ))}
          </ul>
        )}
      </LoadStatus>

      <Pagination page={view.page} pageCount={pageCount} onChange={goTo} className="pt-2" />
    </section>
  )
}

function Empty({ view, dispatch }: { view: ViewState; dispatch: Dispatch<ViewAction> }) {
  const search = view.search.trim()
  if (view.filter === 'all') {
    // The search box's own clear button is right above: no second one here.
    return (
      <EmptyState
        icon={UsersIcon}
        title={search ? RELATIONS_TEXTS.noMatch(search) : RELATIONS_TEXTS.noPlayers}
      />
    )
  }
  const title = search
    ? RELATIONS_TEXTS.noRatedMatch(search)
    : view.filter === 'rated'
      ? RELATIONS_TEXTS.noRated
      : RELATIONS_TEXTS.noRatedAt(RATING_LABELS[view.filter])
  return (
    <EmptyState
      icon={UsersIcon}
      title={title}
      action={
        <Button color="secondary" onClick={() => dispatch({ type: 'filter', filter: 'all' })}>
          {RELATIONS_TEXTS.showEveryone}
        </Button>
      }
    />
  )
}
