import { useState } from 'react'
import { currencyMutations } from '@/api/currencies'
import { mapVariables } from '@/api/query'
import type { Currency } from '@/api/currencies.types'
import type { Nation } from '@/api/nations.types'
import { useIntentMutation } from '@/api/intent'
import { notify } from '@/state/notices'
import { useCharacterName } from '@/state/session'
import { DescriptionList } from '@/ui/description-list'
import { ErrorMessage, Field, Input, Label } from '@/ui/field'
import { useFieldMarks } from '@/ui/field-problems'
import { FormDialog } from '@/ui/form-dialog'
import { checkCurrencyCreated, CURRENCY_CHECK } from './intent-checks'
import { CREATE_CURRENCY_FAILURES, CREATE_CURRENCY_TEXTS, type CreateCurrencyFlavour } from './texts'

export interface CreateCurrencyDialogProps {
  open: boolean
  onClose: () => void
  /** Whose texts the dialog shows: banking's Markets tab or the treasury panel. */
  flavour: CreateCurrencyFlavour
  /** The nation the currency is for: fixed (spec section 5). */
  nation: Pick<Nation, 'name' | 'abbreviation'>
  /** The server created it (its answer's currency, when it sent one). */
  onCreated?: (currency: Currency | null) => void
}

export function CreateCurrencyDialog(props: CreateCurrencyDialogProps) {
  return props.open ? <CreateCurrencyForm {...props} /> : null
}

/**
 * Create Currency: the issuing nation is fixed and the server makes the symbol from the nation's
 * abbreviation, so only the name is asked for.
 */
function CreateCurrencyForm({ onClose, flavour, nation, onCreated }: CreateCurrencyDialogProps) {
  const T = CREATE_CURRENCY_TEXTS[flavour]
  const creator = useCharacterName()
  const [name, setName] = useState('')
  const create = useIntentMutation(
    mapVariables(currencyMutations.create, (currencyName: string) => ({
      name: currencyName,
      issuingNation: nation.name,
      createdBy: creator,
    })),
    {
      texts: CREATE_CURRENCY_FAILURES[flavour],
      intent: {
        whether: CURRENCY_CHECK.whether,
        where: () => CURRENCY_CHECK.where,
        again: CURRENCY_CHECK.again,
        submit: T.submit,
      },
      check: () => checkCurrencyCreated(nation.name),
      onSuccess: (answer, currencyName) => {
        notify('success', answer.message || T.created(answer.currency?.name ?? currencyName, nation.name))
        onClose()
        onCreated?.(answer.currency)
      },
    },
  )

  const marks = useFieldMarks()
  const problems = marks.shown({ name: name.trim() ? undefined : T.nameMissing })
  const submit = () => {
    const trimmed = name.trim()
    if (marks.blocked({ name: trimmed ? undefined : T.nameMissing })) {
      // A banner only when it says more than the field does (banking's "all required fields").
      return T.required === T.nameMissing ? create.reset() : create.fail(T.required)
    }
    if (!nation.name) return create.fail(T.required)
    create.submit(trimmed)
  }
  const abbreviation = nation.abbreviation.toUpperCase()

  return (
    <FormDialog
      open
      onClose={onClose}
      title={T.title}
      description={T.description(nation.name)}
      intent={create}
      submitLabel={T.submit}
      busyLabel={T.busy}
      onSubmit={submit}
    >
      <Field>
        <Label>{T.nameLabel}</Label>
        <Input
          autoFocus
          autoComplete="off"
          maxLength={48}
          placeholder={T.namePlaceholder}
          value={name}
          invalid={!!problems.name}
          onChange={(event) => setName(event.target.value)}
        />
        {problems.name && <ErrorMessage>{problems.name}</ErrorMessage>}
      </Field>
      <DescriptionList
        items={[
          { term: T.issuingNation, details: nation.name },
          ...(abbreviation ? [{ term: T.symbol, details: T.symbolDetails(abbreviation) }] : []),
        ]}
      />
    </FormDialog>
  )
}
