import { useQuery } from '@tanstack/react-query'
import { ledgerQueries, type TransactionDetails } from '@/api/ledger'
import { Dialog, DialogActions, DialogBody, DialogTitle } from '@/ui/dialog'
import { DescriptionList, type DescriptionItem } from '@/ui/description-list'
import { QueryStatus } from '@/ui/load-status'
import { Money } from '@/ui/money'
import { Button } from '@/ui/button'
import { formatDateTime } from '@/lib/time'
import { TypeChip, initiatorText } from './LedgerTable'
import { PartyName } from './party-name'
import { LEDGER_FAILURES, LEDGER_TEXTS } from './texts'

const D = LEDGER_TEXTS.details

export interface TransactionDetailsDialogProps {
  /** The transaction to show; null keeps the dialog closed. */
  transactionId: string | null
  onClose: () => void
}

function detailItems(t: TransactionDetails): DescriptionItem[] {
  return [
    { term: D.id, details: <span className="font-mono text-[0.8125rem] break-all">{t.id}</span> },
    { term: D.type, details: <TypeChip type={t.type} /> },
    {
      term: D.amount,
      details: <Money amount={t.amount} symbol={t.currencySymbol} className="font-medium" />,
    },
    { term: D.from, details: <PartyName side={t.from} /> },
    { term: D.to, details: <PartyName side={t.to} /> },
    { term: D.initiatedBy, details: initiatorText(t) },
    ...(t.description ? [{ term: D.description, details: t.description }] : []),
    { term: D.date, details: formatDateTime(t.createdAt) },
  ]
}

/** One transaction, loaded by id (the ledger's View Details, the transfer receipt's link). */
export function TransactionDetailsDialog({ transactionId, onClose }: TransactionDetailsDialogProps) {
  const details = useQuery(ledgerQueries.transaction(transactionId ?? ''))
  return (
    <Dialog open={transactionId !== null} onClose={onClose} size="md">
      <DialogTitle>{LEDGER_TEXTS.detailsTitle}</DialogTitle>
      <DialogBody>
        <QueryStatus query={details} failure={LEDGER_FAILURES.details} loading={LEDGER_TEXTS.detailsLoading}>
          {details.data && <DescriptionList items={detailItems(details.data)} />}
        </QueryStatus>
      </DialogBody>
      <DialogActions>
        <Button autoFocus color="secondary" onClick={onClose}>
          {LEDGER_TEXTS.close}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
