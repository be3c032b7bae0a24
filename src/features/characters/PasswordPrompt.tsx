import { memo, useState, type ChangeEvent } from 'react'
import { DIVINE_ENTITY } from '@/api/auth'
import type { AuthData } from '@/api/auth.types'
import { validatePasswordInput } from '@/lib/validation'
import { Field, Input, Label } from '@/ui/field'
import { FormDialog } from '@/ui/form-dialog'
import { selectErrorText, selectWithPassword, type Selection } from './select-flow'
import { PASSWORD_PROMPT_TEXTS } from './texts'
import { useLanguage } from '@/lib/i18n/use-language'

export interface PasswordPromptProps {
  auth: AuthData
  /** The card that was picked; null closes the prompt. */
  pick: { name: string } | null
  onClose: () => void
  onSelected: (selection: Selection, password: string) => void
}

/**
 * Character selection in a tab that does not know the password (a new tab, a reload, a restarted
 * browser): the pick asks for it, and the select-character call checks it. A refusal keeps what
 * was typed and shows the server's message. Memoised: closed, it need not render with every
 * keystroke in the search or the press of a card (its dialog's hooks run again when it does).
 */
export const PasswordPrompt = memo(function PasswordPrompt({
  auth,
  pick,
  onClose,
  onSelected,
}: PasswordPromptProps) {
  // memo skips the app's re-render on a language change: it follows the language itself.
  useLanguage()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const close = () => {
    setPassword('')
    setError(null)
    onClose()
  }

  const submit = async () => {
    if (!pick || busy) return
    const problem = validatePasswordInput(password)
    if (problem) return setError(problem)
    setError(null)
    setBusy(true)
    try {
      const result = await selectWithPassword(auth, password, pick.name)
      setPassword('')
      onSelected(result, result.password)
    } catch (failure) {
      setError(selectErrorText(failure, pick.name === DIVINE_ENTITY))
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormDialog
      open={pick !== null}
      onClose={close}
      title={PASSWORD_PROMPT_TEXTS.title}
      description={pick ? PASSWORD_PROMPT_TEXTS.description(pick.name) : null}
      error={error}
      busy={busy}
      submitLabel={PASSWORD_PROMPT_TEXTS.submit}
      busyLabel={PASSWORD_PROMPT_TEXTS.busy}
      onSubmit={() => void submit()}
      size="sm"
    >
      <Field>
        <Label>{PASSWORD_PROMPT_TEXTS.label}</Label>
        <Input
          type="password"
          name="password"
          autoFocus
          autoComplete="current-password"
          placeholder={PASSWORD_PROMPT_TEXTS.placeholder}
          value={password}
          onChange={(e: ChangeEvent<HTMLInputElement>) => setPassword(e.target.value)}
        />
      </Field>
    </FormDialog>
  )
})
