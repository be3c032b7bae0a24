// Market figures, recomputed on every read (server-rules.md): supply per capita, purchasing
// power index against the median currency, inflation risk from recent minting; and the bank
// figures the bank cards show.

import type { InflationRisk } from '@/api/types'
import type { BankRow, CurrencyRow } from '../db/economy'
import type { World } from './world'

export const PPP_BASELINE = 100
const MONTH_MS = 30 * 86_400_000

export interface MarketStats {
  currentSupply: number
  supplyPerCapita: number | null
  purchasingPowerIndex: number | null
  inflationRisk: InflationRisk | null
  mintedLast30Days: number
  burnedLast30Days: number
  /** Members of the issuing nation (0 when it is gone). */
  population: number
}

const round2 = (n: number) => Math.round(n * 100) / 100

export const supplyOf = (currency: CurrencyRow) => currency.totalMinted - currency.totalBurned

export function riskFor(minted: number, supply: number): InflationRisk | null {
  if (supply <= 0) return null
  const share = minted / supply
  return share < 0.05 ? 'Low' : share < 0.2 ? 'Moderate' : 'High'
}

function median(values: number[]): number | null {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Stats of every currency, keyed by symbol, in one pass over the ledger. */
export function marketStats(world: World): Map<string, MarketStats> {
  const since = new Date(world.now.getTime() - MONTH_MS).toISOString()
  const minted = new Map<string, number>()
  const burned = new Map<string, number>()
  for (const row of world.tables.transactions) {
    if (row.createdAt < since) continue
    if (row.type === 'mint')
      minted.set(row.currencySymbol, (minted.get(row.currencySymbol) ?? 0) + row.amount)
    else if (row.type === 'burn')
      burned.set(row.currencySymbol, (burned.get(row.currencySymbol) ?? 0) + row.amount)
  }
  const perCapita = new Map<string, { supply: number; population: number; spc: number }>()
  for (const currency of world.tables.currencies) {
    const nation = world.nationById(currency.nationId)
    const population = nation && !nation.deletedAt ? world.members(nation.id).length : 0
    const supply = supplyOf(currency)
    perCapita.set(currency.symbol, { supply, population, spc: supply / Math.max(1, population) })
  }
  const med = median([...perCapita.values()].filter((v) => v.supply > 0).map((v) => v.spc))
  const out = new Map<string, MarketStats>()
  for (const [symbol, { supply, population, spc }] of perCapita) {
    const mintedRecently = minted.get(symbol) ?? 0
    out.set(symbol, {
      currentSupply: supply,
      supplyPerCapita: round2(spc),
      purchasingPowerIndex: med !== null && spc > 0 ? round2((PPP_BASELINE * med) / spc) : null,
      inflationRisk: riskFor(mintedRecently, supply),
      mintedLast30Days: mintedRecently,
      burnedLast30Days: burned.get(symbol) ?? 0,
      population,
    })
  }
  return out
}

/** Interest payments made / due, in percent, rounded; 100 when none were due. */
export function interestSuccessRate(bank: Pick<BankRow, 'interestDue' | 'interestPaid'>): number {
  return bank.interestDue > 0 ? Math.round((bank.interestPaid / bank.interestDue) * 100) : 100
}

export function offeringSummary(world: World, bankId: string) {
  const active = world.offeringsOf(bankId).filter((o) => o.isActive)
  const fees = active.map((o) => o.maintenanceFeeAmount)
  return {
    hasInterestAccounts: active.some((o) => o.interestRateBasisPoints > 0),
    hasOverdraft: active.some((o) => o.overdraftAllowed),
    lowestMaintenanceFee: fees.length ? Math.min(...fees) : null,
  }
}
