// The demo world's economy, seeded in named phases from the plan in demo-plans.ts: found the
// nations and share out the cast, issue currencies, open banks, plan the accounts, then replay
// 26 weeks of history, each closed by an economy cycle. Every balance comes from replaying
// operations through the rules the handlers use (react-admin's demo habit: derive totals from
// what was generated), so the ledger and the balances agree by construction.
//
// The phases run in a fixed order and draw from one seeded faker: the world is the same on
// every run (tests/mocks/seed-hash.test.ts holds its hash).

import type { Faker } from '@faker-js/faker'
import type { BankAccountRow, BankRow, NationRow, OfferingRow } from '../db/economy'
import { DAY_MS, HOUR_MS, WEEK_MS } from '../clock'
import {
  addBankOfficer,
  closeAccount,
  createBank,
  createOffering,
  openAccount,
  updateOffering,
} from '../rules/banks'
import { runEconomyCycle } from '../rules/economy-cycle'
import { isRuleError } from '../rules/errors'
import { foundNation, join, promote } from '../rules/nations'
import { adminTransfer, transfer } from '../rules/transfers'
import { burn, createCurrency, createUbiPolicy, mint } from '../rules/treasury'
import type { World } from '../rules/world'
import { BANKS, DESCRIPTIONS, HISTORY_WEEKS, NATIONS, type NationPlan } from './demo-plans'
import { actor, at, move, offeringFor } from './factories'
import { DEMO_ADMIN_MAIN, DEMO_PLAYER_MAIN } from './identity'

/** Demo characters whose place the plan fixes; the rest of the cast is shared out at random. */
const RESERVED = [
  DEMO_PLAYER_MAIN,
  'Old Tobias',
  'Bram Holloway',
  'Wren Ashdown',
  DEMO_ADMIN_MAIN,
  'Warden Kael',
  'Cassius Thorne',
]

const FIXED_MEMBERS: Record<string, { name: string; role: 'officer' | 'citizen' }[]> = {
  AR: [{ name: 'Old Tobias', role: 'citizen' }],
  NV: [{ name: 'Bram Holloway', role: 'citizen' }],
  GW: [{ name: DEMO_ADMIN_MAIN, role: 'citizen' }],
  SR: [{ name: 'Warden Kael', role: 'officer' }],
  MH: [{ name: 'Wren Ashdown', role: 'citizen' }],
}

interface Opening {
  when: number
  holder: string
  bankId: string
}

interface Event {
  when: number
  run: () => void
}

const symbolOf = (abbreviation: string) => `$${abbreviation}`

/** A refused operation changes nothing; the replay just moves on, like a real player would. */
function safely(operation: () => void): void {
  try {
    operation()
  } catch (error) {
    if (!isRuleError(error)) throw error
  }
}

export class DemoEconomy {
  readonly end: number
  readonly start: number
  readonly nations = new Map<string, NationRow>()
  readonly banks: BankRow[] = []
  readonly offeringsByBank = new Map<string, { row: OfferingRow; deactivateWeek?: number }[]>()
  readonly openings: Opening[] = []
  #nextOpening = 0
  /** Open accounts of living holders, refreshed each week: who pays whom. */
  #spenders: BankAccountRow[] = []

  constructor(
    readonly world: World,
    readonly faker: Faker,
    now: Date,
  ) {
    this.end = now.getTime()
    this.start = this.end - HISTORY_WEEKS * WEEK_MS
  }

  readonly pick = <T>(items: readonly T[]): T => items[this.faker.number.int({ max: items.length - 1 })]
  readonly chance = (p: number) => this.faker.number.float() < p
  readonly officerOf = (nation: NationRow) =>
    actor(this.world, this.world.officers(nation.id)[0].characterName)
  readonly living = (name: string) => !this.world.character(name)?.isDeceased

  /** Seeds the whole economy; `pause` lets the browser breathe between events. */
  async seed(pause: () => Promise<void>): Promise<void> {
    // One step per slice at least: together they would hold the main thread for one long task.
    for (const step of [this.foundNations, this.issueCurrencies, this.openBanks, this.planAccounts]) {
      step.call(this)
      await pause()
    }
    await this.replayHistory(pause)
  }

  /** Nations, each founded by a member of the cast and filled from who is around or away. */
  foundNations(): void {
    const { world, faker, end, chance } = this
    // Seen in the last 14 days (what makes a member "active"; the dead may have been seen, too).
    const recent = (name: string) => {
      const c = world.character(name)
      return !!c?.lastSeen && end - Date.parse(c.lastSeen) <= 14 * DAY_MS
    }
    const reserved = new Set(RESERVED.map((n) => n.toLowerCase()))
    const cast = world.tables.characters.map((c) => c.name).filter((n) => !reserved.has(n.toLowerCase()))
    const shuffled = faker.helpers.shuffle([...cast])
    const active = shuffled.filter(recent)
    const away = shuffled.filter((n) => !recent(n))
    const takeFrom = (pool: string[], living: boolean) => {
      const index = pool.findIndex((n) => !living || !world.character(n)?.isDeceased)
      return index >= 0 ? pool.splice(index, 1)[0] : undefined
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
      this.nations.set(plan.abbreviation, nation)
      const joinAt = () =>
        founded + faker.number.int({ min: DAY_MS, max: Math.max(2 * DAY_MS, end - founded - 20 * DAY_MS) })
      for (const fixed of FIXED_MEMBERS[plan.abbreviation] ?? []) {
        at(world, joinAt())
        join(world, nation, world.character(fixed.name)!.name, 'citizen')
        if (fixed.role === 'officer') promote(world, founder, nation, fixed.name)
      }
      const officers = plan.size > 20 ? 2 : 1
      while (world.members(nation.id).length < plan.size) {
        const fromActive = plan.active && chance(0.55)
        const name =
          takeFrom(fromActive ? active : away, false) ?? takeFrom(fromActive ? away : active, false)
        if (!name) break
        at(world, joinAt())
        join(world, nation, name, 'citizen')
        if (this.living(name) && world.officers(nation.id).length < officers + 1 && chance(0.3))
          promote(world, founder, nation, name)
      }
    }
  }

  /** A currency and a UBI policy for the nations whose plan has them. */
  issueCurrencies(): void {
    const { world, faker, start } = this
    for (const plan of NATIONS) {
      const nation = this.nations.get(plan.abbreviation)!
      if (!plan.currency) continue
      at(world, start - faker.number.int({ min: 10, max: 60 }) * DAY_MS)
      const officer = this.officerOf(nation)
      createCurrency(world, officer, nation, plan.currency)
      if (plan.ubi) {
        createUbiPolicy(world, officer, nation, {
          currencySymbol: symbolOf(plan.abbreviation),
          amountPerCitizen: plan.ubi.amount,
          enabled: plan.ubi.enabled,
        })
      }
    }
  }

  /** The banks, their extra officers and their offerings. */
  openBanks(): void {
    const { world, faker, start, pick } = this
    for (const plan of BANKS) {
      const nation = this.nations.get(plan.nation)!
      at(world, start - faker.number.int({ min: 60, max: 200 }) * DAY_MS)
      const members = world.members(nation.id).filter((m) => this.living(m.characterName))
      const founderName = plan.id === 'FAB' ? DEMO_PLAYER_MAIN : pick(members).characterName
      const founder = actor(world, founderName)
      const bank = createBank(world, founder, {
        bankId: plan.id,
        name: plan.name,
        jurisdictionNation: nation.name,
      })
      this.banks.push(bank)
      const extra = faker.number.int({ min: 1, max: 2 })
      for (let i = 0; i < extra; i++) {
        const candidate = pick(members).characterName
        if (!world.isBankOfficer(bank.id, candidate)) addBankOfficer(world, founder, bank, candidate)
      }
      this.offeringsByBank.set(
        bank.id,
        plan.offerings.map((o) => ({
          row: createOffering(world, founder, bank, offeringFor(o.kind, o.overrides)),
          deactivateWeek: o.deactivateWeek,
        })),
      )
    }
  }

  /** Who opens which account when: most before history, some during it. Opens the early ones. */
  planAccounts(): void {
    const { world, faker, start, pick, chance, openings } = this
    const bankOfNation = new Map(BANKS.map((b) => [b.nation, b.id]))
    const nationOf = (name: string): NationPlan | undefined => {
      const m = world.membership(name)
      return m ? NATIONS.find((p) => this.nations.get(p.abbreviation)!.id === m.nationId) : undefined
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
    this.#openUntil(start)
  }

  #weekOf(when: number): number {
    return Math.floor((when - this.start) / WEEK_MS)
  }

  #open(o: Opening): void {
    const { world, faker } = this
    at(world, o.when)
    const bank = world.bankById(o.bankId)!
    const week = this.#weekOf(o.when)
    const offers = this.offeringsByBank
      .get(bank.id)!
      .filter((x) => x.row.isActive && (x.deactivateWeek === undefined || week < x.deactivateWeek))
    const forced = o.holder === DEMO_PLAYER_MAIN ? offers[o.bankId === 'FAB' ? 0 : 1] : undefined
    const offer =
      forced ??
      faker.helpers.weightedArrayElement(
        offers.map((x, i) => ({ weight: i === 0 ? 5 : x.row.overdraftAllowed ? 2 : 3, value: x })),
      )
    safely(() => openAccount(world, actor(world, o.holder), bank, offer.row.id))
  }

  /** Opens the planned accounts due before `when`. */
  #openUntil(when: number): void {
    const { openings } = this
    while (this.#nextOpening < openings.length && openings[this.#nextOpening].when < when)
      this.#open(openings[this.#nextOpening++])
  }

  /** 26 weeks of operations, each week closed by an economy cycle. */
  async replayHistory(pause: () => Promise<void>): Promise<void> {
    const { world, start } = this
    for (let week = 0; week < HISTORY_WEEKS; week++) {
      const weekStart = start + week * WEEK_MS
      const events = this.#weekEvents(week, weekStart)
      events.sort((a, b) => a.when - b.when)
      // Planning a week (hundreds of events) is a slice of its own.
      await pause()
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
    this.#openUntil(this.end)
  }

  #weekEvents(week: number, weekStart: number): Event[] {
    const { world, faker } = this
    const events: Event[] = []
    this.#spenders = world.tables.bankAccounts.filter((a) => !a.closedAt && this.living(a.holderName))
    const during = () => weekStart + faker.number.int({ min: HOUR_MS, max: 6 * DAY_MS + 12 * HOUR_MS })

    if (week === 0) events.push(...this.#capitalEvents(weekStart))
    const { openings } = this
    for (
      ;
      this.#nextOpening < openings.length && this.#weekOf(openings[this.#nextOpening].when) === week;
      this.#nextOpening++
    ) {
      const o = openings[this.#nextOpening]
      events.push({ when: o.when, run: () => this.#open(o) })
    }
    for (const bank of this.banks) {
      for (const offer of this.offeringsByBank.get(bank.id)!) {
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
    for (const plan of NATIONS) if (plan.currency) events.push(...this.#treasuryEvents(plan, week, during))

    // Players paying each other, now and then into overdraft, and paying taxes.
    const transfers = 380 + faker.number.int({ min: 0, max: 60 })
    for (let i = 0; i < transfers; i++) {
      events.push({ when: during(), run: () => this.#playerTransfer() })
    }
    if (week % 3 === 1) {
      events.push({ when: during(), run: () => this.#bankToBank() })
    }
    if (week === 9 || week === 17 || week === 23) {
      events.push({ when: during(), run: () => this.#adminGift(week) })
    }
    if (week === 20) {
      events.push({ when: during(), run: () => this.#closeIdleAccounts() })
    }
    return events
  }

  /** The first week: initial issuance, vault capital, and reserves in every other currency. */
  #capitalEvents(weekStart: number): Event[] {
    const { world } = this
    const events: Event[] = []
    const withCurrency = NATIONS.filter((p) => p.currency)
    for (const plan of withCurrency) {
      const nation = this.nations.get(plan.abbreviation)!
      events.push({
        when: weekStart + HOUR_MS,
        run: () =>
          mint(world, this.officerOf(nation), nation, {
            currencySymbol: symbolOf(plan.abbreviation),
            amount: plan.initialMint,
            description: 'Initial issuance',
          }),
      })
    }
    for (const plan of BANKS) {
      const nation = this.nations.get(plan.nation)!
      events.push({
        when: weekStart + 2 * HOUR_MS,
        run: () =>
          transfer(
            world,
            this.officerOf(nation),
            move(
              symbolOf(plan.nation),
              plan.capital,
              ['treasury', nation.name],
              ['bank', plan.id],
              'Vault capital',
            ),
          ),
      })
      for (const other of withCurrency) {
        if (other.abbreviation === plan.nation || !plan.reserves) continue
        const issuer = this.nations.get(other.abbreviation)!
        const symbol = symbolOf(other.abbreviation)
        events.push({
          when: weekStart + 3 * HOUR_MS,
          run: () =>
            transfer(
              world,
              this.officerOf(issuer),
              move(
                symbol,
                plan.reserves,
                ['treasury', issuer.name],
                ['bank', plan.id],
                'Correspondent reserve',
              ),
            ),
        })
      }
    }
    return events
  }

  /** A nation's issuance and burns as its plan says, and grants to its members. */
  #treasuryEvents(plan: NationPlan, week: number, during: () => number): Event[] {
    const { world, faker, pick } = this
    const events: Event[] = []
    const nation = this.nations.get(plan.abbreviation)!
    const symbol = symbolOf(plan.abbreviation)
    const supply = (change: typeof mint, amount: number, description: string) =>
      events.push({
        when: during(),
        run: () =>
          change(world, this.officerOf(nation), nation, { currencySymbol: symbol, amount, description }),
      })
    if (week > 0 && plan.monthlyMint && week % 4 === 0) supply(mint, plan.monthlyMint, 'Monthly issuance')
    if (plan.lateMint && week === HISTORY_WEEKS - 2) supply(mint, plan.lateMint, 'Emergency shipyard funding')
    if (plan.burnEvery6Weeks && week > 0 && week % 6 === 0)
      supply(burn, plan.burnEvery6Weeks, 'Supply reduction')
    // Grants from the treasury to members: money into circulation.
    const members = world.members(nation.id).filter((m) => this.living(m.characterName))
    const grants = plan.active ? 14 : 2
    for (let i = 0; i < grants; i++) {
      const member = pick(members)
      events.push({
        when: during(),
        run: () => {
          const account = world.defaultAccount(member.characterName)
          if (!account) return
          const amount = faker.number.int({ min: 40, max: 400 })
          const reason = pick(['Wages', 'Public works', 'Bounty', 'Grant'] as const)
          safely(() =>
            transfer(
              world,
              this.officerOf(nation),
              move(symbol, amount, ['treasury', nation.name], ['account', account.id], reason),
            ),
          )
        },
      })
    }
    return events
  }

  #playerTransfer(): void {
    const { world, faker, pick, chance } = this
    const accounts = this.#spenders
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
    const description = toType === 'treasury' ? 'Taxes' : (pick(DESCRIPTIONS) ?? '')
    safely(() =>
      transfer(
        world,
        actor(world, from.holderName),
        move(balance.currencySymbol, amount, ['account', from.id], [toType, toId], description),
      ),
    )
  }

  #bankToBank(): void {
    const { world, pick } = this
    const from = pick(this.banks)
    const to = pick(this.banks)
    const balances = world.balancesOf('bank', from.id).filter((b) => b.amount > 100)
    if (from === to || !balances.length) return
    const balance = pick(balances)
    const officer = actor(world, world.bankOfficers(from.id)[0].characterName)
    const amount = Math.floor(balance.amount * 0.1)
    safely(() =>
      transfer(
        world,
        officer,
        move(balance.currencySymbol, amount, ['bank', from.id], ['bank', to.id], 'Interbank settlement'),
      ),
    )
  }

  #adminGift(week: number): void {
    const { world, pick } = this
    const nation = this.nations.get(week === 17 ? 'NV' : 'AR')!
    const account = world.defaultAccount(week === 23 ? DEMO_PLAYER_MAIN : pick(this.#spenders).holderName)
    if (!account) return
    const gift = move(
      symbolOf(nation.abbreviation),
      250,
      ['treasury', nation.name],
      ['account', account.id],
      'Restitution after the spring flood',
    )
    safely(() => adminTransfer(world, { ...gift, asCharacter: DEMO_ADMIN_MAIN }))
  }

  #closeIdleAccounts(): void {
    const { world, pick } = this
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
