import { Button } from '@/ui/button'
import { Field, Input, Label, Select } from '@/ui/field'
import { transactionTypeOf } from '@/api/ledger'
import { LEDGER_LIMITS, TYPE_OPTIONS, readLimit, type LedgerFilter } from './filters'
import { LEDGER_TEXTS } from './texts'

const T = LEDGER_TEXTS.filters

export interface LedgerFiltersProps {
  id?: string
  filter: LedgerFilter
  onChange: (patch: Partial<LedgerFilter>) => void
  onReset: () => void
}

/** Currency, type, date range and page size; every change starts again at the first page. */
export function LedgerFilters({ id, filter, onChange, onReset }: LedgerFiltersProps) {
  return (
    <section
      id={id}
      aria-label={T.region}
      className="grid grid-cols-1 gap-3 rounded-xl bg-white/[0.03] p-3 ring-1 ring-white/10 sm:grid-cols-2 sm:p-4 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end"
    >
      <Field>
        <Label>{T.currency}</Label>
        <Input
          value={filter.currencySymbol}
          placeholder={T.currencyPlaceholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange({ currencySymbol: event.target.value })}
        />
      </Field>
      <Field>
        <Label>{T.type}</Label>
        <Select
          value={filter.transactionType}
          onChange={(event) => onChange({ transactionType: transactionTypeOf(event.target.value) })}
        >
          {TYPE_OPTIONS.map((option) => (
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
