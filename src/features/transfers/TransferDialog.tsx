import type { TransferDialogRequest } from '@/state/game'
import { Dialog, DialogActions, DialogDescription, DialogTitle } from '@/ui/dialog'
import { Button } from '@/ui/button'

export interface TransferDialogProps {
  request: TransferDialogRequest
  onClose: () => void
}

export function TransferDialog({ onClose }: TransferDialogProps) {
  return (
    <Dialog open onClose={onClose}>
      <DialogTitle>Transfer Funds</DialogTitle>
      <DialogDescription>Transfers are not built yet in this version of the console.</DialogDescription>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  )
}
