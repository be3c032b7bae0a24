import { useState } from 'react'
import type { TransferReceipt } from '@/api/transfers'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { DescriptionList } from '@/ui/description-list'
import { Dialog, DialogActions, DialogBody, DialogTitle } from '@/ui/dialog'
import { formatAmount } from '@/lib/format'
import { TransactionDetailsDialog } from '@/features/ledger'
import { TRANSFER_TEXTS as T } from './texts'

export interface ConfirmedTransfer extends TransferReceipt {
  fromLabel: string
  toLabel: string
}

export interface TransferReceiptViewProps {
  transfer: ConfirmedTransfer
  onNewTransfer: () => void
  onClose: () => void
}

/**
 * After the server confirmed: what moved between whom, and the new transaction's id with a link
 * to its details. It stays until closed (unlike a passing banner) because it is the receipt.
 */
export function TransferReceiptView({ transfer, onNewTransfer, onClose }: TransferReceiptViewProps) {
  const [viewing, setViewing] = useState<string | null>(null)
  const id = transfer.id
  return (
    <Dialog open onClose={onClose} size="lg">
      <DialogTitle>{T.title}</DialogTitle>
      <DialogBody>
        <Alert kind="success">
          {T.success(
            formatAmount(transfer.amount, transfer.currencySymbol),
            transfer.fromLabel,
            transfer.toLabel,
          )}
        </Alert>
        {id && (
          <DescriptionList
            items={[
              {
                term: T.receiptId,
                details: (
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="font-mono text-[0.8125rem] break-all">{id}</span>
                    <button
                      type="button"
                      onClick={() => setViewing(id)}
                      className="rounded text-sm font-medium text-secondary-300 underline underline-offset-2 hover:text-secondary-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-secondary-400"
                    >
                      {T.viewDetails}
                    </button>
                  </span>
                ),
              },
            ]}
          />
        )}
      </DialogBody>
      <DialogActions>
        <Button color="secondary" onClick={onNewTransfer}>
          {T.newTransfer}
        </Button>
        <Button autoFocus onClick={onClose}>
          {T.close}
        </Button>
      </DialogActions>
      <TransactionDetailsDialog transactionId={viewing} onClose={() => setViewing(null)} />
    </Dialog>
  )
}
