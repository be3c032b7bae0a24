import type { LedgerDialogRequest } from '@/state/game'
import { Dialog, DialogActions, DialogDescription, DialogTitle } from '@/ui/dialog'
import { Button } from '@/ui/button'

export interface LedgerDialogProps {
  request: LedgerDialogRequest
  onClose: () => void
}

export function LedgerDialog({ request, onClose }: LedgerDialogProps) {
  return (
    <Dialog open onClose={onClose} size="xl">
      <DialogTitle>Transaction Ledger - {request.entity.name}</DialogTitle>
      <DialogDescription>The ledger is not built yet in this version of the console.</DialogDescription>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  )
}
