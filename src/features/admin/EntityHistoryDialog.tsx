import { XMarkIcon } from '@heroicons/react/20/solid'
import { CharacterAccountsHistory, EntityBalanceHistory } from '@/features/insights'
import { Button } from '@/ui/button'
import { Dialog, DialogTitle } from '@/ui/dialog'
import type { AdminEntity } from './admin-requests'
import { ADMIN_PANEL_TEXTS } from './texts'

/** The balance history of any nation's treasury, bank's vault or character's accounts, for the admin. */
export function EntityHistoryDialog({ entity, onClose }: { entity: AdminEntity; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} size="xl">
      <div className="flex items-start justify-between gap-3">
        <DialogTitle className="min-w-0 break-words">
          {ADMIN_PANEL_TEXTS.actions.balanceHistory} - {entity.item.name}
        </DialogTitle>
        <Button color="plain" size="sm" onClick={onClose}>
          <XMarkIcon data-slot="icon" aria-hidden="true" />
          {ADMIN_PANEL_TEXTS.close}
        </Button>
      </div>
      <div className="mt-4">
        {entity.type === 'character' ? (
          <CharacterAccountsHistory character={entity.item.name} />
        ) : entity.type === 'nation' ? (
          <EntityBalanceHistory party={{ type: 'treasury', id: entity.item.name, name: entity.item.name }} />
        ) : (
          <EntityBalanceHistory
            party={{ type: 'bank', id: entity.item.id, name: entity.item.name }}
            knownBalances={entity.item.balances}
          />
        )}
      </div>
    </Dialog>
  )
}
