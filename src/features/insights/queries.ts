import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { useCallback } from 'react'
import { bankQueries } from '@/api/banks'
import { isApiError } from '@/api/client'
import { currencyQueries } from '@/api/currencies'
import { fetchLedger, ledgerKeys, type LedgerEntry, type LedgerPageQuery, type Party } from '@/api/ledger'
import type { TransactionType } from '@/api/ledger.types'
import { nationQueries } from '@/api/nations'
import { worldNow } from '@/lib/world-time'
import {
  appendPage,
  mergeNewest,
  WALK_MAX_PAGES,
  WALK_PAGE_SIZE,
  windowFromDate,
  type InsightWindow,
} from './derive'

// Every read of Insights, in one module: the paged ledger walk (its own query function: many
// pages, published as they come) and the three public lists the rankings read, through the
// resources' shared query options. All of it is spec section 7 calls.

/** What a walk of one party's ledger has gathered so far (kept in the query cache). */
export interface LedgerWalk {
  /** Newest first, as the ledger sends them. */
  rows: LedgerEntry[]
  /** Offset of the next older page. */
  nextOffset: number
  /** Pages asked for so far (the bound is WALK_MAX_PAGES). */
  pages: number
  /** The ledger's count of rows in the window, for the progress bar. */
  total: number
  /** The window's oldest row is in. */
  complete: boolean
  /** The page bound was reached with older rows left: the series starts later than the window. */
  cut: boolean
  /** ISO time of the walk's newest page, on the world's clock: the moment "today's balance" stands for. */
  fetchedAt: string
  /** The from_date the walk's pages were asked with (undefined: the whole ledger). */
  fromDate: string | undefined
}

export interface WalkTarget {
  party: Party
  window: InsightWindow
  /** Only rows of this type (the supply walks mint and burn separately). */
  transactionType?: TransactionType
  currencySymbol?: string
}

/**
 * Under the party's ledger key, so every change that refreshes the party's ledger (a transfer,
 * a mint) refreshes its insights too: and the walk then asks only for the newest page.
 */
export const walkKey = ({ party, window, transactionType, currencySymbol }: WalkTarget) =>
  [
    ...ledgerKeys.party(party),
    'insights',
    window,
    { transactionType: transactionType ?? '', currencySymbol: currencySymbol ?? '' },
  ] as const

/** Pages fetched after the newest one: how far the bar has come, 0 to 1. */
export function walkProgress(walk: LedgerWalk | undefined): number {
  if (!walk) return 0
  if (walk.complete || walk.cut) return 1
  const expected = Math.min(WALK_MAX_PAGES * WALK_PAGE_SIZE, Math.max(walk.total, 1))
  return Math.min(1, walk.rows.length / expected)
}

const startOf = (
  rows: LedgerEntry[],
  total: number,
  hasMore: boolean,
  at: Date,
  fromDate: string | undefined,
): LedgerWalk => ({
  rows,
  nextOffset: rows.length,
  pages: 1,
  total,
  complete: !hasMore || rows.length === 0,
  cut: false,
  fetchedAt: at.toISOString(),
  fromDate,
})

/**
 * Whether the rows walked before still serve a window that now starts on `fromDate`: asked with
 * the same from_date, or complete from an earlier one (the world's clock moved on, or was learnt
 * ahead of the browser's: the extra old rows are left out of the series).
 */
const stillServes = (before: LedgerWalk, fromDate: string | undefined) =>
  before.fromDate === fromDate ||
  (before.complete && fromDate !== undefined && (before.fromDate ?? '') <= fromDate)

/**
 * Walks the party's ledger back, newest first, a page of 200 at a time, publishing each page to
 * the cache as it arrives (the panel draws what has come and shows progress). A walk already in
 * the cache asks only for the newest page and puts its new rows in front; a failure or a Cancel
 * keeps every row gathered so far, and the next run goes on from where it stopped.
 */
export async function walkLedger(
  client: QueryClient,
  key: QueryKey,
  target: WalkTarget,
  signal: AbortSignal,
  now: () => Date = worldNow,
): Promise<LedgerWalk> {
  const fromDate = windowFromDate(target.window, now())
  const query = (offset: number, from = fromDate): LedgerPageQuery => ({
    fromDate: from,
    transactionType: target.transactionType,
    currencySymbol: target.currencySymbol,
    limit: WALK_PAGE_SIZE,
    offset,
  })
  const publish = (walk: LedgerWalk) => {
    client.setQueryData<LedgerWalk>(key, walk)
    return walk
  }

  const cached = client.getQueryData<LedgerWalk>(key)
  const before = cached && stillServes(cached, fromDate) ? cached : undefined
  const newest = await fetchLedger(target.party, query(0), signal)
  // After the newest page: its rows may have shown the world's clock further on than it was known.
  const at = now()
  const merged = before && before.rows.length > 0 ? mergeNewest(before.rows, newest.transactions) : null
  let walk = publish(
    merged && before
      ? {
          ...before,
          rows: merged.rows,
          nextOffset: before.nextOffset + merged.added,
          total: newest.total,
          fetchedAt: at.toISOString(),
        }
      : startOf(newest.transactions, newest.total, newest.hasMore, at, fromDate),
  )

  while (!walk.complete && !walk.cut) {
    if (walk.pages >= WALK_MAX_PAGES) return publish({ ...walk, cut: true })
    const page = await fetchLedger(target.party, query(walk.nextOffset, walk.fromDate), signal)
    walk = publish({
      ...walk,
      rows: appendPage(walk.rows, page.transactions),
      nextOffset: walk.nextOffset + page.transactions.length,
      pages: walk.pages + 1,
      total: page.total,
      complete: !page.hasMore || page.transactions.length === 0,
    })
  }
  return walk
}

export interface WalkState {
  walk: LedgerWalk | undefined
  /** Pages are still coming. */
  loading: boolean
  /** The last page failed (rows gathered before it are still in `walk`). */
  error: unknown
  /** 403: not an officer of this treasury or vault; the panel hides itself. */
  forbidden: boolean
  /** Stopped by Cancel before the window's end. */
  stopped: boolean
  progress: number
  cancel: () => void
  /** Goes on from where the walk stopped (or asks for the newest page when it is complete). */
  retry: () => void
}

/** The walk of a party's ledger over a window; `enabled: false` waits (no party, no balances yet). */
export function useLedgerWalk(target: WalkTarget, enabled = true): WalkState {
  const client = useQueryClient()
  const key = walkKey(target)
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => walkLedger(client, key, target, signal),
    enabled,
    // A walk is many requests: never repeated behind the user's back after an answer.
    retry: (count, error) => count < 1 && isApiError(error) && error.kind === 'network',
  })
  const walk = query.data
  const loading = query.fetchStatus === 'fetching'
  const hash = JSON.stringify(key)
  const cancel = useCallback(
    () => void client.cancelQueries({ queryKey: JSON.parse(hash) as QueryKey, exact: true }),
    [client, hash],
  )
  const { refetch } = query
  const retry = useCallback(() => void refetch(), [refetch])
  return {
    walk,
    loading,
    error: query.isError ? query.error : null,
    forbidden: query.isError && isApiError(query.error) && query.error.status === 403,
    stopped: !!walk && !loading && !query.isError && !walk.complete && !walk.cut,
    progress: walkProgress(walk),
    cancel,
    retry,
  }
}

// ---------------------------------------------------------------- public lists (rankings)

export const useNationList = () => useQuery(nationQueries.list())
export const useBankList = () => useQuery(bankQueries.list())
export const useCurrencyList = () => useQuery(currencyQueries.list())
