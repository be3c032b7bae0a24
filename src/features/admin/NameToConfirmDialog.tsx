import type { ReactNode } from 'react'
import type { AdminAnswer } from '@/api/admin.types'
import type { FailureTexts } from '@/api/failure'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import type { Built } from './admin-requests'
import { useAdminChange } from './use-admin-change'

/**
 * An admin change the console cannot undo: the destructive button waits until the admin has typed
 * the entity's exact name, and the dialog closes only after the server confirmed.
 */
export function NameToConfirmDialog<B>({
  name,
  call,
  texts,
  done,
  request,
  onClose,
  children,
  ...labels
}: {
  name: string
  call: (body: B) => Promise<AdminAnswer>
  texts: FailureTexts
  done: string
  request: () => Built<B>
  title: string
  confirmLabel: string
  busyLabel: string
  onClose: () => void
  children: ReactNode
}) {
  const change = useAdminChange({ call, texts, done: () => done, onSuccess: onClose })
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      destructive
      {...labels}
      busy={change.busy}
      error={change.error}
      typeToConfirm={name}
      onConfirm={() => change.send(request())}
    >
      {children}
    </ConfirmDialog>
  )
}
