import { useState, type ClipboardEvent } from 'react'
import clsx from 'clsx'
import { FormDialog } from '@/ui/form-dialog'
import { Button } from '@/ui/button'
import { Description, Field, Label, Textarea } from '@/ui/field'
import { playerMutations } from '@/api/players'
import { useApiMutation } from '@/api/query'
import { updateCharacter } from '@/state/session'
import { notify } from '@/state/notices'
import { PROFILE_FAILURES } from './texts'
import { BIOGRAPHY_MAX, BIOGRAPHY_TEXTS } from './texts'
import { codePointLength, cutToCodePoints } from '@/lib/code-points'

export interface BiographyDialogProps {
  open: boolean
  onClose: () => void
  characterName: string
  currentBiography: string | null
}

export function BiographyDialog(props: BiographyDialogProps) {
  // Mounted only while open, so every opening starts from the saved biography.
  return props.open ? <BiographyForm {...props} /> : null
}

function BiographyForm({ open, onClose, characterName, currentBiography }: BiographyDialogProps) {
  const [text, setText] = useState(currentBiography ?? '')
  const [cut, setCut] = useState(false)

  const done = (message: string, biography: string | null) => {
    updateCharacter({ biography })
    notify('success', message)
    onClose()
  }
  const save = useApiMutation(playerMutations.setBiography(characterName), {
    texts: PROFILE_FAILURES.setBiography,
    onSuccess: (answer, biography) => done(answer.message || BIOGRAPHY_TEXTS.saved, biography),
  })
  const remove = useApiMutation(playerMutations.removeBiography(characterName), {
    texts: PROFILE_FAILURES.removeBiography,
    onSuccess: (answer) => done(answer.message || BIOGRAPHY_TEXTS.removed, null),
  })
  const busy = save.busy || remove.busy
  const blank = text.trim() === ''

  // Counted and cut by code points, as the server counts them: an emoji is one character, never halved.
  const length = codePointLength(text)
  const change = (value: string) => {
    setCut(codePointLength(value) > BIOGRAPHY_MAX)
    setText(cutToCodePoints(value, BIOGRAPHY_MAX))
  }
  // maxLength would drop the rest of a long paste without a word; cut it here and say so.
  const paste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text')
    const area = event.currentTarget
    const next = text.slice(0, area.selectionStart) + pasted + text.slice(area.selectionEnd)
    if (codePointLength(next) <= BIOGRAPHY_MAX) return
    event.preventDefault()
    change(next)
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="lg"
      title={BIOGRAPHY_TEXTS.title}
      description={BIOGRAPHY_TEXTS.description(characterName)}
      error={save.error ?? remove.error}
      busy={busy}
      submitLabel={BIOGRAPHY_TEXTS.save}
      busyLabel={remove.busy ? BIOGRAPHY_TEXTS.save : BIOGRAPHY_TEXTS.saving}
      submitDisabled={blank}
      onSubmit={() => {
        remove.reset()
        save.submit(text.trim())
      }}
      extraActions={
        currentBiography ? (
          <Button
            color="secondary"
            className="sm:mr-auto"
            disabled={busy}
            onClick={() => {
              save.reset()
              remove.submit(undefined)
            }}
          >
            {remove.busy ? BIOGRAPHY_TEXTS.removing : BIOGRAPHY_TEXTS.remove}
          </Button>
        ) : undefined
      }
    >
      <Field>
        <Label>{BIOGRAPHY_TEXTS.label}</Label>
        <Textarea
          autoFocus
          rows={7}
          value={text}
          onChange={(event) => change(event.target.value)}
          onPaste={paste}
        />
        {/* Inside the field, so the counter and the cut notice describe the text area. */}
        <Description aria-live="polite" className="space-y-1 text-right">
          <span className={clsx('block', length >= BIOGRAPHY_MAX && 'text-warning-fg')}>
            {`${length}/${BIOGRAPHY_MAX}`}
          </span>
          {cut && <span className="block text-left text-warning-fg">{BIOGRAPHY_TEXTS.cut}</span>}
        </Description>
      </Field>
    </FormDialog>
  )
}
