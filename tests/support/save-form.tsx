// The form kit's tests put their fields in one plain dialog: open, titled "Form", submitted by Save.
import type { ReactNode } from 'react'
import { FormDialog } from '@/ui/form-dialog'

export function SaveForm({
  error,
  onSubmit,
  children,
}: {
  error: string | null
  onSubmit: () => void
  children: ReactNode
}) {
  return (
    <FormDialog open onClose={() => {}} title="Form" submitLabel="Save" error={error} onSubmit={onSubmit}>
      {children}
    </FormDialog>
  )
}
