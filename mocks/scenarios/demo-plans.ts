// The plan of the demo world's economy: its nations, banks and the texts of everyday payments.
// demo-economy.ts replays 26 weeks of history from it.

import type { OfferingInput } from '../rules/banks'
import type { OfferingKind } from './factories'

export interface NationPlan {
  name: string
  abbreviation: string
  description: string
  currency: string | null
  active: boolean
  size: number
  ubi: { amount: number; enabled: boolean } | null
  /** Issued at the start of history. */
  initialMint: number
  /** Every 4 weeks. */
  monthlyMint: number
  /** A large issue in the last weeks (inflation risk "High"). */
  lateMint: number
  /** Every 6 weeks. */
  burnEvery6Weeks: number
}

type NationBasics = Pick<NationPlan, 'name' | 'abbreviation' | 'description' | 'active' | 'size'>

/** A nation plan: no currency, no UBI and no issuance unless given. */
const nation = (plan: NationBasics & Partial<NationPlan>): NationPlan => ({
  currency: null,
  ubi: null,
  initialMint: 0,
  monthlyMint: 0,
  lateMint: 0,
  burnEvery6Weeks: 0,
  ...plan,
})

export const NATIONS: NationPlan[] = [
  nation({
    name: 'Aurelian Republic',
    abbreviation: 'AR',
    description: 'A merchant republic of river ports and toll bridges. Its crown is the coin of trade.',
    currency: 'Aurelian Crown',
    active: true,
    size: 46,
    ubi: { amount: 15, enabled: true },
    initialMint: 400_000,
    monthlyMint: 6_000,
  }),
  nation({
    name: 'Kingdom of Norvale',
    abbreviation: 'NV',
    description: 'Cold hills, warm halls. The oldest crown in the north and the steadiest mark.',
    currency: 'Norvale Mark',
    active: true,
    size: 40,
    ubi: { amount: 10, enabled: true },
    initialMint: 250_000,
    burnEvery6Weeks: 2_000,
  }),
  nation({
    name: 'Ember Coast Compact',
    abbreviation: 'EC',
    description: 'Smugglers, shipwrights and salt-pans bound by a compact nobody remembers signing.',
    currency: 'Ember Shilling',
    active: true,
    size: 32,
    ubi: { amount: 20, enabled: true },
    initialMint: 150_000,
    lateMint: 60_000,
  }),
  nation({
    name: 'Duchy of Greywater',
    abbreviation: 'GW',
    description: 'Marsh towns on stilts, ruled from a drowned abbey.',
    currency: 'Greywater Florin',
    active: true,
    size: 30,
    ubi: { amount: 8, enabled: false },
    initialMint: 120_000,
    monthlyMint: 9_000,
  }),
  nation({
    name: 'Sunreach Dominion',
    abbreviation: 'SR',
    description: 'Terraced vineyards and a sun temple that doubles as the treasury.',
    currency: 'Sun Dinar',
    active: true,
    size: 28,
    ubi: { amount: 12, enabled: true },
    initialMint: 200_000,
    burnEvery6Weeks: 4_000,
  }),
  nation({
    name: 'Iron Hollow Union',
    abbreviation: 'IH',
    description: 'A miners’ union that outlived its mines.',
    currency: 'Iron Scrip',
    active: false,
    size: 14,
    ubi: { amount: 60, enabled: true },
    initialMint: 9_000,
  }),
  nation({
    name: 'Misthaven',
    abbreviation: 'MH',
    description: 'An island that appears on maps only some of the time.',
    active: false,
    size: 10,
  }),
  nation({
    name: 'Thornwood Commune',
    abbreviation: 'TW',
    description: 'Foresters who share everything except directions.',
    active: true,
    size: 12,
  }),
]

export interface BankPlan {
  id: string
  name: string
  nation: string
  offerings: { kind: OfferingKind; overrides?: Partial<OfferingInput>; deactivateWeek?: number }[]
  /** Vault capital from the jurisdiction's treasury at the start of history. */
  capital: number
  /** Reserves in every other national currency (to pay interest on foreign holdings). */
  reserves: number
}

export const BANKS: BankPlan[] = [
  {
    id: 'FAB',
    reserves: 3000,
    name: 'First Aurelian Bank',
    nation: 'AR',
    capital: 40_000,
    offerings: [
      { kind: 'basic' },
      { kind: 'savings' },
      { kind: 'overdraft' },
      { kind: 'legacy', deactivateWeek: 6 },
    ],
  },
  {
    id: 'NSG',
    reserves: 60,
    name: 'Norvale Savings Guild',
    nation: 'NV',
    capital: 30_000,
    offerings: [
      { kind: 'basic', overrides: { maintenanceFeeAmount: 1 } },
      { kind: 'savings', overrides: { name: 'Guild Saver', interestRateBasisPoints: 60 } },
      { kind: 'legacy', overrides: { name: 'Founders Reserve' }, deactivateWeek: 3 },
    ],
  },
  {
    id: 'ECT',
    reserves: 0,
    name: 'Ember Coast Trust',
    nation: 'EC',
    capital: 1_200,
    offerings: [
      { kind: 'basic', overrides: { name: 'Deckhand Account', maintenanceFeeAmount: 1 } },
      { kind: 'overdraft', overrides: { name: 'Sailor Credit', overdraftLimit: 300, overdraftFeeAmount: 4 } },
      { kind: 'savings', overrides: { name: 'Tide Saver', interestRateBasisPoints: 50 } },
    ],
  },
  {
    id: 'GMB',
    reserves: 1500,
    name: 'Greywater Mercantile Bank',
    nation: 'GW',
    capital: 15_000,
    offerings: [
      { kind: 'basic', overrides: { maintenanceFeeAmount: 4 } },
      { kind: 'savings', overrides: { interestRateBasisPoints: 25 } },
      { kind: 'overdraft' },
    ],
  },
  {
    id: 'SGE',
    reserves: 20,
    name: 'Sunreach Gold Exchange',
    nation: 'SR',
    capital: 25_000,
    offerings: [
      { kind: 'basic', overrides: { name: 'Vintner Account', maintenanceFeeAmount: 3 } },
      { kind: 'savings', overrides: { name: 'Solar Savings' } },
    ],
  },
  {
    id: 'IHC',
    reserves: 0,
    name: 'Iron Hollow Credit',
    nation: 'IH',
    capital: 300,
    offerings: [
      { kind: 'basic', overrides: { name: 'Miner Account', maintenanceFeeAmount: 0 } },
      {
        kind: 'savings',
        overrides: { name: 'Deep Vault Savings', interestRateBasisPoints: 150, maximumBalance: null },
      },
    ],
  },
]

export const HISTORY_WEEKS = 26

export const DESCRIPTIONS = [
  'Payment for timber',
  'Rent',
  'Tavern tab',
  'Horse feed',
  'Repaid loan',
  'Wedding gift',
  'Share of the catch',
  'Stone for the new wall',
  'Wages',
  'Market stall fee',
  'Commissioned map',
  'Ferry passage',
  'Bet on the regatta',
  'Wool and dye',
  'Blacksmith work',
  'Lantern oil',
  null,
  null,
] as const
