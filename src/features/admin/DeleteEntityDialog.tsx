import { deleteEntity } from '@/api/admin'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { deleteRequest, type AdminEntity } from './admin-requests'
import { ADMIN_FAILURES, ADMIN_PANEL_TEXTS } from './texts'
import { useAdminChange } from './use-admin-change'

const T = ADMIN_PANEL_TEXTS.delete

/**
 * Deleting cannot be undone from the console: the dialog names the entity and what goes with it,
 * and the button stays disabled until the admin has typed the entity's exact name.
 */
export function DeleteEntityDialog({ entity, onClose }: { entity: AdminEntity; onClose: () => void }) {
  const { name } = entity.item
  const remove = useAdminChange({
    call: deleteEntity,
    texts: ADMIN_FAILURES.delete,
    done: () => T.done(name),
    onSuccess: onClose,
  })
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      destructive
      title={T.title(name)}
      confirmLabel={T.confirm(entity.type)}
      busyLabel={T.busy}
      busy={remove.busy}
      error={remove.error}
      typeToConfirm={name}
      onConfirm={() => remove.send(deleteRequest(entity))}
    >
      <p>{T.lost[entity.type](name)}</p>
      <p>{T.kept}</p>
    </ConfirmDialog>
  )
}
