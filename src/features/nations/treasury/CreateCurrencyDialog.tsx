import { useState } from 'react'
import { createCurrency, currencyKeys } from '@/api/currencies'
import type { Currency } from '@/api/currencies.types'
import { nationKeys } from '@/api/nations'
import type { Nation } from '@/api/nations.types'
import { useApiMutation } from '@/api/query'
import { treasuryKeys } from '@/api/treasuries'
import { DescriptionList } from '@/ui/description-list'
import { Field, Input, Label } from '@/ui/field'
import { FormDialog } from '@/ui/form-dialog'
import { notify } from '@/state/notices'
import { NATION_FAILURES, TREASURY_TEXTS } from '../texts'
import { useCharacterName } from '@/state/session'

export interface CreateCurrencyDialogProps {
  open: boolean
  onClose: () => void
  nation: Pick<Nation, 'name' | 'abbreviation'>
  /** The server created it (its answer's currency, when it sent one). */
  onCreated: (currency: Currency | null) => void
}

export function CreateCurrencyDialog(props: CreateCurrencyDialogProps) {
  return props.open ? <CreateCurrencyForm {...props} /> : null
}

/**
 * The treasury flavour of Create Currency: the issuing nation is fixed and the server makes the
 * symbol from the nation's abbreviation, so only the name is asked for.
 */
function CreateCurrencyForm({ onClose, nation, onCreated }: CreateCurrencyDialogProps) {
  const creator = useCharacterName()
  const [name, setName] = useState('')
  const create = useApiMutation({
    call: (currencyName: string) =>
      createCurrency({ name: currencyName, issuingNation: nation.name, createdBy: creator }),
    texts: NATION_FAILURES.createCurrency,
    invalidates: () => [currencyKeys.all, nationKeys.all, treasuryKeys.all],
    onSuccess: (answer, currencyName) => {
      notify('success', answer.message || `${currencyName} created for ${nation.name}`)
      onClose()
      onCreated(answer.currency)
    },
  })

  const submit = () => {
    const trimmed = name.trim()
    if (!trimmed) return create.fail(TREASURY_TEXTS.currencyName)
    create.submit(trimmed)
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={TREASURY_TEXTS.createCurrency}
      description="A nation has one national currency. The Mint dialog opens as soon as it exists."
      error={create.error}
      busy={create.busy}
      submitLabel={TREASURY_TEXTS.createCurrency}
      busyLabel="Creating..."
      onSubmit={submit}
    >
      <Field>
        <Label>Currency name</Label>
        <Input
          autoFocus
          autoComplete="off"
          placeholder="e.g. Aurelian Crown"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <DescriptionList
        items={[
          { term: 'Issuing nation', details: nation.name },
          {
            term: 'Symbol',
            details: `Made by the server from the abbreviation ${nation.abbreviation} ($${nation.abbreviation})`,
          },
        ]}
      />
    </FormDialog>
  )
}
