import { useQuery } from '@tanstack/react-query'
import { currencyQueries } from '@/api/currencies'
import { queryFailureText } from '@/api/failure'
import type { Currency } from '@/api/currencies.types'
import type { Party } from '@/api/ledger'
import { Button } from '@/ui/button'
import { Combobox, type SelectOption } from '@/ui/combobox'
import { LONG_LIST } from '@/ui/list-sizes'
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
  /** Why the choice is at fault (a submit found it empty); the list's own failure comes first. */
  error?: string
}

const nameOf = (currency: Currency) =>
  currency.name && currency.name !== currency.symbol
    ? `${currency.symbol} — ${currency.name}`
    : currency.symbol

/**
 * The long list's options: those the source holds first, each with its balance and said to be
 * held (a searchable list has no groups), then the others.
 */
export function currencyOptions(
  held: readonly { currency: Currency; balance: number }[],
  others: readonly Currency[],
): SelectOption<string>[] {
  return [
    ...held.map(({ currency, balance }) => ({
      value: currency.symbol,
      label: T.heldCurrency(nameOf(currency), formatAmount(balance, currency.symbol)),
      description: T.heldBySource,
    })),
    ...others.map((currency) => ({ value: currency.symbol, label: nameOf(currency) })),
  ]
}

/**
 * The currency of the transfer, from GET /currencies ("$AR — Aurelian Crown"): those the source
 * holds first, each with its balance, then the others. A server's hundreds of currencies make a
 * searchable picker that renders only the options in view; a short list stays a native select.
 */
export function CurrencyField({ source, value, onChange, autoFocus, error: problem }: CurrencyFieldProps) {
  const holdings = useHoldings(source)
  const currencies = useQuery(currencyQueries.list())
  const list = currencies.data ?? []
  const { held, others } = orderByHoldings(list, holdings)
  const loadError = queryFailureText(currencies, TRANSFER_FAILURES.currencies)
  const error = loadError || problem
  const retry = loadError && (
    <Button color="plain" size="sm" onClick={() => void currencies.refetch()}>
      {T.tryAgain}
    </Button>
  )
  if (list.length > LONG_LIST) {
    return (
      <div>
        <Combobox
          label={T.currency}
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
          options={currencyOptions(held, others)}
          placeholder={T.chooseCurrency}
          emptyText={T.noCurrencyMatches}
          error={error}
        />
        {retry}
      </div>
    )
  }
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
          {retry}
        </div>
      )}
    </Field>
  )
}
