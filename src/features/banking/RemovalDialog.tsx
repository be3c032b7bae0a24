import type { ReactNode } from 'react'
import type { FailureTexts } from '@/api/failure'
import { useApiMutation, type MutationSpec } from '@/api/query'
import { notify } from '@/state/notices'
import { ConfirmDialog } from '@/ui/confirm-dialog'

export interface RemovalDialogProps<Target> {
  /** What is about to be removed; null: the dialog is closed. */
  target: Target | null
  /** The removal, as its resource module exports it. */
  change: MutationSpec<Target, { message: string }>
  texts: FailureTexts
  /** The success notice when the server's answer has no message. */
  done: (target: Target) => string
  title: string
  confirmLabel: string
  busyLabel: string
  /** What the removal means, in the dialog's body. */
  children: (target: Target) => ReactNode
  onClose: () => void
}

/**
 * The destructive "are you sure?" of an officer's removals (an offering, another officer): one
 * DELETE, its failure in the dialog, a success notice and the dialog closed once the server agreed.
 */
export function RemovalDialog<Target>({
  target,
  change,
  texts,
  done,
  title,
  confirmLabel,
  busyLabel,
  children,
  onClose,
}: RemovalDialogProps<Target>) {
  const remove = useApiMutation(change, {
    texts,
    onSuccess: (answer, removed) => {
      notify('success', answer.message || done(removed))
      onClose()
    },
  })
  const close = () => {
    remove.reset()
    onClose()
  }
  return (
    <ConfirmDialog
      open={!!target}
      onClose={close}
      title={title}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      destructive
      busy={remove.busy}
      error={remove.error}
      onConfirm={() => target && remove.submit(target)}
    >
      {target ? children(target) : null}
    </ConfirmDialog>
  )
}
