// Treasuries and currencies (spec section 7 "Treasuries and currencies").

import type { IsoDate } from './common.types'

export interface TreasuryBalance {
  currencyId: string
  currencyName: string
  currencySymbol: string
  balance: number
}

export interface UbiPolicy {
  id: string
  currencyId: string
  currencyName: string
  currencySymbol: string
  amountPerCitizen: number
  enabled: boolean
  lastDistribution: IsoDate | null
}

export interface Treasury {
  nationName: string
  balances: TreasuryBalance[]
  ubiPolicies: UbiPolicy[]
}

export interface MintRequest {
  currencySymbol: string
  amount: number
  description?: string
  mintedBy: string
}

export interface BurnRequest {
  currencySymbol: string
  amount: number
  description?: string
  burnedBy: string
}

export type InflationRisk = 'Low' | 'Moderate' | 'High'

export interface Currency {
  id: string
  name: string
  symbol: string
  issuingNation: string
  currentSupply: number
  createdAt: IsoDate
  purchasingPowerIndex: number | null
  inflationRisk: InflationRisk | null
  supplyPerCapita: number | null
}

export interface CreateCurrencyRequest {
  name: string
  issuingNation: string
  createdBy: string
}

/**
 * What a mint or burn answers. Only the message is read as the spec promises nothing more; the
 * new figures are used when the server sends them.
 */
export interface SupplyChangeResult {
  message: string
  treasuryBalance: number | null
  currentSupply: number | null
}
