// @vitest-environment node
// The economy's rules as plain functions over a scratch World (no msw, no database).

import { describe, expect, it } from 'vitest'
import { PLAIN_OFFERING } from '@mocks/scenarios/factories'
import {
  createBank,
  createOffering,
  closeAccount,
  deleteOffering,
  openAccount,
  updateOffering,
  OFFERING_IN_USE,
} from '@mocks/rules/banks'
import { checkLedger } from '@mocks/rules/check-ledger'
import { runEconomyCycle } from '@mocks/rules/economy-cycle'
import { RuleError } from '@mocks/rules/errors'
import { accountNumber, nextId } from '@mocks/rules/ids'
import { dateBound, queryLedger } from '@mocks/rules/ledger'
import { interestSuccessRate, marketStats, riskFor } from '@mocks/rules/market'
import { postTransaction } from '@mocks/rules/money'
import {
  addMember,
  demote,
  foundNation,
  join,
  nationActivity,
  promote,
  removeMember,
} from '@mocks/rules/nations'
import { adminPanel, character } from '@mocks/rules/permissions'
import { adminTransfer, balanceInfo, transfer } from '@mocks/rules/transfers'
import { burn, createCurrency, createUbiPolicy, distributeUbi, mint } from '@mocks/rules/treasury'
import { World, type CharacterLike } from '@mocks/rules/world'

const NOW = new Date('2026-11-20T12:00:00.000Z')
const DAY = 86_400_000

function person(name: string, extra: Partial<CharacterLike> = {}): CharacterLike {
  return {
    name,
    accountUuid: `uuid-${name}`,
    isDeceased: false,
    lastSeen: new Date(NOW.getTime() - DAY).toISOString(),
    firstUsed: null,
    biography: null,
    profilePictureUrl: null,
    ...extra,
  }
}

const offering = { name: 'Basic', ...PLAIN_OFFERING }

/** A small world: Ada founds Avalon ($AV, 1000 minted), Bea and Cy join; Ada's bank AVB. */
function smallWorld() {
  const world = World.scratch(
    [
      person('Ada'),
      person('Bea'),
      person('Cy'),
      person('Dee', { isDeceased: true }),
      person('Eve', { lastSeen: null }),
    ],
    NOW,
  )
  const ada = character('Ada')
  const nation = foundNation(world, ada, { name: 'Avalon', abbreviation: 'av' })
  join(world, nation, 'Bea', 'citizen')
  join(world, nation, 'Cy', 'citizen')
  join(world, nation, 'Dee', 'citizen')
  createCurrency(world, ada, nation, 'Avalon Pound')
  mint(world, ada, nation, { amount: 1000 })
  const bank = createBank(world, ada, { bankId: 'avb', name: 'Avalon Bank', jurisdictionNation: 'Avalon' })
  const basic = createOffering(world, ada, bank, offering)
  const savings = createOffering(world, ada, bank, {
    ...offering,
    name: 'Savings',
    interestRateBasisPoints: 1000,
    maximumBalance: 500,
  })
  const overdraft = createOffering(world, ada, bank, {
    ...offering,
    name: 'Flex',
    overdraftAllowed: true,
    overdraftLimit: 100,
    overdraftFeeAmount: 7,
    maintenanceFeeAmount: 3,
  })
  const adaAcc = openAccount(world, ada, bank, basic.id)
  const beaAcc = openAccount(world, character('Bea'), bank, savings.id)
  const cyAcc = openAccount(world, character('Cy'), bank, overdraft.id)
  return { world, ada, nation, bank, basic, savings, overdraft, adaAcc, beaAcc, cyAcc }
}

const refusal = (run: () => unknown): RuleError => {
  try {
    run()
  } catch (error) {
    if (error instanceof RuleError) return error
    throw error
  }
  throw new Error('expected a refusal')
}

describe('postTransaction: the one money door', () => {
  it('writes the row, both balances and the supply totals together', () => {
    const { world, nation, adaAcc } = smallWorld()
    const row = postTransaction(world, {
      type: 'transfer',
      currencySymbol: '$AV',
      amount: 40,
      from: { type: 'treasury', id: nation.id },
      to: { type: 'account', id: adaAcc.id },
      initiatedBy: 'Ada',
      description: '  wages ',
    })
    expect(row).toMatchObject({
      type: 'transfer',
      amount: 40,
      currencySymbol: '$AV',
      fromName: 'Avalon',
      toName: `${adaAcc.id} (Ada)`,
      description: 'wages',
      initiatedBy: 'Ada',
      asCharacter: null,
    })
    expect(row.id).toMatch(/^tx-\d{7}$/)
    expect(world.balance('treasury', nation.id, '$AV')).toBe(960)
    expect(world.balance('account', adaAcc.id, '$AV')).toBe(40)
    expect(world.currency('$av')!.totalMinted).toBe(1000)
    expect(checkLedger(world).ok).toBe(true)
  })

  it.each([0, -5, 1.5, Number.NaN])('refuses amount %s with 400 and changes nothing', (amount) => {
    const { world, nation, adaAcc } = smallWorld()
    const rows = world.tables.transactions.length
    const error = refusal(() =>
      postTransaction(world, {
        type: 'transfer',
        currencySymbol: '$AV',
        amount,
        from: { type: 'treasury', id: nation.id },
        to: { type: 'account', id: adaAcc.id },
        initiatedBy: 'Ada',
      }),
    )
    expect(error.status).toBe(400)
    expect(world.tables.transactions.length).toBe(rows)
    expect(world.balance('treasury', nation.id, '$AV')).toBe(1000)
  })

  it('keeps treasuries and vaults at or above 0 and accounts at or above -overdraftLimit', () => {
    const { world, ada, nation, cyAcc, adaAcc } = smallWorld()
    expect(refusal(() => burn(world, ada, nation, { amount: 1001 })).status).toBe(422)
    transfer(world, character('Cy'), {
      currencySymbol: '$AV',
      amount: 100,
      fromType: 'account',
      fromId: cyAcc.id,
      toType: 'account',
      toId: adaAcc.id,
    })
    expect(world.balance('account', cyAcc.id, '$AV')).toBe(-100)
    const error = refusal(() =>
      transfer(world, character('Cy'), {
        currencySymbol: '$AV',
        amount: 1,
        fromType: 'account',
        fromId: cyAcc.id,
        toType: 'account',
        toId: adaAcc.id,
      }),
    )
    expect(error.status).toBe(422)
    expect(error.message).toBe('Insufficient funds. Available: $AV 0 (including an overdraft of $AV 100)')
    expect(checkLedger(world).ok).toBe(true)
  })

  it("refuses a credit above the destination's maximum balance", () => {
    const { world, ada, nation, beaAcc } = smallWorld()
    const move = (amount: number) =>
      transfer(world, ada, {
        currencySymbol: '$AV',
        amount,
        fromType: 'treasury',
        fromId: nation.name,
        toType: 'account',
        toId: beaAcc.id,
      })
    move(500)
    const error = refusal(() => move(1))
    expect(error.status).toBe(422)
    expect(error.message).toContain('maximum balance of $AV 500')
    expect(world.balance('account', beaAcc.id, '$AV')).toBe(500)
  })

  it('admin transfers skip floors and maximums and are recorded as Divine Entity acting as someone', () => {
    const { world, nation, beaAcc, adaAcc } = smallWorld()
    const row = adminTransfer(world, {
      currencySymbol: '$AV',
      amount: 900,
      fromType: 'account',
      fromId: adaAcc.id,
      toType: 'account',
      toId: beaAcc.id,
      asCharacter: 'bea',
    })
    expect(row).toMatchObject({ initiatedBy: 'Divine Entity', asCharacter: 'Bea' })
    expect(world.balance('account', adaAcc.id, '$AV')).toBe(-900)
    const check = checkLedger(world)
    expect(check.ok).toBe(true)
    expect(check.belowFloorByAdmin).toBe(1)
    expect(
      refusal(() =>
        adminTransfer(world, {
          currencySymbol: '$AV',
          amount: 1,
          fromType: 'treasury',
          fromId: nation.id,
          toType: 'account',
          toId: adaAcc.id,
          asCharacter: 'Nobody',
        }),
      ).status,
    ).toBe(404)
  })

  it('refuses closed accounts on both sides', () => {
    const { world, ada, nation, bank, basic } = smallWorld()
    const spare = openAccount(world, ada, bank, basic.id)
    closeAccount(world, ada, spare, 'spare')
    const error = refusal(() =>
      transfer(world, ada, {
        currencySymbol: '$AV',
        amount: 1,
        fromType: 'treasury',
        fromId: nation.id,
        toType: 'account',
        toId: spare.id,
      }),
    )
    expect(error).toMatchObject({ status: 422, message: 'The destination account is closed' })
  })
})

describe('permissions', () => {
  it('only officers spend from treasuries, only holders from accounts, deceased never', () => {
    const { world, nation, adaAcc } = smallWorld()
    const fromTreasury = {
      currencySymbol: '$AV',
      amount: 1,
      fromType: 'treasury' as const,
      fromId: nation.id,
      toType: 'account' as const,
      toId: adaAcc.id,
    }
    expect(refusal(() => transfer(world, character('Bea'), fromTreasury)).status).toBe(403)
    expect(refusal(() => transfer(world, character('Ada', true), fromTreasury))).toMatchObject({
      status: 403,
      message: 'Deceased characters cannot act',
    })
    expect(transfer(world, adminPanel, fromTreasury).initiatedBy).toBe('Divine Entity')
    expect(refusal(() => balanceInfo(world, character('Bea'), 'treasury', nation.id, '$AV')).status).toBe(403)
    expect(balanceInfo(world, character('Ada'), 'treasury', 'avalon', '$av')).toEqual({
      balance: 999,
      overdraftLimit: 0,
      availableBalance: 999,
    })
  })
})

describe('nations', () => {
  it('one nation per character, unique names and abbreviations, 2 letters', () => {
    const { world } = smallWorld()
    expect(
      refusal(() => foundNation(world, character('Bea'), { name: 'Other', abbreviation: 'OT' })).status,
    ).toBe(409)
    expect(
      refusal(() => foundNation(world, character('Eve'), { name: 'avalon', abbreviation: 'OT' })).status,
    ).toBe(409)
    expect(
      refusal(() => foundNation(world, character('Eve'), { name: 'Other', abbreviation: 'AV' })).status,
    ).toBe(409)
    expect(
      refusal(() => foundNation(world, character('Eve'), { name: 'Other', abbreviation: 'ABC' })).status,
    ).toBe(400)
    expect(foundNation(world, character('Eve'), { name: 'Other', abbreviation: 'ot' }).abbreviation).toBe(
      'OT',
    )
  })

  it('the last officer of a nation with members cannot leave or be demoted', () => {
    const { world, ada, nation } = smallWorld()
    expect(refusal(() => removeMember(world, ada, nation, 'Ada')).status).toBe(409)
    expect(refusal(() => demote(world, ada, nation, 'Ada')).status).toBe(409)
    promote(world, ada, nation, 'Bea')
    demote(world, ada, nation, 'Ada')
    expect(world.membership('Ada')!.role).toBe('citizen')
    removeMember(world, ada, nation, 'Ada')
    expect(world.membership('Ada')).toBeUndefined()
    expect(refusal(() => addMember(world, character('Bea'), nation, 'Dee')).status).toBe(422)
  })

  it('activity: members seen within 14 days', () => {
    const { world, nation } = smallWorld()
    join(world, nation, 'Eve', 'citizen')
    expect(nationActivity(world, nation.id)).toEqual({
      totalMembers: 5,
      activeMembersCount: 4,
      activityPercentage: 80,
      isActive: true,
    })
  })
})

describe('currencies, mint and burn', () => {
  it('one currency per nation, symbol $ + abbreviation, officers only', () => {
    const { world, ada, nation } = smallWorld()
    expect(world.currencyOfNation(nation.id)!.symbol).toBe('$AV')
    expect(refusal(() => createCurrency(world, ada, nation, 'Second')).status).toBe(409)
    const other = foundNation(world, character('Eve'), { name: 'Other', abbreviation: 'OT' })
    expect(refusal(() => createCurrency(world, character('Bea'), other, 'Nope')).status).toBe(403)
    expect(refusal(() => mint(world, character('Eve'), other, { amount: 5 })).status).toBe(404)
    expect(
      refusal(() => mint(world, character('Eve'), other, { amount: 5, currencySymbol: '$AV' })),
    ).toMatchObject({ status: 422, message: 'A nation can only mint its own currency' })
    expect(refusal(() => mint(world, character('Bea'), world.nation('Avalon')!, { amount: 5 })).status).toBe(
      403,
    )
  })

  it('burn lowers supply; totals agree with the ledger', () => {
    const { world, ada, nation } = smallWorld()
    burn(world, ada, nation, { amount: 250 })
    expect(world.currency('$AV')).toMatchObject({ totalMinted: 1000, totalBurned: 250 })
    expect(checkLedger(world).currencies).toEqual([
      { symbol: '$AV', minted: 1000, burned: 250, supply: 750, sumOfBalances: 750 },
    ])
  })
})

describe('UBI', () => {
  it('pays every living member with a default account, all or nothing', () => {
    const { world, ada, nation, adaAcc, beaAcc, cyAcc } = smallWorld()
    const policy = createUbiPolicy(world, ada, nation, { currencySymbol: '$AV', amountPerCitizen: 100 })
    const outcome = distributeUbi(world, policy)
    expect(outcome).toMatchObject({ status: 'paid', recipients: 3, total: 300 })
    expect([adaAcc, beaAcc, cyAcc].map((a) => world.balance('account', a.id, '$AV'))).toEqual([100, 100, 100])
    expect(policy.lastDistribution).toBe(NOW.toISOString())

    burn(world, ada, nation, { amount: 500 })
    const rows = world.tables.transactions.length
    const unfunded = distributeUbi(world, { ...policy, amountPerCitizen: 100 })
    expect(unfunded.status).toBe('unfunded')
    expect(world.tables.transactions.length).toBe(rows)
    expect(world.balance('treasury', nation.id, '$AV')).toBe(200)
  })

  it('leaves out members whose account would pass its maximum', () => {
    const { world, ada, nation, beaAcc } = smallWorld()
    transfer(world, ada, {
      currencySymbol: '$AV',
      amount: 450,
      fromType: 'treasury',
      fromId: nation.id,
      toType: 'account',
      toId: beaAcc.id,
    })
    const policy = createUbiPolicy(world, ada, nation, { currencySymbol: '$AV', amountPerCitizen: 60 })
    expect(distributeUbi(world, policy)).toMatchObject({ status: 'paid', recipients: 2 })
    expect(world.balance('account', beaAcc.id, '$AV')).toBe(450)
  })
})

describe('economy cycle', () => {
  it('runs UBI, interest, maintenance and overdraft fees in that order, one row each', () => {
    const { world, ada, nation, bank, beaAcc, cyAcc, adaAcc } = smallWorld()
    createUbiPolicy(world, ada, nation, { currencySymbol: '$AV', amountPerCitizen: 10 })
    transfer(world, ada, {
      currencySymbol: '$AV',
      amount: 90,
      fromType: 'treasury',
      fromId: nation.id,
      toType: 'account',
      toId: beaAcc.id,
    })
    transfer(world, ada, {
      currencySymbol: '$AV',
      amount: 5,
      fromType: 'treasury',
      fromId: nation.id,
      toType: 'bank',
      toId: bank.id,
    })
    transfer(world, character('Cy'), {
      currencySymbol: '$AV',
      amount: 50,
      fromType: 'account',
      fromId: cyAcc.id,
      toType: 'account',
      toId: adaAcc.id,
    })
    const summary = runEconomyCycle(world)
    // UBI 10 each -> Bea 100, Cy -40, Ada 60. Interest 10% of Bea's 100 = 10, the vault has 5: missed.
    expect(summary.ubi).toEqual([expect.objectContaining({ status: 'paid', recipients: 3, total: 30 })])
    expect(summary.interest).toEqual({ due: 1, paid: 0, missed: 1, total: 0 })
    // Cy: maintenance 3 (-43), then overdraft fee 7 (-50).
    expect(summary.maintenanceFees).toEqual({ count: 1, total: 3 })
    expect(summary.overdraftFees).toEqual({ count: 1, total: 7 })
    expect(world.balance('account', cyAcc.id, '$AV')).toBe(-50)
    expect(interestSuccessRate(bank)).toBe(0)

    transfer(world, ada, {
      currencySymbol: '$AV',
      amount: 100,
      fromType: 'treasury',
      fromId: nation.id,
      toType: 'bank',
      toId: bank.id,
    })
    const second = runEconomyCycle(world)
    expect(second.interest).toMatchObject({ due: 1, paid: 1, total: 11 })
    expect(interestSuccessRate(bank)).toBe(50)
    expect(checkLedger(world).ok).toBe(true)
  })

  it('takes fees only as far as balance and overdraft allow', () => {
    const { world, cyAcc } = smallWorld()
    for (let i = 0; i < 30; i++) runEconomyCycle(world)
    expect(world.balance('account', cyAcc.id, '$AV')).toBe(-100)
    expect(checkLedger(world).ok).toBe(true)
  })
})

describe('banks and offerings', () => {
  it('inactive offerings open no accounts; offerings in use cannot be deleted', () => {
    const { world, ada, bank, basic } = smallWorld()
    updateOffering(world, ada, bank, basic, { isActive: false })
    expect(refusal(() => openAccount(world, character('Eve'), bank, basic.id))).toMatchObject({ status: 422 })
    expect(refusal(() => deleteOffering(world, ada, bank, basic))).toMatchObject({
      status: 409,
      message: OFFERING_IN_USE,
    })
    const unused = createOffering(world, ada, bank, { ...offering, name: 'Unused' })
    deleteOffering(world, ada, bank, unused)
    expect(world.offeringsOf(bank.id).map((o) => o.name)).not.toContain('Unused')
  })

  it('closing needs zero balances and moves the default', () => {
    const { world, ada, nation, bank, basic, adaAcc } = smallWorld()
    const second = openAccount(world, ada, bank, basic.id)
    expect(second.isDefault).toBe(false)
    transfer(world, ada, {
      currencySymbol: '$AV',
      amount: 5,
      fromType: 'treasury',
      fromId: nation.id,
      toType: 'account',
      toId: adaAcc.id,
    })
    expect(refusal(() => closeAccount(world, ada, adaAcc)).status).toBe(409)
    transfer(world, ada, {
      currencySymbol: '$AV',
      amount: 5,
      fromType: 'account',
      fromId: adaAcc.id,
      toType: 'treasury',
      toId: nation.id,
    })
    closeAccount(world, ada, adaAcc, 'moving')
    expect(adaAcc).toMatchObject({ isDefault: false, closeReason: 'moving' })
    expect(second.isDefault).toBe(true)
  })
})

describe('ledger reading and checking', () => {
  it('pages newest first with filters', () => {
    const { world, ada, nation, adaAcc } = smallWorld()
    for (let i = 1; i <= 5; i++) {
      world.now = new Date(NOW.getTime() + i * DAY)
      transfer(world, ada, {
        currencySymbol: '$AV',
        amount: i,
        fromType: 'treasury',
        fromId: nation.id,
        toType: 'account',
        toId: adaAcc.id,
      })
    }
    const party = { type: 'account' as const, id: adaAcc.id }
    const page = queryLedger(world, party, { limit: 2, offset: 1 })
    expect(page.total).toBe(5)
    expect(page.rows.map((r) => r.amount)).toEqual([4, 3])
    const dated = queryLedger(world, party, {
      limit: 50,
      offset: 0,
      from: dateBound('2026-11-22', 'start')!,
      to: dateBound('2026-11-23', 'end')!,
    })
    expect(dated.rows.map((r) => r.amount)).toEqual([3, 2])
    expect(
      queryLedger(world, { type: 'treasury', id: nation.id }, { type: 'mint', limit: 50, offset: 0 }).total,
    ).toBe(1)
    expect(queryLedger(world, party, { currencySymbol: '$av', limit: 50, offset: 0 }).total).toBe(5)
  })

  it('notices a balance changed without a ledger row and broken running totals', () => {
    const { world, adaAcc } = smallWorld()
    world.insert('balances', { holderType: 'account', holderId: adaAcc.id, currencySymbol: '$AV', amount: 5 })
    world.currency('$AV')!.totalMinted += 1
    const check = checkLedger(world)
    expect(check.ok).toBe(false)
    expect(check.problems.join('\n')).toMatch(/holds 5 \$AV but its ledger sums to 0/)
    expect(check.problems.join('\n')).toMatch(/running totals/)
  })
})

describe('market figures and ids', () => {
  it('computes supply per capita, PPP against the median and inflation risk', () => {
    const { world } = smallWorld()
    const stats = marketStats(world).get('$AV')!
    expect(stats).toMatchObject({
      currentSupply: 1000,
      population: 4,
      supplyPerCapita: 250,
      purchasingPowerIndex: 100,
      inflationRisk: 'High',
    })
    expect([riskFor(4, 100), riskFor(19, 100), riskFor(20, 100), riskFor(0, 0)]).toEqual([
      'Low',
      'Moderate',
      'High',
      null,
    ])
  })

  it('numbers ids and accounts deterministically', () => {
    expect(nextId([{ id: 'nat-2' }, { id: 'nat-10' }, { id: 'x-99' }], 'nat')).toBe('nat-11')
    const a = accountNumber('FAB', () => false, 1)
    expect(a).toMatch(/^FAB-\d{6}$/)
    expect(accountNumber('FAB', (n) => n === a, 1)).not.toBe(a)
  })
})
