// Seeds the economy of a scenario: nations, currencies, UBI policies, banks, offerings,
// accounts and the ledger. Every balance comes from replaying operations through the same
// rules the handlers use (founding, minting, transfers, weekly economy cycles), so balances and
// the ledger agree by construction; nothing is ever assigned a random balance.
//
// `minimal`: two nations (one with a currency), two banks, a handful of accounts and rows.
// `demo`: eight nations, six banks, hundreds of accounts and ~26 weeks of history.

import type { Faker } from '@faker-js/faker'
import type { BankAccountRow, BankRow, NationRow, OfferingRow } from '../db/economy'
import {
  addBankOfficer,
  closeAccount,
  createBank,
  createOffering,
  openAccount,
  updateOffering,
  type OfferingInput,
} from '../rules/banks'
import { runEconomyCycle } from '../rules/economy-cycle'
import { isRuleError } from '../rules/errors'
import { liveWorld } from '../rules/live'
import { foundNation, join, promote } from '../rules/nations'
import { character, type Actor } from '../rules/permissions'
import { adminTransfer, transfer } from '../rules/transfers'
import { burn, createCurrency, createUbiPolicy, mint } from '../rules/treasury'
import type { World } from '../rules/world'
import { DEMO_ADMIN_MAIN, DEMO_PLAYER_MAIN } from './identity'
import { type SeedContext } from './reference'
import { DAY_MS, HOUR_MS, WEEK_MS } from '../clock'

/** Names tests and stories rely on (both scenarios use them for DemoPlayer's world). */
export const ECONOMY_FIXTURES = {
  playerNation: 'Aurelian Republic',
  playerNationAbbreviation: 'AR',
  playerCurrency: '$AR',
  playerCurrencyName: 'Aurelian Crown',
  playerBank: 'FAB',
  playerBankName: 'First Aurelian Bank',
  secondBank: 'NSG',
  secondBankName: 'Norvale Savings Guild',
  /** Minimal: a nation without a currency whose officer is Osric Vale. */
  otherNation: 'Kingdom of Norvale',
  otherNationOfficer: 'Osric Vale',
} as const

export async function seedEconomy(ctx: SeedContext): Promise<void> {
  if (ctx.kind === 'empty') return
  const world = liveWorld(ctx.now)
  if (ctx.kind === 'minimal') seedMinimal(world, ctx.now)
  else await seedDemo(world, ctx.faker, ctx.now, ctx.pause ?? (() => Promise.resolve()))
}

// ---------------------------------------------------------------- shared building blocks

const at = (world: World, when: number) => {
  world.now = new Date(when)
}

const OFFERINGS = {
  basic: {
    name: 'Basic Account',
    description: 'Everyday account. No interest, a small weekly fee.',
    interestRateBasisPoints: 0,
    maintenanceFeeAmount: 2,
    minimumBalance: 0,
    maximumBalance: null,
    overdraftAllowed: false,
    overdraftLimit: 0,
    overdraftFeeAmount: 0,
  },
  savings: {
    name: 'Savings Plus',
    description: 'Weekly interest on every positive balance, capped balance, no fee.',
    interestRateBasisPoints: 40,
    maintenanceFeeAmount: 0,
    minimumBalance: 0,
    maximumBalance: 250_000,
    overdraftAllowed: false,
    overdraftLimit: 0,
    overdraftFeeAmount: 0,
  },
  overdraft: {
    name: 'Flex Overdraft',
    description: 'Spend up to 500 beyond your balance; a fee each week you are below zero.',
    interestRateBasisPoints: 0,
    maintenanceFeeAmount: 3,
    minimumBalance: 0,
    maximumBalance: null,
    overdraftAllowed: true,
    overdraftLimit: 500,
    overdraftFeeAmount: 6,
  },
  legacy: {
    name: 'Legacy Gold',
    description: 'The old premium account. Closed to new customers.',
    interestRateBasisPoints: 120,
    maintenanceFeeAmount: 5,
    minimumBalance: 1000,
    maximumBalance: null,
    overdraftAllowed: false,
    overdraftLimit: 0,
    overdraftFeeAmount: 0,
  },
} satisfies Record<string, OfferingInput>

type OfferingKind = keyof typeof OFFERINGS

function offeringFor(kind: OfferingKind, overrides: Partial<OfferingInput> = {}): OfferingInput {
  return { ...OFFERINGS[kind], ...overrides }
}

const actor = (world: World, name: string): Actor => character(world.character(name)?.name ?? name)

// ---------------------------------------------------------------- minimal

function seedMinimal(world: World, now: Date): void {
  const t = now.getTime()
  const F = ECONOMY_FIXTURES
  const aurelia = actor(world, DEMO_PLAYER_MAIN)
  const osric = actor(world, F.otherNationOfficer)

  at(world, t - 300 * DAY_MS)
  const ar = foundNation(world, aurelia, {
    name: F.playerNation,
    abbreviation: F.playerNationAbbreviation,
    description: 'A merchant republic of river ports and toll bridges.',
  })
  join(world, ar, 'Mira Quill', 'citizen')
  join(world, ar, 'Tomas Reed', 'citizen')
  join(world, ar, 'Old Tobias', 'citizen')
  join(world, ar, 'Bram Holloway', 'citizen')
  at(world, t - 250 * DAY_MS)
  const nv = foundNation(world, osric, {
    name: F.otherNation,
    abbreviation: 'NV',
    description: 'Cold hills, warm halls.',
  })
  join(world, nv, 'Lena Brook', 'citizen')
  join(world, nv, DEMO_ADMIN_MAIN, 'citizen')

  at(world, t - 200 * DAY_MS)
  createCurrency(world, aurelia, ar, F.playerCurrencyName)
  createUbiPolicy(world, aurelia, ar, { currencySymbol: F.playerCurrency, amountPerCitizen: 25 })

  const fab = createBank(world, aurelia, {
    bankId: F.playerBank,
    name: F.playerBankName,
    jurisdictionNation: ar.name,
  })
  const basic = createOffering(world, aurelia, fab, offeringFor('basic'))
  const savings = createOffering(
    world,
    aurelia,
    fab,
    offeringFor('savings', { interestRateBasisPoints: 100, maximumBalance: 100_000 }),
  )
  const flex = createOffering(world, aurelia, fab, offeringFor('overdraft'))
  const legacy = createOffering(world, aurelia, fab, offeringFor('legacy'))
  const nsg = createBank(world, osric, {
    bankId: F.secondBank,
    name: F.secondBankName,
    jurisdictionNation: nv.name,
  })
  const nsgBasic = createOffering(world, osric, nsg, offeringFor('basic', { maintenanceFeeAmount: 0 }))

  const aureliaMain = openAccount(world, aurelia, fab, basic.id)
  openAccount(world, aurelia, nsg, nsgBasic.id)
  const mira = openAccount(world, actor(world, 'Mira Quill'), fab, savings.id)
  openAccount(world, actor(world, 'Tomas Reed'), fab, flex.id)
  openAccount(world, actor(world, 'Bram Holloway'), fab, legacy.id)
  openAccount(world, osric, nsg, nsgBasic.id)
  openAccount(world, actor(world, DEMO_ADMIN_MAIN), fab, basic.id)
  at(world, t - 150 * DAY_MS)
  updateOffering(world, aurelia, fab, legacy, { isActive: false })

  at(world, t - 30 * DAY_MS)
  mint(world, aurelia, ar, {
    currencySymbol: F.playerCurrency,
    amount: 10_000,
    description: 'Initial issuance',
  })
  at(world, t - 29 * DAY_MS)
  transfer(
    world,
    aurelia,
    moveInput(F.playerCurrency, 2_000, 'treasury', ar.name, 'bank', fab.id, 'Vault capital'),
  )
  transfer(
    world,
    aurelia,
    moveInput(F.playerCurrency, 500, 'treasury', ar.name, 'account', aureliaMain.id, 'Officer stipend'),
  )
  at(world, t - 20 * DAY_MS)
  transfer(
    world,
    aurelia,
    moveInput(F.playerCurrency, 120, 'account', aureliaMain.id, 'account', mira.id, 'Ink and parchment'),
  )
  at(world, t - 7 * DAY_MS)
  runEconomyCycle(world)
  at(world, t - 2 * DAY_MS)
  burn(world, aurelia, ar, {
    currencySymbol: F.playerCurrency,
    amount: 300,
    description: 'Retired worn coins',
  })
}

function moveInput(
  currencySymbol: string,
  amount: number,
  fromType: 'treasury' | 'bank' | 'account',
  fromId: string,
  toType: 'treasury' | 'bank' | 'account',
  toId: string,
  description: string,
) {
  return { currencySymbol, amount, fromType, fromId, toType, toId, description }
}

// ---------------------------------------------------------------- demo

interface NationPlan {
  name: string
  abbreviation: string
  description: string
  currency: string | null
  active: boolean
  size: number
  ubi: { amount: number; enabled: boolean } | null
  initialMint: number
  /** Every 4 weeks. */
  monthlyMint: number
  /** A large issue in the last weeks (inflation risk "High"). */
  lateMint: number
  /** Every 6 weeks. */
  burnEvery6Weeks: number
}

const NATIONS: NationPlan[] = [
  {
    name: 'Aurelian Republic',
    abbreviation: 'AR',
    description: 'A merchant republic of river ports and toll bridges. Its crown is the coin of trade.',
    currency: 'Aurelian Crown',
    active: true,
    size: 46,
    ubi: { amount: 15, enabled: true },
    initialMint: 400_000,
    monthlyMint: 6_000,
    lateMint: 0,
    burnEvery6Weeks: 0,
  },
  {
    name: 'Kingdom of Norvale',
    abbreviation: 'NV',
    description: 'Cold hills, warm halls. The oldest crown in the north and the steadiest mark.',
    currency: 'Norvale Mark',
    active: true,
    size: 40,
    ubi: { amount: 10, enabled: true },
    initialMint: 250_000,
    monthlyMint: 0,
    lateMint: 0,
    burnEvery6Weeks: 2_000,
  },
  {
    name: 'Ember Coast Compact',
    abbreviation: 'EC',
    description: 'Smugglers, shipwrights and salt-pans bound by a compact nobody remembers signing.',
    currency: 'Ember Shilling',
    active: true,
    size: 32,
    ubi: { amount: 20, enabled: true },
    initialMint: 150_000,
    monthlyMint: 0,
    lateMint: 60_000,
    burnEvery6Weeks: 0,
  },
  {
    name: 'Duchy of Greywater',
    abbreviation: 'GW',
    description: 'Marsh towns on stilts, ruled from a drowned abbey.',
    currency: 'Greywater Florin',
    active: true,
    size: 30,
    ubi: { amount: 8, enabled: false },
    initialMint: 120_000,
    monthlyMint: 9_000,
    lateMint: 0,
    burnEvery6Weeks: 0,
  },
  {
    name: 'Sunreach Dominion',
    abbreviation: 'SR',
    description: 'Terraced vineyards and a sun temple that doubles as the treasury.',
    currency: 'Sun Dinar',
    active: true,
    size: 28,
    ubi: { amount: 12, enabled: true },
    initialMint: 200_000,
    monthlyMint: 0,
    lateMint: 0,
    burnEvery6Weeks: 4_000,
  },
  {
    name: 'Iron Hollow Union',
    abbreviation: 'IH',
    description: 'A miners’ union that outlived its mines.',
    currency: 'Iron Scrip',
    active: false,
    size: 14,
    ubi: { amount: 60, enabled: true },
    initialMint: 9_000,
    monthlyMint: 0,
    lateMint: 0,
    burnEvery6Weeks: 0,
  },
  {
    name: 'Misthaven',
    abbreviation: 'MH',
    description: 'An island that appears on maps only some of the time.',
    currency: null,
    active: false,
    size: 10,
    ubi: null,
    initialMint: 0,
    monthlyMint: 0,
    lateMint: 0,
    burnEvery6Weeks: 0,
  },
  {
    name: 'Thornwood Commune',
    abbreviation: 'TW',
    description: 'Foresters who share everything except directions.',
    currency: null,
    active: true,
    size: 12,
    ubi: null,
    initialMint: 0,
    monthlyMint: 0,
    lateMint: 0,
    burnEvery6Weeks: 0,
  },
]

interface BankPlan {
  id: string
  name: string
  nation: string
  offerings: { kind: OfferingKind; overrides?: Partial<OfferingInput>; deactivateWeek?: number }[]
  /** Vault capital from the jurisdiction's treasury at the start of history. */
  capital: number
  /** Reserves in every other national currency (to pay interest on foreign holdings). */
  reserves: number
}

const BANKS: BankPlan[] = [
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

const HISTORY_WEEKS = 26

const DESCRIPTIONS = [
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

async function seedDemo(world: World, faker: Faker, now: Date, pause: () => Promise<void>): Promise<void> {
  const end = now.getTime()
  const start = end - HISTORY_WEEKS * WEEK_MS
  const pick = <T>(items: readonly T[]): T => items[faker.number.int({ max: items.length - 1 })]
  const chance = (p: number) => faker.number.float() < p

  // ---------------- members: split the cast into who is around and who is not
  // Seen in the last 14 days (what makes a member "active"; the dead may have been seen, too).
  const recent = (name: string) => {
    const c = world.character(name)
    return !!c?.lastSeen && end - Date.parse(c.lastSeen) <= 14 * DAY_MS
  }
  const reserved = new Set(
    [
      DEMO_PLAYER_MAIN,
      'Old Tobias',
      'Bram Holloway',
      'Wren Ashdown',
      DEMO_ADMIN_MAIN,
      'Warden Kael',
      'Cassius Thorne',
    ].map((n) => n.toLowerCase()),
  )
  const cast = world.tables.characters.map((c) => c.name).filter((n) => !reserved.has(n.toLowerCase()))
  const shuffled = faker.helpers.shuffle([...cast])
  const active = shuffled.filter(recent)
  const away = shuffled.filter((n) => !recent(n))
  const takeFrom = (pool: string[], living: boolean) => {
    const index = pool.findIndex((n) => !living || !world.character(n)?.isDeceased)
    return index >= 0 ? pool.splice(index, 1)[0] : undefined
  }

  const nations = new Map<string, NationRow>()
  const fixedMembers: Record<string, { name: string; role: 'officer' | 'citizen' }[]> = {
    AR: [{ name: 'Old Tobias', role: 'citizen' }],
    NV: [{ name: 'Bram Holloway', role: 'citizen' }],
    GW: [{ name: DEMO_ADMIN_MAIN, role: 'citizen' }],
    SR: [{ name: 'Warden Kael', role: 'officer' }],
    MH: [{ name: 'Wren Ashdown', role: 'citizen' }],
  }

  for (const plan of NATIONS) {
    const founded = end - faker.number.int({ min: 220, max: 720 }) * DAY_MS
    at(world, founded)
    const founderName =
      plan.abbreviation === 'AR'
        ? DEMO_PLAYER_MAIN
        : plan.active
          ? takeFrom(active, true)!
          : takeFrom(away, true)!
    const founder = actor(world, founderName)
    const nation = foundNation(world, founder, {
      name: plan.name,
      abbreviation: plan.abbreviation,
      description: plan.description,
    })
    nations.set(plan.abbreviation, nation)
    const joinAt = () =>
      founded + faker.number.int({ min: DAY_MS, max: Math.max(2 * DAY_MS, end - founded - 20 * DAY_MS) })
    for (const fixed of fixedMembers[plan.abbreviation] ?? []) {
      at(world, joinAt())
      join(world, nation, world.character(fixed.name)!.name, 'citizen')
      if (fixed.role === 'officer') promote(world, founder, nation, fixed.name)
    }
    const officers = plan.size > 20 ? 2 : 1
    while (world.members(nation.id).length < plan.size) {
      const fromActive = plan.active && chance(0.55)
      const name = takeFrom(fromActive ? active : away, false) ?? takeFrom(fromActive ? away : active, false)
      if (!name) break
      at(world, joinAt())
      join(world, nation, name, 'citizen')
      const living = !world.character(name)?.isDeceased
      if (living && world.officers(nation.id).length < officers + 1 && chance(0.3))
        promote(world, founder, nation, name)
    }
  }

  // ---------------- currencies and UBI policies
  for (const plan of NATIONS) {
    const nation = nations.get(plan.abbreviation)!
    if (!plan.currency) continue
    at(world, start - faker.number.int({ min: 10, max: 60 }) * DAY_MS)
    const officer = actor(world, world.officers(nation.id)[0].characterName)
    createCurrency(world, officer, nation, plan.currency)
    if (plan.ubi) {
      createUbiPolicy(world, officer, nation, {
        currencySymbol: `$${plan.abbreviation}`,
        amountPerCitizen: plan.ubi.amount,
        enabled: plan.ubi.enabled,
      })
    }
  }
  const officerOf = (nation: NationRow) => actor(world, world.officers(nation.id)[0].characterName)

  // ---------------- banks, officers, offerings
  const banks: BankRow[] = []
  const offeringsByBank = new Map<string, { row: OfferingRow; deactivateWeek?: number }[]>()
  for (const plan of BANKS) {
    const nation = nations.get(plan.nation)!
    at(world, start - faker.number.int({ min: 60, max: 200 }) * DAY_MS)
    const members = world.members(nation.id).filter((m) => !world.character(m.characterName)?.isDeceased)
    const founderName = plan.id === 'FAB' ? DEMO_PLAYER_MAIN : pick(members).characterName
    const founder = actor(world, founderName)
    const bank = createBank(world, founder, {
      bankId: plan.id,
      name: plan.name,
      jurisdictionNation: nation.name,
    })
    banks.push(bank)
    const extra = faker.number.int({ min: 1, max: 2 })
    for (let i = 0; i < extra; i++) {
      const candidate = pick(members).characterName
      if (!world.isBankOfficer(bank.id, candidate)) addBankOfficer(world, founder, bank, candidate)
    }
    offeringsByBank.set(
      bank.id,
      plan.offerings.map((o) => ({
        row: createOffering(world, founder, bank, offeringFor(o.kind, o.overrides)),
        deactivateWeek: o.deactivateWeek,
      })),
    )
  }
  const bankOfNation = new Map(BANKS.map((b) => [b.nation, b.id]))

  // ---------------- accounts (most before history, some during it)
  const openings: { when: number; holder: string; bankId: string }[] = []
  const nationOf = (name: string) => {
    const m = world.membership(name)
    return m ? NATIONS.find((p) => nations.get(p.abbreviation)!.id === m.nationId) : undefined
  }
  for (const c of world.tables.characters) {
    if (c.name === DEMO_PLAYER_MAIN) continue
    const plan = nationOf(c.name)
    if (!chance(plan ? 0.85 : 0.45)) continue
    const home = plan && bankOfNation.get(plan.abbreviation)
    const bankId = home && chance(0.75) ? home : pick(BANKS).id
    const when = chance(0.8)
      ? start - faker.number.int({ min: 1, max: 50 }) * DAY_MS
      : start + faker.number.int({ min: 1, max: 20 * 7 }) * DAY_MS
    openings.push({ when, holder: c.name, bankId })
    if (chance(0.22)) {
      const second = pick(BANKS).id
      if (second !== bankId)
        openings.push({
          when: when + faker.number.int({ min: 1, max: 30 }) * DAY_MS,
          holder: c.name,
          bankId: second,
        })
    }
  }
  openings.push({ when: start - 40 * DAY_MS, holder: DEMO_PLAYER_MAIN, bankId: 'FAB' })
  openings.push({ when: start - 20 * DAY_MS, holder: DEMO_PLAYER_MAIN, bankId: 'NSG' })
  openings.sort((a, b) => a.when - b.when)

  const weekOf = (when: number) => Math.floor((when - start) / WEEK_MS)
  const openOne = (o: (typeof openings)[number]) => {
    at(world, o.when)
    const bank = world.bankById(o.bankId)!
    const week = weekOf(o.when)
    const offers = offeringsByBank
      .get(bank.id)!
      .filter((x) => x.row.isActive && (x.deactivateWeek === undefined || week < x.deactivateWeek))
    const forced = o.holder === DEMO_PLAYER_MAIN ? offers[o.bankId === 'FAB' ? 0 : 1] : undefined
    const offer =
      forced ??
      faker.helpers.weightedArrayElement(
        offers.map((x, i) => ({ weight: i === 0 ? 5 : x.row.overdraftAllowed ? 2 : 3, value: x })),
      )
    try {
      openAccount(world, actor(world, o.holder), bank, offer.row.id)
    } catch (error) {
      if (!isRuleError(error)) throw error
    }
  }
  let nextOpening = 0
  while (nextOpening < openings.length && openings[nextOpening].when < start) openOne(openings[nextOpening++])

  // ---------------- history: 26 weeks of operations, each week closed by an economy cycle
  const symbolOf = (abbreviation: string) => `$${abbreviation}`
  const withCurrency = NATIONS.filter((p) => p.currency)
  const living = (name: string) => !world.character(name)?.isDeceased
  let spenderCache: BankAccountRow[] = []
  const spenders = () => spenderCache
  const safely = (operation: () => void) => {
    try {
      operation()
    } catch (error) {
      // A refused operation changes nothing; the replay just moves on, like a real player would.
      if (!isRuleError(error)) throw error
    }
  }

  for (let week = 0; week < HISTORY_WEEKS; week++) {
    const weekStart = start + week * WEEK_MS
    const events: { when: number; run: () => void }[] = []
    spenderCache = world.tables.bankAccounts.filter((a) => !a.closedAt && living(a.holderName))
    const during = () => weekStart + faker.number.int({ min: HOUR_MS, max: 6 * DAY_MS + 12 * HOUR_MS })

    if (week === 0) {
      for (const plan of withCurrency) {
        const nation = nations.get(plan.abbreviation)!
        events.push({
          when: weekStart + HOUR_MS,
          run: () =>
            mint(world, officerOf(nation), nation, {
              currencySymbol: symbolOf(plan.abbreviation),
              amount: plan.initialMint,
              description: 'Initial issuance',
            }),
        })
      }
      for (const plan of BANKS) {
        const nation = nations.get(plan.nation)!
        events.push({
          when: weekStart + 2 * HOUR_MS,
          run: () =>
            transfer(
              world,
              officerOf(nation),
              moveInput(
                symbolOf(plan.nation),
                plan.capital,
                'treasury',
                nation.name,
                'bank',
                plan.id,
                'Vault capital',
              ),
            ),
        })
        for (const other of withCurrency) {
          if (other.abbreviation === plan.nation || !plan.reserves) continue
          const issuer = nations.get(other.abbreviation)!
          const symbol = symbolOf(other.abbreviation)
          events.push({
            when: weekStart + 3 * HOUR_MS,
            run: () =>
              transfer(
                world,
                officerOf(issuer),
                moveInput(
                  symbol,
                  plan.reserves,
                  'treasury',
                  issuer.name,
                  'bank',
                  plan.id,
                  'Correspondent reserve',
                ),
              ),
          })
        }
      }
    }
    for (; nextOpening < openings.length && weekOf(openings[nextOpening].when) === week; nextOpening++) {
      const o = openings[nextOpening]
      events.push({ when: o.when, run: () => openOne(o) })
    }
    for (const bank of banks) {
      for (const offer of offeringsByBank.get(bank.id)!) {
        if (offer.deactivateWeek === week) {
          events.push({
            when: weekStart + DAY_MS,
            run: () =>
              updateOffering(
                world,
                actor(world, world.bankOfficers(bank.id)[0].characterName),
                bank,
                offer.row,
                { isActive: false },
              ),
          })
        }
      }
    }

    for (const plan of withCurrency) {
      const nation = nations.get(plan.abbreviation)!
      const symbol = symbolOf(plan.abbreviation)
      if (week > 0 && plan.monthlyMint && week % 4 === 0) {
        events.push({
          when: during(),
          run: () =>
            mint(world, officerOf(nation), nation, {
              currencySymbol: symbol,
              amount: plan.monthlyMint,
              description: 'Monthly issuance',
            }),
        })
      }
      if (plan.lateMint && week === HISTORY_WEEKS - 2) {
        events.push({
          when: during(),
          run: () =>
            mint(world, officerOf(nation), nation, {
              currencySymbol: symbol,
              amount: plan.lateMint,
              description: 'Emergency shipyard funding',
            }),
        })
      }
      if (plan.burnEvery6Weeks && week > 0 && week % 6 === 0) {
        events.push({
          when: during(),
          run: () =>
            burn(world, officerOf(nation), nation, {
              currencySymbol: symbol,
              amount: plan.burnEvery6Weeks,
              description: 'Supply reduction',
            }),
        })
      }
      // Grants from the treasury to members: money into circulation.
      const members = world.members(nation.id).filter((m) => living(m.characterName))
      const grants = plan.active ? 14 : 2
      for (let i = 0; i < grants; i++) {
        const member = pick(members)
        events.push({
          when: during(),
          run: () => {
            const account = world.defaultAccount(member.characterName)
            if (!account) return
            const amount = faker.number.int({ min: 40, max: 400 })
            safely(() =>
              transfer(
                world,
                officerOf(nation),
                moveInput(
                  symbol,
                  amount,
                  'treasury',
                  nation.name,
                  'account',
                  account.id,
                  pick(['Wages', 'Public works', 'Bounty', 'Grant'] as const),
                ),
              ),
            )
          },
        })
      }
    }

    // Players paying each other, now and then into overdraft, and paying taxes.
    const transfers = 380 + faker.number.int({ min: 0, max: 60 })
    for (let i = 0; i < transfers; i++) {
      events.push({ when: during(), run: () => playerTransfer() })
    }
    if (week % 3 === 1) {
      events.push({ when: during(), run: () => bankToBank() })
    }
    if (week === 9 || week === 17 || week === 23) {
      events.push({ when: during(), run: () => adminGift(week) })
    }
    if (week === 20) {
      events.push({ when: during(), run: () => closeIdleAccounts() })
    }

    events.sort((a, b) => a.when - b.when)
    for (const event of events) {
      at(world, event.when)
      event.run()
      // The browser seeds while the login is on screen: it yields when a slice has run long enough.
      await pause()
    }
    at(world, weekStart + 6 * DAY_MS + 18 * HOUR_MS)
    runEconomyCycle(world)
    await pause()
  }

  // The remaining openings fall after the last cycle's week boundary.
  while (nextOpening < openings.length && openings[nextOpening].when < end) openOne(openings[nextOpening++])

  function playerTransfer(): void {
    const accounts = spenders()
    const from = pick(accounts)
    const offering = world.offering(from.offeringId)
    const overdraft = offering?.overdraftAllowed ? offering.overdraftLimit : 0
    const funded = world.balancesOf('account', from.id).filter((b) => b.amount + overdraft > 0)
    if (!funded.length) return
    const balance = pick(funded)
    const room = balance.amount + overdraft
    const share =
      overdraft && chance(0.25)
        ? faker.number.float({ min: 0.6, max: 1 })
        : faker.number.float({ min: 0.03, max: 0.3 })
    const amount = Math.max(1, Math.floor(room * share))
    let toType: 'account' | 'treasury' = 'account'
    let toId: string
    if (chance(0.06)) {
      const nation = world.tables.nations.find(
        (n) => world.currencyOfNation(n.id)?.symbol === balance.currencySymbol,
      )
      if (!nation) return
      toType = 'treasury'
      toId = nation.name
    } else {
      let to: BankAccountRow = pick(accounts)
      if (to === from) to = pick(accounts)
      toId = to.id
    }
    safely(() =>
      transfer(
        world,
        actor(world, from.holderName),
        moveInput(
          balance.currencySymbol,
          amount,
          'account',
          from.id,
          toType,
          toId,
          toType === 'treasury' ? 'Taxes' : (pick(DESCRIPTIONS) ?? ''),
        ),
      ),
    )
  }

  function bankToBank(): void {
    const from = pick(banks)
    const to = pick(banks)
    const balances = world.balancesOf('bank', from.id).filter((b) => b.amount > 100)
    if (from === to || !balances.length) return
    const balance = pick(balances)
    const officer = actor(world, world.bankOfficers(from.id)[0].characterName)
    safely(() =>
      transfer(
        world,
        officer,
        moveInput(
          balance.currencySymbol,
          Math.floor(balance.amount * 0.1),
          'bank',
          from.id,
          'bank',
          to.id,
          'Interbank settlement',
        ),
      ),
    )
  }

  function adminGift(week: number): void {
    const nation = nations.get(week === 17 ? 'NV' : 'AR')!
    const account = world.defaultAccount(week === 23 ? DEMO_PLAYER_MAIN : pick(spenders()).holderName)
    if (!account) return
    safely(() =>
      adminTransfer(world, {
        ...moveInput(
          `$${nation.abbreviation}`,
          250,
          'treasury',
          nation.name,
          'account',
          account.id,
          'Restitution after the spring flood',
        ),
        asCharacter: DEMO_ADMIN_MAIN,
      }),
    )
  }

  function closeIdleAccounts(): void {
    const idle = world.tables.bankAccounts.filter(
      (a) => !a.closedAt && !a.isDefault && world.balancesOf('account', a.id).every((b) => b.amount === 0),
    )
    for (const account of idle.slice(0, 12)) {
      safely(() =>
        closeAccount(
          world,
          actor(world, account.holderName),
          account,
          pick(['Moved banks', 'No longer needed', 'Consolidating accounts'] as const),
        ),
      )
    }
  }
}
