import { useQuery } from '@tanstack/react-query'
import { currencyQueries } from '@/api/currencies'
import { formatAmount, formatIndex } from '@/lib/format'
import { Button } from '@/ui/button'
import { Chip } from '@/ui/chip'
import { DescriptionList } from '@/ui/description-list'
import { Dialog, DialogActions, DialogBody, DialogTitle } from '@/ui/dialog'
import { QueryStatus } from '@/ui/load-status'
import { Money } from '@/ui/money'
import { marketFigures } from './MarketsTab'
import { BANKING_FAILURES as F, BANKING_TEXTS as T } from './texts'
import { FIGURE_MEANINGS } from '@/lib/figure-meanings'

export interface CurrencyDialogProps {
  /** The currency shown, by symbol; null when closed. */
  symbol: string | null
  onClose: () => void
  /** "All currencies": the Markets tab, for the player who wants to compare. */
  onShowAll: () => void
}

/**
 * One currency's figures (a ranking's row opens it): who issues it, its supply and the market
 * figures the server or the inflation index gives. From the lists the rankings already loaded.
 */
export function CurrencyDialog({ symbol, onClose, onShowAll }: CurrencyDialogProps) {
  const currencies = useQuery({ ...currencyQueries.list(), enabled: symbol !== null })
  const index = useQuery({ ...currencyQueries.inflationIndex(), enabled: symbol !== null })
  const currency = currencies.data?.find((c) => c.symbol === symbol) ?? null
  const figures = currency ? marketFigures(currency, index.data) : null
  return (
    <Dialog open={symbol !== null} onClose={onClose}>
      <DialogTitle className="flex flex-wrap items-center gap-2">
        {currency?.name ?? symbol}
        {symbol && <Chip color="primary">{symbol}</Chip>}
      </DialogTitle>
      <DialogBody>
        <QueryStatus query={currencies} failure={F.loadCurrencies}>
          {currency && figures ? (
            <DescriptionList
              items={[
                { term: T.issuedBy, details: currency.issuingNation || T.noFigure },
                {
                  term: T.currentSupply,
                  details: <Money amount={currency.currentSupply} symbol={currency.symbol} />,
                },
                {
                  term: T.purchasingPower,
                  details:
                    figures.purchasingPowerIndex === null
                      ? T.noFigure
                      : formatIndex(figures.purchasingPowerIndex),
                },
                { term: T.inflationRiskTerm, details: figures.inflationRisk ?? T.noFigure },
                {
                  term: T.supplyPerCapita,
                  details:
                    figures.supplyPerCapita === null
                      ? T.noFigure
                      : formatAmount(figures.supplyPerCapita, currency.symbol),
                },
              ]}
            />
          ) : (
            currencies.data && <p className="text-sm text-muted">{T.currencyGone}</p>
          )}
          {figures && figures.purchasingPowerIndex !== null && (
            <p className="mt-2 text-xs text-subtle">{FIGURE_MEANINGS.ppp}</p>
          )}
        </QueryStatus>
      </DialogBody>
      <DialogActions>
        <Button color="secondary" onClick={onShowAll}>
          {T.allCurrencies}
        </Button>
        <Button onClick={onClose} autoFocus>
          {T.closeCurrency}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
