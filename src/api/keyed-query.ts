import { queryOptions, type QueryKey } from '@tanstack/react-query'

/**
 * The query of one thing named by `id` (a bank, a nation, a transaction): its key and fetcher
 * together, and nothing fetched while the id is still empty (a screen opened before its choice).
 */
export const keyedQuery = <T, K extends QueryKey>(
  queryKey: K,
  id: string,
  fetch: (id: string, signal: AbortSignal) => Promise<T>,
) => queryOptions({ queryKey, queryFn: ({ signal }) => fetch(id, signal), enabled: !!id })
