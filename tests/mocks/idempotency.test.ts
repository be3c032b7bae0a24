// @vitest-environment node
// Idempotency-Key on every call that moves or creates money or state (mocks/handlers/idempotent.ts):
// a retry with the same key and request replays the first answer and does nothing again; the same
// key with a different request is refused (422); keys belong to their caller.

import { describe, expect, it } from 'vitest'
import { db } from '@mocks/db'
import { IN_FLIGHT_KEY, KEY_TOO_LONG, REUSED_KEY } from '@mocks/handlers/idempotent'
import {
  adminToken,
  call,
  cast,
  F,
  money,
  offeringBody,
  tokenFor,
  treasuryToMira,
  useEconomy,
} from './economy-support'

useEconomy('minimal')

/** Everything a call could create or change, apart from the kept keys and sign-in rows. */
function worldState(): string {
  const { idempotencyKeys: _keys, sessions: _sessions, loginAttempts: _attempts, ...rest } = db
  return JSON.stringify(Object.entries(rest).map(([name, c]) => [name, c.all()]))
}

interface Case {
  name: string
  method: 'POST' | 'DELETE'
  path: () => string
  token: () => string
  body: () => Record<string, unknown>
  /** The same call with one field changed: a new intent under the old key. */
  changed: (body: Record<string, unknown>) => Record<string, unknown>
  status: number
  /** Runs before the first call (the close case needs an empty account of its own). */
  prepare?: () => Promise<void>
}

/** Opens an NSG account for Lena (no key) and returns its number: an empty account to close. */
let lenaAccount = ''
async function openLenaAccount() {
  const opened = await call<{ account: { accountNumber: string } }>('POST', '/banks/NSG/accounts/open', {
    token: tokenFor(cast.lena),
    body: { offeringId: money.offeringId('NSG', 'Basic Account'), openedBy: cast.lena },
  })
  expect(opened.status).toBe(201)
  lenaAccount = opened.body.account.accountNumber
}

const aurelia = () => tokenFor(cast.aurelia)

const CASES: Case[] = [
  {
    name: 'POST /transfers',
    method: 'POST',
    path: () => '/transfers',
    token: aurelia,
    body: () => ({
      currencySymbol: F.playerCurrency,
      amount: 8,
      fromType: 'treasury',
      fromId: F.playerNation,
      toType: 'account',
      toId: money.accountOf(cast.mira).id,
      description: 'Rent',
      initiatedBy: cast.aurelia,
    }),
    changed: (b) => ({ ...b, description: 'Rent for May' }),
    status: 201,
  },
  {
    name: 'POST /admin/transfer',
    method: 'POST',
    path: () => '/admin/transfer',
    token: adminToken,
    body: () => ({
      currencySymbol: F.playerCurrency,
      amount: 50,
      fromType: 'account',
      fromId: money.accountOf(cast.bram).id,
      toType: 'account',
      toId: money.accountOf(cast.mira).id,
      description: 'Court order',
      asCharacter: cast.elena,
    }),
    changed: (b) => ({ ...b, amount: 51 }),
    status: 201,
  },
  {
    name: 'POST /treasuries/{nation}/mint',
    method: 'POST',
    path: () => `/treasuries/${encodeURIComponent(F.playerNation)}/mint`,
    token: aurelia,
    body: () => ({ currencySymbol: F.playerCurrency, amount: 11, mintedBy: cast.aurelia }),
    changed: (b) => ({ ...b, amount: 12 }),
    status: 200,
  },
  {
    name: 'POST /treasuries/{nation}/burn',
    method: 'POST',
    path: () => `/treasuries/${encodeURIComponent(F.playerNation)}/burn`,
    token: aurelia,
    body: () => ({ currencySymbol: F.playerCurrency, amount: 11, burnedBy: cast.aurelia }),
    changed: (b) => ({ ...b, description: 'Tightening' }),
    status: 200,
  },
  {
    name: 'POST /banks/{id}/accounts/open',
    method: 'POST',
    path: () => '/banks/NSG/accounts/open',
    token: () => tokenFor(cast.lena),
    body: () => ({ offeringId: money.offeringId('NSG', 'Basic Account'), openedBy: cast.lena }),
    changed: (b) => ({ ...b, offeringId: money.offeringId('NSG', 'Basic Account') + '0' }),
    status: 201,
  },
  {
    name: 'DELETE /banks/{id}/accounts/{accountNumber}/close',
    method: 'DELETE',
    path: () => `/banks/NSG/accounts/${lenaAccount}/close`,
    token: () => tokenFor(cast.lena),
    body: () => ({ closedBy: cast.lena, reason: 'Moving away' }),
    changed: (b) => ({ ...b, reason: 'Too many fees' }),
    status: 200,
    prepare: openLenaAccount,
  },
  {
    name: 'POST /banks',
    method: 'POST',
    path: () => '/banks',
    token: () => tokenFor(cast.lena),
    body: () => ({
      bankId: 'NRB',
      name: 'Northern Reach Bank',
      jurisdictionNation: F.otherNation,
      createdBy: cast.lena,
    }),
    changed: (b) => ({ ...b, name: 'Northern Rock Bank' }),
    status: 201,
  },
  {
    name: 'POST /banks/{id}/offerings',
    method: 'POST',
    path: () => '/banks/FAB/offerings',
    token: aurelia,
    body: () => offeringBody(),
    changed: (b) => ({ ...b, interestRateBasisPoints: 300 }),
    status: 201,
  },
  {
    name: 'POST /nations',
    method: 'POST',
    path: () => '/nations',
    token: () => tokenFor(cast.cassius),
    body: () => ({ name: 'Thornwood', abbreviation: 'TW', description: 'Trees', founderId: cast.cassius }),
    changed: (b) => ({ ...b, abbreviation: 'TH' }),
    status: 201,
  },
  {
    name: 'POST /currencies',
    method: 'POST',
    path: () => '/currencies',
    token: () => tokenFor(cast.osric),
    body: () => ({ name: 'Norvale Mark', issuingNation: F.otherNation, createdBy: cast.osric }),
    changed: (b) => ({ ...b, name: 'Norvale Crown' }),
    status: 201,
  },
]

/** The same body with its keys in reverse order: the same request in canonical form. */
const reordered = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).reverse())

describe.each(CASES)('Idempotency-Key on $name', (c) => {
  it('replays the first answer for the same request and does nothing again', async () => {
    await c.prepare?.()
    const headers = { 'Idempotency-Key': `key-${c.name}` }
    const body = c.body()
    const first = await call(c.method, c.path(), { token: c.token(), headers, body })
    expect(first.status).toBe(c.status)
    expect(first.body.success).toBe(true)
    expect(first.headers.get('Idempotent-Replayed')).toBeNull()
    const after = worldState()

    const again = await call(c.method, c.path(), { token: c.token(), headers, body: reordered(body) })
    expect(again.status).toBe(c.status)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(worldState()).toBe(after)
  })

  it('refuses the same key with a different request (422) and does nothing', async () => {
    await c.prepare?.()
    const headers = { 'Idempotency-Key': `key-${c.name}` }
    const body = c.body()
    expect((await call(c.method, c.path(), { token: c.token(), headers, body })).status).toBe(c.status)
    const after = worldState()

    const changed = await call(c.method, c.path(), { token: c.token(), headers, body: c.changed(body) })
    expect(changed.status).toBe(422)
    expect(changed.body).toEqual({ success: false, error: REUSED_KEY, message: REUSED_KEY })
    expect(changed.headers.get('Idempotent-Replayed')).toBeNull()
    expect(worldState()).toBe(after)
  })

  it('acts once for each of two different keys', async () => {
    await c.prepare?.()
    const first = await call(c.method, c.path(), {
      token: c.token(),
      headers: { 'Idempotency-Key': 'one' },
      body: c.body(),
    })
    expect(first.status).toBe(c.status)
    const after = worldState()
    // The second call is a new intent: it acts (or is refused by the rules), never replays.
    const second = await call(c.method, c.path(), {
      token: c.token(),
      headers: { 'Idempotency-Key': 'two' },
      body: c.body(),
    })
    expect(second.headers.get('Idempotent-Replayed')).toBeNull()
    if (second.status === c.status) expect(worldState()).not.toBe(after)
    else expect(second.body).not.toEqual(first.body)
  })
})

describe('Idempotency-Key rules shared by every call', () => {
  const transferBody = (amount: number) => ({ ...treasuryToMira(amount), initiatedBy: cast.aurelia })

  it('compares the path too: the same key on another nation is a different request', async () => {
    const headers = { 'Idempotency-Key': 'mint-1' }
    const body = { amount: 5, mintedBy: cast.aurelia }
    const path = `/treasuries/${encodeURIComponent(F.playerNation)}/mint`
    expect((await call('POST', path, { token: aurelia(), headers, body })).status).toBe(200)
    const burn = await call('POST', path.replace('/mint', '/burn'), {
      token: aurelia(),
      headers,
      body: { amount: 5, burnedBy: cast.aurelia },
    })
    expect(burn.status).toBe(422)
    expect(burn.body.error).toBe(REUSED_KEY)
  })

  it('keeps keys per caller: another character with the same key acts on its own', async () => {
    const headers = { 'Idempotency-Key': 'shared-key' }
    const open = (name: string) =>
      call<{ account: { accountNumber: string } }>('POST', '/banks/NSG/accounts/open', {
        token: tokenFor(name),
        headers,
        body: { offeringId: money.offeringId('NSG', 'Basic Account'), openedBy: name },
      })
    const lena = await open(cast.lena)
    const mira = await open(cast.mira)
    expect(lena.status).toBe(201)
    expect(mira.status).toBe(201)
    expect(mira.headers.get('Idempotent-Replayed')).toBeNull()
    expect(mira.body.account.accountNumber).not.toBe(lena.body.account.accountNumber)
  })

  it("keeps an admin panel's keys apart from the same account's character", async () => {
    const headers = { 'Idempotency-Key': 'admin-key' }
    const account = (holder: string) => money.accountOf(holder).id
    const move = { currencySymbol: F.playerCurrency, amount: 1, fromType: 'account', toType: 'account' }
    const panel = await call('POST', '/admin/transfer', {
      token: adminToken(),
      headers,
      body: { ...move, fromId: account(cast.bram), toId: account(cast.elena), asCharacter: cast.elena },
    })
    expect(panel.status).toBe(201)
    // Elena Marsh is the admin account's character: her key space is her own.
    const own = await call('POST', '/transfers', {
      token: tokenFor(cast.elena),
      headers,
      body: { ...move, fromId: account(cast.elena), toId: account(cast.mira), initiatedBy: cast.elena },
    })
    expect(own.body.error).toBeUndefined()
    expect(own.status).toBe(201)
    expect(own.headers.get('Idempotent-Replayed')).toBeNull()
  })

  it('keeps no key for a refused call: the same key runs afresh once the request is fixed', async () => {
    const headers = { 'Idempotency-Key': 'too-much' }
    const rows = db.transactions.count()
    const refused = await call('POST', '/transfers', {
      token: aurelia(),
      headers,
      body: transferBody(10 ** 9),
    })
    expect(refused.status).toBe(422)
    expect(db.idempotencyKeys.count()).toBe(0)
    const fixed = await call('POST', '/transfers', { token: aurelia(), headers, body: transferBody(4) })
    expect(fixed.status).toBe(201)
    expect(db.transactions.count()).toBe(rows + 1)
  })

  it('refuses a key longer than 200 characters before doing anything', async () => {
    const before = worldState()
    const res = await call('POST', '/transfers', {
      token: aurelia(),
      headers: { 'Idempotency-Key': 'k'.repeat(201) },
      body: transferBody(4),
    })
    expect(res.status).toBe(400)
    expect(res.body.error).toBe(KEY_TOO_LONG)
    expect(worldState()).toBe(before)
    const longest = await call('POST', '/transfers', {
      token: aurelia(),
      headers: { 'Idempotency-Key': 'k'.repeat(200) },
      body: transferBody(4),
    })
    expect(longest.status).toBe(201)
  })

  it('answers 409 to a retry that arrives while the first call is still running, and acts once', async () => {
    const headers = { 'Idempotency-Key': 'racing' }
    const rows = db.transactions.count()
    const [a, b] = await Promise.all([
      call('POST', '/transfers', { token: aurelia(), headers, body: transferBody(6) }),
      call('POST', '/transfers', { token: aurelia(), headers, body: transferBody(6) }),
    ])
    const statuses = [a.status, b.status].sort()
    // Either the retry found the first still running (409), or it came after and was replayed.
    if (statuses[0] === 201 && statuses[1] === 201) {
      expect([a, b].filter((r) => r.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(1)
    } else {
      expect(statuses).toEqual([201, 409])
      expect([a, b].find((r) => r.status === 409)!.body.error).toBe(IN_FLIGHT_KEY)
    }
    expect(db.transactions.count()).toBe(rows + 1)
  })

  it('replays after the world moved on: the answer is the first one, not a fresh one', async () => {
    const headers = { 'Idempotency-Key': 'mint-then-more' }
    const path = `/treasuries/${encodeURIComponent(F.playerNation)}/mint`
    const first = await call('POST', path, {
      token: aurelia(),
      headers,
      body: { amount: 5, mintedBy: cast.aurelia },
    })
    await call('POST', path, { token: aurelia(), body: { amount: 7, mintedBy: cast.aurelia } })
    const again = await call('POST', path, {
      token: aurelia(),
      headers,
      body: { amount: 5, mintedBy: cast.aurelia },
    })
    expect(again.body).toEqual(first.body)
  })
})
