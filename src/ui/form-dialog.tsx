import type { FormEvent, ReactNode } from 'react'
import { Alert } from './alert'
import { Button, type ButtonColor } from './button'
import { Dialog, DialogActions, DialogBody, DialogDescription, DialogTitle, type DialogSize } from './dialog'
import { useDiscardGuard } from './discard-guard'
import { FormEdits, useErrorUntilEdit } from './form-edits'
import { UI_TEXTS } from './control-texts'
import { UnknownOutcomeNote } from './unknown-outcome'
import type { UnknownOutcome } from '@/api/intent'

/** A change whose outcome may be unknown, as api/intent.ts's useIntentMutation keeps it. */
export interface FormIntent {
  error: string | null
  busy: boolean
  /** Reading back what the server holds: the submit waits. */
  checking?: boolean
  /** The user changed a field: a new intent (a new idempotency key, the note goes). */
  newIntent?: () => void
  outcome?: UnknownOutcome | null
}

export interface FormDialogProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  /**
   * The failure or validation text, shown in an alert above the form's fields until the user
   * changes any of them (then it is stale) or submits again.
   */
  error?: string | null
  /** A call is in flight: the fields' fieldset and the buttons are disabled, the submit says so. */
  busy?: boolean
  submitLabel: string
  /** The submit's text while busy, e.g. "Creating..." (default: submitLabel + "..."). */
  busyLabel?: string
  submitColor?: ButtonColor
  /** Disables the submit without an error (nothing typed yet). */
  submitDisabled?: boolean
  cancelLabel?: string
  onSubmit: () => void
  /** The user changed a field (a new intent for a change that carries an idempotency key). */
  onEdit?: () => void
  size?: DialogSize
  /** More buttons before Cancel (a secondary "Remove" for instance). */
  extraActions?: ReactNode
  /**
   * The change the form sends: its error, busy state, the wait while its outcome is checked and a
   * new intent on every edit, and the unknown-outcome note above the fields. The props above win.
   */
  intent?: FormIntent
  children?: ReactNode
}

/**
 * The dialog every create/edit form uses: title, the error alert above the fields, Cancel and a
 * submit that shows it is busy. It cannot be closed while its call is in flight, and the form's
 * values are the caller's state, so a failure keeps what the user typed. Escape or a click outside
 * asks before throwing typed changes away (useDiscardGuard).
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  intent,
  error = intent?.error,
  busy = intent?.busy ?? false,
  submitLabel,
  busyLabel,
  submitColor = 'primary',
  submitDisabled = intent?.checking ?? false,
  cancelLabel = UI_TEXTS.cancel,
  onSubmit,
  onEdit,
  size = 'md',
  extraActions,
  children,
}: FormDialogProps) {
  const banner = useErrorUntilEdit(error)
  const edited = () => {
    banner.edited()
    onEdit?.()
    intent?.newIntent?.()
  }
  const close = () => {
    if (!busy) onClose()
  }
  const guard = useDiscardGuard(open, close)
  const dismiss = () => {
    if (!busy) guard.dismiss()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy || submitDisabled) return
    banner.submitted()
    onSubmit()
  }
  return (
    // Back closes as Cancel does; Escape and a click outside ask first when something was typed.
    <Dialog open={open} onClose={dismiss} onBack={close} size={size}>
      <form onSubmit={submit} onChange={edited} noValidate aria-busy={busy || undefined}>
        <DialogTitle>{title}</DialogTitle>
        {description && <DialogDescription>{description}</DialogDescription>}
        <DialogBody>
          {banner.error && <Alert kind="error">{banner.error}</Alert>}
          <FormEdits onEdit={edited}>
            <fieldset disabled={busy} className="min-w-0 space-y-4" {...guard.fieldProps}>
              {intent && <UnknownOutcomeNote outcome={intent.outcome ?? null} />}
              {children}
            </fieldset>
          </FormEdits>
        </DialogBody>
        <DialogActions>
          {extraActions}
          <Button color="plain" onClick={close} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" color={submitColor} disabled={busy || submitDisabled}>
            {busy ? (busyLabel ?? `${submitLabel}...`) : submitLabel}
          </Button>
        </DialogActions>
      </form>
      {guard.prompt}
    </Dialog>
  )
}
