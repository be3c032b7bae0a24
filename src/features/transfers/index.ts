// The Transfer Funds dialog, opened from anywhere through openTransfer() (state/game.ts) and
// loaded lazily by the game screen.
export { TransferDialog } from './TransferDialog'
