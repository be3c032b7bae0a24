import { useQuery } from '@tanstack/react-query'
import { currencyQueries } from '@/api/currencies'
import { failureText } from '@/api/failure'
import { Button } from '@/ui/button'
import { ErrorMessage, Field, Label, Select } from '@/ui/field'
import { TRANSFER_FAILURES, TRANSFER_TEXTS as T } from './texts'

export interface CurrencyFieldProps {
  value: string
  onChange: (symbol: string) => void
  autoFocus?: boolean
}

/** The currency of the transfer, from GET /currencies ("$AR — Aurelian Crown"). */
export function CurrencyField({ value, onChange, autoFocus }: CurrencyFieldProps) {
  const currencies = useQuery(currencyQueries.list())
  const list = currencies.data ?? []
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
        {list.map((currency) => (
          <option key={currency.symbol} value={currency.symbol}>
            {currency.name && currency.name !== currency.symbol
              ? `${currency.symbol} — ${currency.name}`
              : currency.symbol}
          </option>
        ))}
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
