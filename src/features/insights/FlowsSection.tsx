import { ArrowDownRightIcon, ArrowUpRightIcon } from '@heroicons/react/20/solid'
import clsx from 'clsx'
import type { LedgerEntry } from '@/api/ledger'
import type { TransactionType } from '@/api/ledger.types'
import { TRANSACTION_TYPE_LABELS } from '@/features/ledger'
import { formatAmount, formatCount } from '@/lib/format'
import { formatDate } from '@/lib/time'
import { openLedger, type PartyRef } from '@/state/game'
import { Money } from '@/ui/money'
import { flowsOf, OTHERS_KEY, type FlowBar, type WeekNet } from './derive'
import type { Column } from '@/ui/data-table'
import { NumbersTable } from './NumbersTable'
import { INSIGHT_TEXTS as T, TRANSACTION } from './texts'

export interface FlowsSectionProps {
  party: PartyRef & { name: string }
  currencySymbol: string
  rows: readonly LedgerEntry[]
  /** The dates the rows cover (YYYY-MM-DD), for the ledger a bar opens. */
  range: { fromDate: string; toDate: string }
}

export const typeLabel = (type: string) => TRANSACTION_TYPE_LABELS[type as TransactionType] ?? type

/**
 * Money in and out of a party in one currency: bars by type and by counterparty (each opens the
 * Transaction Ledger filtered to it) and the net of every week. In and out differ by arrow, sign
 * and the stripes of out bars, not by colour alone.
 */
export function FlowsSection({ party, currencySymbol, rows, range }: FlowsSectionProps) {
  const flows = flowsOf(party, currencySymbol, rows)
  if (flows.totalIn === 0 && flows.totalOut === 0) return <p className="text-sm text-subtle">{T.noFlows}</p>
  const largest = Math.max(
    1,
    ...[...flows.inByType, ...flows.outByType, ...flows.inByParty, ...flows.outByParty].map((b) => b.amount),
  )
  const filter = { ...range, currencySymbol }
  const byType = (bar: FlowBar) =>
    openLedger(party, { filter: { ...filter, transactionType: bar.key as TransactionType } })
  const byParty = (bar: FlowBar) =>
    openLedger(party, { filter, counterparty: bar.key === OTHERS_KEY ? undefined : bar.label })
  const groups = [
    { title: T.byType, direction: 'in', bars: flows.inByType, label: typeLabel, onOpen: byType },
    { title: T.byType, direction: 'out', bars: flows.outByType, label: typeLabel, onOpen: byType },
    { title: T.byCounterparty, direction: 'in', bars: flows.inByParty, onOpen: byParty },
    { title: T.byCounterparty, direction: 'out', bars: flows.outByParty, onOpen: byParty },
  ] as const
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-2">
      {groups.map((group) => (
        <BarGroup
          key={`${group.title} ${group.direction}`}
          {...group}
          largest={largest}
          symbol={currencySymbol}
        />
      ))}
      <div className="lg:col-span-2">
        <h5 className="mb-2 text-sm font-semibold text-soft">{T.netPerWeek}</h5>
        <NumbersTable
          label={`${T.netPerWeek} in ${currencySymbol}`}
          rows={flows.weeks}
          rowKey={(week) => week.week}
          columns={weekColumns(currencySymbol)}
        />
      </div>
    </div>
  )
}

const weekColumns = (symbol: string): Column<WeekNet>[] => [
  { header: T.columns.week, cell: (week) => formatDate(`${week.week}T12:00:00Z`) },
  {
    header: T.columns.in,
    align: 'right',
    cell: (week) => <Money amount={week.in} symbol={symbol} direction="in" />,
  },
  {
    header: T.columns.out,
    align: 'right',
    cell: (week) => <Money amount={week.out} symbol={symbol} direction="out" />,
  },
  {
    header: T.columns.net,
    align: 'right',
    // A net is a change: signed like the flows beside it ("+$AR 5", "−$AR 3").
    cell: (week) => <Money amount={week.net} symbol={symbol} direction="change" className="font-semibold" />,
  },
]

// The name says the amount with a plain space where the seen text has a no-break one: the
// accessibility check reads the two spaces as different words (label-content-name-mismatch).
const spoken = (text: string) => text.replace(/\u00a0/g, ' ')

interface BarGroupProps {
  title: string
  direction: 'in' | 'out'
  bars: readonly FlowBar[]
  largest: number
  symbol: string
  label?: (key: string) => string
  onOpen: (bar: FlowBar) => void
}

function BarGroup({ title, direction, bars, largest, symbol, label, onOpen }: BarGroupProps) {
  const Icon = direction === 'in' ? ArrowDownRightIcon : ArrowUpRightIcon
  const heading = `${direction === 'in' ? T.moneyIn : T.moneyOut}: ${title.toLowerCase()}`
  return (
    <section aria-label={heading}>
      <h5 className="mb-2 flex items-center gap-1.5 text-sm font-semibold text-soft">
        <Icon
          className={clsx('size-4', direction === 'in' ? 'text-money-in' : 'text-money-out')}
          aria-hidden="true"
        />
        {heading}
      </h5>
      {bars.length === 0 ? (
        <p className="text-sm text-subtle">—</p>
      ) : (
        <ul className="space-y-1">
          {bars.map((bar) => {
            const name = label ? label(bar.key) : bar.label
            const amount = formatAmount(direction === 'in' ? bar.amount : -bar.amount, symbol, {
              signed: true,
            })
            return (
              <li key={bar.key}>
                <button
                  type="button"
                  onClick={() => onOpen(bar)}
                  aria-label={`${name}: ${direction === 'in' ? 'in' : 'out'} ${spoken(formatAmount(bar.amount, symbol))} in ${formatCount(bar.count, TRANSACTION)}. ${T.openLedger(name)}`}
                  title={T.openLedger(name)}
                  className="group block w-full rounded-md px-1 py-1 text-left hover:bg-tint/5 focus:not-focus-visible:outline-hidden focus-visible:outline-2 focus-visible:outline-focus"
                >
                  <span className="flex items-baseline justify-between gap-2 text-xs">
                    <span className="min-w-0 truncate text-soft">{name}</span>
                    <span
                      className={clsx(
                        'shrink-0 whitespace-nowrap tabular-nums',
                        direction === 'in' ? 'text-money-in' : 'text-money-out',
                      )}
                    >
                      {amount}
                    </span>
                  </span>
                  <span className="mt-1 block h-2 rounded-full bg-surface-raised">
                    <span
                      className={clsx(
                        'block h-2 rounded-full',
                        direction === 'in'
                          ? 'bg-money-in-bar'
                          : 'bg-[repeating-linear-gradient(135deg,var(--color-money-out-bar)_0_4px,var(--color-money-out-deep)_4px_7px)]',
                      )}
                      style={{ width: `${Math.max(2, (bar.amount / largest) * 100)}%` }}
                    />
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
