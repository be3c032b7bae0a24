import { ArrowsRightLeftIcon, ClockIcon } from '@heroicons/react/20/solid'
import { openLedger, openTransfer, type LedgerDialogRequest } from '@/state/game'
import { Button } from '@/ui/button'
import { BANKING_TEXTS as T } from './texts'

// An account's or a vault's way into the shared dialogs (state/game.ts), alike on every banking screen.

type Party = LedgerDialogRequest['entity']

/** Opens the ledger of the party. */
export function HistoryButton({ party }: { party: Party }) {
  return (
    <Button color="secondary" size="sm" onClick={() => openLedger(party)}>
      <ClockIcon data-slot="icon" aria-hidden="true" />
      {T.history}
    </Button>
  )
}

/** Opens the transfer dialog with the party as its locked source. */
export function TransferButton({ party }: { party: Party }) {
  return (
    <Button color="secondary" size="sm" onClick={() => openTransfer({ from: party })}>
      <ArrowsRightLeftIcon data-slot="icon" aria-hidden="true" />
      {T.transfer}
    </Button>
  )
}
