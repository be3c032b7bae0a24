import { useState } from 'react'
import { bankKeys } from '@/api/banks'
import { createCurrency, currencyKeys } from '@/api/currencies'
import type { Nation } from '@/api/nations.types'
import { nationKeys } from '@/api/nations'
import { useApiMutation } from '@/api/query'
import { notify } from '@/state/notices'
import { DescriptionList } from '@/ui/description-list'
import { Field, Input, Label } from '@/ui/field'
import { FormDialog } from '@/ui/form-dialog'
import { BANKING_FAILURES as F, BANKING_TEXTS as T } from './texts'

export interface CreateCurrencyDialogProps {
  open: boolean
  /** The nation the currency is for: fixed (spec section 5). */
  nation: Nation
  character: string
  onClose: () => void
}

export function CreateCurrencyDialog(props: CreateCurrencyDialogProps) {
  return props.open ? <CreateCurrencyForm {...props} /> : null
}

/** Create New Currency, banking flavour: 'Please fill in all required fields' (spec section 5). */
function CreateCurrencyForm({ nation, character, onClose }: CreateCurrencyDialogProps) {
  const [name, setName] = useState('')
  const create = useApiMutation({
    call: createCurrency,
    texts: F.createCurrency,
    // A nation's new currency shows on its banks and in its treasury, too.
    invalidates: () => [currencyKeys.all, nationKeys.all, bankKeys.list()],
    onSuccess: (answer, body) => {
      notify(
        'success',
        answer.message ||
          T.currencyCreated(answer.currency?.name ?? body.name, answer.currency?.symbol ?? ''),
      )
      onClose()
    },
  })
  const submit = () => {
    if (!name.trim() || !nation.name) return create.fail(T.fillRequired)
    create.submit({ name: name.trim(), issuingNation: nation.name, createdBy: character })
  }
  return (
    <FormDialog
      open
      onClose={onClose}
      title={T.createCurrencyTitle}
      description={T.createCurrencyDescription(nation.name)}
      error={create.error}
      busy={create.busy}
      submitLabel={T.createCurrencySubmit}
      busyLabel={T.createCurrencyBusy}
      onSubmit={submit}
    >
      <Field>
        <Label>{T.currencyNameLabel}</Label>
        <Input autoFocus value={name} maxLength={48} onChange={(event) => setName(event.target.value)} />
      </Field>
      <DescriptionList
        items={[
          { term: T.issuingNationLabel, details: nation.name },
          ...(nation.abbreviation
            ? [{ term: T.symbolLabel, details: `$${nation.abbreviation.toUpperCase()} (${T.symbolHint})` }]
            : []),
        ]}
      />
    </FormDialog>
  )
}
