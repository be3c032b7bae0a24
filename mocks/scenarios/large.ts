// The `large` world: a server the size of the biggest role-play servers, to measure the console
// and the fake backend on (`SCENARIO=large npm run mock-server`). Node only: the browser demo never
// loads this module (scenarios/index.ts imports it on demand).
//
// It is built like the other worlds: the demo accounts from the identity seeder, then every
// nation, currency, bank, offering, account and ledger row through the same rules the handlers
// use (foundNation, createCurrency, createBank, createOffering, openAccount, mint, transfer), so
// balances equal the ledger by construction. Ledger rows are written in time order over two years
// (the ledger's newest-first walk then never has to sort).
//
// Sizes are parameters. Two limits come from the server rules, not from speed: a nation's
// abbreviation is exactly two letters, so at most 26 × 26 = 676 nations exist, and a nation issues
// at most one currency, so there are at most as many currencies as nations.

import type { Faker } from '@faker-js/faker'
import { DAY_MS, HOUR_MS, isoString } from '../clock'
import { db, insertMany } from '../db'
import { hashPassword } from '../db/identity'
import type { BankAccountRow, BankRow, NationRow, OfferingRow } from '../db/economy'
import { createBank, createOffering, openAccount } from '../rules/banks'
import { RuleError } from '../rules/errors'
import { liveWorld } from '../rules/live'
import { foundNation, join } from '../rules/nations'
import { transfer } from '../rules/transfers'
import { createCurrency, currencySymbolFor, mint } from '../rules/treasury'
import type { Actor } from '../rules/permissions'
import { actor, at, move, offeringFor, type OfferingKind } from './factories'
import {
  addFixedAccount,
  DEMO_ACCOUNTS,
  DEMO_ADMIN_MAIN,
  DEMO_PLAYER_MAIN,
  GENERATED_PASSWORD,
  mcHead,
  type IdentityRows,
} from './identity'
import { MAX_NATIONS, type LargeSizes } from './large-sizes'
import type { SeedContext } from './reference'

const LARGE_SALT = 'large-account-salt'

/** Offering kinds in the order banks take them: the first three every bank has. */
const KINDS: { kind: OfferingKind; name?: string; interestRateBasisPoints?: number }[] = [
  { kind: 'basic' },
  { kind: 'savings' },
  { kind: 'overdraft' },
  { kind: 'savings', name: 'Youth Saver', interestRateBasisPoints: 60 },
  { kind: 'legacy' },
  { kind: 'basic', name: 'Merchant Account' },
]

// ---------------------------------------------------------------- identity

function uniqueName(faker: Faker, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const first = faker.person.firstName()
    const last = faker.person.lastName()
    // Past a few collisions the first-and-last space is crowded: a middle initial widens it.
    const name =
      attempt < 4 ? `${first} ${last}` : `${first} ${String.fromCharCode(65 + (attempt % 26))}. ${last}`
    const key = name.toLowerCase()
    if (!taken.has(key)) {
      taken.add(key)
      return name
    }
  }
}

/** The demo accounts, then generated accounts of 1 to 7 characters until `characters` exist. */
export async function seedLargeIdentity(ctx: SeedContext, sizes: LargeSizes): Promise<void> {
  const { faker, now } = ctx
  const rows: IdentityRows = { accounts: [], characters: [], uploads: [], relations: [] }
  for (const account of Object.values(DEMO_ACCOUNTS)) await addFixedAccount(rows, account, now)
  const passwordHash = await hashPassword(GENERATED_PASSWORD, LARGE_SALT)
  const taken = new Set(rows.characters.map((c) => c.name.toLowerCase()))
  taken.add('divine entity')
  const iso = (agoMs: number) => isoString(now.getTime() - agoMs)
  for (let a = 0; rows.characters.length < sizes.characters; a++) {
    const uuid = faker.string.uuid()
    const age = faker.number.int({ min: 30 * DAY_MS, max: 1100 * DAY_MS })
    rows.accounts.push({
      uuid,
      username: `player_${a.toString(36).padStart(4, '0')}`,
      passwordHash,
      salt: LARGE_SALT,
      isAdmin: false,
      createdAt: iso(age),
    })
    const count = Math.min(faker.number.int({ min: 1, max: 7 }), sizes.characters - rows.characters.length)
    for (let c = 0; c < count; c++) {
      const name = uniqueName(faker, taken)
      const seenAgo = faker.number.int({ min: HOUR_MS, max: Math.min(age, 400 * DAY_MS) })
      rows.characters.push({
        name,
        accountUuid: uuid,
        firstUsed: iso(Math.max(seenAgo, faker.number.int({ min: 0, max: age }))),
        lastSeen: iso(seenAgo),
        isDeceased: faker.number.int(99) < 3,
        biography: null,
        profilePictureUrl: faker.number.int(9) < 2 ? mcHead(name.replace(/\s+/g, '_')) : null,
      })
    }
  }
  insertMany(db.accounts, rows.accounts)
  insertMany(db.characters, rows.characters)
  insertMany(db.uploads, rows.uploads)
  insertMany(db.settings, [{ id: 'global', ugcEnabled: true, ugcUpdatedAt: now.toISOString() }])
}

// ---------------------------------------------------------------- economy

/** Every two-letter abbreviation, shuffled, with the demo nation's AR first. */
function abbreviations(faker: Faker): string[] {
  const all: string[] = []
  for (let i = 0; i < 26; i++)
    for (let j = 0; j < 26; j++) all.push(String.fromCharCode(65 + i) + String.fromCharCode(65 + j))
  const rest = faker.helpers.shuffle(all.filter((a) => a !== 'AR'))
  return ['AR', ...rest]
}

const NATION_FORMS = ['Republic', 'Kingdom', 'Free State', 'Commonwealth', 'Duchy', 'League', 'Union']

interface Holder {
  account: BankAccountRow
  /** The currency of the bank's jurisdiction: what the account is paid and spends. */
  symbol: string
  nation: NationRow
  /** The holder acting (made once: a payment a row, a million rows). */
  actor: Actor
}

export async function seedLargeEconomy(ctx: SeedContext, sizes: LargeSizes): Promise<void> {
  const { faker, now } = ctx
  const pause = ctx.pause ?? (() => Promise.resolve())
  const world = liveWorld(now)
  const end = now.getTime()
  const start = end - sizes.historyDays * DAY_MS
  const setup = Math.min(60 * DAY_MS, (end - start) / 10)

  const living = world.tables.characters.filter((c) => !c.isDeceased)
  const names = faker.helpers.shuffle(
    living.map((c) => c.name).filter((n) => n !== DEMO_PLAYER_MAIN && n !== DEMO_ADMIN_MAIN),
  )

  // Nations: DemoPlayer's main founds the first (the demo's Aurelian Republic); generated
  // characters the rest. About half of everyone joins one.
  at(world, start)
  const nationCount = Math.min(sizes.nations, MAX_NATIONS)
  const abbrs = abbreviations(faker)
  const nations: NationRow[] = []
  const founders: Actor[] = []
  const nationNames = new Set<string>()
  for (let i = 0; i < nationCount; i++) {
    at(world, start + (i / nationCount) * (setup / 3))
    const founder = actor(world, i === 0 ? DEMO_PLAYER_MAIN : names.pop()!)
    let name = 'Aurelian Republic'
    while (i > 0 && (nationNames.has(name) || name === 'Aurelian Republic')) {
      name = `${faker.helpers.arrayElement(NATION_FORMS)} of ${faker.person.lastName()}`
      if (nationNames.has(name)) name = `${name} ${abbrs[i]}`
    }
    nationNames.add(name)
    nations.push(
      foundNation(world, founder, {
        name,
        abbreviation: abbrs[i],
        description: i === 0 ? 'A merchant republic of river ports and toll bridges.' : '',
      }),
    )
    founders.push(founder)
  }
  join(world, nations[Math.min(1, nations.length - 1)], DEMO_ADMIN_MAIN, 'citizen')
  for (let i = 0; i < names.length / 2; i++)
    join(world, faker.helpers.arrayElement(nations), names[i], 'citizen')

  // One currency per nation, up to `currencies`.
  const currencyOf = new Map<string, string>()
  for (let i = 0; i < Math.min(sizes.currencies, nations.length); i++) {
    const nation = nations[i]
    createCurrency(world, founders[i], nation, i === 0 ? 'Aurelian Crown' : `${nation.name} Mark`)
    currencyOf.set(nation.id, currencySymbolFor(nation))
  }
  const withCurrency = nations.filter((n) => currencyOf.has(n.id))
  await pause()

  // Banks, each in a nation with a currency and run by its founder; the first is the demo's FAB.
  const banks: { bank: BankRow; offerings: OfferingRow[]; officer: Actor }[] = []
  for (let i = 0; i < sizes.banks && withCurrency.length; i++) {
    at(world, start + setup / 3 + (i / sizes.banks) * (setup / 3))
    const nation = i === 0 ? nations[0] : faker.helpers.arrayElement(withCurrency)
    const officer = founders[nations.indexOf(nation)]
    const bank = createBank(world, officer, {
      bankId: i === 0 ? 'FAB' : `B${String(i).padStart(4, '0')}`,
      name: i === 0 ? 'First Aurelian Bank' : `${nation.name} Bank ${i}`,
      jurisdictionNation: nation.id,
    })
    const [min, max] = sizes.offeringsPerBank
    const count = Math.min(KINDS.length, faker.number.int({ min, max }))
    const offerings = KINDS.slice(0, count).map(({ kind, ...overrides }) =>
      createOffering(
        world,
        officer,
        bank,
        offeringFor(kind, {
          ...(overrides.name ? { name: overrides.name } : {}),
          ...(overrides.interestRateBasisPoints !== undefined
            ? { interestRateBasisPoints: overrides.interestRateBasisPoints }
            : { interestRateBasisPoints: offeringFor(kind).interestRateBasisPoints + faker.number.int(40) }),
        }),
      ),
    )
    banks.push({ bank, offerings, officer })
  }
  await pause()

  // Accounts: DemoPlayer's and DemoAdmin's mains at FAB first, then anyone living.
  const holders: Holder[] = []
  const open = (name: string, entry: (typeof banks)[number], offering: OfferingRow) => {
    const holder = actor(world, name)
    const account = openAccount(world, holder, entry.bank, offering.id)
    const nation = world.nationById(entry.bank.jurisdictionNationId)!
    holders.push({ account, symbol: currencyOf.get(nation.id)!, nation, actor: holder })
  }
  if (banks.length) {
    at(world, start + (2 * setup) / 3)
    open(DEMO_PLAYER_MAIN, banks[0], banks[0].offerings[0])
    open(DEMO_PLAYER_MAIN, banks[0], banks[0].offerings[1])
    open(DEMO_ADMIN_MAIN, banks[0], banks[0].offerings[0])
    for (let i = holders.length; i < sizes.bankAccounts; i++) {
      at(world, start + (2 * setup) / 3 + (i / sizes.bankAccounts) * (setup / 3))
      const entry = faker.helpers.arrayElement(banks)
      open(faker.helpers.arrayElement(names), entry, faker.helpers.arrayElement(entry.offerings))
    }
  }
  await pause()

  // The ledger: every nation mints, then treasuries pay stipends and holders pay each other,
  // one row after another in time order, until the ledger holds `ledgerRows`.
  const rows = world.tables.transactions
  const founderOf = new Map(nations.map((n, i) => [n.id, founders[i]]))
  const stepMs = (end - HOUR_MS - (start + setup)) / Math.max(1, sizes.ledgerRows)
  const when = () => at(world, start + setup + rows.length * stepMs)
  for (const nation of withCurrency) {
    when()
    mint(world, founderOf.get(nation.id)!, nation, { amount: 1_000_000, description: 'Initial issuance' })
  }
  if (!holders.length) return
  while (rows.length < sizes.ledgerRows) {
    if (rows.length % 50_000 === 0) await pause()
    when()
    const from = faker.helpers.arrayElement(holders)
    const balance = world.balance('account', from.account.id, from.symbol)
    try {
      if (balance < 10 || faker.number.int(9) === 0) {
        // A stipend from the holder's treasury; a nation that ran dry mints first.
        const officer = founderOf.get(from.nation.id)!
        const amount = faker.number.int({ min: 50, max: 500 })
        if (world.balance('treasury', from.nation.id, from.symbol) < amount) {
          mint(world, officer, from.nation, { amount: 1_000_000, description: 'New issuance' })
          continue
        }
        transfer(
          world,
          officer,
          move(from.symbol, amount, ['treasury', from.nation.id], ['account', from.account.id], 'Stipend'),
        )
      } else {
        const to = faker.helpers.arrayElement(holders)
        if (to === from) continue
        const amount = faker.number.int({ min: 1, max: Math.max(1, Math.floor(balance / 4)) })
        transfer(
          world,
          from.actor,
          move(from.symbol, amount, ['account', from.account.id], ['account', to.account.id], 'Payment'),
        )
      }
    } catch (error) {
      // A destination at its maximum balance refuses: that payment simply does not happen.
      if (!(error instanceof RuleError)) throw error
    }
  }
}
