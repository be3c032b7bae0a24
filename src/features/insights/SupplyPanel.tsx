import { useMemo, useState } from 'react'
import type { LedgerEntry, Party } from '@/api/ledger'
import { formatNumber } from '@/lib/format'
import { formatDate } from '@/lib/time'
import { Money } from '@/ui/money'
import { ChartWithNumbers, InsightSection } from './ChartFrame'
import { closesSummary, dayCloseColumns, dayClosePoints, type DayCloseView } from './day-closes'
import { dailyCloses, paidPerWeek, rowsFrom, supplySeries, windowStart, type InsightWindow } from './derive'
import { useLedgerWalk, type LedgerWalk, type WalkState } from './queries'
import type { Column } from '@/ui/data-table'
import { NumbersTable } from './NumbersTable'
import { INSIGHT_TEXTS as T } from './texts'
import { WalkStatus } from './WalkStatus'

export interface SupplyPanelProps {
  /** The issuing nation: its treasury's mint and burn rows are the supply's history. */
  nationName: string
  currencySymbol: string
  /** The currency's currentSupply (GET /currencies): the walk goes back from it. */
  currentSupply: number
}

/**
 * Rows of the walks that can be trusted together: when a walk was cut (or stopped) the other's
 * older rows are dropped, so the supply is never walked back over half of its history.
 */
export function commonRows(walks: readonly (LedgerWalk | undefined)[]): {
  rows: LedgerEntry[]
  whole: boolean
} {
  const ready = walks.filter((w): w is LedgerWalk => !!w)
  const partial = ready.filter((w) => !w.complete && w.rows.length > 0)
  const floor =
    partial
      .map((w) => w.rows[w.rows.length - 1].createdAt)
      .sort()
      .pop() ?? ''
  const rows = ready
    .flatMap((w) => w.rows)
    .filter((row) => row.createdAt >= floor)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
  return { rows, whole: ready.length === walks.length && ready.every((w) => w.complete) }
}

/** The state the panel shows of several walks: the first that is loading, failed or was cut. */
/**
 * The walks' status as one: the worst of them is shown, and its buttons act on every walk they
 * concern, so one Retry re-runs both a failed mint walk and a failed burn walk, one Cancel stops both.
 */
export function worst(states: WalkState[]): WalkState {
  const shown =
    states.find((s) => s.loading) ??
    states.find((s) => s.error) ??
    states.find((s) => s.stopped) ??
    states.find((s) => s.walk?.cut) ??
    states[0]!
  return {
    ...shown,
    retry: () => states.filter((s) => s.error || s.stopped).forEach((s) => s.retry()),
    cancel: () => states.filter((s) => s.loading).forEach((s) => s.cancel()),
  }
}

// A function: the headers are read at render, in the current language.
const supplyView = (): DayCloseView => ({
  up: { key: 'minted', header: T.columns.minted, note: T.columns.minted },
  down: { key: 'burned', header: T.columns.burned, note: T.columns.burned },
  valueHeader: T.columns.supply,
  marked: true,
})

/**
 * Money supply of a nation's currency over time, mints ▲ and burns ▼ marked, and the UBI the
 * treasury paid per week. For the nation's officers (the treasury's ledger answers 403 to others,
 * and the panel then hides).
 */
export function SupplyPanel({ nationName, currencySymbol, currentSupply }: SupplyPanelProps) {
  const [window, setWindow] = useState<InsightWindow>('30')
  const party: Party = useMemo(() => ({ type: 'treasury', id: nationName }), [nationName])
  const mints = useLedgerWalk({ party, window, transactionType: 'mint', currencySymbol })
  const burns = useLedgerWalk({ party, window, transactionType: 'burn', currencySymbol })
  const ubi = useLedgerWalk({ party, window, transactionType: 'ubi', currencySymbol })
  const ready = mints.walk && burns.walk
  const series = useMemo(() => {
    if (!mints.walk || !burns.walk) return null
    const { rows, whole } = commonRows([mints.walk, burns.walk])
    const now = mints.walk.fetchedAt > burns.walk.fetchedAt ? mints.walk.fetchedAt : burns.walk.fetchedAt
    return supplySeries(currencySymbol, currentSupply, rows, {
      from: whole ? windowStart(window, new Date(now)) : null,
      now,
    })
  }, [mints.walk, burns.walk, currencySymbol, currentSupply, window])
  const days = useMemo(() => (series ? dailyCloses(series) : []), [series])
  const points = useMemo(() => dayClosePoints(days, currencySymbol, supplyView()), [days, currencySymbol])
  const weeks = useMemo(
    () =>
      ubi.walk
        ? paidPerWeek(
            party,
            currencySymbol,
            'ubi',
            rowsFrom(
              ubi.walk.rows,
              ubi.walk.complete ? windowStart(window, new Date(ubi.walk.fetchedAt)) : null,
            ),
          )
        : [],
    [ubi.walk, party, currencySymbol, window],
  )

  if (mints.forbidden || burns.forbidden) return null
  const label = `${T.moneySupply} of ${currencySymbol}`

  return (
    <InsightSection
      headingId="money-supply-heading"
      level={3}
      title={`${T.moneySupply} (${currencySymbol})`}
      window={window}
      onWindow={setWindow}
    >
      <WalkStatus state={worst([mints, burns])} label={T.moneySupply} />
      {ready && series && (
        <ChartWithNumbers
          label={label}
          symbol={currencySymbol}
          points={points}
          summary={
            <>
              <span>{closesSummary(series, days, currencySymbol)}</span>
              <span aria-hidden="true" className="text-money-in">
                ▲ {T.mintMark}
              </span>
              <span aria-hidden="true" className="text-money-out">
                ▼ {T.burnMark}
              </span>
            </>
          }
          days={days}
          dayKey={(day) => day.day}
          columns={dayCloseColumns(currencySymbol, supplyView())}
        />
      )}
      <div>
        <h4 className="mb-2 text-sm font-semibold text-soft">{T.ubiPerWeek}</h4>
        <WalkStatus state={ubi} label={T.ubiPerWeek} />
        {ubi.walk &&
          (weeks.length === 0 ? (
            <p className="text-sm text-subtle">{T.noUbi}</p>
          ) : (
            <NumbersTable
              label={`${T.ubiPerWeek} in ${currencySymbol}`}
              rows={weeks}
              rowKey={(week) => week.week}
              columns={ubiColumns(currencySymbol)}
            />
          ))}
      </div>
    </InsightSection>
  )
}

type WeekPaid = ReturnType<typeof paidPerWeek>[number]

const ubiColumns = (symbol: string): Column<WeekPaid>[] => [
  { header: T.columns.week, cell: (week) => formatDate(`${week.week}T12:00:00Z`) },
  { header: T.columns.payments, align: 'right', cell: (week) => formatNumber(week.count) },
  {
    header: T.columns.paid,
    align: 'right',
    cell: (week) => <Money amount={week.amount} symbol={symbol} direction="out" />,
  },
]
