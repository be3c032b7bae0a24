import { useId, useState, type FormEvent } from 'react'
import { Dialog, DialogActions, DialogBody, DialogDescription, DialogTitle } from '@/ui/dialog'
import { Button } from '@/ui/button'
import { Alert } from '@/ui/alert'
import { Field, Label, Textarea } from '@/ui/field'
import { removeBiography, setBiography } from '@/api/players'
import { updateCharacter } from '@/state/session'
import { notify } from '@/state/notices'
import { ensureSuccess, profileErrorText } from './errors'

/** Biography length limit (spec sections 5 and 9). */
export const BIOGRAPHY_MAX = 1000

export const BIOGRAPHY_TEXTS = {
  setFailed: 'Failed to set biography',
  removeFailed: 'Failed to remove biography',
  saved: 'Biography updated',
  removed: 'Biography removed',
} as const

export interface BiographyDialogProps {
  open: boolean
  onClose: () => void
  characterName: string
  currentBiography: string | null
}

export function BiographyDialog({ open, onClose, characterName, currentBiography }: BiographyDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} size="lg">
      {open && (
        <BiographyForm onClose={onClose} characterName={characterName} currentBiography={currentBiography} />
      )}
    </Dialog>
  )
}

type Busy = 'save' | 'remove' | null

function BiographyForm({ onClose, characterName, currentBiography }: Omit<BiographyDialogProps, 'open'>) {
  const [text, setText] = useState(currentBiography ?? '')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<Busy>(null)
  const blank = text.trim() === ''
  const counterId = useId()

  const run = async (kind: Exclude<Busy, null>, fallback: string, call: () => Promise<string>) => {
    setBusy(kind)
    setError(null)
    try {
      notify('success', await call())
      onClose()
    } catch (failure) {
      // What the user wrote stays in the box.
      setError(profileErrorText(failure, fallback))
      setBusy(null)
    }
  }

  const save = (event: FormEvent) => {
    event.preventDefault()
    if (blank || busy) return
    const biography = text.trim()
    void run('save', BIOGRAPHY_TEXTS.setFailed, async () => {
      const response = ensureSuccess(await setBiography(characterName, biography), BIOGRAPHY_TEXTS.setFailed)
      updateCharacter({ biography })
      return response.message || BIOGRAPHY_TEXTS.saved
    })
  }

  const remove = () =>
    void run('remove', BIOGRAPHY_TEXTS.removeFailed, async () => {
      const response = ensureSuccess(await removeBiography(characterName), BIOGRAPHY_TEXTS.removeFailed)
      updateCharacter({ biography: null })
      return response.message || BIOGRAPHY_TEXTS.removed
    })

  return (
    <form onSubmit={save} noValidate>
      <DialogTitle>Edit biography</DialogTitle>
      <DialogDescription>Tell other players who {characterName} is. Plain text only.</DialogDescription>
      <DialogBody>
        <Field disabled={busy !== null}>
          <Label>Biography</Label>
          <Textarea
            rows={7}
            maxLength={BIOGRAPHY_MAX}
            value={text}
            onChange={(event) => setText(event.target.value.slice(0, BIOGRAPHY_MAX))}
            aria-describedby={counterId}
          />
        </Field>
        <p
          id={counterId}
          aria-live="polite"
          className={
            text.length >= BIOGRAPHY_MAX
              ? 'mt-2 text-right text-sm text-amber-300'
              : 'mt-2 text-right text-sm text-slate-400'
          }
        >
          {`${text.length}/${BIOGRAPHY_MAX}`}
        </p>
        {error && (
          <div className="mt-3">
            <Alert kind="error">{error}</Alert>
          </div>
        )}
      </DialogBody>
      <DialogActions>
        {currentBiography && (
          <Button color="danger" onClick={remove} disabled={busy !== null} className="sm:mr-auto">
            {busy === 'remove' ? 'Removing...' : 'Remove biography'}
          </Button>
        )}
        <Button color="plain" onClick={onClose} disabled={busy !== null}>
          Cancel
        </Button>
        <Button type="submit" color="primary" disabled={blank || busy !== null}>
          {busy === 'save' ? 'Saving...' : 'Save'}
        </Button>
      </DialogActions>
    </form>
  )
}
