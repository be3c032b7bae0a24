// The Transfer Funds dialog, opened from anywhere through openTransfer() (state/game.ts) and
// loaded lazily by the game screen. A deceased character gets the reason instead of the form.
export { TransferDialogGate as TransferDialog } from './TransferGate'
