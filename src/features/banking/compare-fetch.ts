import { useCallback, useMemo, useState } from 'react'
import { hashKey, useQueryClient, type Query, type QueryObserverResult } from '@tanstack/react-query'
import { bankKeys, bankQueries, fetchOfferings } from '@/api/banks'
import type { Bank, Offering } from '@/api/banks.types'
import { MAX_IN_FLIGHT, createLimiter } from '@/lib/limit-concurrency'
import { useBatchedQueries } from '@/lib/use-batched-queries'

// Compare Offerings asks every bank for its offerings (GET /banks/{id}/offerings, the only way
// spec section 7 offers), so a world of a thousand banks means a thousand requests: they wait for
// one of a few places, land in the cache under each bank's one offerings key (the bank's own
// offerings screen reads the same entry), and can be stopped and resumed.

/** Offerings requests in flight at once, however many banks there are. */
const limit = createLimiter(MAX_IN_FLIGHT)

/**
 * Offerings change rarely, and every change made in the console invalidates them: a comparison
 * stays fresh for five minutes, so going back to the tab does not ask a thousand banks again.
 */
const COMPARE_STALE_MS = 5 * 60_000

/** One bank's offerings for the comparison: the bank's offerings query, waiting for a place. */
export const comparedOfferingsQuery = (bankId: string) => ({
  ...bankQueries.offerings(bankId),
  queryFn: ({ signal }: { signal: AbortSignal }) => limit(() => fetchOfferings(bankId, { signal }), signal),
  staleTime: COMPARE_STALE_MS,
})

export interface BankFailure {
  bank: Bank
  error: unknown
}

export interface OfferingsFanOut {
  /** Each bank's offerings, in the banks' order; undefined until they arrive. */
  offerings: readonly (readonly Offering[] | undefined)[]
  /** Banks that answered or failed. */
  settled: number
  total: number
  /** Requests are going out (or waiting for a place). */
  loading: boolean
  /** Stopped by the player before every bank answered. */
  stopped: boolean
  /** Banks whose offerings could not be loaded (and have none from before). */
  failures: BankFailure[]
  /** Aborts the requests in flight and drops the waiting ones; what arrived stays. */
  cancel: () => void
  /** Asks the banks that have not answered yet. */
  resume: () => void
  /** Asks the failed banks again. */
  retryFailed: () => void
}

interface Combined {
  offerings: (readonly Offering[] | undefined)[]
  failed: number[]
  errors: unknown[]
  settled: number
  refetchFailed: () => void
}

function combine(results: readonly QueryObserverResult<Offering[]>[]): Combined {
  const offerings: (readonly Offering[] | undefined)[] = []
  const failed: number[] = []
  const errors: unknown[] = []
  let settled = 0
  results.forEach((result, i) => {
    offerings.push(result.data)
    if (result.data !== undefined) settled++
    else if (result.isError) {
      settled++
      failed.push(i)
      errors.push(result.error)
    }
  })
  const refetchFailed = () => {
    for (const i of failed) void results[i]!.refetch()
  }
  return { offerings, failed, errors, settled, refetchFailed }
}

/** The offerings of every bank, at most MAX_IN_FLIGHT requests at once. */
export function useOfferingsFanOut(banks: readonly Bank[]): OfferingsFanOut {
  const client = useQueryClient()
  const [stopped, setStopped] = useState(false)
  const queries = useMemo(
    () => banks.map((bank) => ({ ...comparedOfferingsQuery(bank.id), enabled: !stopped })),
    [banks, stopped],
  )
  // Answers are rendered in batches: one render (and one merge into the sorted rows) per batch,
  // not per bank, so a thousand banks take as long as the server does.
  const { results, flush } = useBatchedQueries(queries)
  const { offerings, failed, errors, settled, refetchFailed } = useMemo(() => combine(results), [results])

  const cancel = useCallback(() => {
    setStopped(true)
    const ids = new Set(banks.map((bank) => bank.id))
    // Cancelling aborts each query's signal: a request in flight is aborted, a waiting one leaves
    // the queue without being sent; a bank without offerings yet goes back to not asked.
    void client.cancelQueries({ predicate: (query) => isOfferingsOf(query, ids) })
  }, [banks, client])

  const resume = useCallback(() => setStopped(false), [])
  const retryFailed = useCallback(() => {
    setStopped(false)
    refetchFailed()
    flush()
  }, [refetchFailed, flush])

  const failures = useMemo(
    () => failed.map((i, at) => ({ bank: banks[i]!, error: errors[at] })),
    [banks, failed, errors],
  )
  const done = settled === banks.length
  return {
    offerings,
    settled,
    total: banks.length,
    loading: !stopped && !done,
    stopped: stopped && !done,
    failures,
    cancel,
    resume,
    retryFailed,
  }
}

/** A bank's offerings query (bankKeys.offerings, not the active-only one below it). */
function isOfferingsOf(query: Query, ids: ReadonlySet<string>): boolean {
  const id = query.queryKey.find((part): part is string => typeof part === 'string' && ids.has(part))
  return id !== undefined && query.queryHash === hashKey(bankKeys.offerings(id))
}
