// @vitest-environment node
// Treasuries: balances, mint, burn, and UBI policies (create, edit, enable, disable, distribute).

import { describe, expect, it } from 'vitest'
import type { Treasury, UbiPolicy } from '@/api/types'
import { db } from '@mocks/db'
import { scenarioClock } from '@mocks/clock'
import { adminToken, call, cast, F, money, tokenFor, useEconomy } from './economy-support'

useEconomy('minimal')

const nationPath = `/treasuries/${encodeURIComponent(F.playerNation)}`

describe('GET /treasuries and /treasuries/{nation}', () => {
  it('shows an officer the balances and UBI policies field by field', async () => {
    const res = await call<{ treasury: Treasury }>('GET', nationPath, { token: tokenFor(cast.aurelia) })
    expect(res.status).toBe(200)
    expect(res.body.treasury).toEqual({
      nationName: F.playerNation,
      balances: [
        {
          currencyId: expect.any(String),
          currencyName: F.playerCurrencyName,
          currencySymbol: '$AR',
          balance: 7100,
        },
      ],
      ubiPolicies: [
        {
          id: expect.any(String),
          currencyId: expect.any(String),
          currencyName: F.playerCurrencyName,
          currencySymbol: '$AR',
          amountPerCitizen: 25,
          enabled: true,
          lastDistribution: expect.stringMatching(/^2026-11-13T/),
        },
      ],
    })
  })

  it('403 for citizens and strangers, 404 for an unknown nation, 200 for the admin panel', async () => {
    expect((await call('GET', nationPath, { token: tokenFor(cast.mira) })).status).toBe(403)
    expect((await call('GET', nationPath, { token: tokenFor(cast.osric) })).status).toBe(403)
    expect((await call('GET', '/treasuries/Atlantis', { token: tokenFor(cast.aurelia) })).status).toBe(404)
    expect((await call('GET', nationPath, { token: adminToken() })).status).toBe(200)
    expect((await call('GET', nationPath)).status).toBe(401)
  })

  it('lists every treasury, with figures only where the caller is an officer', async () => {
    const res = await call<{ treasuries: Treasury[] }>('GET', '/treasuries', { token: tokenFor(cast.osric) })
    expect(res.status).toBe(200)
    expect(res.body.treasuries.map((t) => t.nationName)).toEqual([F.playerNation, F.otherNation])
    expect(res.body.treasuries[0]).toEqual({ nationName: F.playerNation, balances: [], ubiPolicies: [] })
  })
})

describe('POST /treasuries/{nation}/mint and /burn', () => {
  it('mints into the treasury and the supply', async () => {
    const res = await call('POST', `${nationPath}/mint`, {
      token: tokenFor(cast.aurelia),
      body: { currencySymbol: '$AR', amount: 900, description: 'Harvest bonus', mintedBy: cast.aurelia },
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      success: true,
      message: 'Minted $AR 900',
      transaction: { id: expect.any(String), amount: 900, currencySymbol: '$AR' },
      treasuryBalance: 8000,
      currentSupply: 10600,
    })
    expect(db.transactions.all().at(-1)).toMatchObject({
      type: 'mint',
      fromType: null,
      toType: 'treasury',
      description: 'Harvest bonus',
    })
  })

  it('burns from the treasury, never below 0', async () => {
    const token = tokenFor(cast.aurelia)
    const ok = await call('POST', `${nationPath}/burn`, {
      token,
      body: { currencySymbol: '$AR', amount: 100, burnedBy: cast.aurelia },
    })
    expect(ok.body).toMatchObject({ treasuryBalance: 7000, currentSupply: 9600 })
    const before = money.snapshot()
    const over = await call('POST', `${nationPath}/burn`, {
      token,
      body: { currencySymbol: '$AR', amount: 7001, burnedBy: cast.aurelia },
    })
    expect(over.status).toBe(422)
    expect(over.body.error).toBe('Insufficient funds. Available: $AR 7,000')
    expect(money.snapshot()).toEqual(before)
  })

  it('checks input, existence, permission and rules in order', async () => {
    const token = tokenFor(cast.aurelia)
    const mintAt = (path: string, body: Record<string, unknown>, t = token) =>
      call('POST', path, { token: t, body })
    expect((await mintAt(`${nationPath}/mint`, { currencySymbol: '$AR' })).status).toBe(400)
    expect((await mintAt(`${nationPath}/mint`, { currencySymbol: '$AR', amount: -3 })).status).toBe(400)
    expect((await mintAt('/treasuries/Atlantis/mint', { currencySymbol: '$AR', amount: 3 })).status).toBe(404)
    expect((await mintAt(`${nationPath}/mint`, { currencySymbol: '$QQ', amount: 3 })).status).toBe(404)
    expect(
      (await mintAt(`${nationPath}/mint`, { currencySymbol: '$AR', amount: 3, mintedBy: cast.mira })).status,
    ).toBe(403)
    expect(
      (await mintAt(`${nationPath}/mint`, { currencySymbol: '$AR', amount: 3 }, tokenFor(cast.mira))).status,
    ).toBe(403)
    const norvale = `/treasuries/${encodeURIComponent(F.otherNation)}/mint`
    const noCurrency = await mintAt(norvale, { amount: 3 }, tokenFor(cast.osric))
    expect(noCurrency.status).toBe(404)
    expect(noCurrency.body.error).toBe('Currency not found')
    const foreign = await mintAt(norvale, { currencySymbol: '$AR', amount: 3 }, tokenFor(cast.osric))
    expect(foreign.status).toBe(422)
    expect(
      (await mintAt(`${nationPath}/mint`, { currencySymbol: '$AR', amount: 3 }, tokenFor(cast.tobias)))
        .status,
    ).toBe(403)
  })
})

describe('UBI policies', () => {
  const policies = `${nationPath}/ubi-policies`

  it('lists, edits, disables and enables a policy (by id or currency symbol)', async () => {
    const token = tokenFor(cast.aurelia)
    const list = await call<{ policies: UbiPolicy[] }>('GET', policies, { token })
    expect(list.body.policies).toHaveLength(1)
    const id = list.body.policies[0].id
    const edited = await call<{ policy: UbiPolicy }>('PUT', `${policies}/${id}`, {
      token,
      body: { amountPerCitizen: 40, updatedBy: cast.aurelia },
    })
    expect(edited.status).toBe(200)
    expect(edited.body.policy).toMatchObject({ id, amountPerCitizen: 40, enabled: true })
    const off = await call<{ policy: UbiPolicy; message: string }>(
      'PUT',
      `${policies}/${encodeURIComponent('$AR')}/disable`,
      { token },
    )
    expect(off.body.policy.enabled).toBe(false)
    expect(off.body.message).toBe('UBI policy for $AR disabled')
    const on = await call<{ policy: UbiPolicy }>('PUT', `${policies}/${id}/enable`, { token })
    expect(on.body.policy.enabled).toBe(true)
  })

  it('creates one policy per currency (409 for a second), officers only', async () => {
    const token = tokenFor(cast.aurelia)
    const dup = await call('POST', policies, {
      token,
      body: { currencySymbol: '$AR', amountPerCitizen: 5, updatedBy: cast.aurelia },
    })
    expect(dup.status).toBe(409)
    const created = await call('POST', '/currencies', {
      token: tokenFor(cast.osric),
      body: { name: 'Norvale Mark', issuingNation: F.otherNation },
    })
    expect(created.status).toBe(201)
    const norvale = `/treasuries/${encodeURIComponent(F.otherNation)}/ubi-policies`
    const citizen = await call('POST', norvale, {
      token: tokenFor(cast.lena),
      body: { currencySymbol: '$NV', amountPerCitizen: 5 },
    })
    expect(citizen.status).toBe(403)
    const ok = await call<{ policy: UbiPolicy }>('POST', norvale, {
      token: tokenFor(cast.osric),
      body: { currencySymbol: '$NV', amountPerCitizen: 5, enabled: false },
    })
    expect(ok.status).toBe(201)
    expect(ok.body.policy).toMatchObject({
      currencySymbol: '$NV',
      amountPerCitizen: 5,
      enabled: false,
      lastDistribution: null,
    })
    expect(
      (
        await call('POST', norvale, {
          token: tokenFor(cast.osric),
          body: { currencySymbol: '$NV', amountPerCitizen: 0 },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call('POST', norvale, {
          token: tokenFor(cast.osric),
          body: { currencySymbol: '$XX', amountPerCitizen: 3 },
        })
      ).status,
    ).toBe(404)
    expect((await call('PUT', `${norvale}/nope`, { token: tokenFor(cast.osric), body: {} })).status).toBe(404)
  })

  it('distributes to every living member with a default account, or to no one', async () => {
    const token = tokenFor(cast.aurelia)
    scenarioClock.tick(3_600_000)
    const paid = await call('POST', `${policies}/${encodeURIComponent('$AR')}/distribute`, { token })
    expect(paid.status).toBe(200)
    expect(paid.body).toMatchObject({ recipients: 4, total: 100 })
    expect(money.balanceOf('account', money.accountOf(cast.bram).id)).toBe(45)

    const id = db.ubiPolicies.all()[0].id
    await call('PUT', `${policies}/${id}`, { token, body: { amountPerCitizen: 5000 } })
    const before = money.snapshot()
    const unfunded = await call('POST', `${policies}/${id}/distribute`, { token })
    expect(unfunded.status).toBe(422)
    expect(unfunded.body.error).toContain('no one was paid')
    expect(money.snapshot()).toEqual(before)
    expect(money.balanceOf('treasury', money.nationId(F.playerNation))).toBe(7000)
  })
})
