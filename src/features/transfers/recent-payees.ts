import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import {
  accountPartyIdFromNumber,
  ledgerQueries,
  partyKey,
  type LedgerEntry,
  type LedgerPageQuery,
  type Party,
} from '@/api/ledger'
import type { PickedParty } from './transfer-form'

/**
 * The rows recent payees are read from: the source's newest transfers, one ledger page (one
 * request, whatever the ledger's size).
 */
export const RECENT_PAYEES_PAGE: LedgerPageQuery = { transactionType: 'transfer', limit: 50, offset: 0 }

/** How many recent payees the account picker offers above its search. */
export const RECENT_PAYEES_MAX = 5

/**
 * The accounts `source` sent transfers to, newest first, each once, never the source itself: the
 * people a player pays again (rent, wages) are one click away instead of a search.
 */
export function recentPayees(
  source: Party,
  rows: readonly LedgerEntry[],
  max = RECENT_PAYEES_MAX,
): PickedParty[] {
  const own = partyKey(source.type, source.id)
  const seen = new Set<string>([own])
  const payees: PickedParty[] = []
  for (const row of rows) {
    if (payees.length >= max) break
    const { from, to } = row
    if (!from?.id || from.type !== source.type || partyKey(from.type, from.id) !== own) continue
    if (to?.type !== 'account' || !to.id) continue
    const key = partyKey('account', to.id)
    if (seen.has(key)) continue
    seen.add(key)
    const id = to.id.includes('|') ? to.id : (accountPartyIdFromNumber(to.id) ?? to.id)
    payees.push({ type: 'account', id, label: to.name || to.id })
  }
  return payees
}

/** The source's recent payees; none until a source is chosen, and none when its ledger fails (logged). */
export function useRecentPayees(source: PickedParty | null): PickedParty[] {
  const party: Party = source ?? { type: 'account', id: '' }
  const page = useQuery({ ...ledgerQueries.page(party, RECENT_PAYEES_PAGE), enabled: !!source?.id })
  useEffect(() => {
    if (page.error) console.warn('Recent payees could not be loaded', page.error)
  }, [page.error])
  return source && page.data ? recentPayees(source, page.data.transactions) : []
}
