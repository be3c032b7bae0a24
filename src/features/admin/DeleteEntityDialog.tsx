import { deleteEntity } from '@/api/admin'
import { deleteRequest, type AdminEntity } from './admin-requests'
import { NameToConfirmDialog } from './NameToConfirmDialog'
import { ADMIN_FAILURES, ADMIN_PANEL_TEXTS } from './texts'

const T = ADMIN_PANEL_TEXTS.delete

/** Deleting cannot be undone from the console: the dialog names the entity and what goes with it. */
export function DeleteEntityDialog({ entity, onClose }: { entity: AdminEntity; onClose: () => void }) {
  const { name } = entity.item
  return (
    <NameToConfirmDialog
      name={name}
      call={deleteEntity}
      texts={ADMIN_FAILURES.delete}
      done={T.done(name)}
      request={() => deleteRequest(entity)}
      title={T.title(name)}
      confirmLabel={T.confirm(entity.type)}
      busyLabel={T.busy}
      onClose={onClose}
    >
      <p>{T.lost[entity.type](name)}</p>
      <p>{T.kept}</p>
    </NameToConfirmDialog>
  )
}
