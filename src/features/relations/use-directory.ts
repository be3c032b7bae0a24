import { useRef, useState } from 'react'
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { playerQueries } from '@/api/players'
import type { Player } from '@/api/players.types'
import { failureText, queryFailureText } from '@/api/failure'
import { deceasedLast } from '@/lib/deceased-last'
import { nameKey } from '@/lib/names'
import {
  byRecentActivity,
  matchesFilter,
  matchesSearch,
  pageCountOf,
  pageOf,
  sortRatedNames,
  type Rating,
} from './ratings'
import { planRelationPage, relationOrderTotal, unratedSlice, WINDOW_PAGE_SIZE } from './relation-order'
import { RELATIONS_FAILURES } from './texts'
import type { RatedPlayer, Ratings } from './use-ratings'
import type { ViewState } from './view-state'

/** One card: a player, or only a rated name the directory no longer has. */
export interface DirectoryEntry {
  name: string
  player: Player | null
}

export interface DirectoryView {
  /** The cards of the page on screen, in order. */
  entries: readonly DirectoryEntry[]
  /** Every player in this view, on all pages; null when the server did not say. */
  total: number | null
  pageCount: number
  /** Nothing to show yet (skeletons). */
  pending: boolean
  /** A new page is on its way; the old one stays on screen meanwhile. */
  refreshing: boolean
  error: string | null
  retry: () => void
}

/**
 * The ratings a view is ordered by, as they were when the view last changed (new data, another
 * sort, page or filter). Rating a player then never makes its card jump away under the pointer;
 * the new order shows on the next change.
 */
function useRatingsAt<T>(basis: string, ratings: T): T {
  const [frozen, setFrozen] = useState({ basis, ratings })
  if (frozen.basis !== basis) {
    setFrozen({ basis, ratings })
    return ratings
  }
  return frozen.ratings
}

/**
 * Everyone, most recently seen first: the server's page (GET /players pages and searches) as it
 * is. Each player read is remembered by name, so a rated view later needs no call for players
 * already seen.
 */
function useServerPage(view: ViewState, enabled: boolean): DirectoryView {
  const client = useQueryClient()
  const query = { page: view.page, limit: view.limit, search: view.search.trim() }
  const result = useQuery({
    ...playerQueries.directory(query, client),
    placeholderData: keepPreviousData,
    enabled,
  })
  // The server pages by last seen, so the deceased go last within the page on screen.
  const sorted = deceasedLast(result.data?.players ?? [])
  return {
    entries: sorted.map((player) => ({ name: player.displayName, player })),
    total: result.data?.total ?? null,
    pageCount: Math.max(1, result.data?.totalPages ?? 1),
    pending: enabled && result.isPending,
    refreshing: result.isPlaceholderData,
    error: queryFailureText(result, RELATIONS_FAILURES.players),
    retry: () => void result.refetch(),
  }
}

/**
 * The players the character rated (all, or one level), from the ratings themselves: the total is
 * exactly how many ratings match, whatever the server's paging. The search applies to their names.
 * Each player's card data comes by name; by relation only the page on screen is looked up, by
 * recent activity all of them (their last-seen dates decide the order).
 */
function useRatedPlayers(view: ViewState, ratings: Ratings, enabled: boolean): DirectoryView {
  const basis = `${view.filter}|${view.search}|${view.sort}|${view.limit}|${view.page}|${ratings.ready}`
  const order = useRatingsAt(basis, ratings.ratingOf)
  const names = enabled
    ? ratings.rated
        .filter((r) => matchesFilter(r.rating, view.filter) && matchesSearch(r.name, view.search))
        .map((r) => r.name)
    : []
  const byRelationOrder = view.sort === 'relation'
  const ordered = byRelationOrder ? sortRatedNames(names, order) : names
  const wanted = byRelationOrder ? pageOf(ordered, view.page, view.limit) : ordered

  const lookups = useQueries({
    queries: wanted.map((name) => ({ ...playerQueries.byName(name), enabled })),
  })
  const entries = wanted.map((name, i) => ({ name, player: lookups[i]?.data ?? null }))
  const deceased = (entry: DirectoryEntry) => entry.player?.isDeceased ?? false
  // By relation only this page's players are read, so the deceased go last within it; by recent
  // activity every rated player is read, so they go last across all pages.
  const shown = byRelationOrder
    ? deceasedLast(entries, deceased)
    : pageOf(
        deceasedLast(
          byRecentActivity(
            entries,
            (e) => e.player,
            (e) => e.name,
          ),
          deceased,
        ),
        view.page,
        view.limit,
      )
  const failed = lookups.filter((l) => l.isError)

  return {
    entries: shown,
    total: ratings.ready ? names.length : null,
    pageCount: pageCountOf(names.length, view.limit),
    pending: enabled && (ratings.pending || lookups.some((l) => l.isPending)),
    refreshing: false,
    error: ratings.error ?? (failed[0] ? failureText(failed[0].error, RELATIONS_FAILURES.players) : null),
    retry: () => {
      if (ratings.error) ratings.retry()
      for (const lookup of failed) void lookup.refetch()
    },
  }
}

const ratingIn = (rated: readonly RatedPlayer[]) => {
  const byName = new Map(rated.map((r) => [r.name, r.rating]))
  return (name: string): Rating => byName.get(name) ?? 0
}

/**
 * What a view showed last, kept on screen (dimmed) while its next page is on its way, as
 * `keepPreviousData` does for one query. A failure shows at once; a disabled view forgets.
 */
function useKept(view: DirectoryView, enabled: boolean): DirectoryView {
  const kept = useRef<DirectoryView | null>(null)
  if (!enabled) kept.current = null
  else if (!view.pending && !view.error && view.entries.length > 0) kept.current = view
  if (view.pending && !view.error && kept.current)
    return { ...kept.current, pending: false, refreshing: true }
  return view
}

/**
 * Everyone by relation (relation-order.ts): the rated players first, by rating then name, then
 * the others in the server's order, across pages. Every rated player matching the search is
 * looked up by name (most are remembered from the directory's pages; at most MAX_IN_FLIGHT calls
 * at once): their places in the server's order decide which unrated players fill a page. Then
 * one or two GET /players pages of WINDOW_PAGE_SIZE hold this page's unrated players, wherever
 * the page is. Without the ratings (still loading, or failed: the summary says so) nobody is rated.
 */
function useRelationOrder(view: ViewState, ratings: Ratings, enabled: boolean): DirectoryView {
  const client = useQueryClient()
  const search = view.search.trim()
  // Rating a player while a page is on screen does not move cards under the pointer: the order
  // of the page stays as it was until the view changes.
  const rated = useRatingsAt(
    `${view.filter}|${view.sort}|${search}|${view.limit}|${view.page}|${ratings.ready}`,
    ratings.rated,
  )
  const names = enabled
    ? sortRatedNames(
        rated.filter((r) => matchesSearch(r.name, search)).map((r) => r.name),
        ratingIn(rated),
      )
    : []
  const lookups = useQueries({
    queries: names.map((name) => ({ ...playerQueries.byName(name), enabled })),
  })
  const looked = lookups.every((l) => l.isSuccess)
  const listed = lookups.flatMap((l) => (l.data ? [l.data] : []))

  const plan = planRelationPage(names.length, listed.length, view.page, view.limit)
  const pages = useQueries({
    queries: plan.serverPages.map((page) => ({
      ...playerQueries.directory({ page, limit: WINDOW_PAGE_SIZE, search }, client),
      enabled: enabled && looked && !ratings.pending,
    })),
  })

  const ratedKeys = new Set(names.map(nameKey))
  const byName = new Map(names.map((name, i) => [name, lookups[i]?.data ?? null]))
  const ratedEntries = names
    .slice(plan.rated.from, plan.rated.to)
    .map((name) => ({ name, player: byName.get(name) ?? null }))
  const unrated = unratedSlice(
    pages.map((p) => p.data?.players ?? []),
    plan.serverPages[0] ?? 1,
    listed,
    (name) => ratedKeys.has(nameKey(name)),
    plan.unrated,
  )
  const serverTotal = pages[0]?.data?.total ?? null
  const total = serverTotal === null ? null : relationOrderTotal(names.length, listed.length, serverTotal)
  const full = unrated.length === plan.unrated.to - plan.unrated.from
  const failed = [...lookups, ...pages].filter((q) => q.isError)
  const entries: DirectoryEntry[] = [
    ...ratedEntries,
    ...unrated.map((player) => ({ name: player.displayName, player })),
  ]

  const pending =
    enabled && (ratings.pending || lookups.some((l) => l.isPending) || pages.some((p) => p.isPending))
  const shown = useKept(
    {
      // A page shows whole or not at all: never its rated players alone while the rest is on its
      // way. The deceased go last within the page on screen (spec section 4), the rated ones too.
      entries:
        pending || failed.length > 0 ? [] : deceasedLast(entries, (e) => e.player?.isDeceased ?? false),
      total,
      pageCount:
        total === null ? view.page + (full && plan.unrated.to > 0 ? 1 : 0) : pageCountOf(total, view.limit),
      pending,
      refreshing: false,
      error: failed[0] ? failureText(failed[0].error, RELATIONS_FAILURES.players) : null,
      retry: () => {
        for (const query of failed) void query.refetch()
      },
    },
    enabled,
  )
  return shown
}

/** The cards the current view shows, however the view gets them (see the hooks above). */
export function useDirectory(view: ViewState, ratings: Ratings): DirectoryView {
  const everyone = view.filter === 'all'
  const serverPage = useServerPage(view, everyone && view.sort === 'recent')
  const byRelation = useRelationOrder(view, ratings, everyone && view.sort === 'relation')
  const rated = useRatedPlayers(view, ratings, !everyone)
  if (!everyone) return rated
  return view.sort === 'relation' ? byRelation : serverPage
}
