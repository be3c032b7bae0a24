import { useMemo, useState } from 'react'
import type { PartyRef } from '@/state/game'
import { ChartWithNumbers, Disclosure, InsightSection } from './ChartFrame'
import { Choice } from './Choice'
import { closesSummary, dayCloseColumns, dayClosePoints, type DayCloseView } from './day-closes'
import {
  balanceSeries,
  dailyCloses,
  rowsFrom,
  windowFromDate,
  windowStart,
  type InsightWindow,
  type Series,
} from './derive'
import { FlowsSection } from './FlowsSection'
import { useLedgerWalk, type LedgerWalk } from './queries'
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

/** The window's first moment, on the world's clock, when the walk reached it; else null. */
const walkFrom = (walk: LedgerWalk, window: InsightWindow) =>
  walk.complete ? windowStart(window, new Date(walk.fetchedAt)) : null

/** The series over the walk: it opens at the window's start only when the walk reached it. */
export function seriesOf(
  party: PartyRef,
  balances: BalanceHistoryPanelProps['balances'],
  walk: LedgerWalk,
  window: InsightWindow,
): Series[] {
  const current = new Map(balances.map((b) => [b.currencySymbol, b.balance]))
  const from = walkFrom(walk, window)
  return balanceSeries(party, current, rowsFrom(walk.rows, from), { from, now: walk.fetchedAt })
}

// A function: the headers are read at render, in the current language.
const balanceView = (): DayCloseView => ({
  up: { key: 'in', header: T.columns.in, note: T.moveNotes.in },
  down: { key: 'out', header: T.columns.out, note: T.moveNotes.out },
  valueHeader: T.columns.balance,
})

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
  const points = useMemo(() => (symbol ? dayClosePoints(days, symbol, balanceView()) : []), [days, symbol])

  if (state.forbidden) return null
  const headingId = `balance-history-${party.type}-${party.id}`
  const label = `${T.balanceHistory} of ${party.name}${symbol ? ` in ${symbol}` : ''}`

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
      {walk && !symbol && <p className="text-sm text-subtle">{T.noBalances}</p>}
      {walk && shown && symbol && (
        <>
          <ChartWithNumbers
            label={label}
            symbol={symbol}
            points={points}
            summary={closesSummary(shown, days, symbol)}
            days={days}
            dayKey={(day) => day.day}
            columns={dayCloseColumns(symbol, balanceView())}
          />
          {withFlows && (
            <Disclosure summary={T.flows}>
              <div className="mt-3">
                <FlowsSection
                  party={party}
                  currencySymbol={symbol}
                  rows={rowsFrom(walk.rows, walkFrom(walk, window))}
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
