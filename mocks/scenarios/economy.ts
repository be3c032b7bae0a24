// Seeds the economy of a scenario: nations, currencies, UBI policies, banks, offerings,
// accounts and the ledger. Every balance comes from replaying operations through the same
// rules the handlers use (founding, minting, transfers, weekly economy cycles), so balances and
// the ledger agree by construction; nothing is ever assigned a random balance.
//
// `minimal` (here): two nations (one with a currency), two banks, a handful of accounts and rows.
// `demo` (demo-economy.ts, planned in demo-plans.ts): eight nations, six banks, hundreds of
// accounts and 26 weeks of history.

import { DAY_MS } from '../clock'
import { createBank, createOffering, openAccount, updateOffering } from '../rules/banks'
import { runEconomyCycle } from '../rules/economy-cycle'
import { liveWorld } from '../rules/live'
import { foundNation, join } from '../rules/nations'
import { transfer } from '../rules/transfers'
import { burn, createCurrency, createUbiPolicy, mint } from '../rules/treasury'
import type { World } from '../rules/world'
import { DemoEconomy } from './demo-economy'
import { actor, at, move, offeringFor } from './factories'
import { DEMO_ADMIN_MAIN, DEMO_PLAYER_MAIN } from './identity'
import type { SeedContext } from './reference'

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
  else await new DemoEconomy(world, ctx.faker, ctx.now).seed(ctx.pause ?? (() => Promise.resolve()))
}

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
    move(F.playerCurrency, 2_000, ['treasury', ar.name], ['bank', fab.id], 'Vault capital'),
  )
  transfer(
    world,
    aurelia,
    move(F.playerCurrency, 500, ['treasury', ar.name], ['account', aureliaMain.id], 'Officer stipend'),
  )
  at(world, t - 20 * DAY_MS)
  transfer(
    world,
    aurelia,
    move(F.playerCurrency, 120, ['account', aureliaMain.id], ['account', mira.id], 'Ink and parchment'),
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
