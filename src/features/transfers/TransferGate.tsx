import { useSelectedCharacter } from '@/state/session'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { Dialog, DialogActions, DialogBody, DialogTitle } from '@/ui/dialog'
import { TransferDialog, type TransferDialogProps } from './TransferDialog'
import { TRANSFER_TEXTS as T } from './texts'

/**
 * Transfer Funds for whoever may send money. A deceased character may not (the server answers
 * 403 "Deceased characters cannot act"): instead of a form that fails only on submit, the dialog
 * says why nothing can be sent. The admin's transfer acts as a named character and is checked
 * by the server per character.
 */
export function TransferDialogGate(props: TransferDialogProps) {
  const character = useSelectedCharacter()
  if (props.request.admin || !character?.isDeceased) return <TransferDialog {...props} />
  return (
    <Dialog open onClose={props.onClose} size="lg">
      <DialogTitle>{T.title}</DialogTitle>
      <DialogBody>
        <Alert kind="warning">{T.deceased(character.name)}</Alert>
      </DialogBody>
      <DialogActions>
        <Button onClick={props.onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  )
}
