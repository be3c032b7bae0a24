// The large world's generator at a size the unit stage can seed in about a second: the same code
// as `SCENARIO=large`, so its invariants and its pinned hash speak for the full world.
import type { LargeSizes } from '@mocks/scenarios/large-sizes'

export const SMALL_LARGE_WORLD: LargeSizes = {
  characters: 1_500,
  nations: 40,
  currencies: 30,
  banks: 25,
  offeringsPerBank: [3, 6],
  bankAccounts: 600,
  ledgerRows: 8_000,
  historyDays: 730,
}
