// @vitest-environment node
// Property tests: random sequences of hundreds of operations by random actors (strangers,
// citizens, officers, the deceased, the admin panel) keep the money invariant, and every refused
// operation leaves every balance, every total and the ledger exactly as they were.

import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { db } from '@mocks/db'
import { closeAccount, createOffering, openAccount, setDefaultAccount } from '@mocks/rules/banks'
import { checkLedger } from '@mocks/rules/check-ledger'
import { runEconomyCycle } from '@mocks/rules/economy-cycle'
import { isRuleError } from '@mocks/rules/errors'
import { liveWorld } from '@mocks/rules/live'
import { adminPanel, character, type Actor } from '@mocks/rules/permissions'
import { adminTransfer, transfer } from '@mocks/rules/transfers'
import { burn, createCurrency, createUbiPolicy, distributeUbi, mint } from '@mocks/rules/treasury'
import type { PartyType, World } from '@mocks/rules/world'
import { loadScenario } from '@mocks/scenarios'
import { scenarioClock } from '@mocks/clock'
import { adminToken, call, money, tokenFor, useEconomy } from './economy-support'

useEconomy('minimal')

const partyType = fc.constantFrom<PartyType>('treasury', 'bank', 'account')
const pick = fc.nat(40)
const amount = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 400 }) },
  { weight: 2, arbitrary: fc.integer({ min: -10, max: 12_000 }) },
  { weight: 1, arbitrary: fc.constant(0) },
)

/** Most transfers come from someone allowed to spend, for about what the source holds. */
const byOwner = fc.oneof(
  { weight: 3, arbitrary: fc.constant(true) },
  { weight: 1, arbitrary: fc.constant(false) },
)
const share = fc.option(fc.double({ min: 0.05, max: 1.5, noNaN: true }), { nil: undefined, freq: 2 })

const operation = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      actor: pick,
      byOwner,
      fromType: partyType,
      from: pick,
      toType: partyType,
      to: pick,
      amount,
      share,
      currency: pick,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('admin' as const),
      fromType: partyType,
      from: pick,
      toType: partyType,
      to: pick,
      amount,
      currency: pick,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('mint' as const),
      actor: pick,
      byOwner,
      nation: pick,
      amount,
      currency: pick,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('burn' as const),
      actor: pick,
      byOwner,
      nation: pick,
      amount,
      currency: pick,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('currency' as const), actor: pick, byOwner, nation: pick }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('policy' as const),
      actor: pick,
      byOwner,
      nation: pick,
      amount,
      currency: pick,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('ubi' as const), policy: pick }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('cycle' as const), days: fc.integer({ min: 0, max: 9 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('open' as const), actor: pick, offering: pick }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('close' as const), actor: pick, byOwner, account: pick }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('default' as const), actor: pick, byOwner, account: pick }),
  },
)
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never

const at = <T>(items: readonly T[], index: number): T | undefined =>
  items.length ? items[index % items.length] : undefined

function actorAt(world: World, index: number): Actor {
  const characters = world.tables.characters
  if (index % (characters.length + 1) === characters.length) return adminPanel
  const c = at(characters, index)!
  return character(c.name, c.isDeceased)
}

/** Whoever may spend from a party: an account's holder, a treasury's or vault's first officer. */
function ownerOf(world: World, type: PartyType, index: number): Actor | undefined {
  if (type === 'account') {
    const account = at(world.tables.bankAccounts, index)
    const holder = account && world.character(account.holderName)
    return holder ? character(holder.name, holder.isDeceased) : undefined
  }
  if (type === 'treasury') {
    const nation = at(world.tables.nations, index)
    const officer = nation && world.officers(nation.id)[0]
    return officer ? character(officer.characterName) : undefined
  }
  const bank = at(world.tables.banks, index)
  const officer = bank && world.bankOfficers(bank.id)[0]
  return officer ? character(officer.characterName) : undefined
}

function partyRef(world: World, type: PartyType, index: number): string {
  if (type === 'treasury') return at(world.tables.nations, index)?.name ?? 'none'
  if (type === 'bank') return at(world.tables.banks, index)?.id ?? 'none'
  const account = at(world.tables.bankAccounts, index)
  // Both spellings the console sends.
  return account ? (index % 2 ? `${account.bankId}|${account.id}` : account.id) : 'none'
}

const symbolAt = (world: World, index: number) => at(world.tables.currencies, index)?.symbol ?? '$AR'

/** Runs one operation through the rules, as a handler would (a fresh World per call). */
function run(op: Operation): void {
  if (op.kind === 'cycle') scenarioClock.tick(op.days * 86_400_000)
  const world = liveWorld()
  switch (op.kind) {
    case 'transfer': {
      const actor = (op.byOwner && ownerOf(world, op.fromType, op.from)) || actorAt(world, op.actor)
      const symbol = symbolAt(world, op.currency)
      const source = partyRef(world, op.fromType, op.from)
      let sum = op.amount
      if (op.share !== undefined) {
        const account = op.fromType === 'account' ? world.account(source) : undefined
        const overdraft = account ? (world.offering(account.offeringId)?.overdraftLimit ?? 0) : 0
        const id = account?.id ?? (op.fromType === 'treasury' ? world.nation(source)?.id : source) ?? ''
        sum = Math.floor((world.balance(op.fromType, id, symbol) + overdraft) * op.share)
      }
      transfer(world, actor, {
        currencySymbol: symbol,
        amount: sum,
        fromType: op.fromType,
        fromId: source,
        toType: op.toType,
        toId: partyRef(world, op.toType, op.to),
      })
      return
    }
    case 'admin':
      adminTransfer(world, {
        currencySymbol: symbolAt(world, op.currency),
        amount: op.amount,
        fromType: op.fromType,
        fromId: partyRef(world, op.fromType, op.from),
        toType: op.toType,
        toId: partyRef(world, op.toType, op.to),
        asCharacter: at(world.tables.characters, op.from)!.name,
      })
      return
    case 'mint':
    case 'burn': {
      const nation = at(world.tables.nations, op.nation)!
      const change = { amount: op.amount, currencySymbol: symbolAt(world, op.currency) }
      const actor = (op.byOwner && ownerOf(world, 'treasury', op.nation)) || actorAt(world, op.actor)
      if (op.kind === 'mint') mint(world, actor, nation, change)
      else burn(world, actor, nation, change)
      return
    }
    case 'currency': {
      const nation = at(world.tables.nations, op.nation)!
      const actor = (op.byOwner && ownerOf(world, 'treasury', op.nation)) || actorAt(world, op.actor)
      createCurrency(world, actor, nation, `${nation.name} Coin`)
      return
    }
    case 'policy':
      createUbiPolicy(
        world,
        (op.byOwner && ownerOf(world, 'treasury', op.nation)) || actorAt(world, op.actor),
        at(world.tables.nations, op.nation)!,
        {
          currencySymbol: symbolAt(world, op.currency),
          amountPerCitizen: op.amount,
        },
      )
      return
    case 'ubi': {
      const policy = at(world.tables.ubiPolicies, op.policy)
      if (policy) distributeUbi(world, policy)
      return
    }
    case 'cycle':
      runEconomyCycle(world)
      return
    case 'open': {
      const offering = at(world.tables.offerings, op.offering)!
      openAccount(world, actorAt(world, op.actor), world.bankById(offering.bankId)!, offering.id)
      return
    }
    case 'close':
    case 'default': {
      const account = at(world.tables.bankAccounts, op.account)!
      const actor = (op.byOwner && ownerOf(world, 'account', op.account)) || actorAt(world, op.actor)
      if (op.kind === 'close') closeAccount(world, actor, account, 'property test')
      else setDefaultAccount(world, actor, account)
      return
    }
  }
}

/** The minimal world plus small accounts whose maximum balance is easy to hit. */
async function prepare(): Promise<void> {
  await loadScenario('minimal')
  const world = liveWorld()
  const bank = world.bankById('FAB')!
  const tiny = createOffering(world, character('Aurelia Voss'), bank, {
    name: 'Tiny Jar',
    interestRateBasisPoints: 500,
    maintenanceFeeAmount: 1,
    minimumBalance: 0,
    maximumBalance: 150,
    overdraftAllowed: true,
    overdraftLimit: 50,
    overdraftFeeAmount: 2,
  })
  for (const name of ['Cassius Thorne', 'Lena Brook', 'Haldor Crane'])
    openAccount(world, character(name), bank, tiny.id)
}

/** Everything money-related, to compare before and after a refusal. */
function moneyState() {
  return {
    ...money.snapshot(),
    totals: db.currencies.all().map((c) => `${c.symbol}:${c.totalMinted}/${c.totalBurned}`),
    accounts: db.bankAccounts.all().map((a) => `${a.id}:${a.isDefault}:${a.closedAt}`),
  }
}

describe('the economy under random operations', () => {
  it('keeps checkLedger green; refused operations change nothing', async () => {
    let refusedCount = 0
    let acceptedCount = 0
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 150, maxLength: 300 }), async (ops) => {
        await prepare()
        for (const op of ops) {
          const before = moneyState()
          try {
            run(op)
            acceptedCount += 1
          } catch (error) {
            if (!isRuleError(error)) throw error
            refusedCount += 1
            expect(moneyState()).toEqual(before)
          }
        }
        const check = checkLedger()
        expect(check.problems).toEqual([])
      }),
      { numRuns: 25, seed: 20261120, interruptAfterTimeLimit: 90_000, markInterruptAsFailure: true },
    )
    // The generator must exercise both paths, or the property proves little.
    expect(acceptedCount).toBeGreaterThan(500)
    expect(refusedCount).toBeGreaterThan(500)
  })

  it('holds over HTTP too: only contract statuses, refusals change nothing', async () => {
    const statuses = new Set<number>()
    const httpOperation = fc.record({
      actor: pick,
      fromType: partyType,
      from: pick,
      toType: partyType,
      to: pick,
      amount,
      admin: fc.boolean(),
      key: fc.option(fc.constantFrom('k1', 'k2', 'k3'), { nil: undefined }),
    })
    await fc.assert(
      fc.asyncProperty(fc.array(httpOperation, { minLength: 20, maxLength: 40 }), async (ops) => {
        await prepare()
        const names = db.characters.all().map((c) => c.name)
        const tokens = new Map<string, string>()
        for (const op of ops) {
          const world = liveWorld()
          const name = names[op.actor % names.length]
          const token = op.admin
            ? adminToken()
            : (tokens.get(name) ?? tokens.set(name, tokenFor(name)).get(name)!)
          const body = {
            currencySymbol: '$AR',
            amount: op.amount,
            fromType: op.fromType,
            fromId: partyRef(world, op.fromType, op.from),
            toType: op.toType,
            toId: partyRef(world, op.toType, op.to),
            ...(op.admin ? { asCharacter: name } : {}),
          }
          const before = moneyState()
          const headers: Record<string, string> = op.key ? { 'Idempotency-Key': op.key } : {}
          const res = await call('POST', op.admin ? '/admin/transfer' : '/transfers', {
            token,
            body,
            headers,
          })
          statuses.add(res.status)
          expect([201, 400, 403, 404, 422]).toContain(res.status)
          if (res.status !== 201 || res.headers.get('Idempotent-Replayed'))
            expect(moneyState()).toEqual(before)
        }
        expect(checkLedger().problems).toEqual([])
      }),
      { numRuns: 8, seed: 7, interruptAfterTimeLimit: 90_000, markInterruptAsFailure: true },
    )
    expect(statuses.has(201) && statuses.has(422) && statuses.has(403)).toBe(true)
  })
})
