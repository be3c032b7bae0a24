import { useState } from 'react'
import type { Party } from '@/api/ledger'
import type { TransferReceipt } from '@/api/transfers'
import { Alert } from '@/ui/alert'
import { DescriptionList, type DescriptionItem } from '@/ui/description-list'
import { formatAmount } from '@/lib/format'
import { TransactionDetailsDialog } from '@/features/ledger'
import { Money } from '@/ui/money'
import { useSourceBalance } from './BalancePanel'
import { TRANSFER_TEXTS as T } from './texts'

export interface ConfirmedTransfer extends TransferReceipt {
  from: Party
  fromLabel: string
  toLabel: string
  description: string
  /** When the server confirmed it (ms): the source's balance is shown only as read after this. */
  confirmedAt: number
}

/**
 * After the server confirmed: what moved between whom, what it was for, the source's balance as
 * the server reads it now, and the new transaction's id with a link to its details. It stays
 * until closed (unlike a passing banner) because it is the receipt.
 */
export function TransferReceiptView({ transfer }: { transfer: ConfirmedTransfer }) {
  const [viewing, setViewing] = useState<string | null>(null)
  const id = transfer.id
  // Asked again after the confirmation, never the figure from before it.
  const balance = useSourceBalance(transfer.from, transfer.currencySymbol, transfer.confirmedAt)
  const items: DescriptionItem[] = []
  if (transfer.description) items.push({ term: T.receiptDescription, details: transfer.description })
  items.push({
    term: T.receiptBalance,
    details: balance.info ? (
      <Money amount={balance.info.balance} symbol={transfer.currencySymbol} />
    ) : (
      <span className="text-subtle">{balance.error ?? T.balance.loading}</span>
    ),
  })
  if (id)
    items.push({
      term: T.receiptId,
      details: (
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-mono text-[0.8125rem] break-all">{id}</span>
          <button
            type="button"
            onClick={() => setViewing(id)}
            className="rounded text-sm font-medium text-link underline underline-offset-2 hover:text-info-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {T.viewDetails}
          </button>
        </span>
      ),
    })
  return (
    <>
      <Alert kind="success">
        {T.success(
          formatAmount(transfer.amount, transfer.currencySymbol),
          transfer.fromLabel,
          transfer.toLabel,
        )}
      </Alert>
      <DescriptionList items={items} />
      <TransactionDetailsDialog transactionId={viewing} onClose={() => setViewing(null)} />
    </>
  )
}
