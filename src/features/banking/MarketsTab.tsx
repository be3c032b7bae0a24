import { useState } from 'react'
import { BanknotesIcon, FlagIcon, PlusIcon } from '@heroicons/react/20/solid'
import type { Currency, InflationRisk } from '@/api/currencies.types'
import type { MarketFigures } from '@/api/currencies'
import type { Nation } from '@/api/nations.types'
import { Badge, type StatusColor } from '@/ui/badge'
import { Button } from '@/ui/button'
import { Chip } from '@/ui/chip'
import { EmptyState } from '@/ui/empty-state'
import { Money } from '@/ui/money'
import { QueryFailure } from '@/ui/load-status'
import { MeaningPopover } from '@/ui/meaning-popover'
import { CardCollection } from './CardCollection'
import { FIGURE_MEANINGS as MEANS } from '@/lib/figure-meanings'
import { formatAmount, formatIndex } from '@/lib/format'
import { CreateCurrencyDialog } from '@/features/currencies'
import { TabPanelHeader } from './TabPanelHeader'
import { BANKING_FAILURES as F, BANKING_TEXTS as T } from './texts'
import { currencyQueries } from '@/api/currencies'
import { nationQueries } from '@/api/nations'
import { useCharacterName, useSelectedCharacter } from '@/state/session'
import { useQueries, useQuery } from '@tanstack/react-query'
import { nameKey, sameName } from '@/lib/names'

/** PPP baseline (spec section 9): at or above it a currency buys at least as much as the median. */
export const PPP_BASELINE = 100

const RISK_COLORS: Record<InflationRisk, StatusColor> = { Low: 'success', Moderate: 'warning', High: 'error' }

/** The currency's own figures, else the inflation index's. */
export function marketFigures(currency: Currency, index?: Map<string, MarketFigures>): MarketFigures {
  const extra = index?.get(currency.symbol)
  return {
    symbol: currency.symbol,
    purchasingPowerIndex: currency.purchasingPowerIndex ?? extra?.purchasingPowerIndex ?? null,
    inflationRisk: currency.inflationRisk ?? extra?.inflationRisk ?? null,
    supplyPerCapita: currency.supplyPerCapita ?? extra?.supplyPerCapita ?? null,
  }
}

/**
 * The nation the character may create a currency for (spec section 4): one they are an officer
 * of that has no national currency yet. A character belongs to at most one nation.
 */
export function currencyNation(
  officerOf: readonly string[],
  nations: readonly Nation[],
  currencies: readonly Currency[],
): Nation | null {
  const issuing = new Set(currencies.map((c) => nameKey(c.issuingNation)))
  return (
    nations.find(
      (n) =>
        officerOf.some((name) => sameName(name, n.name)) &&
        !n.nationalCurrency &&
        !issuing.has(nameKey(n.name)),
    ) ?? null
  )
}

const currencySearchFields = (c: Currency) => [c.name, c.symbol, c.issuingNation]

/**
 * The nations the character is an officer of, each asked for alone (GET /nations/{id}): the whole
 * nation list is megabytes on a large server (every member embedded), and Markets only needs to
 * know whether one of these has a currency yet.
 */
function useOfficerNations(character: string) {
  const memberships = useQuery(nationQueries.memberships(character))
  const offices = (memberships.data ?? []).filter((m) => m.role === 'officer')
  const nations = useQueries({ queries: offices.map((m) => nationQueries.detail(m.nationId)) })
  return {
    officerOf: offices.map((m) => m.nationName),
    nations: nations.flatMap((query) => (query.data ? [query.data] : [])),
    /** A nation that could not be read: whether it may issue a currency is unknown until it is. */
    failed: nations.find((query) => query.isError),
  }
}

export function MarketsTab() {
  const character = useCharacterName()
  const currencies = useQuery(currencyQueries.list())
  const index = useQuery(currencyQueries.inflationIndex())
  const { officerOf, nations, failed } = useOfficerNations(character)
  const [creating, setCreating] = useState(false)
  // A deceased officer creates no currency (403); the section's note says why.
  const deceased = useSelectedCharacter()?.isDeceased === true
  const nation = deceased ? null : currencyNation(officerOf, nations, currencies.data ?? [])

  return (
    <section aria-labelledby="markets-heading" className="space-y-5">
      <TabPanelHeader
        id="markets-heading"
        title={T.tabs.markets}
        intro={T.marketsIntro}
        actions={
          nation && currencies.isSuccess ? (
            <Button color="secondary" onClick={() => setCreating(true)}>
              <PlusIcon data-slot="icon" aria-hidden="true" />
              {T.createCurrency}
            </Button>
          ) : undefined
        }
      />
      {failed && <QueryFailure query={failed} failure={F.loadNations} />}
      <CardCollection
        query={currencies}
        failure={F.loadCurrencies}
        loadingLabel={T.loadingCurrencies}
        skeletonHeight="h-44"
        empty={<EmptyState icon={BanknotesIcon} title={T.noCurrencies} />}
        searchFields={currencySearchFields}
        searchLabel={T.searchCurrencies}
        searchPlaceholder={T.searchCurrenciesPlaceholder}
        noun={T.nouns.currency}
        noMatches={T.noCurrencyMatches}
        itemKey={(currency) => currency.symbol}
        label={T.tabs.markets}
        estimateRowHeight={200}
        renderItem={(currency) => (
          <CurrencyCard currency={currency} figures={marketFigures(currency, index.data)} />
        )}
      />
      {nation && (
        <CreateCurrencyDialog
          open={creating}
          flavour="banking"
          nation={nation}
          onClose={() => setCreating(false)}
        />
      )}
    </section>
  )
}

function CurrencyCard({ currency, figures }: { currency: Currency; figures: MarketFigures }) {
  const titleId = `currency-${currency.symbol}`
  const { purchasingPowerIndex: ppp, inflationRisk: risk, supplyPerCapita: perCapita } = figures
  const hasFigures = ppp !== null || risk !== null || perCapita !== null
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl bg-surface-sunken p-4 ring-1 ring-line"
    >
      <header className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 text-base font-semibold break-words text-strong">
          {currency.name}
        </h3>
        <Chip color="primary">{currency.symbol}</Chip>
      </header>
      {currency.issuingNation && (
        <p className="flex min-w-0 items-center gap-1 text-sm text-muted">
          <FlagIcon aria-hidden="true" className="size-4 shrink-0 text-subtle" />
          <span className="sr-only">{T.issuedBy} </span>
          <span className="truncate">{currency.issuingNation}</span>
        </p>
      )}
      <div className="rounded-lg bg-surface-sunken px-3 py-2 ring-1 ring-line-soft">
        <p className="text-xs text-subtle">{T.currentSupply}</p>
        <p className="text-lg font-semibold text-strong">
          <Money amount={currency.currentSupply} symbol={currency.symbol} />
        </p>
      </div>
      {hasFigures && (
        <ul aria-label={T.marketFigures} className="flex flex-wrap gap-1.5">
          {/* Each figure says what it means on hover, focus and tap. */}
          {ppp !== null && (
            <li>
              <MeaningPopover meaning={MEANS.ppp} align="start">
                <Badge color={ppp >= PPP_BASELINE ? 'success' : 'warning'}>{T.ppp(formatIndex(ppp))}</Badge>
              </MeaningPopover>
            </li>
          )}
          {risk !== null && (
            <li>
              <MeaningPopover meaning={MEANS.inflationRisk}>
                <Badge color={RISK_COLORS[risk]}>{T.inflationRisk(risk)}</Badge>
              </MeaningPopover>
            </li>
          )}
          {perCapita !== null && (
            <li>
              <MeaningPopover meaning={MEANS.supplyPerCapita} align="end">
                <Badge color="info">{T.perCapita(formatAmount(perCapita, currency.symbol))}</Badge>
              </MeaningPopover>
            </li>
          )}
        </ul>
      )}
    </article>
  )
}
