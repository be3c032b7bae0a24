// The Transaction Ledger dialog, opened from anywhere through openLedger() (state/game.ts) and
// loaded lazily by the game screen.
export { LedgerDialog } from './LedgerDialog'
