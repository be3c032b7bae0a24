import { useState } from 'react'
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { playerQueries } from '@/api/players'
import type { Player } from '@/api/players.types'
import { failureText, queryFailureText } from '@/api/failure'
import { deceasedLast } from '@/lib/deceased-last'
import {
  byRecentActivity,
  byRelation,
  matchesFilter,
  matchesSearch,
  pageCountOf,
  pageOf,
  sortRatedNames,
  type Rating,
} from './ratings'
import { RELATIONS_FAILURES } from './texts'
import type { Ratings } from './use-ratings'
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
function useRatingsAt(basis: string, ratingOf: (name: string) => Rating): (name: string) => Rating {
  const [frozen, setFrozen] = useState({ basis, ratingOf })
  if (frozen.basis !== basis) {
    setFrozen({ basis, ratingOf })
    return ratingOf
  }
  return frozen.ratingOf
}

/**
 * Everyone: the server's page (GET /players pages and searches), in the server's order (most
 * recently seen first) or reordered by rating within the page. Each player read is remembered by
 * name, so a rated view later needs no call for players already seen.
 */
function useServerPage(view: ViewState, ratings: Ratings, enabled: boolean): DirectoryView {
  const client = useQueryClient()
  const query = { page: view.page, limit: view.limit, search: view.search.trim() }
  const result = useQuery({
    ...playerQueries.directory(query, client),
    placeholderData: keepPreviousData,
    enabled,
  })
  const order = useRatingsAt(`${result.dataUpdatedAt}|${view.sort}|${ratings.ready}`, ratings.ratingOf)
  const players = result.data?.players ?? []
  // The server pages by last seen, so the deceased go last within the page on screen.
  const sorted = deceasedLast(
    view.sort === 'relation' ? byRelation(players, (p) => order(p.displayName)) : players,
  )
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

/** The cards the current view shows, however the view gets them (see the two hooks above). */
export function useDirectory(view: ViewState, ratings: Ratings): DirectoryView {
  const everyone = view.filter === 'all'
  const serverPage = useServerPage(view, ratings, everyone)
  const rated = useRatedPlayers(view, ratings, !everyone)
  return everyone ? serverPage : rated
}
