import { XMarkIcon } from '@heroicons/react/20/solid'
import { EntityBalanceHistory } from '@/features/insights'
import { Button } from '@/ui/button'
import { Dialog, DialogTitle } from '@/ui/dialog'
import type { AdminEntity } from './admin-requests'
import { ADMIN_PANEL_TEXTS } from './texts'

/** The balance history of any nation's treasury or bank's vault, for the admin. */
export function EntityHistoryDialog({
  entity,
  onClose,
}: {
  entity: Exclude<AdminEntity, { type: 'character' }>
  onClose: () => void
}) {
  const party =
    entity.type === 'nation'
      ? { type: 'treasury' as const, id: entity.item.name, name: entity.item.name }
      : { type: 'bank' as const, id: entity.item.id, name: entity.item.name }
  return (
    <Dialog open onClose={onClose} size="xl">
      <div className="flex items-start justify-between gap-3">
        <DialogTitle className="min-w-0 break-words">
          {ADMIN_PANEL_TEXTS.actions.balanceHistory} - {party.name}
        </DialogTitle>
        <Button color="plain" size="sm" onClick={onClose}>
          <XMarkIcon data-slot="icon" aria-hidden="true" />
          Close
        </Button>
      </div>
      <div className="mt-4">
        <EntityBalanceHistory
          party={party}
          knownBalances={entity.type === 'bank' ? entity.item.balances : undefined}
        />
      </div>
    </Dialog>
  )
}
