import { useQuery } from '@tanstack/react-query'
import { currencyQueries } from '@/api/currencies'
import { failureText } from '@/api/failure'
import type { Currency } from '@/api/currencies.types'
import type { Party } from '@/api/ledger'
import { Button } from '@/ui/button'
import { formatAmount } from '@/lib/format'
import { orderByHoldings, useHoldings } from './holdings'
import { ErrorMessage, Field, Label, Select } from '@/ui/field'
import { TRANSFER_FAILURES, TRANSFER_TEXTS as T } from './texts'

export interface CurrencyFieldProps {
  /** The source: the currencies it holds come first, with their balances. */
  source: Party | null
  value: string
  onChange: (symbol: string) => void
  autoFocus?: boolean
}

const nameOf = (currency: Currency) =>
  currency.name && currency.name !== currency.symbol
    ? `${currency.symbol} — ${currency.name}`
    : currency.symbol

/**
 * The currency of the transfer, from GET /currencies ("$AR — Aurelian Crown"): those the source
 * holds first, each with its balance, then the others.
 */
export function CurrencyField({ source, value, onChange, autoFocus }: CurrencyFieldProps) {
  const holdings = useHoldings(source)
  const currencies = useQuery(currencyQueries.list())
  const list = currencies.data ?? []
  const { held, others } = orderByHoldings(list, holdings)
  const error = currencies.isError ? failureText(currencies.error, TRANSFER_FAILURES.currencies) : null
  return (
    <Field>
      <Label>{T.currency}</Label>
      <Select
        autoFocus={autoFocus}
        value={value}
        invalid={!!error}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">
          {currencies.isSuccess && list.length === 0 ? T.noCurrencies : T.chooseCurrency}
        </option>
        {held.length > 0 ? (
          <>
            <optgroup label={T.heldBySource}>
              {held.map(({ currency, balance }) => (
                <option key={currency.symbol} value={currency.symbol}>
                  {T.heldCurrency(nameOf(currency), formatAmount(balance, currency.symbol))}
                </option>
              ))}
            </optgroup>
            {others.length > 0 && (
              <optgroup label={T.otherCurrencies}>
                {others.map((currency) => (
                  <option key={currency.symbol} value={currency.symbol}>
                    {nameOf(currency)}
                  </option>
                ))}
              </optgroup>
            )}
          </>
        ) : (
          list.map((currency) => (
            <option key={currency.symbol} value={currency.symbol}>
              {nameOf(currency)}
            </option>
          ))
        )}
      </Select>
      {error && (
        <div className="flex flex-wrap items-center gap-x-3">
          <ErrorMessage>{error}</ErrorMessage>
          <Button color="plain" size="sm" onClick={() => void currencies.refetch()}>
            {T.tryAgain}
          </Button>
        </div>
      )}
    </Field>
  )
}
