import { useMemo, useState } from 'react'
import { formatAmount } from '@/lib/format'
import { formatDate } from '@/lib/time'
import type { PartyRef } from '@/state/game'
import { Money } from '@/ui/money'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table'
import { Choice } from './Choice'
import {
  balanceSeries,
  dailyCloses,
  INSIGHT_WINDOWS,
  windowFromDate,
  windowStart,
  type DayClose,
  type InsightWindow,
  type Series,
} from './derive'
import { FlowsSection } from './FlowsSection'
import { useLedgerWalk, type LedgerWalk } from './queries'
import { StepChart, type ChartPoint } from './StepChart'
import { INSIGHT_TEXTS as T } from './texts'
import { WalkStatus } from './WalkStatus'

export interface BalanceHistoryPanelProps {
  party: PartyRef & { name: string }
  /** Today's balances, as the screen already has them: the walk goes back from these. */
  balances: readonly { currencySymbol: string; balance: number }[]
  /** Also show money in and out (flows) under the chart. */
  withFlows?: boolean
  initialWindow?: InsightWindow
}

export const WINDOW_OPTIONS = INSIGHT_WINDOWS.map((key) => ({ key, label: T.windows[key] }))

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
    <section aria-labelledby={headingId} className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-base font-semibold text-white">
          {T.balanceHistory}
        </h4>
        <Choice label={T.window} options={WINDOW_OPTIONS} selected={window} onChange={setWindow} />
      </div>
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
          <StepChart label={label} points={points} symbol={symbol} />
          <p className="text-sm text-slate-300">
            {moved
              ? T.summary(
                  formatDate(`${days[0].day}T12:00:00Z`),
                  formatDate(`${days[days.length - 1].day}T12:00:00Z`),
                  formatAmount(shown.opening, symbol),
                  formatAmount(shown.closing, symbol),
                )
              : T.empty}
          </p>
          <details className="rounded-lg bg-white/[0.03] px-3 py-2 ring-1 ring-white/5">
            <summary className="cursor-pointer text-sm font-medium text-slate-200">{T.showTable}</summary>
            <DayTable days={days} symbol={symbol} label={label} />
          </details>
          {withFlows && (
            <details className="rounded-lg bg-white/[0.03] px-3 py-2 ring-1 ring-white/5">
              <summary className="cursor-pointer text-sm font-medium text-slate-200">{T.flows}</summary>
              <div className="mt-3">
                <FlowsSection
                  party={party}
                  currencySymbol={symbol}
                  rows={walk.rows}
                  range={walkRange(walk, window)}
                />
              </div>
            </details>
          )}
        </>
      )}
    </section>
  )
}

/** The chart's numbers, newest day first. */
function DayTable({ days, symbol, label }: { days: readonly DayClose[]; symbol: string; label: string }) {
  return (
    <Table label={label} dense wrapperClassName="mt-2 max-h-80">
      <TableHead>
        <TableRow>
          <TableHeader>{T.columns.day}</TableHeader>
          <TableHeader align="right">{T.columns.in}</TableHeader>
          <TableHeader align="right">{T.columns.out}</TableHeader>
          <TableHeader align="right">{T.columns.balance}</TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {[...days].reverse().map((day) => (
          <TableRow key={day.day}>
            <TableCell>{formatDate(`${day.day}T12:00:00Z`)}</TableCell>
            <TableCell align="right">
              {day.in ? <Money amount={day.in} symbol={symbol} direction="in" /> : '—'}
            </TableCell>
            <TableCell align="right">
              {day.out ? <Money amount={day.out} symbol={symbol} direction="out" /> : '—'}
            </TableCell>
            <TableCell align="right">
              <Money amount={day.value} symbol={symbol} className="font-semibold" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
