import { useQuery } from '@tanstack/react-query'
import { bankKeys, fetchBank } from '@/api/banks'
import { fetchTreasury, treasuryKeys } from '@/api/treasuries'
import type { PartyRef } from '@/state/game'
import { QueryStatus } from '@/ui/load-status'
import { BalanceHistoryPanel } from './BalanceHistoryPanel'
import { INSIGHT_TEXTS } from './texts'

export interface EntityHistoryProps {
  /** A treasury (by nation name) or a bank vault. */
  party: PartyRef & { name: string; type: 'treasury' | 'bank' }
  /** Balances the caller already has (a bank from a list); used when the detail call sends none. */
  knownBalances?: readonly { currencySymbol: string; balance: number }[]
}

/**
 * The balance history of any treasury or vault, for the admin panel: today's balances come from
 * the entity's own call (GET /treasuries/{nation}, GET /banks/{id}), then the ledger is walked.
 */
export function EntityHistory({ party, knownBalances = [] }: EntityHistoryProps) {
  const balances = useQuery({
    // Under the entity's detail key (a mint or transfer refreshes it), in an entry of its own: the
    // detail entry itself holds the whole treasury or bank for other screens.
    queryKey: [
      ...(party.type === 'treasury' ? treasuryKeys.detail(party.id) : bankKeys.detail(party.id)),
      'balances',
    ],
    queryFn: ({ signal }) =>
      party.type === 'treasury'
        ? fetchTreasury(party.id, signal).then((t) => t.balances)
        : fetchBank(party.id, signal).then((detail) => detail.bank?.balances ?? knownBalances),
  })
  return (
    <QueryStatus query={balances} failure={INSIGHT_TEXTS.failures[party.type]}>
      {balances.data && <BalanceHistoryPanel party={party} balances={balances.data} level={3} />}
    </QueryStatus>
  )
}
