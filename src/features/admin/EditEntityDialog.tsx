import { useId, useState, type ReactNode } from 'react'
import { editBank, editCharacter, editNation } from '@/api/admin'
import type { AdminCharacter } from '@/api/admin.types'
import type { Bank } from '@/api/banks.types'
import type { Nation } from '@/api/nations.types'
import { FormDialog } from '@/ui/form-dialog'
import { Description, ErrorMessage, Field, Input, Label, Textarea } from '@/ui/field'
import { BIOGRAPHY_MAX } from '@/features/profile'
import {
  bankDraft,
  bankEdit,
  characterDraft,
  characterEdit,
  nationDraft,
  nationEdit,
  type AdminEntity,
  type Built,
} from './admin-requests'
import { ADMIN_CHECKS, ADMIN_FAILURES, ADMIN_PANEL_TEXTS } from './texts'
import { useFieldMarks } from '@/ui/field-problems'
import { useAdminChange } from './use-admin-change'

const T = ADMIN_PANEL_TEXTS.edit

/** Nation descriptions are kept to the biography's length. */
const DESCRIPTION_MAX = 1000

/** Edit a character, bank or nation: the fields start from the list's values; only changes are sent. */
export function EditEntityDialog({ entity, onClose }: { entity: AdminEntity; onClose: () => void }) {
  switch (entity.type) {
    case 'character':
      return <EditCharacterForm item={entity.item} onClose={onClose} />
    case 'bank':
      return <EditBankForm item={entity.item} onClose={onClose} />
    case 'nation':
      return <EditNationForm item={entity.item} onClose={onClose} />
  }
}

/** The shared frame: one PUT, 'Edit failed: ...' above the fields, closed once the server agreed. */
function EditFrame<B>({
  name,
  call,
  build,
  onClose,
  description = T.intro,
  blocked,
  children,
}: {
  name: string
  call: (body: B) => Promise<{ message: string }>
  build: () => Built<B>
  onClose: () => void
  description?: string
  /** The form's own field check (useFieldMarks().blocked): true when a field is at fault. */
  blocked?: () => boolean
  children: ReactNode
}) {
  const edit = useAdminChange({
    call,
    texts: ADMIN_FAILURES.edit,
    done: () => T.done(name),
    onSuccess: onClose,
  })
  return (
    <FormDialog
      open
      onClose={onClose}
      size="lg"
      title={T.title(name)}
      description={description}
      error={edit.error}
      busy={edit.busy}
      submitLabel={T.save}
      busyLabel={T.saving}
      onSubmit={() => (blocked?.() ? edit.reset() : edit.send(build()))}
    >
      {children}
    </FormDialog>
  )
}

/** Every form's first field: the entity's name. */
function NameField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field>
      <Label>{T.name}</Label>
      <Input autoFocus autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  )
}

/** A long text with its length limit, and a counter that turns amber at the limit. */
function CountedTextField({
  label,
  rows,
  max,
  value,
  onChange,
}: {
  label: string
  rows: number
  max: number
  value: string
  onChange: (value: string) => void
}) {
  const counterId = useId()
  return (
    <Field>
      <Label>{label}</Label>
      <Textarea
        rows={rows}
        maxLength={max}
        value={value}
        aria-describedby={counterId}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="text-right text-sm">
        <p
          id={counterId}
          aria-live="polite"
          className={value.length >= max ? 'text-warning-fg' : 'text-subtle'}
        >
          {`${value.length}/${max}`}
        </p>
      </div>
    </Field>
  )
}

function EditCharacterForm({ item, onClose }: { item: AdminCharacter; onClose: () => void }) {
  const [draft, setDraft] = useState(() => characterDraft(item))
  return (
    <EditFrame
      name={item.name}
      call={editCharacter}
      build={() => characterEdit(item, draft)}
      onClose={onClose}
    >
      <NameField value={draft.name} onChange={(name) => setDraft({ ...draft, name })} />
      <Field>
        <Label>{T.picture}</Label>
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          value={draft.picture}
          onChange={(event) => setDraft({ ...draft, picture: event.target.value })}
        />
        <Description>{T.pictureHint}</Description>
      </Field>
      <CountedTextField
        label={T.biography}
        rows={5}
        max={BIOGRAPHY_MAX}
        value={draft.biography}
        onChange={(biography) => setDraft({ ...draft, biography })}
      />
    </EditFrame>
  )
}

function EditBankForm({ item, onClose }: { item: Bank; onClose: () => void }) {
  const [draft, setDraft] = useState(() => bankDraft(item))
  return (
    <EditFrame
      name={item.name}
      call={editBank}
      build={() => bankEdit(item, draft)}
      onClose={onClose}
      description={`${T.intro} ${T.bankIdFixed(item.id, item.jurisdictionNation)}`}
    >
      <NameField value={draft.name} onChange={(name) => setDraft({ ...draft, name })} />
      <Field>
        <Label>{T.abbreviation}</Label>
        <Input
          autoComplete="off"
          value={draft.abbreviation}
          onChange={(event) => setDraft({ ...draft, abbreviation: event.target.value })}
        />
      </Field>
    </EditFrame>
  )
}

function EditNationForm({ item, onClose }: { item: Nation; onClose: () => void }) {
  const [draft, setDraft] = useState(() => nationDraft(item))
  // A changed abbreviation of another length is the abbreviation field's fault: said there.
  const marks = useFieldMarks()
  const built = nationEdit(item, draft)
  const found = { abbreviation: built.error === ADMIN_CHECKS.abbreviation ? built.error : undefined }
  const problems = marks.shown(found)
  return (
    <EditFrame
      name={item.name}
      call={editNation}
      build={() => built}
      blocked={() => marks.blocked(found)}
      onClose={onClose}
    >
      <NameField value={draft.name} onChange={(name) => setDraft({ ...draft, name })} />
      <Field>
        <Label>{T.abbreviation}</Label>
        <Input
          autoComplete="off"
          maxLength={2}
          value={draft.abbreviation}
          className="uppercase"
          invalid={!!problems.abbreviation}
          onChange={(event) => setDraft({ ...draft, abbreviation: event.target.value.toUpperCase() })}
        />
        <Description>{T.nationAbbreviationHint}</Description>
        {problems.abbreviation && <ErrorMessage>{problems.abbreviation}</ErrorMessage>}
      </Field>
      <CountedTextField
        label={T.descriptionField}
        rows={4}
        max={DESCRIPTION_MAX}
        value={draft.description}
        onChange={(description) => setDraft({ ...draft, description })}
      />
    </EditFrame>
  )
}
