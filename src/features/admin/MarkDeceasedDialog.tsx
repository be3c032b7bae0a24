import { markDeceased } from '@/api/admin'
import type { AdminCharacter } from '@/api/admin.types'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { deceasedRequest } from './admin-requests'
import { ADMIN_FAILURES, ADMIN_PANEL_TEXTS } from './texts'
import { useAdminChange } from './use-admin-change'

const T = ADMIN_PANEL_TEXTS.deceased

/**
 * Marking a character deceased cannot be taken back in the console (spec section 4): like a
 * deletion, the button waits for the character's exact name.
 */
export function MarkDeceasedDialog({
  character,
  onClose,
}: {
  character: AdminCharacter
  onClose: () => void
}) {
  const mark = useAdminChange({
    call: markDeceased,
    texts: ADMIN_FAILURES.markDeceased,
    done: () => T.done(character.name),
    onSuccess: onClose,
  })
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      destructive
      title={T.title(character.name)}
      confirmLabel={T.confirm}
      busyLabel={T.busy}
      busy={mark.busy}
      error={mark.error}
      typeToConfirm={character.name}
      onConfirm={() => mark.send(deceasedRequest(character))}
    >
      <p>{T.body(character.name)}</p>
      <p className="font-medium text-amber-200">{T.irreversible}</p>
    </ConfirmDialog>
  )
}
