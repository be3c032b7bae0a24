import { useState, type ReactNode } from 'react'
import { Alert } from './alert'
import { Button } from './button'
import { Dialog, DialogActions, DialogBody, DialogDescription, DialogTitle } from './dialog'
import { Description, Field, Input, Label } from './field'
import { useErrorUntilEdit } from './form-edits'
import { UI_TEXTS } from './control-texts'

export interface ConfirmDialogProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  /** What will happen, in plain words (what is lost, whether it can be undone). */
  children?: ReactNode
  confirmLabel: string
  busyLabel?: string
  /** Red confirm button and a warning look: the action destroys or cannot be undone. */
  destructive?: boolean
  busy?: boolean
  error?: string | null
  onConfirm: () => void
  /**
   * The confirm stays disabled until this exact text is typed (deleting a nation asks for its
   * name), so a slip of the finger cannot destroy anything.
   */
  typeToConfirm?: string
  /** More buttons before Cancel (a gentler way out, like Deactivate beside Delete). */
  extraActions?: ReactNode
}

/** "Are you sure?" before an action; the destructive variant for what cannot be taken back. */
export function ConfirmDialog({ open, onClose, ...body }: ConfirmDialogProps) {
  const close = () => {
    if (!body.busy) onClose()
  }
  // Each opening starts with nothing typed; while the dialog fades out its text stays in place
  // (an emptied frame would flash, and a dialog without its title has no name). A dialog mounted
  // open (one fetched when first asked for) counts that as its first opening.
  const [openings, setOpenings] = useState({ open, count: open ? 1 : 0 })
  if (openings.open !== open) setOpenings({ open, count: open ? openings.count + 1 : openings.count })
  return (
    <Dialog open={open} onClose={close} size="md">
      {(open || openings.count > 0) && <ConfirmBody key={openings.count} {...body} onCancel={close} />}
    </Dialog>
  )
}

function ConfirmBody({
  title,
  children,
  confirmLabel,
  busyLabel,
  destructive,
  busy,
  error,
  onConfirm,
  typeToConfirm,
  extraActions,
  onCancel,
}: Omit<ConfirmDialogProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const [typed, setTyped] = useState('')
  const banner = useErrorUntilEdit(error)
  const confirmed = typeToConfirm === undefined || typed === typeToConfirm
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      {children && (
        <DialogDescription as="div" className="space-y-2">
          {children}
        </DialogDescription>
      )}
      <DialogBody>
        {banner.error && <Alert kind="error">{banner.error}</Alert>}
        {typeToConfirm !== undefined && (
          <Field disabled={busy}>
            <Label>
              {UI_TEXTS.typeBefore} <span className="font-semibold text-strong">{typeToConfirm}</span>{' '}
              {UI_TEXTS.typeAfter}
            </Label>
            <Input
              autoFocus
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => {
                banner.edited()
                setTyped(event.target.value)
              }}
            />
            {/* Inside the field, so it describes the input (an own aria-describedby would be dropped). */}
            <Description className="sr-only">{UI_TEXTS.typeHint}</Description>
          </Field>
        )}
      </DialogBody>
      <DialogActions>
        {extraActions}
        <Button color="plain" onClick={onCancel} disabled={busy} autoFocus={typeToConfirm === undefined}>
          {UI_TEXTS.cancel}
        </Button>
        <Button
          color={destructive ? 'danger' : 'primary'}
          onClick={() => {
            if (!confirmed || busy) return
            banner.submitted()
            onConfirm()
          }}
          disabled={busy || !confirmed}
        >
          {busy ? (busyLabel ?? `${confirmLabel}...`) : confirmLabel}
        </Button>
      </DialogActions>
    </>
  )
}
