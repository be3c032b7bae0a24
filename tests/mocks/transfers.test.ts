// @vitest-environment node
// POST /transfers, GET /transfers/balance, GET /accounts/search, GET /players/{name}/accounts.

import { describe, expect, it } from 'vitest'
import type { AccountSearchResponse, BalanceInfo, BankAccount, TransferResponse } from '@/api/types'
import { db } from '@mocks/db'
import { adminToken, call, cast, F, money, tokenFor, useEconomy } from './economy-support'

useEconomy('minimal')

const treasuryTo = (toId: string, amount = 10) => ({
  currencySymbol: F.playerCurrency,
  amount,
  fromType: 'treasury',
  fromId: F.playerNation,
  toType: 'account',
  toId,
  description: 'Test',
  initiatedBy: cast.aurelia,
})

describe('POST /transfers', () => {
  it('moves money from a treasury to an account and records one row', async () => {
    const mira = money.accountOf(cast.mira)
    const before = money.balanceOf('account', mira.id)
    const rows = db.transactions.count()
    const res = await call<TransferResponse>('POST', '/transfers', {
      token: tokenFor(cast.aurelia),
      body: treasuryTo(`FAB|${mira.id}`, 25),
    })
    expect(res.status).toBe(201)
    expect(res.body.success).toBe(true)
    expect(res.body.transfer).toEqual({
      id: expect.stringMatching(/^tx-/),
      amount: 25,
      currencySymbol: '$AR',
    })
    expect(res.body.message).toContain('Transferred $AR 25')
    expect(money.balanceOf('account', mira.id)).toBe(before + 25)
    expect(db.transactions.count()).toBe(rows + 1)
    const row = db.transactions.all().at(-1)!
    expect(row).toMatchObject({
      type: 'transfer',
      fromType: 'treasury',
      fromId: money.nationId(F.playerNation),
      toType: 'account',
      toId: mira.id,
      initiatedBy: cast.aurelia,
      description: 'Test',
    })
  })

  it('accepts account numbers without the bank prefix and account-to-account transfers by the holder', async () => {
    const from = money.accountOf(cast.aurelia)
    const to = money.accountOf(cast.mira)
    const res = await call('POST', '/transfers', {
      token: tokenFor(cast.aurelia),
      body: {
        currencySymbol: '$ar',
        amount: 3,
        fromType: 'account',
        fromId: from.id,
        toType: 'account',
        toId: to.id,
        initiatedBy: cast.aurelia,
      },
    })
    expect(res.status).toBe(201)
  })

  it('refuses without a token (401)', async () => {
    const res = await call('POST', '/transfers', { body: treasuryTo(money.accountOf(cast.mira).id) })
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ success: false, error: expect.any(String), message: expect.any(String) })
  })

  it.each([
    ['currencySymbol', { currencySymbol: undefined }, 'currencySymbol is required'],
    ['amount missing', { amount: undefined }, 'amount is required'],
    ['amount zero', { amount: 0 }, 'amount must be at least 1'],
    ['amount fraction', { amount: 1.5 }, 'amount must be an integer'],
    ['amount text', { amount: '5' }, 'amount must be a number'],
    ['fromType', { fromType: 'wallet' }, 'fromType must be one of: treasury, bank, account'],
    ['fromId', { fromId: '' }, 'fromId is required'],
    ['toType', { toType: undefined }, 'toType is required'],
    ['toId', { toId: null }, 'toId is required'],
  ])('400 for a bad %s, naming the field', async (_label, patch, text) => {
    const before = money.snapshot()
    const res = await call('POST', '/transfers', {
      token: tokenFor(cast.aurelia),
      body: { ...treasuryTo(money.accountOf(cast.mira).id), ...patch },
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ success: false, error: text, message: text })
    expect(money.snapshot()).toEqual(before)
  })

  it('400 for a malformed JSON body', async () => {
    const res = await call('POST', '/transfers', {
      token: tokenFor(cast.aurelia),
      body: '{oops',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(res.status).toBe(400)
  })

  it.each([
    ['currency', { currencySymbol: '$ZZ' }, 'Currency not found'],
    ['source treasury', { fromId: 'Atlantis' }, 'Treasury not found'],
    ['destination account', { toId: 'FAB-000000' }, 'Account not found'],
    ['destination bank', { toType: 'bank', toId: 'NOPE' }, 'Bank not found'],
  ])('404 for an unknown %s', async (_label, patch, text) => {
    const res = await call('POST', '/transfers', {
      token: tokenFor(cast.aurelia),
      body: { ...treasuryTo(money.accountOf(cast.mira).id), ...patch },
    })
    expect(res.status).toBe(404)
    expect(res.body.error).toBe(text)
  })

  it('403 when initiatedBy names someone else', async () => {
    const res = await call('POST', '/transfers', {
      token: tokenFor(cast.aurelia),
      body: { ...treasuryTo(money.accountOf(cast.mira).id), initiatedBy: cast.mira },
    })
    expect(res.status).toBe(403)
  })

  it('403 for a citizen spending from the treasury and a stranger spending from an account', async () => {
    const before = money.snapshot()
    const citizen = await call('POST', '/transfers', {
      token: tokenFor(cast.mira),
      body: { ...treasuryTo(money.accountOf(cast.mira).id), initiatedBy: cast.mira },
    })
    expect(citizen.status).toBe(403)
    const stranger = await call('POST', '/transfers', {
      token: tokenFor(cast.tomas),
      body: money.accountTransfer(cast.mira, cast.tomas),
    })
    expect(stranger.status).toBe(403)
    expect(money.snapshot()).toEqual(before)
  })

  it('403 for a deceased actor', async () => {
    const res = await call('POST', '/transfers', {
      token: tokenFor(cast.tobias),
      body: { ...treasuryTo(money.accountOf(cast.mira).id), initiatedBy: undefined },
    })
    expect(res.status).toBe(403)
    expect(res.body.error).toBe('Deceased characters cannot act')
  })

  it('422 below the overdraft floor; an overdraft account may go to -limit', async () => {
    const tomas = money.accountOf(cast.tomas)
    const available = money.balanceOf('account', tomas.id) + 500
    const body = (amount: number) => ({
      currencySymbol: '$AR',
      amount,
      fromType: 'account',
      fromId: tomas.id,
      toType: 'account',
      toId: money.accountOf(cast.mira).id,
    })
    const before = money.snapshot()
    const over = await call('POST', '/transfers', { token: tokenFor(cast.tomas), body: body(available + 1) })
    expect(over.status).toBe(422)
    expect(over.body.error).toBe(
      `Insufficient funds. Available: $AR ${available.toLocaleString('en-US')} (including an overdraft of $AR 500)`,
    )
    expect(money.snapshot()).toEqual(before)
    const exact = await call('POST', '/transfers', { token: tokenFor(cast.tomas), body: body(available) })
    expect(exact.status).toBe(201)
    expect(money.balanceOf('account', tomas.id)).toBe(-500)
  })

  it('422 above the destination maximum balance', async () => {
    const aurelia = tokenFor(cast.aurelia)
    const created = await call<{ offering: { id: string } }>('POST', '/banks/FAB/offerings', {
      token: aurelia,
      body: {
        name: 'Tiny Jar',
        interestRateBasisPoints: 0,
        maintenanceFeeAmount: 0,
        minimumBalance: 0,
        maximumBalance: 50,
        overdraftAllowed: false,
        overdraftLimit: 0,
        overdraftFeeAmount: 0,
        createdBy: cast.aurelia,
      },
    })
    const opened = await call<{ account: BankAccount }>('POST', '/banks/FAB/accounts/open', {
      token: tokenFor(cast.lena),
      body: { offeringId: created.body.offering.id },
    })
    expect(opened.status).toBe(201)
    const jar = opened.body.account.id
    expect((await call('POST', '/transfers', { token: aurelia, body: treasuryTo(jar, 50) })).status).toBe(201)
    const before = money.snapshot()
    const res = await call('POST', '/transfers', { token: aurelia, body: treasuryTo(jar, 1) })
    expect(res.status).toBe(422)
    expect(res.body.error).toContain('maximum balance of $AR 50')
    expect(money.snapshot()).toEqual(before)
  })

  it('replays an Idempotency-Key without moving money again', async () => {
    const token = tokenFor(cast.aurelia)
    const headers = { 'Idempotency-Key': 'pay-mira-1' }
    const first = await call<TransferResponse>('POST', '/transfers', {
      token,
      headers,
      body: treasuryTo(money.accountOf(cast.mira).id, 40),
    })
    const after = money.snapshot()
    const again = await call<TransferResponse>('POST', '/transfers', {
      token,
      headers,
      body: treasuryTo(money.accountOf(cast.mira).id, 40),
    })
    expect(again.status).toBe(first.status)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(money.snapshot()).toEqual(after)
    const other = await call('POST', '/transfers', {
      token,
      headers: { 'Idempotency-Key': 'pay-mira-2' },
      body: treasuryTo(money.accountOf(cast.mira).id, 40),
    })
    expect(other.status).toBe(201)
    expect(db.transactions.count()).toBe(after.rows + 1)
  })

  it('lets the admin panel move treasury money as Divine Entity under the normal limits', async () => {
    const res = await call('POST', '/transfers', {
      token: adminToken(),
      body: { ...treasuryTo(money.accountOf(cast.mira).id, 5), initiatedBy: 'Divine Entity' },
    })
    expect(res.status).toBe(201)
    expect(db.transactions.all().at(-1)!.initiatedBy).toBe('Divine Entity')
  })
})

describe('GET /transfers/balance', () => {
  const query = (type: string, id: string, symbol = '$AR') =>
    `/transfers/balance?sourceType=${type}&sourceId=${encodeURIComponent(id)}&currencySymbol=${encodeURIComponent(symbol)}`

  it('gives balance, overdraft and available together', async () => {
    const tomas = money.accountOf(cast.tomas)
    const res = await call<BalanceInfo>('GET', query('account', tomas.id), { token: tokenFor(cast.tomas) })
    expect(res.status).toBe(200)
    const balance = money.balanceOf('account', tomas.id)
    expect(res.body).toEqual({ success: true, balance, overdraftLimit: 500, availableBalance: balance + 500 })
    const treasury = await call<BalanceInfo>('GET', query('treasury', F.playerNation), {
      token: tokenFor(cast.aurelia),
    })
    expect(treasury.body).toMatchObject({ balance: 7100, overdraftLimit: 0, availableBalance: 7100 })
  })

  it('400 / 404 / 403 in that order', async () => {
    const token = tokenFor(cast.mira)
    expect(
      (await call('GET', '/transfers/balance?sourceType=x&sourceId=a&currencySymbol=$AR', { token })).status,
    ).toBe(400)
    expect(
      (await call('GET', '/transfers/balance?sourceType=account&currencySymbol=$AR', { token })).status,
    ).toBe(400)
    expect((await call('GET', query('account', 'FAB-000001'), { token })).status).toBe(404)
    expect(
      (await call('GET', query('account', money.accountOf(cast.mira).id, '$QQ'), { token })).status,
    ).toBe(404)
    expect((await call('GET', query('treasury', F.playerNation), { token })).status).toBe(403)
    expect((await call('GET', query('treasury', F.playerNation))).status).toBe(401)
  })

  it("lets a bank's officers see its customers' balances", async () => {
    const res = await call<BalanceInfo>('GET', query('account', money.accountOf(cast.mira).id), {
      token: tokenFor(cast.aurelia),
    })
    expect(res.status).toBe(200)
  })
})

describe('GET /accounts/search and /players/{name}/accounts', () => {
  it('finds accounts by holder name or number; balances only where the caller may see them', async () => {
    const res = await call<AccountSearchResponse>('GET', '/accounts/search?q=mira', {
      token: tokenFor(cast.tomas),
    })
    expect(res.status).toBe(200)
    expect(res.body.accounts).toHaveLength(1)
    const [account] = res.body.accounts
    expect(account).toMatchObject({
      accountHolder: cast.mira,
      bankId: 'FAB',
      bankName: F.playerBankName,
      isDefault: true,
      balances: [],
      hasBalances: false,
      isClosed: false,
    })
    const own = await call<AccountSearchResponse>('GET', '/accounts/search?q=mira', {
      token: tokenFor(cast.mira),
    })
    expect(own.body.accounts[0].balances).toEqual([
      { currencySymbol: '$AR', currencyName: F.playerCurrencyName, balance: 146 },
    ])
    const byNumber = await call<AccountSearchResponse>(
      'GET',
      `/accounts/search?q=${account.accountNumber.slice(0, 6)}`,
      { token: tokenFor(cast.tomas) },
    )
    expect(byNumber.body.accounts.map((a) => a.accountNumber)).toContain(account.accountNumber)
  })

  it('400 below two characters', async () => {
    const res = await call('GET', '/accounts/search?q=%20m%20', { token: tokenFor(cast.tomas) })
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('q must have at least 2 characters')
  })

  it("lists a player's open accounts, default first, with every field", async () => {
    const res = await call<AccountSearchResponse>(
      'GET',
      `/players/${encodeURIComponent(cast.aurelia)}/accounts`,
      { token: tokenFor(cast.aurelia) },
    )
    expect(res.status).toBe(200)
    expect(res.body.accounts.map((a) => [a.bankId, a.isDefault])).toEqual([
      ['FAB', true],
      ['NSG', false],
    ])
    const [fab] = res.body.accounts
    expect(fab).toEqual({
      id: fab.accountNumber,
      bankId: 'FAB',
      bankName: F.playerBankName,
      accountNumber: expect.stringMatching(/^FAB-\d{6}$/),
      accountHolder: cast.aurelia,
      isDefault: true,
      balances: [{ currencySymbol: '$AR', currencyName: F.playerCurrencyName, balance: 403 }],
      hasBalances: true,
      createdAt: expect.any(Number),
      offering: expect.objectContaining({ name: 'Basic Account', isActive: true }),
      overdraftLimit: 0,
      availableBalance: 403,
      isClosed: false,
    })
    expect(fab.createdAt).toBeLessThan(Date.now() / 1000)
    expect(String(fab.createdAt)).toMatch(/^\d{10}$/)
  })

  it("hides balances of another player's accounts and 404s an unknown player", async () => {
    const res = await call<AccountSearchResponse>(
      'GET',
      `/players/${encodeURIComponent(cast.aurelia)}/accounts`,
      { token: tokenFor(cast.mira) },
    )
    expect(res.body.accounts.every((a) => a.balances.length === 0 && a.availableBalance === 0)).toBe(true)
    const admin = await call<AccountSearchResponse>(
      'GET',
      `/players/${encodeURIComponent(cast.aurelia)}/accounts`,
      { token: adminToken() },
    )
    expect(admin.body.accounts[0].balances).not.toEqual([])
    expect(
      (await call('GET', '/players/Nobody%20Here/accounts', { token: tokenFor(cast.mira) })).status,
    ).toBe(404)
  })
})
