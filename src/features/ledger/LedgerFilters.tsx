import { useId } from 'react'
import { Button } from '@/ui/button'
import { Description, Field, Input, Label, Select } from '@/ui/field'
import { transactionTypeOf } from '@/api/ledger'
import { LEDGER_LIMITS, readLimit, typeOptions, type LedgerFilter } from './filters'
import { LEDGER_TEXTS } from './texts'

const T = LEDGER_TEXTS.filters

export interface LedgerFiltersProps {
  id?: string
  filter: LedgerFilter
  onChange: (patch: Partial<LedgerFilter>) => void
  onReset: () => void
  /** The currency symbols the world has, suggested as the symbol is typed. */
  knownSymbols?: readonly string[]
  /** The id of the message saying the dates cannot match (the date fields are marked invalid). */
  dateProblemId?: string
}

/** Currency, type, date range and page size; every change starts again at the first page. */
export function LedgerFilters({
  id,
  filter,
  onChange,
  onReset,
  knownSymbols = [],
  dateProblemId,
}: LedgerFiltersProps) {
  const symbolsId = useId()
  const invalidDates = dateProblemId ? { invalid: true, 'aria-errormessage': dateProblemId } : {}
  return (
    <section
      id={id}
      aria-label={T.region}
      className="grid grid-cols-1 gap-3 rounded-xl bg-surface-sunken p-3 ring-1 ring-line sm:grid-cols-2 sm:p-4 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end"
    >
      <Field>
        <Label>{T.currency}</Label>
        <Input
          value={filter.currencySymbol}
          placeholder={T.currencyPlaceholder}
          autoComplete="off"
          spellCheck={false}
          list={knownSymbols.length > 0 ? symbolsId : undefined}
          onChange={(event) => onChange({ currencySymbol: event.target.value })}
        />
        {knownSymbols.length > 0 && (
          <>
            <datalist id={symbolsId}>
              {knownSymbols.map((symbol) => (
                <option key={symbol} value={symbol} />
              ))}
            </datalist>
            <Description className="truncate text-xs">{T.knownSymbols(knownSymbols.join(', '))}</Description>
          </>
        )}
      </Field>
      <Field>
        <Label>{T.type}</Label>
        <Select
          value={filter.transactionType}
          onChange={(event) => onChange({ transactionType: transactionTypeOf(event.target.value) })}
        >
          {typeOptions().map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <Label>{T.from}</Label>
        <Input
          type="date"
          value={filter.fromDate}
          max={filter.toDate || undefined}
          {...invalidDates}
          onChange={(event) => onChange({ fromDate: event.target.value })}
          className="[color-scheme:dark]"
        />
      </Field>
      <Field>
        <Label>{T.to}</Label>
        <Input
          type="date"
          value={filter.toDate}
          min={filter.fromDate || undefined}
          {...invalidDates}
          onChange={(event) => onChange({ toDate: event.target.value })}
          className="[color-scheme:dark]"
        />
      </Field>
      <Field>
        <Label>{T.limit}</Label>
        <Select
          value={String(filter.limit)}
          onChange={(event) => onChange({ limit: readLimit(event.target.value) })}
        >
          {LEDGER_LIMITS.map((limit) => (
            <option key={limit} value={limit}>
              {limit}
            </option>
          ))}
        </Select>
      </Field>
      <Button color="secondary" onClick={onReset} className="sm:col-span-2 lg:col-span-1">
        {T.reset}
      </Button>
    </section>
  )
}
