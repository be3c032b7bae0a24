import { Alert } from '@/ui/alert'
import { Field, Input, Label } from '@/ui/field'
import { MoneyInput } from '@/ui/money'
import { formatAmount } from '@/lib/format'
import { ActAsField } from './ActAsField'
import { BalancePanel, type SourceBalance } from './BalancePanel'
import { CurrencyField } from './CurrencyField'
import { LockedSource, PartyFields } from './PartyFields'
import { useRecentPayees } from './recent-payees'
import type { FieldProblems } from '@/ui/field-problems'
import {
  destinationOf,
  sourceOf,
  typedAmount,
  type PickedParty,
  type TransferFieldKey,
  type TransferForm,
} from './transfer-form'
import { TRANSFER_TEXTS as T } from './texts'

export interface TransferFieldsProps {
  admin: boolean
  locked: PickedParty | null
  form: TransferForm
  onChange: (patch: Partial<TransferForm>) => void
  balance: SourceBalance
  /** The fields at fault after a submit, each with the words under it. */
  problems?: FieldProblems<TransferFieldKey>
}

/** The fields of Transfer Funds: who acts (admins), from, to, currency, amount, balance, summary. */
export function TransferFields({
  admin,
  locked,
  form,
  onChange,
  balance,
  problems = {},
}: TransferFieldsProps) {
  const source = sourceOf(form)
  const recent = useRecentPayees(source)
  const destination = destinationOf(form)
  const amount = typedAmount(form)
  const summary =
    source && destination && form.currencySymbol && amount
      ? T.summary(formatAmount(amount, form.currencySymbol), source.label, destination.label)
      : null
  return (
    <>
      {admin && (
        <>
          <Alert kind="warning">{T.adminNotice}</Alert>
          <ActAsField
            value={form.asCharacter}
            error={problems.asCharacter}
            onChange={(asCharacter) => onChange({ asCharacter })}
          />
        </>
      )}
      {locked ? (
        <LockedSource party={locked} />
      ) : (
        <PartyFields
          side="from"
          autoFocus={!admin}
          type={form.fromType}
          party={form.from}
          typeError={problems.fromType}
          partyError={problems.from}
          onTypeChange={(fromType) => onChange({ fromType })}
          onPartyChange={(from) => onChange({ from })}
        />
      )}
      <PartyFields
        side="to"
        autoFocus={!admin && !!locked}
        type={form.toType}
        party={form.to}
        typeError={problems.toType}
        partyError={problems.to}
        onTypeChange={(toType) => onChange({ toType })}
        onPartyChange={(to) => onChange({ to })}
        recent={recent}
        bySearch={form.toBySearch}
        onBySearchChange={(toBySearch) => onChange({ toBySearch })}
        number={form.toNumber}
        onNumberChange={(toNumber) => onChange({ toNumber })}
        numberCheck={form.toCheck}
        onNumberCheck={(toCheck) => onChange({ toCheck })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <CurrencyField
          source={source}
          value={form.currencySymbol}
          error={problems.currency}
          onChange={(currencySymbol) => onChange({ currencySymbol })}
        />
        <MoneyInput
          label={T.amount}
          value={form.amount}
          symbol={form.currencySymbol || null}
          error={problems.amount}
          onChange={(text) => onChange({ amount: text })}
        />
      </div>
      <BalancePanel {...balance} symbol={form.currencySymbol} amount={amount} />
      <Field>
        <Label>{T.description}</Label>
        <Input
          value={form.description}
          placeholder={T.descriptionPlaceholder}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </Field>
      {summary && (
        <p className="rounded-lg bg-accent-bright/10 px-3 py-2 text-sm text-accent-ink ring-1 ring-accent-line/20">
          {summary}
        </p>
      )}
    </>
  )
}
