import { useState, type ReactNode } from 'react'
import { nationMutations } from '@/api/nations'
import type { Nation } from '@/api/nations.types'
import { mapVariables, useApiMutation, type ApiMutation } from '@/api/query'
import { Alert } from '@/ui/alert'
import { Description, ErrorMessage, Field, Input, Label, Textarea } from '@/ui/field'
import { FormDialog } from '@/ui/form-dialog'
import { useFieldMarks, type FieldProblems as FieldMarksFor } from '@/ui/field-problems'
import { useIntentMutation, type IntentMutation } from '@/api/intent'
import { checkNationFounded, NATION_CHECK } from './intent-checks'
import { notify } from '@/state/notices'
import { NATION_CHECKS, NATION_FAILURES, NATION_TEXTS } from './texts'
import { useCharacterName } from '@/state/session'

interface NationFields {
  name: string
  abbreviation: string
  description: string
}

type FieldProblems = FieldMarksFor<'name' | 'abbreviation'>

/** Spec section 5: name required; abbreviation exactly 2 characters, sent upper case. */
export function checkNationFields(fields: NationFields): FieldProblems {
  const problems: FieldProblems = {}
  if (!fields.name.trim()) problems.name = NATION_CHECKS.nameRequired
  if (fields.abbreviation.trim().length !== 2) problems.abbreviation = NATION_CHECKS.abbreviation
  return problems
}

const cleaned = (fields: NationFields) => ({
  name: fields.name.trim(),
  abbreviation: fields.abbreviation.trim().toUpperCase(),
  description: fields.description.trim(),
})

interface DialogProps {
  open: boolean
  onClose: () => void
}

/** Create New Nation: the selected character founds it and becomes its first officer. */
export function CreateNationDialog({
  open,
  onClose,
  onCreated,
}: DialogProps & { onCreated: (id: string) => void }) {
  const founder = useCharacterName()
  const founding = (fields: NationFields) => ({ ...cleaned(fields), founderId: founder })
  const create = useIntentMutation(mapVariables(nationMutations.found, founding), {
    texts: NATION_FAILURES.createNation,
    intent: {
      whether: (fields) => NATION_CHECK.whether(cleaned(fields).name),
      where: () => NATION_CHECK.where,
      again: NATION_CHECK.again,
      submit: NATION_TEXTS.createSubmit,
    },
    check: (fields) => checkNationFounded(cleaned(fields).name),
    onSuccess: (answer, fields) => {
      notify('success', answer.message || NATION_TEXTS.founded(cleaned(fields).name))
      onClose()
      onCreated(answer.nation?.id ?? cleaned(fields).name)
    },
  })
  if (!open) return null
  return (
    <NationForm
      title={NATION_TEXTS.createNation}
      submitLabel={NATION_TEXTS.createSubmit}
      busyLabel={NATION_TEXTS.creating}
      initial={{ name: '', abbreviation: '', description: '' }}
      mutation={create}
      onClose={onClose}
      before={
        <>
          <Alert kind="warning">{NATION_TEXTS.permanence}</Alert>
          <p className="text-sm text-muted">
            {NATION_TEXTS.founderBefore} <span className="font-medium text-strong">{founder}</span>
            {NATION_TEXTS.founderAfter}
          </p>
        </>
      }
    />
  )
}

/** Edit Nation (officers): name, abbreviation and description. */
export function EditNationDialog({ open, onClose, nation }: DialogProps & { nation: Nation }) {
  const editor = useCharacterName()
  // A new name renames the treasury too (treasuries are named by their nation): the spec touches both.
  const editing = (fields: NationFields) => ({ ...cleaned(fields), editedBy: editor })
  const edit = useApiMutation(mapVariables(nationMutations.edit(nation.id), editing), {
    texts: NATION_FAILURES.editNation,
    onSuccess: (answer, fields) => {
      notify('success', answer.message || NATION_TEXTS.updated(cleaned(fields).name))
      onClose()
    },
  })
  if (!open) return null
  return (
    <NationForm
      title={NATION_TEXTS.editNation}
      submitLabel={NATION_TEXTS.saveChanges}
      busyLabel={NATION_TEXTS.saving}
      initial={{ name: nation.name, abbreviation: nation.abbreviation, description: nation.description }}
      mutation={edit}
      onClose={onClose}
    />
  )
}

interface NationFormProps {
  title: string
  submitLabel: string
  busyLabel: string
  initial: NationFields
  /** Create's mutation also carries the unknown-outcome state of a change (src/api/intent.ts). */
  mutation: ApiMutation<NationFields, unknown> &
    Partial<Pick<IntentMutation<NationFields, unknown>, 'outcome' | 'checking' | 'newIntent'>>
  onClose: () => void
  before?: ReactNode
}

/** The fields both dialogs share; mounted while open, so each opening starts from `initial`. */
function NationForm({ title, submitLabel, busyLabel, initial, mutation, onClose, before }: NationFormProps) {
  const [fields, setFields] = useState(initial)
  const marks = useFieldMarks()
  const problems = marks.shown(checkNationFields(fields))
  const set = (key: keyof NationFields) => (value: string) => setFields((f) => ({ ...f, [key]: value }))

  const submit = () => {
    if (marks.blocked(checkNationFields(fields))) return mutation.reset()
    mutation.submit(fields)
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={title}
      intent={mutation}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      onSubmit={submit}
    >
      {before}
      <Field>
        <Label>{NATION_TEXTS.nationName}</Label>
        <Input
          autoFocus
          autoComplete="off"
          value={fields.name}
          invalid={!!problems.name}
          onChange={(event) => set('name')(event.target.value)}
        />
        {problems.name && <ErrorMessage>{problems.name}</ErrorMessage>}
      </Field>
      <Field>
        <Label>{NATION_TEXTS.abbreviation}</Label>
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={2}
          value={fields.abbreviation}
          invalid={!!problems.abbreviation}
          onChange={(event) => set('abbreviation')(event.target.value.toUpperCase())}
          className="w-24 uppercase"
        />
        <Description>{NATION_TEXTS.abbreviationHint}</Description>
        {problems.abbreviation && <ErrorMessage>{problems.abbreviation}</ErrorMessage>}
      </Field>
      <Field>
        <Label>{NATION_TEXTS.description}</Label>
        <Textarea
          rows={4}
          value={fields.description}
          onChange={(event) => set('description')(event.target.value)}
        />
      </Field>
    </FormDialog>
  )
}
