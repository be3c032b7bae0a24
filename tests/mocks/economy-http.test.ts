// @vitest-environment node
// A sample of economy calls over a real socket: `mocks/server.ts` runs as its own process (as
// `npm run mock-server` does) with the `minimal` world, so JSON errors, CORS, idempotent retries,
// multipart uploads and the fault switch are checked on the path the live console takes.
import { afterEach, describe, expect, it } from 'vitest'
import { useMockServerProcess } from '../support/mock-server'
import type {
  BalanceInfo,
  BankAccount,
  ProfilePictureUploadResponse,
  TransactionListResponse,
  TransferResponse,
  Treasury,
} from '@/api/types'
import { DEMO_ACCOUNTS, DEMO_PLAYER_MAIN } from '@mocks/scenarios/identity'
import { ECONOMY_FIXTURES as F } from '@mocks/scenarios/economy'
import { identiconPng } from '@mocks/scenarios/identicon'
import { controlInit } from '@mocks/control'

const ORIGIN = 'http://localhost:4173'
const server = useMockServerProcess('minimal')

// A fault left behind by a failing test must not break the next one.
afterEach(async () => {
  if (server.origin()) await fetch(`${server.origin()}/__control/faults`, controlInit('DELETE'))
})

interface Answer<T> {
  status: number
  body: T
  headers: Headers
}

async function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', Origin: ORIGIN, ...options.headers }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers['Content-Type'] = 'application/json'
  }
  const response = await fetch(`${server.origin()}/api/v1${path}`, { method, headers, body })
  return { status: response.status, body: (await response.json()) as T, headers: response.headers }
}

/** Signs in as DemoPlayer and selects one of its characters, as the console does. */
async function tokenOf(displayName: string): Promise<string> {
  const { uuid, password } = DEMO_ACCOUNTS.player
  const selected = await api<{ token: string }>('POST', '/auth/select-character', {
    body: { uuid, password, displayName },
  })
  expect(selected.status).toBe(200)
  return selected.body.token
}

async function defaultAccount(token: string, holder: string, bankId: string = F.playerBank) {
  const res = await api<{ accounts: BankAccount[] }>(
    'GET',
    `/players/${encodeURIComponent(holder)}/accounts`,
    {
      token,
    },
  )
  expect(res.status).toBe(200)
  const account = res.body.accounts.find((a) => a.bankId === bankId)
  if (!account) throw new Error(`${holder} has no ${bankId} account`)
  return account
}

const treasuryPath = `/treasuries/${encodeURIComponent(F.playerNation)}`
const treasuryBalance = (treasury: Treasury) =>
  treasury.balances.find((b) => b.currencySymbol === F.playerCurrency)?.balance

describe('economy over HTTP', () => {
  it('shows a treasury to its officer and refuses a citizen', async () => {
    const officer = await tokenOf(DEMO_PLAYER_MAIN)
    const res = await api<{ success: boolean; treasury: Treasury }>('GET', treasuryPath, { token: officer })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(res.body.success).toBe(true)
    expect(res.body.treasury.nationName).toBe(F.playerNation)
    expect(res.body.treasury.balances).toContainEqual(
      expect.objectContaining({ currencySymbol: F.playerCurrency, currencyName: F.playerCurrencyName }),
    )
    expect(treasuryBalance(res.body.treasury)).toBeGreaterThan(0)
    expect(res.body.treasury.ubiPolicies[0]).toMatchObject({
      currencySymbol: F.playerCurrency,
      enabled: true,
    })

    // Bram Holloway is a citizen of the same nation, not an officer.
    const citizen = await tokenOf('Bram Holloway')
    const refused = await api('GET', treasuryPath, { token: citizen })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ success: false })
  })

  it('replays a transfer with the same Idempotency-Key without moving money again', async () => {
    const token = await tokenOf(DEMO_PLAYER_MAIN)
    const target = await defaultAccount(token, 'Bram Holloway')
    const before = await api<{ treasury: Treasury }>('GET', treasuryPath, { token })
    const transfer = {
      currencySymbol: F.playerCurrency,
      amount: 15,
      fromType: 'treasury',
      fromId: F.playerNation,
      toType: 'account',
      toId: target.id,
      description: 'Over the wire',
      initiatedBy: DEMO_PLAYER_MAIN,
    }
    const headers = { 'Idempotency-Key': 'http-retry-1' }
    const first = await api<TransferResponse>('POST', '/transfers', { token, body: transfer, headers })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({
      success: true,
      transfer: { amount: 15, currencySymbol: F.playerCurrency },
    })
    const again = await api<TransferResponse>('POST', '/transfers', { token, body: transfer, headers })
    expect(again.status).toBe(201)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('idempotent-replayed')).toBe('true')

    const after = await api<{ treasury: Treasury }>('GET', treasuryPath, { token })
    expect(treasuryBalance(after.body.treasury)).toBe(treasuryBalance(before.body.treasury)! - 15)
  })

  it('answers GET /transfers/balance with balance, overdraft limit and available balance', async () => {
    const token = await tokenOf(DEMO_PLAYER_MAIN)
    const query = new URLSearchParams({
      sourceType: 'treasury',
      sourceId: F.playerNation,
      currencySymbol: F.playerCurrency,
    })
    const res = await api<BalanceInfo>('GET', `/transfers/balance?${query}`, { token })
    expect(res.status).toBe(200)
    expect(Object.keys(res.body).sort()).toEqual(['availableBalance', 'balance', 'overdraftLimit', 'success'])
    expect(res.body).toMatchObject({ success: true, overdraftLimit: 0 })
    expect(res.body.availableBalance).toBe(res.body.balance)
    expect(Number.isInteger(res.body.balance)).toBe(true)
  })

  it('pages a treasury ledger with filters', async () => {
    const token = await tokenOf(DEMO_PLAYER_MAIN)
    const query = new URLSearchParams({
      currency_symbol: F.playerCurrency,
      transaction_type: 'mint',
      limit: '1',
      offset: '0',
    })
    const res = await api<TransactionListResponse>('GET', `${treasuryPath}/transactions?${query}`, { token })
    expect(res.status).toBe(200)
    expect(res.body.success).toBe(true)
    expect(res.body.transactions).toHaveLength(1)
    expect(res.body.transactions[0]).toMatchObject({
      transaction_type: 'mint',
      currency_symbol: F.playerCurrency,
      from_id: null,
      to_type: 'treasury',
    })
    expect(res.body.pagination).toMatchObject({ limit: 1, offset: 0 })
    expect(res.body.pagination.hasMore).toBe(res.body.pagination.total > 1)

    const bad = await api('GET', `${treasuryPath}/transactions?transaction_type=gift`, { token })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ success: false, error: expect.stringContaining('transaction_type') })
  })

  it('refuses an overdrawing transfer with a 422 JSON error carrying CORS headers', async () => {
    const token = await tokenOf(DEMO_PLAYER_MAIN)
    const own = await defaultAccount(token, DEMO_PLAYER_MAIN)
    const target = await defaultAccount(token, 'Bram Holloway')
    const res = await api('POST', '/transfers', {
      token,
      body: {
        currencySymbol: F.playerCurrency,
        amount: own.availableBalance + 1_000_000,
        fromType: 'account',
        fromId: own.id,
        toType: 'account',
        toId: target.id,
      },
    })
    expect(res.status).toBe(422)
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.body).toEqual({
      success: false,
      error: expect.stringContaining('Insufficient funds'),
      message: expect.stringContaining('Insufficient funds'),
    })
    expect(res.body.error).toBe(res.body.message)
  })

  it('takes a nation icon as a multipart upload and serves it back', async () => {
    const token = await tokenOf(DEMO_PLAYER_MAIN)
    const png = identiconPng('nation icon over the wire')
    const form = new FormData()
    form.append('image', new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'icon.png')
    const res = await api<ProfilePictureUploadResponse>(
      'POST',
      `/nations/${encodeURIComponent(F.playerNation)}/icon/upload`,
      { token, body: form },
    )
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      success: true,
      imageUrl: expect.stringMatching(/^\/uploads\/nation-ar-[0-9a-f]+\.png$/),
      message: 'Nation icon updated',
    })
    const file = await fetch(`${server.origin()}${res.body.imageUrl}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png)
  })

  it('fails a call with the status chosen through POST /__control/faults', async () => {
    const token = await tokenOf(DEMO_PLAYER_MAIN)
    const set = await fetch(
      `${server.origin()}/__control/faults`,
      controlInit('POST', {
        routes: [{ match: '/transfers/balance', status: 503, message: 'Vault offline' }],
      }),
    )
    expect(set.status).toBe(200)
    const query = new URLSearchParams({
      sourceType: 'treasury',
      sourceId: F.playerNation,
      currencySymbol: F.playerCurrency,
    })
    const failed = await api('GET', `/transfers/balance?${query}`, { token })
    expect(failed.status).toBe(503)
    expect(failed.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(failed.body).toEqual({ success: false, error: 'Vault offline', message: 'Vault offline' })
    // Other routes are untouched by a route fault.
    expect((await api('GET', treasuryPath, { token })).status).toBe(200)

    await fetch(`${server.origin()}/__control/faults`, controlInit('DELETE'))
    expect((await api('GET', `/transfers/balance?${query}`, { token })).status).toBe(200)
  })
})
