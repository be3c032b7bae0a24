import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import {
  QueriesObserver,
  useQueryClient,
  type QueryKey,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/react-query'

/** How long answers are collected before the screen renders them, at least. */
export const BATCH_MS = 100

/**
 * A batch waits at least this many times as long as rendering the last one took, so rendering
 * never takes more than about a third of the main thread from the answers still arriving.
 */
const COST_FACTOR = 3

/**
 * Like `useQueries`, for hundreds of queries that settle one after another: the results are
 * committed at most once per `everyMs`, however many queries changed in between. `useQueries`
 * renders (and runs its `combine`, and compares the combined result deeply) once per change of
 * any query, which for a thousand queries costs more than the requests themselves. On a slow
 * device, where rendering a batch takes longer, batches grow (see COST_FACTOR).
 *
 * `queries` must be stable (memoised): a new array re-applies every query's options. `flush`
 * renders the results now, for what the user just did (a retry shows as asked at once).
 */
export function useBatchedQueries<TData, TKey extends QueryKey = QueryKey>(
  queries: readonly QueryObserverOptions<TData, Error, TData, TData, TKey>[],
  everyMs = BATCH_MS,
): BatchedQueries<TData> {
  const client = useQueryClient()
  const [observer] = useState(() => new QueriesObserver(client, asOptions(queries)))
  const [results, setResults] = useState(() => read<TData>(observer))
  // When the last batch was handed to React, and how long it took to reach the screen's DOM.
  const committing = useRef<number | null>(null)
  const cost = useRef(0)
  useLayoutEffect(() => {
    if (committing.current === null) return
    cost.current = performance.now() - committing.current
    committing.current = null
  }, [results])

  useEffect(() => {
    // A new list (or new options, such as `enabled`) is shown at once, not a batch later.
    observer.setQueries(asOptions(queries))
    setResults(read<TData>(observer))
  }, [observer, queries])

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = observer.subscribe(() => {
      if (timer !== undefined) return
      timer = setTimeout(
        () => {
          timer = undefined
          committing.current = performance.now()
          setResults(read<TData>(observer))
        },
        Math.max(everyMs, COST_FACTOR * cost.current),
      )
    })
    // Anything that changed between the first render and subscribing.
    setResults(read<TData>(observer))
    return () => {
      unsubscribe()
      clearTimeout(timer)
    }
  }, [observer, everyMs])

  const flush = useCallback(() => setResults(read<TData>(observer)), [observer])
  return { results, flush }
}

export interface BatchedQueries<TData> {
  /** One result per query, in the queries' order, as of the last batch. */
  results: readonly QueryObserverResult<TData>[]
  flush: () => void
}

// QueriesObserver is typed for any data; each query here is one of TData.
const asOptions = <TData, TKey extends QueryKey>(
  queries: readonly QueryObserverOptions<TData, Error, TData, TData, TKey>[],
) => queries as unknown as QueryObserverOptions[]
const read = <TData>(observer: QueriesObserver) =>
  observer.getCurrentResult() as readonly QueryObserverResult<TData>[]
