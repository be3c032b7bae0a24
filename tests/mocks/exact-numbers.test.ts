// @vitest-environment node
// Exact numbers: every amount, balance, supply and total stays an integer within
// ±Number.MAX_SAFE_INTEGER. The API refuses anything beyond (422, in words), the economy cycle never
// produces a figure beyond, and the ledger check sums in BigInt so a rounded world never reads ok.

import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { TransactionRow } from '@mocks/db/economy'
import { db } from '@mocks/db'
import { checkLedger } from '@mocks/rules/check-ledger'
import { interestOn, runEconomyCycle } from '@mocks/rules/economy-cycle'
import { isRuleError } from '@mocks/rules/errors'
import { liveWorld } from '@mocks/rules/live'
import { beyondExact, MAX_EXACT } from '@mocks/rules/money'
import { character } from '@mocks/rules/permissions'
import { adminTransfer, transfer } from '@mocks/rules/transfers'
import { burn, mint } from '@mocks/rules/treasury'
import { arrayWriter, emptyTables, World } from '@mocks/rules/world'
import { loadScenario } from '@mocks/scenarios'
import { adminToken, call, cast, F, money, tokenFor, useEconomy } from './economy-support'

useEconomy('minimal')

const MAX = MAX_EXACT
const TOO_LARGE = (field: string) =>
  `${field} must be at most 9,007,199,254,740,991, the largest number that can be counted exactly`

const mintPath = `/treasuries/${encodeURIComponent(F.playerNation)}/mint`
const supplyOf = () => {
  const c = db.currencies.all().find((x) => x.symbol === F.playerCurrency)!
  return c.totalMinted - c.totalBurned
}
const treasury = () => money.balanceOf('treasury', money.nationId(F.playerNation))
const adminMove = (amount: number, from: string, to: { type: string; id: string }) =>
  call('POST', '/admin/transfer', {
    token: adminToken(),
    body: {
      currencySymbol: F.playerCurrency,
      amount,
      fromType: 'account',
      fromId: money.accountOf(from).id,
      toType: to.type,
      toId: to.id,
      asCharacter: cast.elena,
    },
  })

describe('the API refuses figures beyond the exact range (422)', () => {
  it.each([
    ['2^53', 2 ** 53],
    ['1e300', 1e300],
  ])('refuses a mint of %s and changes nothing', async (_name, amount) => {
    const before = money.snapshot()
    const res = await call('POST', mintPath, {
      token: tokenFor(cast.aurelia),
      body: { amount, mintedBy: cast.aurelia },
    })
    expect(res.status).toBe(422)
    expect(res.body).toEqual({ success: false, error: TOO_LARGE('amount'), message: TOO_LARGE('amount') })
    expect(money.snapshot()).toEqual(before)
  })

  it('refuses 2^53 + 1 written out, which JSON reads as 2^53', async () => {
    const res = await call('POST', mintPath, {
      token: tokenFor(cast.aurelia),
      body: `{"amount": 9007199254740993, "mintedBy": "${cast.aurelia}"}`,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(res.status).toBe(422)
    expect(res.body.error).toBe(TOO_LARGE('amount'))
  })

  it('refuses an admin transfer of 1e20 and changes nothing', async () => {
    const before = money.snapshot()
    const res = await adminMove(1e20, cast.bram, { type: 'account', id: money.accountOf(cast.mira).id })
    expect(res.status).toBe(422)
    expect(res.body.error).toBe(TOO_LARGE('amount'))
    expect(money.snapshot()).toEqual(before)
  })

  it('mints up to the bound exactly, and refuses a mint that would take the supply or the total past it', async () => {
    const token = tokenFor(cast.aurelia)
    const currency = () => db.currencies.all().find((x) => x.symbol === F.playerCurrency)!
    const burned = currency().totalBurned
    expect(burned).toBeGreaterThan(0)
    // Everything ever minted reaches the bound exactly.
    const full = await call('POST', mintPath, {
      token,
      body: { amount: MAX - currency().totalMinted, mintedBy: cast.aurelia },
    })
    expect(full.status).toBe(200)
    expect(currency().totalMinted).toBe(MAX)
    expect(full.body.currentSupply).toBe(MAX - burned)
    const before = money.snapshot()
    const supply = await call('POST', mintPath, {
      token,
      body: { amount: burned + 1, mintedBy: cast.aurelia },
    })
    expect(supply.status).toBe(422)
    expect(supply.body.error).toBe(
      'This would take the supply of $AR above $AR 9,007,199,254,740,991, the largest amount that can be counted exactly',
    )
    const total = await call('POST', mintPath, { token, body: { amount: 1, mintedBy: cast.aurelia } })
    expect(total.status).toBe(422)
    expect(total.body.error).toBe(
      'This would take the total ever minted of $AR above $AR 9,007,199,254,740,991, the largest amount that can be counted exactly',
    )
    expect(money.snapshot()).toEqual(before)
    expect(checkLedger().currencies.find((c) => c.symbol === '$AR')!.minted).toBe(MAX)
  })

  it('refuses a mint that would take the treasury past the bound while the supply stays within', async () => {
    // An admin transfer fills the treasury to the bound out of an account that goes deep into the red.
    const filled = await adminMove(MAX - treasury(), cast.bram, {
      type: 'treasury',
      id: F.playerNation,
    })
    expect(filled.status).toBe(201)
    expect(treasury()).toBe(MAX)
    expect(supplyOf()).toBeLessThan(MAX)
    const before = money.snapshot()
    const res = await call('POST', mintPath, {
      token: tokenFor(cast.aurelia),
      body: { amount: 1, mintedBy: cast.aurelia },
    })
    expect(res.status).toBe(422)
    expect(res.body.error).toBe(
      `This would take the balance of ${F.playerNation} above $AR 9,007,199,254,740,991, the largest amount that can be counted exactly`,
    )
    expect(money.snapshot()).toEqual(before)
  })

  it('refuses a credit that would take a balance past the bound, and a debit below minus the bound', async () => {
    const mira = money.accountOf(cast.mira)
    const above = await adminMove(MAX, cast.bram, { type: 'account', id: mira.id })
    expect(above.status).toBe(422)
    expect(above.body.error).toBe(beyondExact.above(`${mira.id} (${cast.mira})`, '$AR'))
    expect(above.body.error).toBe(
      `This would take the balance of ${mira.id} (${cast.mira}) above $AR 9,007,199,254,740,991, the largest amount that can be counted exactly`,
    )
    // Bram one below zero, then the whole bound out of him.
    const bram = money.accountOf(cast.bram)
    const down = await adminMove(money.balanceOf('account', bram.id) + 1, cast.bram, {
      type: 'account',
      id: money.accountOf(cast.tomas).id,
    })
    expect(down.status).toBe(201)
    const before = money.snapshot()
    const below = await adminMove(MAX, cast.bram, { type: 'account', id: money.accountOf(cast.tomas).id })
    expect(below.status).toBe(422)
    expect(below.body.error).toBe(
      `This would take the balance of ${bram.id} (${cast.bram}) below $AR -9,007,199,254,740,991, the smallest amount that can be counted exactly`,
    )
    expect(money.snapshot()).toEqual(before)
  })

  it('refuses offering terms and UBI amounts beyond the range', async () => {
    const offering = await call('POST', '/banks/FAB/offerings', {
      token: tokenFor(cast.aurelia),
      body: { name: 'Bottomless', overdraftAllowed: true, overdraftLimit: 1e300, createdBy: cast.aurelia },
    })
    expect(offering.status).toBe(422)
    expect(offering.body.error).toBe(TOO_LARGE('overdraftLimit'))
    const policy = await call('POST', `/treasuries/${encodeURIComponent(F.playerNation)}/ubi-policies`, {
      token: tokenFor(cast.aurelia),
      body: { currencySymbol: '$AR', amountPerCitizen: 2 ** 60, updatedBy: cast.aurelia },
    })
    expect(policy.status).toBe(422)
    expect(policy.body.error).toBe(TOO_LARGE('amountPerCitizen'))
  })
})

describe('the ledger check counts exactly', () => {
  /** A world whose figures agree with each other only after rounding to doubles. */
  function roundedWorld(): World {
    const tables = emptyTables()
    const now = '2026-11-20T12:00:00.000Z'
    const row = (
      seq: number,
      amount: number,
      toType: 'treasury' | 'account',
      toId: string,
    ): TransactionRow => ({
      id: `tx-${seq}`,
      seq,
      createdAt: now,
      type: 'mint',
      currencySymbol: '$AR',
      amount,
      fromType: null,
      fromId: null,
      fromName: null,
      toType,
      toId,
      toName: toId,
      description: null,
      initiatedBy: 'Aurelia Voss',
      asCharacter: null,
    })
    tables.currencies.push({
      id: 'cur-1',
      name: 'Aurelian Crown',
      symbol: '$AR',
      nationId: 'n-1',
      nationName: 'Aurelian Republic',
      createdAt: now,
      createdBy: 'Aurelia Voss',
      // MAX + 2 as a double: 2^53, the same double as MAX + 1.
      totalMinted: MAX + 2,
      totalBurned: 0,
    })
    tables.transactions.push(row(1, MAX, 'treasury', 'n-1'), row(2, 2, 'treasury', 'n-2'))
    tables.balances.push(
      { holderType: 'treasury', holderId: 'n-1', currencySymbol: '$AR', amount: MAX },
      { holderType: 'treasury', holderId: 'n-2', currencySymbol: '$AR', amount: 2 },
    )
    return new World(tables, arrayWriter(tables), new Date(now))
  }

  it('is not ok when sums agree only after rounding', () => {
    // With doubles: minted MAX + 2 rounds to 2^53, the balances sum to 2^53, the total is 2^53.
    expect(MAX + 2).toBe(2 ** 53)
    const check = checkLedger(roundedWorld())
    expect(check.ok).toBe(false)
    expect(check.problems).toContain('$AR: 9007199254740993 minted in all, beyond the exact range')
    expect(check.problems).toContain(
      '$AR: running totals 9007199254740992/0 differ from the ledger 9007199254740993/0',
    )
  })

  it('names a row or a balance that is not an exact integer', () => {
    const world = roundedWorld()
    world.tables.transactions[1].amount = 2 ** 53
    world.tables.balances[1].amount = 1e300
    const { problems } = checkLedger(world)
    expect(problems).toContain(
      'tx-2: amount 9007199254740992 is not a positive integer within the exact range',
    )
    expect(problems).toContain('treasury n-2 holds 1e+300 $AR, not an integer within the exact range')
  })
})

describe('interest near the bound', () => {
  it('is floor(balance * bps / 10000) exactly, where doubles would round', () => {
    // 9007199254740991 * 7 overflows 2^53: a double gets the last digits wrong.
    expect(interestOn(MAX, 7)).toBe(Number((BigInt(MAX) * 7n) / 10000n))
    expect(interestOn(MAX, 10000)).toBe(MAX)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX }), fc.integer({ min: 0, max: 10000 }), (balance, bps) => {
        const interest = interestOn(balance, bps)
        expect(Number.isSafeInteger(interest)).toBe(true)
        expect(BigInt(interest)).toBe((BigInt(balance) * BigInt(bps)) / 10000n)
      }),
      { seed: 53, numRuns: 500 },
    )
  })
})

// ---------------------------------------------------------------- properties near the bound

/** Amounts around the bound and well beyond it, with a few ordinary ones. */
const nearBound = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: MAX - 1000, max: MAX }) },
  { weight: 2, arbitrary: fc.integer({ min: Math.floor(MAX / 2) - 1000, max: Math.floor(MAX / 2) + 1000 }) },
  { weight: 2, arbitrary: fc.constantFrom(2 ** 53, 2 ** 53 + 2, 1e20, 1e300) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 20_000 }) },
)

const parties = ['treasury', 'vault', 'aurelia', 'mira', 'tomas', 'bram'] as const
const party = fc.constantFrom(...parties)

const boundOperation = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('mint' as const), amount: nearBound }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('burn' as const), amount: nearBound }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('admin' as const), from: party, to: party, amount: nearBound }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('transfer' as const), to: party, amount: nearBound }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cycle' as const) }) },
)
type BoundOperation = typeof boundOperation extends fc.Arbitrary<infer T> ? T : never

function partyOf(world: World, name: (typeof parties)[number]) {
  if (name === 'treasury') return { type: 'treasury' as const, id: F.playerNation }
  if (name === 'vault') return { type: 'bank' as const, id: 'FAB' }
  const holder = { aurelia: cast.aurelia, mira: cast.mira, tomas: cast.tomas, bram: cast.bram }[name]
  return { type: 'account' as const, id: world.accountsOf(holder).find((a) => a.bankId === 'FAB')!.id }
}

function runBound(op: BoundOperation): void {
  const world = liveWorld()
  const nation = world.nation(F.playerNation)!
  const aurelia = character(cast.aurelia)
  switch (op.kind) {
    case 'mint':
      mint(world, aurelia, nation, { amount: op.amount })
      return
    case 'burn':
      burn(world, aurelia, nation, { amount: op.amount })
      return
    case 'cycle':
      runEconomyCycle(world)
      return
    case 'admin':
    case 'transfer': {
      const from = op.kind === 'admin' ? partyOf(world, op.from) : partyOf(world, 'treasury')
      const to = partyOf(world, op.to)
      const input = {
        currencySymbol: F.playerCurrency,
        amount: op.amount,
        fromType: from.type,
        fromId: from.id,
        toType: to.type,
        toId: to.id,
      }
      if (op.kind === 'admin') adminTransfer(world, { ...input, asCharacter: cast.elena })
      else transfer(world, aurelia, input)
    }
  }
}

/** Every stored figure of money. */
function figures(): number[] {
  return [
    ...db.balances.all().map((b) => b.amount),
    ...db.transactions.all().map((t) => t.amount),
    ...db.currencies.all().flatMap((c) => [c.totalMinted, c.totalBurned, c.totalMinted - c.totalBurned]),
  ]
}

describe('random operations near the bound', () => {
  it('never store a figure beyond the exact range; refusals change nothing; the check stays ok', async () => {
    let accepted = 0
    let refused = 0
    await fc.assert(
      fc.asyncProperty(fc.array(boundOperation, { minLength: 20, maxLength: 60 }), async (ops) => {
        await loadScenario('minimal')
        for (const op of ops) {
          const before = money.snapshot()
          try {
            runBound(op)
            accepted += 1
          } catch (error) {
            if (!isRuleError(error)) throw error
            refused += 1
            expect(money.snapshot()).toEqual(before)
          }
          for (const figure of figures()) expect(Number.isSafeInteger(figure)).toBe(true)
        }
        expect(checkLedger().problems).toEqual([])
      }),
      { numRuns: 40, seed: 9007, interruptAfterTimeLimit: 60_000, markInterruptAsFailure: true },
    )
    // Both paths must be exercised, or the property proves little.
    expect(accepted).toBeGreaterThan(200)
    expect(refused).toBeGreaterThan(200)
  })

  it('keeps the bound in every economy cycle, even with balances, vaults and supply at the bound', async () => {
    await loadScenario('minimal')
    const world = liveWorld()
    const nation = world.nation(F.playerNation)!
    mint(world, character(cast.aurelia), nation, {
      amount: MAX - world.currency(F.playerCurrency)!.totalMinted,
    })
    // The vault and two interest-earning accounts full to the bound, paid by accounts that go deep
    // into the red (an admin transfer skips floors, not the exact range).
    const fab = (holder: string) => world.accountsOf(holder).find((a) => a.bankId === 'FAB')!.id
    const fills = [
      [{ type: 'bank', id: 'FAB' }, fab(cast.bram)],
      [{ type: 'account', id: fab(cast.aurelia) }, fab(cast.tomas)],
      [{ type: 'account', id: fab(cast.mira) }, fab(cast.elena)],
    ] as const
    for (const [target, source] of fills) {
      const room = MAX - world.balance(target.type, target.id, F.playerCurrency)
      adminTransfer(liveWorld(), {
        currencySymbol: F.playerCurrency,
        amount: Math.min(room, MAX + world.balance('account', source, F.playerCurrency)),
        fromType: 'account',
        fromId: source,
        toType: target.type,
        toId: target.id,
        asCharacter: cast.elena,
      })
      expect(world.balance(target.type, target.id, F.playerCurrency)).toBe(MAX)
    }
    for (let week = 0; week < 3; week++) runEconomyCycle(liveWorld())
    for (const figure of figures()) expect(Number.isSafeInteger(figure)).toBe(true)
    expect(checkLedger().problems).toEqual([])
  })
})
