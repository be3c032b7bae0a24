// @vitest-environment node
// The ledger lists of treasuries, bank vaults and bank accounts, and one transaction's detail.

import { describe, expect, it } from 'vitest'
import type { TransactionDetailResponse, TransactionListItem, TransactionListResponse } from '@/api/types'
import { db } from '@mocks/db'
import { loadScenario } from '@mocks/scenarios'
import { adminToken, call, cast, F, money, tokenFor, useEconomy } from './economy-support'

useEconomy('minimal')

const treasuryPath = `/treasuries/${encodeURIComponent(F.playerNation)}/transactions`

describe('GET /treasuries/{nation}/transactions', () => {
  it('lists the treasury rows newest first with every field and the pagination', async () => {
    const res = await call<TransactionListResponse>('GET', treasuryPath, { token: tokenFor(cast.aurelia) })
    expect(res.status).toBe(200)
    expect(res.body.success).toBe(true)
    const { transactions, pagination } = res.body
    expect(pagination).toEqual({ total: 8, limit: 50, offset: 0, hasMore: false })
    expect(transactions.map((t) => t.transaction_type)).toEqual([
      'burn',
      'ubi',
      'ubi',
      'ubi',
      'ubi',
      'transfer',
      'transfer',
      'mint',
    ])
    const times = transactions.map((t) => t.created_at)
    expect([...times].sort().reverse()).toEqual(times)
    const mint = transactions.at(-1)!
    expect(mint).toEqual({
      id: expect.stringMatching(/^tx-\d+$/),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      transaction_type: 'mint',
      currency_symbol: '$AR',
      amount: 10000,
      from_name: null,
      from_type: null,
      from_id: null,
      to_name: F.playerNation,
      to_type: 'treasury',
      to_id: F.playerNation,
      description: 'Initial issuance',
      initiated_by: cast.aurelia,
      as_character: null,
    } satisfies TransactionListItem)
    const stipend = transactions.find((t) => t.description === 'Officer stipend')!
    const account = money.accountOf(cast.aurelia)
    expect(stipend).toMatchObject({
      to_type: 'account',
      to_id: `FAB|${account.id}`,
      to_name: `${account.id} (${cast.aurelia})`,
      from_id: F.playerNation,
    })
    const burn = transactions[0]
    expect(burn).toMatchObject({ from_type: 'treasury', to_type: null, to_id: null, amount: 300 })
  })

  it('filters by type, currency, dates, and pages with limit/offset', async () => {
    const token = tokenFor(cast.aurelia)
    const get = async (query: string) =>
      (await call<TransactionListResponse>('GET', `${treasuryPath}?${query}`, { token })).body
    expect((await get('transaction_type=ubi')).pagination.total).toBe(4)
    expect((await get('currency_symbol=%24ar')).pagination.total).toBe(8)
    expect((await get('currency_symbol=%24NV')).pagination.total).toBe(0)
    const recent = await get(`from_date=2026-11-10`)
    expect(recent.transactions.map((t) => t.transaction_type)).toEqual(['burn', 'ubi', 'ubi', 'ubi', 'ubi'])
    const old = await get(`to_date=2026-10-22`)
    expect(old.transactions.map((t) => t.transaction_type)).toEqual(['transfer', 'transfer', 'mint'])
    const page = await get('limit=3&offset=3')
    expect(page.pagination).toEqual({ total: 8, limit: 3, offset: 3, hasMore: true })
    expect(page.transactions).toHaveLength(3)
    const last = await get('limit=3&offset=6')
    expect(last.pagination.hasMore).toBe(false)
    expect(last.transactions).toHaveLength(2)
    expect((await get('limit=500')).pagination.limit).toBe(200)
  })

  it.each([
    ['transaction_type=gift', 'transaction_type must be one of'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=ten', 'limit must be a whole number'],
    ['offset=-1', 'offset must be a whole number'],
    ['from_date=yesterday', 'from_date must be a date'],
    ['to_date=2026-13-45', 'to_date must be a date'],
  ])('400 for %s', async (query, text) => {
    const res = await call('GET', `${treasuryPath}?${query}`, { token: tokenFor(cast.aurelia) })
    expect(res.status).toBe(400)
    expect(String(res.body.error)).toContain(text)
  })

  it('401 without a token, 404 for an unknown nation, 403 for citizens and strangers, 200 for admins', async () => {
    expect((await call('GET', treasuryPath)).status).toBe(401)
    expect(
      (await call('GET', '/treasuries/Atlantis/transactions', { token: tokenFor(cast.aurelia) })).status,
    ).toBe(404)
    expect((await call('GET', treasuryPath, { token: tokenFor(cast.mira) })).status).toBe(403)
    expect((await call('GET', treasuryPath, { token: tokenFor(cast.osric) })).status).toBe(403)
    expect((await call('GET', treasuryPath, { token: adminToken() })).status).toBe(200)
  })

  it('finds the treasury by nation id too', async () => {
    const id = db.nations.all()[0].id
    const res = await call<TransactionListResponse>('GET', `/treasuries/${id}/transactions`, {
      token: tokenFor(cast.aurelia),
    })
    expect(res.body.pagination.total).toBe(8)
  })
})

describe('GET /banks/{id}/transactions and /banks/{bankId}/accounts/{accountId}/transactions', () => {
  it("lists the vault's rows for its officers only", async () => {
    const res = await call<TransactionListResponse>('GET', '/banks/FAB/transactions', {
      token: tokenFor(cast.aurelia),
    })
    expect(res.status).toBe(200)
    expect(res.body.transactions.map((t) => t.transaction_type).sort()).toEqual([
      'interest',
      'maintenance_fee',
      'maintenance_fee',
      'maintenance_fee',
      'transfer',
    ])
    expect(res.body.transactions.find((t) => t.transaction_type === 'interest')).toMatchObject({
      from_id: 'FAB',
      from_type: 'bank',
      from_name: F.playerBankName,
      initiated_by: 'System',
    })
    expect((await call('GET', '/banks/FAB/transactions', { token: tokenFor(cast.mira) })).status).toBe(403)
    expect((await call('GET', '/banks/ZZZ/transactions', { token: tokenFor(cast.aurelia) })).status).toBe(404)
  })

  it("lists an account's rows for its holder and the bank's officers, by number or bare digits", async () => {
    const mira = money.accountOf(cast.mira)
    const path = `/banks/FAB/accounts/${mira.id}/transactions`
    const own = await call<TransactionListResponse>('GET', path, { token: tokenFor(cast.mira) })
    expect(own.status).toBe(200)
    expect(own.body.transactions.map((t) => [t.transaction_type, t.amount])).toEqual([
      ['interest', 1],
      ['ubi', 25],
      ['transfer', 120],
    ])
    const digits = mira.id.split('-')[1]
    expect(
      (await call('GET', `/banks/FAB/accounts/${digits}/transactions`, { token: tokenFor(cast.aurelia) }))
        .status,
    ).toBe(200)
    expect((await call('GET', path, { token: tokenFor(cast.tomas) })).status).toBe(403)
    expect(
      (await call('GET', `/banks/NSG/accounts/${mira.id}/transactions`, { token: tokenFor(cast.mira) }))
        .status,
    ).toBe(404)
  })
})

describe('GET /transactions/{id}', () => {
  it('gives the detail to anyone who may view one side', async () => {
    const row = db.transactions.all().find((t) => t.description === 'Ink and parchment')!
    const res = await call<TransactionDetailResponse>('GET', `/transactions/${row.id}`, {
      token: tokenFor(cast.mira),
    })
    expect(res.status).toBe(200)
    expect(res.body.transaction).toEqual({
      id: row.id,
      transactionType: 'transfer',
      amount: 120,
      currencySymbol: '$AR',
      from: { name: `${money.accountOf(cast.aurelia).id} (${cast.aurelia})`, type: 'account' },
      to: { name: `${money.accountOf(cast.mira).id} (${cast.mira})`, type: 'account' },
      initiatedBy: cast.aurelia,
      description: 'Ink and parchment',
      createdAt: row.createdAt,
      asCharacter: null,
    })
    expect((await call('GET', `/transactions/${row.id}`, { token: tokenFor(cast.lena) })).status).toBe(403)
    expect((await call('GET', '/transactions/tx-9999999', { token: tokenFor(cast.mira) })).status).toBe(404)
    expect((await call('GET', `/transactions/${row.id}`)).status).toBe(401)
  })
})

describe('the demo ledger', () => {
  // How fast it answers is the bench's to measure (tests/bench/seed-timing.ts, the same query).
  it('holds 20 000+ rows of every type and answers a filtered page', async () => {
    await loadScenario('demo')
    const types = new Set(db.transactions.all().map((t) => t.type))
    expect(db.transactions.count()).toBeGreaterThan(20_000)
    expect([...types].sort()).toEqual([
      'burn',
      'interest',
      'maintenance_fee',
      'mint',
      'overdraft_fee',
      'transfer',
      'ubi',
    ])
    const token = tokenFor(cast.aurelia)
    const path = `${treasuryPath}?transaction_type=transfer&from_date=2026-07-01&limit=50&offset=50`
    const res = await call<TransactionListResponse>('GET', path, { token })
    expect(res.status).toBe(200)
    expect(res.body.transactions).toHaveLength(50)
    expect(res.body.pagination.total).toBeGreaterThan(100)
  })
})
