import { useId, useState, type ReactNode } from 'react'
import { editBank, editCharacter, editNation } from '@/api/admin'
import type { AdminCharacter } from '@/api/admin.types'
import type { Bank } from '@/api/banks.types'
import type { Nation } from '@/api/nations.types'
import { FormDialog } from '@/ui/form-dialog'
import { Description, Field, Input, Label, Textarea } from '@/ui/field'
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
import { ADMIN_FAILURES, ADMIN_PANEL_TEXTS } from './texts'
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
  children,
}: {
  name: string
  call: (body: B) => Promise<{ message: string }>
  build: () => Built<B>
  onClose: () => void
  description?: string
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
      onSubmit={() => edit.send(build())}
    >
      {children}
    </FormDialog>
  )
}

function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p id={id} aria-live="polite" className={length >= max ? 'text-amber-300' : 'text-slate-400'}>
      {`${length}/${max}`}
    </p>
  )
}

function EditCharacterForm({ item, onClose }: { item: AdminCharacter; onClose: () => void }) {
  const [draft, setDraft] = useState(() => characterDraft(item))
  const counterId = useId()
  return (
    <EditFrame
      name={item.name}
      call={editCharacter}
      build={() => characterEdit(item, draft)}
      onClose={onClose}
    >
      <Field>
        <Label>{T.name}</Label>
        <Input
          autoFocus
          autoComplete="off"
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
      </Field>
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
      <Field>
        <Label>{T.biography}</Label>
        <Textarea
          rows={5}
          maxLength={BIOGRAPHY_MAX}
          value={draft.biography}
          aria-describedby={counterId}
          onChange={(event) => setDraft({ ...draft, biography: event.target.value })}
        />
        <div className="text-right text-sm">
          <Counter id={counterId} length={draft.biography.length} max={BIOGRAPHY_MAX} />
        </div>
      </Field>
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
      <Field>
        <Label>{T.name}</Label>
        <Input
          autoFocus
          autoComplete="off"
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
      </Field>
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
  const counterId = useId()
  return (
    <EditFrame name={item.name} call={editNation} build={() => nationEdit(item, draft)} onClose={onClose}>
      <Field>
        <Label>{T.name}</Label>
        <Input
          autoFocus
          autoComplete="off"
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
      </Field>
      <Field>
        <Label>{T.abbreviation}</Label>
        <Input
          autoComplete="off"
          maxLength={2}
          value={draft.abbreviation}
          className="uppercase"
          onChange={(event) => setDraft({ ...draft, abbreviation: event.target.value.toUpperCase() })}
        />
        <Description>{T.nationAbbreviationHint}</Description>
      </Field>
      <Field>
        <Label>{T.descriptionField}</Label>
        <Textarea
          rows={4}
          maxLength={DESCRIPTION_MAX}
          value={draft.description}
          aria-describedby={counterId}
          onChange={(event) => setDraft({ ...draft, description: event.target.value })}
        />
        <div className="text-right text-sm">
          <Counter id={counterId} length={draft.description.length} max={DESCRIPTION_MAX} />
        </div>
      </Field>
    </EditFrame>
  )
}
