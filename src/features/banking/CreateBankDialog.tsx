import { useState } from 'react'
import { bankMutations, bankQueries } from '@/api/banks'
import { useIntentMutation } from '@/api/intent'
import { BANKING_CHECKS, checkBankCreated } from './intent-checks'
import { notify } from '@/state/notices'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { ChoiceField } from '@/ui/choice-field'
import { ErrorMessage, Field, Input, Label } from '@/ui/field'
import { useFieldMarks } from '@/ui/field-problems'
import { FormDialog } from '@/ui/form-dialog'
import { deriveBankId } from './bank-id'
import { queryFailureText } from '@/api/failure'
import { BANKING_FAILURES as F, BANKING_TEXTS as T } from './texts'
import { nationQueries } from '@/api/nations'
import { useQuery } from '@tanstack/react-query'

export interface CreateBankDialogProps {
  open: boolean
  character: string
  onClose: () => void
  /** "Open an account instead": the player came for an account, not a bank. */
  onOpenAccount: () => void
}

export function CreateBankDialog(props: CreateBankDialogProps) {
  return props.open ? <CreateBankForm {...props} /> : null
}

/** Founding a bank: warned twice, with the id it will get shown before anything is sent. */
function CreateBankForm({ character, onClose, onOpenAccount }: CreateBankDialogProps) {
  const banks = useQuery(bankQueries.list())
  const nations = useQuery(nationQueries.list())
  const memberships = useQuery(nationQueries.memberships(character))
  const [name, setName] = useState('')
  const [chosenNation, setChosenNation] = useState<string | null>(null)
  // The player's own nation is the likely jurisdiction until they pick another.
  const jurisdiction = chosenNation ?? memberships.data?.[0]?.nationName ?? ''
  const derived = deriveBankId(
    name,
    (banks.data ?? []).map((b) => b.id),
  )

  // The id sent by this intent's first press: the list refreshed after an unknown outcome may
  // hold the new bank, and a retry must name the same bank, not the next free id.
  const [sentId, setSentId] = useState<string | null>(null)
  const create = useIntentMutation(bankMutations.create, {
    texts: F.createBank,
    intent: {
      whether: (body) => T.createBankWhether(body.name),
      where: () => BANKING_CHECKS.banksWhere,
      again: T.createAgain,
      submit: T.createBankSubmit,
    },
    check: (body) => checkBankCreated(body.bankId, body.name),
    onSuccess: (answer, body) => {
      notify('success', answer.message || T.bankCreated(body.name, body.bankId))
      onClose()
    },
  })

  // The spec's banner stays; each empty field is marked too, the first focused.
  const marks = useFieldMarks()
  const missing = {
    name: name.trim() ? undefined : T.missing.bankName,
    jurisdiction: jurisdiction ? undefined : T.missing.jurisdiction,
  }
  const problems = marks.shown(missing)
  const submit = () => {
    if (marks.blocked(missing)) return create.fail(T.fillRequired)
    const bankId = sentId ?? derived.id
    if (!bankId) return create.fail(T.bankIdMissing)
    setSentId(bankId)
    create.submit({
      bankId,
      name: name.trim(),
      jurisdictionNation: jurisdiction,
      createdBy: character,
    })
  }

  const nationsError = queryFailureText(nations, F.loadNations)
  return (
    <FormDialog
      open
      onClose={onClose}
      size="lg"
      title={T.createBankTitle}
      intent={create}
      onEdit={() => setSentId(null)}
      submitLabel={T.createBankSubmit}
      busyLabel={T.createBankBusy}
      onSubmit={submit}
    >
      <Alert kind="warning">
        <p className="font-semibold">{T.createBankWarning}</p>
        <Button
          color="secondary"
          size="sm"
          className="mt-2"
          onClick={() => {
            onClose()
            onOpenAccount()
          }}
        >
          {T.openAccountInstead}
        </Button>
      </Alert>
      <Alert kind="info">{T.permanence}</Alert>
      <Field>
        <Label>{T.bankNameLabel}</Label>
        <Input
          autoFocus
          value={name}
          maxLength={64}
          invalid={!!problems.name}
          onChange={(event) => setName(event.target.value)}
        />
        {problems.name && <ErrorMessage>{problems.name}</ErrorMessage>}
      </Field>
      <ChoiceField
        label={T.jurisdictionLabel}
        value={jurisdiction}
        disabled={nations.isPending}
        placeholder={nations.isPending ? T.loadingNations : T.chooseNation}
        options={(nations.data ?? []).map((nation) => ({ value: nation.name, label: nation.name }))}
        emptyText={T.pickerNoNation}
        error={nationsError ?? problems.jurisdiction}
        onChange={setChosenNation}
      />
      <div className="rounded-xl bg-surface-sunken p-3 ring-1 ring-line" aria-live="polite">
        <p className="text-sm text-subtle">{T.bankIdLabel}</p>
        {derived.id ? (
          <>
            <p className="font-mono text-lg font-semibold text-strong">{derived.id}</p>
            <p className="text-sm text-subtle">
              {derived.base && derived.base !== derived.id ? T.bankIdTaken(derived.base) : T.bankIdHint}
            </p>
          </>
        ) : (
          <p className="text-sm text-muted">{T.bankIdMissing}</p>
        )}
      </div>
    </FormDialog>
  )
}
