// The Transaction Ledger dialog, opened from anywhere through openLedger() (state/game.ts) and
// loaded lazily by the game screen. The transfer dialog's receipt opens a transaction's details.
export { LedgerDialog } from './LedgerDialog'
export { TransactionDetailsDialog } from './TransactionDetailsDialog'
export { PARTY_TYPE_LABELS, TRANSACTION_TYPE_LABELS } from './transaction-types'
