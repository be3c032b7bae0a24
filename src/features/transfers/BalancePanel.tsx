import { useQuery } from '@tanstack/react-query'
import type { Party } from '@/api/ledger'
import { failureText } from '@/api/failure'
import { transferQueries, type BalanceInfo } from '@/api/transfers'
import { Alert } from '@/ui/alert'
import { Money } from '@/ui/money'
import { Spinner } from '@/ui/spinner'
import { TRANSFER_FAILURES, TRANSFER_TEXTS } from './texts'

const B = TRANSFER_TEXTS.balance

export interface SourceBalance {
  info: BalanceInfo | null
  error: string | null
  loading: boolean
}

/**
 * What the source can pay in the chosen currency (GET /transfers/balance). Asked again whenever
 * source and currency are all set; with any of them missing there is no balance and no error
 * (spec section 4), and a failure clears the balance.
 */
export function useSourceBalance(
  source: Party | null,
  currencySymbol: string,
  /** Only a balance read at or after this time (ms) counts: older ones are still loading. */
  readSince = 0,
): SourceBalance {
  const ready = source !== null && currencySymbol !== ''
  const params = { sourceType: source?.type ?? 'treasury', sourceId: source?.id ?? '', currencySymbol }
  const balance = useQuery({
    ...transferQueries.balance(params),
    enabled: ready,
    staleTime: 0,
  })
  if (!ready) return { info: null, error: null, loading: false }
  if (balance.isError)
    return { info: null, error: failureText(balance.error, TRANSFER_FAILURES.balance), loading: false }
  if (balance.dataUpdatedAt < readSince) return { info: null, error: null, loading: true }
  return { info: balance.data ?? null, error: null, loading: balance.isPending }
}

export interface BalancePanelProps extends SourceBalance {
  symbol: string
  /** The whole amount typed, if any. */
  amount: number | null
}

/** The balance, the overdraft, what is available and what remains after this transfer. */
export function BalancePanel({ info, error, loading, symbol, amount }: BalancePanelProps) {
  if (error) return <Alert kind="error">{error}</Alert>
  if (loading) return <Spinner label={B.loading} />
  if (!info) return null
  const rows: { term: string; amount: number }[] = [{ term: B.balance, amount: info.balance }]
  if (info.overdraftLimit > 0) rows.push({ term: B.overdraft, amount: info.overdraftLimit })
  rows.push({ term: B.available, amount: info.availableBalance })
  if (amount !== null && amount > 0) rows.push({ term: B.remaining, amount: info.balance - amount })
  return (
    <section aria-label={B.region} className="rounded-xl bg-tint/[0.04] px-3 py-2 ring-1 ring-line">
      <dl className="divide-y divide-line-soft text-sm">
        {rows.map((row) => (
          <div key={row.term} className="flex items-center justify-between gap-4 py-1.5">
            <dt className="text-subtle">{row.term}</dt>
            <dd className="font-medium text-strong">
              <Money amount={row.amount} symbol={symbol} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
