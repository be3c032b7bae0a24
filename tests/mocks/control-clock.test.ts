// @vitest-environment node
// POST /__control/scenario and the world's clock: after a reset, a new transaction is stamped
// when it is made, not at the server's start-up time; a reset at a chosen `now` runs from it.
// The server runs in this process with the machine's clock faked (Date only), so hours pass at once.

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { controlInit } from '@mocks/control'
import { db } from '@mocks/db'
import { startMockServer, type MockServer } from '@mocks/server'
import { DEMO_ACCOUNTS, DEMO_PLAYER_MAIN } from '@mocks/scenarios/identity'
import { ECONOMY_FIXTURES as F } from '@mocks/scenarios/economy'

const STARTED = '2026-11-28T17:34:00.000Z'

let server: MockServer

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(STARTED)
  server = await startMockServer({ port: 0, scenario: 'minimal' })
})
afterEach(() => vi.setSystemTime(STARTED))
afterAll(async () => {
  await server.close()
  vi.useRealTimers()
})

const post = async (path: string, body: unknown, token?: string) => {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const reset = async (body: Record<string, unknown> = {}) => {
  const response = await fetch(`${server.url}/__control/scenario`, controlInit('POST', body))
  expect(response.status).toBe(200)
}

/** Aurelia pays Mira 1 crown from the treasury; the new row's timestamp. */
async function stampOfNewTransfer(): Promise<string> {
  const { uuid, password } = DEMO_ACCOUNTS.player
  const selected = await post('/api/v1/auth/select-character', {
    uuid,
    password,
    displayName: DEMO_PLAYER_MAIN,
  })
  const mira = db.bankAccounts.all().find((a) => a.holderName === 'Mira Quill')!
  const paid = await post(
    '/api/v1/transfers',
    {
      currencySymbol: F.playerCurrency,
      amount: 1,
      fromType: 'treasury',
      fromId: F.playerNation,
      toType: 'account',
      toId: mira.id,
    },
    selected.body.token as string,
  )
  expect(paid.status).toBe(201)
  const id = (paid.body.transfer as { id: string }).id
  return db.transactions.all().find((t) => t.id === id)!.createdAt
}

describe('POST /__control/scenario and the clock', () => {
  it('stamps a transaction made after a reset at the time it is made', async () => {
    vi.setSystemTime('2026-11-28T19:02:00.000Z')
    await reset({ name: 'minimal' })
    vi.setSystemTime('2026-11-28T19:03:00.000Z')
    expect(await stampOfNewTransfer()).toBe('2026-11-28T19:03:00.000Z')
  })

  it('runs the clock from a reset’s own `now`', async () => {
    vi.setSystemTime('2026-11-28T19:02:00.000Z')
    await reset({ name: 'minimal', now: '2026-11-20T12:00:00.000Z' })
    vi.setSystemTime('2026-11-28T19:03:00.000Z')
    expect(await stampOfNewTransfer()).toBe('2026-11-20T12:01:00.000Z')
    // A later reset without `now` goes back to the server's clock.
    await reset({ name: 'minimal' })
    vi.setSystemTime('2026-11-28T19:04:00.000Z')
    expect(await stampOfNewTransfer()).toBe('2026-11-28T19:04:00.000Z')
  })
})
