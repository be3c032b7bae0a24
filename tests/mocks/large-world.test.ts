// @vitest-environment node
// The large world's generator on a small instance (the same code as `SCENARIO=large`, sizes scaled
// down so the suite stays fast): the ledger check holds, the demo accounts sign in, and every
// size asked for is what was seeded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LoginResponse } from '@/api/types'
import { db, dbCounts } from '@mocks/db'
import { checkLedger } from '@mocks/rules/check-ledger'
import { loadScenario } from '@mocks/scenarios'
import { DEMO_ACCOUNTS, DEMO_ADMIN_MAIN, DEMO_PLAYER_MAIN } from '@mocks/scenarios/identity'
import { LARGE_PRESETS, MAX_NATIONS, parseLargeSizes } from '@mocks/scenarios/large-sizes'
import { call, server } from '../support/backend'
import { SMALL_LARGE_WORLD } from '../support/small-large-world'

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  await loadScenario('large', { sizes: SMALL_LARGE_WORLD, fresh: true })
})
afterAll(() => server.close())

describe('the large world (small instance)', () => {
  it('holds the sizes asked for', () => {
    const counts = dbCounts()
    expect(counts.characters).toBe(SMALL_LARGE_WORLD.characters)
    expect(counts.nations).toBe(SMALL_LARGE_WORLD.nations)
    expect(counts.currencies).toBe(SMALL_LARGE_WORLD.currencies)
    expect(counts.banks).toBe(SMALL_LARGE_WORLD.banks)
    expect(counts.bankAccounts).toBe(SMALL_LARGE_WORLD.bankAccounts)
    expect(counts.transactions).toBe(SMALL_LARGE_WORLD.ledgerRows)
    const perBank = new Map<string, number>()
    for (const o of db.offerings.all()) perBank.set(o.bankId, (perBank.get(o.bankId) ?? 0) + 1)
    expect(Math.min(...perBank.values())).toBeGreaterThanOrEqual(3)
    expect(Math.max(...perBank.values())).toBeLessThanOrEqual(6)
  })

  it('keeps balances equal to the ledger', () => {
    const check = checkLedger()
    expect(check.problems).toEqual([])
    expect(check.ok).toBe(true)
  })

  it('writes the ledger in time order over the history span', () => {
    const rows = db.transactions.all()
    for (let i = 1; i < rows.length; i++) expect(rows[i].createdAt >= rows[i - 1].createdAt).toBe(true)
    const spanDays = (Date.parse(rows.at(-1)!.createdAt) - Date.parse(rows[0].createdAt)) / 86_400_000
    expect(spanDays).toBeGreaterThan(600)
  })

  it('signs DemoPlayer and DemoAdmin in with their demo passwords', async () => {
    for (const account of [DEMO_ACCOUNTS.player, DEMO_ACCOUNTS.admin]) {
      const { status, body } = await call<LoginResponse>('POST', '/auth/login', {
        body: { uuid: account.uuid, password: account.password },
      })
      expect(status).toBe(200)
      expect(body.isAdmin).toBe(account.isAdmin)
    }
    const mains = db.bankAccounts
      .all()
      .filter((a) => [DEMO_PLAYER_MAIN, DEMO_ADMIN_MAIN].includes(a.holderName))
    expect(mains.map((a) => a.holderName).sort()).toEqual(
      [DEMO_PLAYER_MAIN, DEMO_PLAYER_MAIN, DEMO_ADMIN_MAIN].sort(),
    )
  })

  it('reads sizes from the environment and refuses what it cannot seed', () => {
    expect(parseLargeSizes('ledgerRows=200000, banks=500')).toEqual({ ledgerRows: 200_000, banks: 500 })
    expect(parseLargeSizes(undefined)).toEqual({})
    expect(() => parseLargeSizes('planets=3')).toThrow('LARGE_SIZES')
    expect(parseLargeSizes('mid')).toEqual(LARGE_PRESETS.mid)
    expect(parseLargeSizes('mid,banks=50')).toEqual({ ...LARGE_PRESETS.mid, banks: 50 })
    expect(MAX_NATIONS).toBe(676)
  })
})
