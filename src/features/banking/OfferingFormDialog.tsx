import { useState } from 'react'
import { bankMutations } from '@/api/banks'
import type { Bank, Offering } from '@/api/banks.types'
import { mapVariables, useApiMutation } from '@/api/query'
import { useIntentMutation } from '@/api/intent'
import { BANKING_CHECKS, checkOfferingCreated } from './intent-checks'
import { notify } from '@/state/notices'
import { Description, ErrorMessage, Field, Input, Label, Checkbox, Textarea } from '@/ui/field'
import { FormDialog } from '@/ui/form-dialog'
import { useFieldMarks, type FieldProblems } from '@/ui/field-problems'
import { readWholeAmount } from '@/lib/money'
import { MoneyInput } from '@/ui/money'
import { Switch } from '@/ui/switch'
import { formatInterestRate } from '@/lib/format'
import {
  EMPTY_OFFERING_FORM,
  readBasisPoints,
  readOfferingForm,
  type OfferingField,
  type OfferingFormValues,
} from './offering-form'
import { TermChips } from './TermChips'
import { BANKING_FAILURES as F, BANKING_TEXTS as T } from './texts'

export type OfferingFormMode = { kind: 'create' } | { kind: 'edit'; offering: Offering }

export interface OfferingFormDialogProps {
  /** null: the dialog is closed. */
  mode: OfferingFormMode | null
  bank: Bank
  character: string
  onClose: () => void
}

export function OfferingFormDialog({ mode, ...rest }: OfferingFormDialogProps) {
  if (!mode) return null
  return mode.kind === 'create' ? (
    <CreateOfferingForm {...rest} />
  ) : (
    <EditOfferingForm key={mode.offering.id} offering={mode.offering} {...rest} />
  )
}

type FormProps = Omit<OfferingFormDialogProps, 'mode'>

function CreateOfferingForm({ bank, character, onClose }: FormProps) {
  const [values, setValues] = useState<OfferingFormValues>(EMPTY_OFFERING_FORM)
  const set = <K extends keyof OfferingFormValues>(key: K, value: OfferingFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }))
  const create = useIntentMutation(bankMutations.createOffering(bank.id), {
    texts: F.createOffering,
    intent: {
      whether: (terms) => T.createOfferingWhether(terms.name),
      where: () => BANKING_CHECKS.offeringsWhere(bank.name),
      again: T.createAgain,
      submit: T.createSubmit,
    },
    check: (terms) => checkOfferingCreated(bank.id, bank.name, terms.name),
    onSuccess: (answer, terms) => {
      notify('success', answer.message || T.offeringCreated(terms.name))
      onClose()
    },
  })
  // A problem is said once, at its field (issue 36), from the first save on: not the moment a box
  // is ticked. An amount that is not a whole number already says so itself (MoneyInput).
  const marks = useFieldMarks()
  const reading = readOfferingForm(values)
  const found: FieldProblems<OfferingField> = reading.ok ? {} : { [reading.field]: reading.message }
  const problems = marks.shown(found)
  const atField = (key: 'maximumBalance' | 'overdraftLimit') =>
    readWholeAmount(values[key]).ok ? problems[key] : undefined
  const submit = () => {
    if (!reading.ok) {
      marks.blocked(found)
      return create.reset()
    }
    create.submit({ ...reading.terms, createdBy: character })
  }
  const basisPoints = readBasisPoints(values.interestRateBasisPoints)
  const symbol = bank.nationalCurrency
  return (
    <FormDialog
      open
      onClose={onClose}
      size="lg"
      title={T.createOffering}
      description={bank.name}
      intent={create}
      submitLabel={T.createSubmit}
      busyLabel={T.createBusy}
      onSubmit={submit}
    >
      <Field>
        <Label>{T.nameLabel}</Label>
        <Input
          autoFocus
          value={values.name}
          maxLength={64}
          invalid={!!problems.name}
          onChange={(e) => set('name', e.target.value)}
        />
        {problems.name && <ErrorMessage>{problems.name}</ErrorMessage>}
      </Field>
      <Field>
        <Label>{T.descriptionLabel}</Label>
        <Textarea
          rows={2}
          value={values.description}
          maxLength={500}
          onChange={(e) => set('description', e.target.value)}
        />
      </Field>
      <Field>
        <Label>{T.interestLabel}</Label>
        <Input
          inputMode="numeric"
          autoComplete="off"
          value={values.interestRateBasisPoints}
          invalid={basisPoints === null}
          onChange={(e) => set('interestRateBasisPoints', e.target.value)}
          className="tabular-nums"
        />
        {basisPoints === null ? (
          <ErrorMessage>{T.interestRange}</ErrorMessage>
        ) : (
          <Description>{T.interestHint(formatInterestRate(basisPoints))}</Description>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyInput
          label={T.feeLabel}
          symbol={symbol}
          value={values.maintenanceFeeAmount}
          onChange={(v) => set('maintenanceFeeAmount', v)}
          description={T.feeHint}
        />
        <MoneyInput
          label={T.minimumLabel}
          symbol={symbol}
          value={values.minimumBalance}
          onChange={(v) => set('minimumBalance', v)}
        />
        <MoneyInput
          label={T.maximumLabel}
          symbol={symbol}
          value={values.maximumBalance}
          onChange={(v) => set('maximumBalance', v)}
          description={T.maximumHint}
          error={atField('maximumBalance')}
        />
      </div>
      <Checkbox
        label={T.overdraftAllowedLabel}
        checked={values.overdraftAllowed}
        onChange={(checked) => set('overdraftAllowed', checked)}
      />
      {values.overdraftAllowed && (
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyInput
            label={T.overdraftLimitLabel}
            symbol={symbol}
            value={values.overdraftLimit}
            onChange={(v) => set('overdraftLimit', v)}
            error={atField('overdraftLimit')}
          />
          <MoneyInput
            label={T.overdraftFeeLabel}
            symbol={symbol}
            value={values.overdraftFeeAmount}
            onChange={(v) => set('overdraftFeeAmount', v)}
            description={T.overdraftFeeHint}
          />
        </div>
      )}
    </FormDialog>
  )
}

/** Only name, description and the active status can change (spec section 5). */
function EditOfferingForm({ offering, bank, character, onClose }: FormProps & { offering: Offering }) {
  const [name, setName] = useState(offering.name)
  const [description, setDescription] = useState(offering.description)
  const [isActive, setActive] = useState(offering.isActive)
  const edited = () => ({
    offeringId: offering.id,
    body: { name: name.trim(), description: description.trim(), isActive, updatedBy: character },
  })
  const save = useApiMutation(mapVariables(bankMutations.updateOffering(bank.id), edited), {
    texts: F.updateOffering,
    onSuccess: (answer) => {
      notify('success', answer.message || T.offeringUpdated(name.trim()))
      onClose()
    },
  })
  const marks = useFieldMarks()
  const nameProblem = marks.shown({ name: name.trim() ? undefined : T.offeringNameRequired }).name
  return (
    <FormDialog
      open
      onClose={onClose}
      size="lg"
      title={T.editOffering}
      description={bank.name}
      error={save.error}
      busy={save.busy}
      submitLabel={T.saveSubmit}
      busyLabel={T.saveBusy}
      onSubmit={() => {
        if (marks.blocked({ name: name.trim() ? undefined : T.offeringNameRequired })) return save.reset()
        save.submit(undefined)
      }}
    >
      <Field>
        <Label>{T.nameLabel}</Label>
        <Input
          autoFocus
          value={name}
          maxLength={64}
          invalid={!!nameProblem}
          onChange={(e) => setName(e.target.value)}
        />
        {nameProblem && <ErrorMessage>{nameProblem}</ErrorMessage>}
      </Field>
      <Field>
        <Label>{T.descriptionLabel}</Label>
        <Textarea
          rows={2}
          value={description}
          maxLength={500}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      <Switch checked={isActive} onChange={setActive} label={T.activeLabel} />
      <div className="space-y-2 rounded-xl bg-surface-sunken p-3 ring-1 ring-line">
        <TermChips offering={offering} symbol={bank.nationalCurrency} />
        <p className="text-sm text-subtle">{T.fixedTerms}</p>
      </div>
    </FormDialog>
  )
}
