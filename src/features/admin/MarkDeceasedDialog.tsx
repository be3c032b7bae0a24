import { markDeceased } from '@/api/admin'
import type { AdminCharacter } from '@/api/admin.types'
import { deceasedRequest } from './admin-requests'
import { NameToConfirmDialog } from './NameToConfirmDialog'
import { ADMIN_FAILURES, ADMIN_PANEL_TEXTS } from './texts'

const T = ADMIN_PANEL_TEXTS.deceased

/** Marking a character deceased cannot be taken back in the console (spec section 4). */
export function MarkDeceasedDialog({
  character,
  onClose,
}: {
  character: AdminCharacter
  onClose: () => void
}) {
  const { name } = character
  return (
    <NameToConfirmDialog
      name={name}
      call={markDeceased}
      texts={ADMIN_FAILURES.markDeceased}
      done={T.done(name)}
      request={() => deceasedRequest(character)}
      title={T.title(name)}
      confirmLabel={T.confirm}
      busyLabel={T.busy}
      onClose={onClose}
    >
      <p>{T.body(name)}</p>
      <p className="font-medium text-warning-strong">{T.irreversible}</p>
    </NameToConfirmDialog>
  )
}
