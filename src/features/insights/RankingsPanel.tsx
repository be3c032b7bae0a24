import { useMemo, useState, type ReactNode } from 'react'
import type { Bank } from '@/api/banks.types'
import type { Currency } from '@/api/currencies.types'
import type { Nation } from '@/api/nations.types'
import { formatAmount, formatNumber, formatIndex, formatPercent } from '@/lib/format'
import { GlassCard } from '@/ui/card'
import { QueryStatus } from '@/ui/load-status'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table'
import { FIGURE_MEANINGS as MEANS } from '@/lib/figure-meanings'
import { MeaningPopover } from '@/ui/meaning-popover'
import { InformationCircleIcon } from '@heroicons/react/16/solid'
import { Choice } from './Choice'
import { useBankList, useCurrencyList, useNationList } from './queries'
import { rank, RANKING_SIZE, type Ranked } from './rankings'
import { RANKING_TEXTS } from './texts'

export { RANKING_TEXTS }
const T = RANKING_TEXTS

export interface RankingsPanelProps {
  onOpenNation: (nation: Nation) => void
  onOpenBank: (bank: Bank) => void
  onOpenCurrency: (currency: Currency) => void
}

// What each ranking orders by, and how it names its items (labels read when shown, so they
// follow the language): fixed, so a ranking is computed again
// only when its list or its chosen measure changes.
const asCount = (v: number) => formatNumber(v)
const asPercent = (v: number) => formatPercent(v)
const NATION_MEASURES = {
  members: { value: (n: Nation) => n.totalMembers, show: asCount },
  activity: { value: (n: Nation) => n.activityPercentage, show: asPercent },
} satisfies Record<string, Measure<Nation>>
const BANK_MEASURES = {
  accounts: { value: (b: Bank) => b.accountCount, show: asCount },
  interest: {
    value: (b: Bank) => b.interestSuccessRate,
    show: asPercent,
    meaning: 'interestSuccess',
  },
} satisfies Record<string, Measure<Bank>>
// Currencies first by what compares across them (purchasing power); a supply is counted in each
// currency's own unit, so ranked by it the list says that the units differ.
const CURRENCY_MEASURES = {
  ppp: {
    value: (c: Currency) => c.purchasingPowerIndex,
    show: (v: number) => formatIndex(v),
    meaning: 'ppp',
  },
  perCapita: {
    value: (c: Currency) => c.supplyPerCapita,
    show: (v: number, c: Currency) => formatAmount(v, c.symbol),
    meaning: 'supplyPerCapita',
  },
  supply: {
    value: (c: Currency) => c.currentSupply,
    show: (v: number, c: Currency) => formatAmount(v, c.symbol),
    meaning: 'supply',
    // Not hidden behind a popover: ranked by it, the list must say the units differ.
    alwaysShown: true,
  },
} satisfies Record<string, Measure<Currency>>
const nameOf = (item: { name: string }) => item.name

/**
 * Nations by members and activity, banks by accounts and interest success, currencies by PPP,
 * supply per capita and supply; the chosen measure says what it means.
 */
export function RankingsPanel({ onOpenNation, onOpenBank, onOpenCurrency }: RankingsPanelProps) {
  const nations = useNationList()
  const banks = useBankList()
  const currencies = useCurrencyList()
  return (
    <div className="space-y-4 sm:space-y-6">
      <p className="text-sm text-muted">{T.intro(RANKING_SIZE)}</p>
      <Ranking
        id="nations"
        title={T.nations}
        query={nations}
        failure={T.failures.nations}
        measures={NATION_MEASURES}
        nameOf={nameOf}
        detail={(n) => n.abbreviation}
        onOpen={onOpenNation}
      />
      <Ranking
        id="banks"
        title={T.banks}
        query={banks}
        failure={T.failures.banks}
        measures={BANK_MEASURES}
        nameOf={nameOf}
        detail={(b) => b.jurisdictionNation}
        onOpen={onOpenBank}
      />
      <Ranking
        id="currencies"
        title={T.currencies}
        query={currencies}
        failure={T.failures.currencies}
        measures={CURRENCY_MEASURES}
        nameOf={nameOf}
        detail={(c) => `${c.symbol} · ${c.issuingNation}`}
        onOpen={onOpenCurrency}
      />
    </div>
  )
}

/** The measures' keys: each names its label (T[key]). */
type MeasureKey = 'members' | 'activity' | 'accounts' | 'interest' | 'ppp' | 'perCapita' | 'supply'

interface Measure<T> {
  value: (item: T) => number | null
  show: (value: number, item: T) => string
  /** What the figure means: a popover on the column's header (hover, focus, tap). */
  meaning?: keyof typeof MEANS
  /** The meaning said under the choice instead, where the list would mislead without it. */
  alwaysShown?: boolean
}

interface RankingProps<T, K extends MeasureKey> {
  id: string
  title: string
  query: { data?: T[]; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }
  failure: { fallback: string }
  measures: Record<K, Measure<T>>
  nameOf: (item: T) => string
  detail: (item: T) => ReactNode
  onOpen: (item: T) => void
}

function Ranking<T, K extends MeasureKey>({
  id,
  title,
  query,
  failure,
  measures,
  nameOf,
  detail,
  onOpen,
}: RankingProps<T, K>) {
  const keys = Object.keys(measures) as K[]
  const [by, setBy] = useState<K>(keys[0])
  const measure = measures[by]
  // Ranked again only when the list or the measure changes, not on every render of the panel
  // (each of the three lists arriving renders all three sections; a list may hold thousands).
  const data = query.data
  const rows: Ranked<T>[] = useMemo(
    () => (data ? rank(data, measure.value, nameOf) : []),
    [data, measure.value, nameOf],
  )
  const headingId = `ranking-${id}`
  return (
    <GlassCard>
      <section aria-labelledby={headingId} className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="text-base font-semibold text-strong">
            {title}
          </h3>
          <Choice
            label={`${T.by} (${title})`}
            options={keys.map((key) => ({ key, label: T[key] }))}
            selected={by}
            onChange={setBy}
          />
        </div>
        {measure.meaning && measure.alwaysShown && (
          <p className="text-xs text-subtle">{MEANS[measure.meaning]}</p>
        )}
        <QueryStatus query={query} failure={failure}>
          {rows.length === 0 ? (
            <p className="text-sm text-subtle">{T.none}</p>
          ) : (
            <Table label={T.tableLabel(title, T[by])} dense>
              <TableHead>
                <TableRow>
                  {/* Narrow on a phone: every pixel goes to the names and the figure. */}
                  <TableHeader className="w-8 pr-1 sm:w-12 sm:pr-3">
                    <span aria-hidden="true" className="sm:hidden">
                      #
                    </span>
                    <span className="max-sm:sr-only">{T.rank}</span>
                  </TableHeader>
                  <TableHeader>{T.name}</TableHeader>
                  {/* May wrap: a long measure ("Purchasing power") must not squeeze the names on a phone. */}
                  <TableHeader align="right" className="whitespace-normal!">
                    {measure.meaning && !measure.alwaysShown ? (
                      <MeaningPopover meaning={MEANS[measure.meaning]} align="end">
                        <span className="inline-flex items-start gap-1 text-right tracking-normal whitespace-normal uppercase sm:tracking-wide">
                          {T[by]}
                          <InformationCircleIcon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
                        </span>
                      </MeaningPopover>
                    ) : (
                      T[by]
                    )}
                  </TableHeader>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={nameOf(row.item)}>
                    <TableCell className="pr-1 tabular-nums sm:pr-3">{row.rank}</TableCell>
                    <TableCell>
                      <button
                        type="button"
                        onClick={() => onOpen(row.item)}
                        className="text-left font-medium text-link underline-offset-2 hover:underline focus:not-focus-visible:outline-hidden focus-visible:outline-2 focus-visible:outline-focus"
                      >
                        {nameOf(row.item)}
                      </button>
                      <span className="block text-xs text-subtle">{detail(row.item)}</span>
                    </TableCell>
                    <TableCell align="right" className="font-semibold tabular-nums">
                      {measure.show(row.value ?? 0, row.item)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </QueryStatus>
      </section>
    </GlassCard>
  )
}
