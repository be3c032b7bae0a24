import { ChartBarIcon } from '@heroicons/react/20/solid'
import { useQuery } from '@tanstack/react-query'
import { Suspense, type ReactNode } from 'react'
import { bankQueries } from '@/api/banks'
import { currencyQueries } from '@/api/currencies'
import { nationQueries } from '@/api/nations'
import { lazyChunk } from '@/lib/lazy-chunk'
import { Button } from '@/ui/button'
import { Spinner } from '@/ui/spinner'
import type { AccountsHistoryProps } from './AccountsHistory'
import type { BalanceHistoryPanelProps as BalanceHistoryProps } from './BalanceHistoryPanel'
import type { EntityHistoryProps } from './EntityHistory'
import type { RankingsPanelProps as RankingsProps } from './RankingsPanel'
import type { SupplyPanelProps as SupplyProps } from './SupplyPanel'
import { INSIGHT_TEXTS as T } from './texts'

// Insights' public entry, the small eager side other areas import: buttons and lazy wrappers.
// The panels, derivations and charts (./insights-chunk) stay in their own chunk until one is opened.

const load = () => import('./insights-chunk')
const BalanceHistoryChunk = lazyChunk(load, (m) => m.BalanceHistoryPanel)
const SupplyChunk = lazyChunk(load, (m) => m.SupplyPanel)
const RankingsChunk = lazyChunk(load, (m) => m.RankingsPanel)
const EntityHistoryChunk = lazyChunk(load, (m) => m.EntityHistory)
const AccountsHistoryChunk = lazyChunk(load, (m) => m.AccountsHistory)

const pending = (label: string) => <Spinner label={label} />

export function BalanceHistory(props: BalanceHistoryProps) {
  return (
    <Suspense fallback={pending(T.loadingBalanceHistory)}>
      <BalanceHistoryChunk {...props} />
    </Suspense>
  )
}

/** A treasury's or vault's history that loads its own balances (the admin panel's entities). */
export function EntityBalanceHistory(props: EntityHistoryProps) {
  return (
    <Suspense fallback={pending(T.loadingBalanceHistory)}>
      <EntityHistoryChunk {...props} />
    </Suspense>
  )
}

/** The history of a character's bank accounts, one account at a time (the admin panel). */
export function CharacterAccountsHistory(props: AccountsHistoryProps) {
  return (
    <Suspense fallback={pending(T.loadingBalanceHistory)}>
      <AccountsHistoryChunk {...props} />
    </Suspense>
  )
}

export function MoneySupply(props: SupplyProps) {
  return (
    <Suspense fallback={pending(T.loadingMoneySupply)}>
      <SupplyChunk {...props} />
    </Suspense>
  )
}

/**
 * Subscribes to the lists the rankings read as soon as their tab opens, so their requests (the
 * whole nation list is 9 MB on the biggest servers) overlap the download of the panel's chunk
 * rather than wait for it. The panel reads the same cache entries; this wrapper never re-renders
 * for them.
 */
function useRankingLists() {
  const quiet = { notifyOnChangeProps: [] }
  useQuery({ ...nationQueries.list(), ...quiet })
  useQuery({ ...bankQueries.list(), ...quiet })
  useQuery({ ...currencyQueries.list(), ...quiet })
}

export function Rankings(props: RankingsProps) {
  useRankingLists()
  return (
    <Suspense fallback={pending(T.loadingRankings)}>
      <RankingsChunk {...props} />
    </Suspense>
  )
}

/** Shows or hides a chart panel; the panel's chunk and its ledger calls wait for this press. */
export function InsightButton({
  open,
  onToggle,
  children = T.showChart,
}: {
  open: boolean
  onToggle: () => void
  children?: ReactNode
}) {
  return (
    <Button color={open ? 'primary' : 'secondary'} size="sm" aria-expanded={open} onClick={onToggle}>
      <ChartBarIcon data-slot="icon" aria-hidden="true" />
      {children}
    </Button>
  )
}
