import { useMemo, useState } from 'react'
import { formatAmount } from '@/lib/format'
import { formatDate } from '@/lib/time'
import type { PartyRef } from '@/state/game'
import { Money } from '@/ui/money'
import { ChartWithNumbers, Disclosure, InsightSection } from './ChartFrame'
import { Choice } from './Choice'
import {
  balanceSeries,
  dailyCloses,
  windowFromDate,
  windowStart,
  type DayClose,
  type InsightWindow,
  type Series,
} from './derive'
import { FlowsSection } from './FlowsSection'
import { useLedgerWalk, type LedgerWalk } from './queries'
import type { NumbersColumn } from './NumbersTable'
import type { ChartPoint } from './StepChart'
import { INSIGHT_TEXTS as T } from './texts'
import { WalkStatus } from './WalkStatus'

export interface BalanceHistoryPanelProps {
  party: PartyRef & { name: string }
  /** Today's balances, as the screen already has them: the walk goes back from these. */
  balances: readonly { currencySymbol: string; balance: number }[]
  /** Also show money in and out (flows) under the chart. */
  withFlows?: boolean
  initialWindow?: InsightWindow
  /** h4 inside a card (default), h3 straight under a dialog's title. */
  level?: 3 | 4
}

/** The dates a walk covers, for the ledger a flow bar opens. */
export function walkRange(walk: LedgerWalk, window: InsightWindow) {
  const toDate = walk.fetchedAt.slice(0, 10)
  const oldest = walk.rows[walk.rows.length - 1]?.createdAt.slice(0, 10) ?? toDate
  const fromDate = walk.complete ? (windowFromDate(window, new Date(walk.fetchedAt)) ?? oldest) : oldest
  return { fromDate, toDate }
}

/** The series over the walk: it opens at the window's start only when the walk reached it. */
export function seriesOf(
  party: PartyRef,
  balances: BalanceHistoryPanelProps['balances'],
  walk: LedgerWalk,
  window: InsightWindow,
): Series[] {
  const current = new Map(balances.map((b) => [b.currencySymbol, b.balance]))
  const from = walk.complete ? windowStart(window, new Date(walk.fetchedAt)) : null
  return balanceSeries(party, current, walk.rows, { from, now: walk.fetchedAt })
}

export const dayPoints = (days: readonly DayClose[], symbol: string): ChartPoint[] =>
  days.map((day) => ({
    day: day.day,
    value: day.value,
    notes: [
      ...(day.in ? [`In ${formatAmount(day.in, symbol)}`] : []),
      ...(day.out ? [`Out ${formatAmount(day.out, symbol)}`] : []),
    ],
  }))

/**
 * "Balance history" of a treasury, bank vault or bank account: a chart per currency over a window,
 * the same numbers as a table, and the money in and out. Derived in the browser from the party's
 * ledger; a 403 (not an officer) hides the panel.
 */
export function BalanceHistoryPanel({
  party,
  balances,
  withFlows = true,
  initialWindow = '30',
  level = 4,
}: BalanceHistoryPanelProps) {
  const [window, setWindow] = useState<InsightWindow>(initialWindow)
  const [chosen, setChosen] = useState<string | null>(null)
  const state = useLedgerWalk({ party, window })
  const { walk } = state
  const series = useMemo(
    () => (walk ? seriesOf(party, balances, walk, window) : []),
    [party, balances, walk, window],
  )
  const symbols = series.length ? series.map((s) => s.currencySymbol) : balances.map((b) => b.currencySymbol)
  const symbol = chosen && symbols.includes(chosen) ? chosen : (symbols[0] ?? null)
  const shown = series.find((s) => s.currencySymbol === symbol) ?? null
  const days = useMemo(() => (shown ? dailyCloses(shown) : []), [shown])
  const points = useMemo(() => (symbol ? dayPoints(days, symbol) : []), [days, symbol])

  if (state.forbidden) return null
  const headingId = `balance-history-${party.type}-${party.id}`
  const label = `${T.balanceHistory} of ${party.name}${symbol ? ` in ${symbol}` : ''}`
  const moved = shown ? shown.points.some((p) => p.rowId !== null) : false

  return (
    <InsightSection
      headingId={headingId}
      level={level}
      title={T.balanceHistory}
      window={window}
      onWindow={setWindow}
    >
      {symbols.length > 1 && symbol && (
        <Choice
          label={T.currency}
          options={symbols.map((s) => ({ key: s, label: s }))}
          selected={symbol}
          onChange={setChosen}
        />
      )}
      <WalkStatus state={state} label={T.balanceHistory} />
      {walk && !symbol && <p className="text-sm text-slate-400">{T.noBalances}</p>}
      {walk && shown && symbol && (
        <>
          <ChartWithNumbers
            label={label}
            symbol={symbol}
            points={points}
            summary={
              moved
                ? T.summary(
                    formatDate(`${days[0].day}T12:00:00Z`),
                    formatDate(`${days[days.length - 1].day}T12:00:00Z`),
                    formatAmount(shown.opening, symbol),
                    formatAmount(shown.closing, symbol),
                  )
                : T.empty
            }
            days={days}
            dayKey={(day) => day.day}
            columns={balanceColumns(symbol)}
          />
          {withFlows && (
            <Disclosure summary={T.flows}>
              <div className="mt-3">
                <FlowsSection
                  party={party}
                  currencySymbol={symbol}
                  rows={walk.rows}
                  range={walkRange(walk, window)}
                />
              </div>
            </Disclosure>
          )}
        </>
      )}
    </InsightSection>
  )
}

/** The chart's numbers: each day's money in and out and its closing balance. */
const balanceColumns = (symbol: string): NumbersColumn<DayClose>[] => [
  { header: T.columns.day, cell: (day) => formatDate(`${day.day}T12:00:00Z`) },
  {
    header: T.columns.in,
    align: 'right',
    cell: (day) => (day.in ? <Money amount={day.in} symbol={symbol} direction="in" /> : '—'),
  },
  {
    header: T.columns.out,
    align: 'right',
    cell: (day) => (day.out ? <Money amount={day.out} symbol={symbol} direction="out" /> : '—'),
  },
  {
    header: T.columns.balance,
    align: 'right',
    cell: (day) => <Money amount={day.value} symbol={symbol} className="font-semibold" />,
  },
]
