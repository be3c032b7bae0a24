// The area's public entry: the game screen loads it lazily, as its own chunk. The dashboard's
// empty Money panel opens the Open Account dialog from here too.
export { BankingSection } from './BankingSection'
export { OpenAccountDialog } from './OpenAccountDialog'
