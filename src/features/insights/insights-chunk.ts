// The Insights chunk: loaded only when a player opens a balance history, a supply chart or the
// rankings (through the lazy wrappers of ./index.tsx), so neither the login nor the areas pay for it.
export { BalanceHistoryPanel } from './BalanceHistoryPanel'
export { SupplyPanel } from './SupplyPanel'
export { RankingsPanel } from './RankingsPanel'
export { EntityHistory } from './EntityHistory'
export { AccountsHistory } from './AccountsHistory'
