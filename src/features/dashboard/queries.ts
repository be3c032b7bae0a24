import { useCallback, useDeferredValue } from 'react'
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { bankQueries } from '@/api/banks'
import type { BankAccount } from '@/api/banks.types'
import {
  accountPartyId,
  fetchLedger,
  ledgerQueries,
  type LedgerPage,
  type LedgerPageQuery,
  type Party,
} from '@/api/ledger'
import { nationQueries } from '@/api/nations'
import { treasuryQueries } from '@/api/treasuries'
import { MAX_IN_FLIGHT, createLimiter } from '@/lib/limit-concurrency'
import { watchedAccounts } from './activity'
import { useDashboardRefresh } from './use-dashboard-refresh'

// The dashboard's reads, all spec section 7 calls, from the resources' query options so the areas
// share what the dashboard loaded (and their changes refresh it), each with the 60 s refresh.

/** The first page of each watched account's ledger: enough for five new lines and the newest rows. */
export const LEDGER_PREVIEW: LedgerPageQuery = { limit: 10, offset: 0 }

/** Ledger previews in flight at once (one character may hold many accounts). */
const ledgerLimit = createLimiter(MAX_IN_FLIGHT)

/**
 * A panel's reads as it renders them: each answer in a background render, in slices. TanStack
 * Query hands answers to React as an external store, which React renders at once, in the task the
 * answer arrived in: a panel, and the calls its answer starts, in one long task on a phone. Here
 * the panel keeps its last answer for that task and renders the new one when React has time,
 * yielding to the player's input.
 */
const useInBackground = useDeferredValue

/** GET /players/{name}/accounts. */
export const useCharacterAccounts = (character: string) =>
  useInBackground(useQuery({ ...bankQueries.playerAccounts(character), ...useDashboardRefresh() }))

export interface AccountPage {
  account: BankAccount
  page: LedgerPage
}

export interface LedgerPreviews {
  /** Pages that arrived (a failed refresh keeps its last page). */
  pages: AccountPage[]
  /** No page yet and at least one still loading. */
  pending: boolean
  /** Watched accounts whose page failed and has nothing to show. */
  failed: BankAccount[]
  /** The first failure, for its text. */
  error: unknown
  retry: () => void
}

const accountParty = (account: BankAccount): Party => ({
  type: 'account',
  id: accountPartyId(account.bankId, account.id),
})

/** An account's first ledger page (the ledger's own key), waiting for a place among those in flight. */
function previewQuery(account: BankAccount) {
  const party = accountParty(account)
  return {
    queryKey: ledgerQueries.page(party, LEDGER_PREVIEW).queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      ledgerLimit(() => fetchLedger(party, LEDGER_PREVIEW, signal), signal),
  }
}

/** GET /banks/{bankId}/accounts/{accountId}/transactions?limit=10&offset=0 of each watched account. */
export function useLedgerPreviews(accounts: readonly BankAccount[] | undefined): LedgerPreviews {
  const refresh = useDashboardRefresh()
  const watched = watchedAccounts(accounts ?? [])
  const combine = useCallback(
    (results: UseQueryResult<LedgerPage>[]): LedgerPreviews => {
      const pages: AccountPage[] = []
      const failed: BankAccount[] = []
      let error: unknown = null
      results.forEach((result, i) => {
        const account = watched[i]!
        if (result.data) pages.push({ account, page: result.data })
        else if (result.isError) {
          failed.push(account)
          error ??= result.error
        }
      })
      return {
        pages,
        pending: results.some((r) => r.isPending && !r.isError),
        failed,
        error,
        retry: () => {
          for (const r of results) if (r.isError) void r.refetch()
        },
      }
    },
    // The watched list is derived from `accounts` on every render; its identity is its numbers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [watched.map((a) => a.accountNumber).join(',')],
  )
  return useInBackground(
    useQueries({
      queries: watched.map((account) => ({
        ...previewQuery(account),
        enabled: accounts !== undefined,
        ...refresh,
      })),
      combine,
    }),
  )
}

/** GET /nations/my-memberships (the selected character's). */
export const useMyMemberships = (character: string) =>
  useInBackground(useQuery({ ...nationQueries.memberships(character), ...useDashboardRefresh() }))

/** GET /banks: officers and, for the banks the character is an officer of, vault balances. */
export const useBankList = () =>
  useInBackground(useQuery({ ...bankQueries.list(), ...useDashboardRefresh() }))

/** GET /treasuries/{nation}: only asked for a nation the character is an officer of. */
export const useTreasury = (nation: string | null) =>
  useInBackground(useQuery({ ...treasuryQueries.detail(nation ?? ''), ...useDashboardRefresh() }))
