// @vitest-environment node
// Banks, officers, offerings and accounts (open, close, set default, list).

import { describe, expect, it } from 'vitest'
import type { Bank, BankAccount, BankOfficer, Offering, Pagination } from '@/api/types'
import { db } from '@mocks/db'
import { adminToken, call, cast, F, money, offeringBody, tokenFor, useEconomy } from './economy-support'

useEconomy('minimal')

describe('GET /banks and /banks/{id}', () => {
  it('lists banks with every card field; vault balances only for officers', async () => {
    const res = await call<{ banks: Bank[] }>('GET', '/banks', { token: tokenFor(cast.aurelia) })
    expect(res.status).toBe(200)
    const [fab, nsg] = res.body.banks
    expect(fab).toEqual({
      id: 'FAB',
      name: F.playerBankName,
      abbreviation: 'FAB',
      jurisdictionNation: F.playerNation,
      accountCount: 5,
      officerCount: 1,
      nationalCurrency: '$AR',
      interestSuccessRate: 100,
      offeringSummary: { hasInterestAccounts: true, hasOverdraft: true, lowestMaintenanceFee: 0 },
      createdAt: expect.any(String),
      officers: [{ name: cast.aurelia, appointedAt: expect.any(String) }],
      balances: [{ currencyName: F.playerCurrencyName, currencySymbol: '$AR', balance: 2009 }],
    })
    expect(nsg).toMatchObject({
      id: 'NSG',
      nationalCurrency: null,
      balances: [],
      offeringSummary: { hasInterestAccounts: false, hasOverdraft: false, lowestMaintenanceFee: 0 },
    })
    const stranger = await call<{ banks: Bank[] }>('GET', '/banks', { token: tokenFor(cast.lena) })
    expect(stranger.body.banks[0].balances).toEqual([])
  })

  it('gives one bank with its officers; 404 for an unknown one', async () => {
    const res = await call<{ bank: Bank; officers: BankOfficer[] }>('GET', '/banks/fab', {
      token: tokenFor(cast.mira),
    })
    expect(res.status).toBe(200)
    expect(res.body.bank.id).toBe('FAB')
    expect(res.body.officers).toEqual([{ name: cast.aurelia, appointedAt: expect.any(String) }])
    expect((await call('GET', '/banks/ZZZ', { token: tokenFor(cast.mira) })).status).toBe(404)
  })
})

describe('POST /banks', () => {
  it('founds a bank with its creator as first officer', async () => {
    const res = await call<{ bank: Bank }>('POST', '/banks', {
      token: tokenFor(cast.lena),
      body: {
        bankId: 'nrb',
        name: 'Northern Reach Bank',
        jurisdictionNation: F.otherNation,
        createdBy: cast.lena,
      },
    })
    expect(res.status).toBe(201)
    expect(res.body.bank).toMatchObject({
      id: 'NRB',
      abbreviation: 'NRB',
      jurisdictionNation: F.otherNation,
      officerCount: 1,
      accountCount: 0,
      interestSuccessRate: 100,
    })
    expect(res.body.bank.offeringSummary).toEqual({
      hasInterestAccounts: false,
      hasOverdraft: false,
      lowestMaintenanceFee: null,
    })
  })

  it('400, 404, 403, 409 as the rules say', async () => {
    const token = tokenFor(cast.lena)
    const body = { bankId: 'NRB', name: 'Northern Reach Bank', jurisdictionNation: F.otherNation }
    expect((await call('POST', '/banks', { token, body: { ...body, bankId: '' } })).status).toBe(400)
    expect((await call('POST', '/banks', { token, body: { ...body, bankId: 'A B' } })).body.error).toBe(
      'bankId must be 2-10 letters or digits',
    )
    expect(
      (await call('POST', '/banks', { token, body: { ...body, jurisdictionNation: undefined } })).status,
    ).toBe(400)
    expect(
      (await call('POST', '/banks', { token, body: { ...body, jurisdictionNation: 'Atlantis' } })).status,
    ).toBe(404)
    expect((await call('POST', '/banks', { token, body: { ...body, createdBy: cast.mira } })).status).toBe(
      403,
    )
    expect((await call('POST', '/banks', { token: tokenFor(cast.tobias), body })).status).toBe(403)
    expect((await call('POST', '/banks', { token, body: { ...body, bankId: 'fab' } })).status).toBe(409)
    expect(
      (await call('POST', '/banks', { token, body: { ...body, name: 'first aurelian bank' } })).status,
    ).toBe(409)
  })
})

describe('bank officers', () => {
  it('officers add and remove officers; nobody removes themself; strangers cannot', async () => {
    const aurelia = tokenFor(cast.aurelia)
    const added = await call<{ officers: BankOfficer[] }>('POST', '/banks/FAB/officers', {
      token: aurelia,
      body: { officerName: 'mira quill', addedBy: cast.aurelia },
    })
    expect(added.status).toBe(201)
    expect(added.body.officers.map((o) => o.name)).toEqual([cast.aurelia, cast.mira])
    expect(
      (await call('POST', '/banks/FAB/officers', { token: aurelia, body: { officerName: cast.mira } }))
        .status,
    ).toBe(409)
    expect(
      (await call('POST', '/banks/FAB/officers', { token: aurelia, body: { officerName: 'Nobody' } })).status,
    ).toBe(404)
    expect(
      (await call('POST', '/banks/FAB/officers', { token: aurelia, body: { officerName: cast.tobias } }))
        .status,
    ).toBe(422)
    expect(
      (
        await call('POST', '/banks/FAB/officers', {
          token: tokenFor(cast.tomas),
          body: { officerName: cast.tomas },
        })
      ).status,
    ).toBe(403)
    expect((await call('POST', '/banks/FAB/officers', { token: aurelia, body: {} })).status).toBe(400)

    const self = await call('DELETE', `/banks/FAB/officers/${encodeURIComponent(cast.aurelia)}`, {
      token: aurelia,
    })
    expect(self.status).toBe(409)
    expect(self.body.error).toBe('You cannot remove yourself as an officer')
    const removed = await call<{ officers: BankOfficer[] }>(
      'DELETE',
      `/banks/FAB/officers/${encodeURIComponent(cast.mira)}`,
      { token: aurelia, body: { removedBy: cast.aurelia } },
    )
    expect(removed.status).toBe(200)
    expect(removed.body.officers.map((o) => o.name)).toEqual([cast.aurelia])
    expect((await call('DELETE', '/banks/FAB/officers/Nobody', { token: aurelia })).status).toBe(404)
  })
})

describe('offerings', () => {
  it('lists all or only active offerings', async () => {
    const all = await call<{ offerings: Offering[] }>('GET', '/banks/FAB/offerings', {
      token: tokenFor(cast.lena),
    })
    expect(all.body.offerings.map((o) => o.name)).toEqual([
      'Basic Account',
      'Savings Plus',
      'Flex Overdraft',
      'Legacy Gold',
    ])
    const active = await call<{ offerings: Offering[] }>('GET', '/banks/FAB/offerings?activeOnly=true', {
      token: tokenFor(cast.lena),
    })
    expect(active.body.offerings.map((o) => o.name)).toEqual([
      'Basic Account',
      'Savings Plus',
      'Flex Overdraft',
    ])
    expect(all.body.offerings[2]).toEqual({
      id: expect.any(String),
      name: 'Flex Overdraft',
      description: expect.any(String),
      interestRateBasisPoints: 0,
      maintenanceFeeAmount: 3,
      minimumBalance: 0,
      maximumBalance: null,
      overdraftAllowed: true,
      overdraftLimit: 500,
      overdraftFeeAmount: 6,
      isActive: true,
    })
  })

  it('creates, edits (name, description, active only) and deletes an unused offering', async () => {
    const token = tokenFor(cast.aurelia)
    const created = await call<{ offering: Offering }>('POST', '/banks/FAB/offerings', {
      token,
      body: offeringBody(),
    })
    expect(created.status).toBe(201)
    expect(created.body.offering).toMatchObject({
      name: 'Gold Saver',
      interestRateBasisPoints: 250,
      maximumBalance: 5000,
      isActive: true,
    })
    const id = created.body.offering.id
    const edited = await call<{ offering: Offering }>('PUT', `/banks/FAB/offerings/${id}`, {
      token,
      body: {
        ...offeringBody(),
        name: 'Gold Saver II',
        isActive: false,
        updatedBy: cast.aurelia,
        createdBy: undefined,
      },
    })
    expect(edited.status).toBe(200)
    expect(edited.body.offering).toMatchObject({
      name: 'Gold Saver II',
      isActive: false,
      interestRateBasisPoints: 250,
    })
    const changed = await call('PUT', `/banks/FAB/offerings/${id}`, {
      token,
      body: { interestRateBasisPoints: 9000 },
    })
    expect(changed.status).toBe(400)
    expect(changed.body.error).toBe(
      'interestRateBasisPoints cannot be changed: only name, description and isActive can be edited',
    )
    const deleted = await call('DELETE', `/banks/FAB/offerings/${id}`, { token })
    expect(deleted.status).toBe(200)
    expect((await call('DELETE', `/banks/FAB/offerings/${id}`, { token })).status).toBe(404)
  })

  it.each([
    [{ name: '' }, 'name is required'],
    [{ interestRateBasisPoints: 10001 }, 'interestRateBasisPoints must be at most 10000'],
    [{ interestRateBasisPoints: -1 }, 'interestRateBasisPoints must be at least 0'],
    [{ maintenanceFeeAmount: 0.5 }, 'maintenanceFeeAmount must be an integer'],
    [{ maximumBalance: 5, minimumBalance: 10 }, 'maximumBalance must be at least minimumBalance'],
    [{ overdraftAllowed: 'yes' }, 'overdraftAllowed must be true or false'],
  ])('400 for %o', async (patch, text) => {
    const res = await call('POST', '/banks/FAB/offerings', {
      token: tokenFor(cast.aurelia),
      body: offeringBody(patch),
    })
    expect(res.status).toBe(400)
    expect(res.body.error).toBe(text)
  })

  it('403 for non-officers, 409 for a duplicate name and for deleting an offering in use', async () => {
    expect(
      (
        await call('POST', '/banks/FAB/offerings', {
          token: tokenFor(cast.mira),
          body: offeringBody({ createdBy: cast.mira }),
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await call('POST', '/banks/FAB/offerings', {
          token: tokenFor(cast.aurelia),
          body: offeringBody({ name: 'basic account' }),
        })
      ).status,
    ).toBe(409)
    const inUse = await call('DELETE', `/banks/FAB/offerings/${money.offeringId('FAB', 'Basic Account')}`, {
      token: tokenFor(cast.aurelia),
    })
    expect(inUse.status).toBe(409)
    expect(inUse.body.error).toBe('Cannot delete offering with existing accounts. Deactivate it instead.')
    expect(
      (
        await call('DELETE', `/banks/FAB/offerings/${money.offeringId('FAB', 'Basic Account')}`, {
          token: tokenFor(cast.mira),
        })
      ).status,
    ).toBe(403)
    expect(
      (await call('DELETE', '/banks/FAB/offerings/off-999', { token: tokenFor(cast.aurelia) })).body.error,
    ).toBe('Bank offering not found')
  })
})

describe('accounts', () => {
  it('opens an account; the first one becomes the default', async () => {
    const res = await call<{ account: BankAccount; message: string }>('POST', '/banks/NSG/accounts/open', {
      token: tokenFor(cast.lena),
      body: { offeringId: money.offeringId('NSG', 'Basic Account'), openedBy: cast.lena },
    })
    expect(res.status).toBe(201)
    expect(res.body.account).toMatchObject({
      bankId: 'NSG',
      bankName: F.secondBankName,
      accountHolder: cast.lena,
      isDefault: true,
      balances: [],
      hasBalances: false,
      isClosed: false,
    })
    expect(res.body.account.accountNumber).toMatch(/^NSG-\d{6}$/)
    expect(res.body.account.createdAt).toBe(Math.floor(Date.parse('2026-11-20T12:00:00.000Z') / 1000))
    const second = await call<{ account: BankAccount }>('POST', '/banks/FAB/accounts/open', {
      token: tokenFor(cast.lena),
      body: { offeringId: money.offeringId('FAB', 'Basic Account') },
    })
    expect(second.body.account.isDefault).toBe(false)
  })

  it('400 / 404 / 403 / 422 when opening', async () => {
    const token = tokenFor(cast.lena)
    expect((await call('POST', '/banks/NSG/accounts/open', { token, body: {} })).status).toBe(400)
    expect(
      (
        await call('POST', '/banks/NSG/accounts/open', {
          token,
          body: { offeringId: money.offeringId('FAB', 'Basic Account') },
        })
      ).status,
    ).toBe(404)
    expect(
      (await call('POST', '/banks/ZZZ/accounts/open', { token, body: { offeringId: 'off-1' } })).status,
    ).toBe(404)
    expect(
      (
        await call('POST', '/banks/NSG/accounts/open', {
          token,
          body: { offeringId: money.offeringId('NSG', 'Basic Account'), openedBy: cast.mira },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await call('POST', '/banks/NSG/accounts/open', {
          token: tokenFor(cast.ysolde),
          body: { offeringId: money.offeringId('NSG', 'Basic Account') },
        })
      ).status,
    ).toBe(403)
    const inactive = await call('POST', '/banks/FAB/accounts/open', {
      token,
      body: { offeringId: money.offeringId('FAB', 'Legacy Gold') },
    })
    expect(inactive.status).toBe(422)
    expect(inactive.body.error).toBe('This offering is inactive and opens no new accounts')
  })

  it('closes only empty accounts, by the holder, and moves the default', async () => {
    const aurelia = tokenFor(cast.aurelia)
    const fab = money.accountOf(cast.aurelia)
    const nsg = money.accountOf(cast.aurelia, 'NSG')
    const before = money.snapshot()
    const withMoney = await call('DELETE', `/banks/FAB/accounts/${fab.id}/close`, {
      token: aurelia,
      body: { closedBy: cast.aurelia, reason: 'x' },
    })
    expect(withMoney.status).toBe(409)
    expect(withMoney.body.error).toBe('Cannot close an account with money in it: every balance must be 0')
    expect(money.snapshot()).toEqual(before)
    expect(
      (await call('DELETE', `/banks/NSG/accounts/${nsg.id}/close`, { token: tokenFor(cast.mira) })).status,
    ).toBe(403)
    // Empty the FAB account into the NSG one, then close it.
    const amount = money.balanceOf('account', fab.id)
    await call('POST', '/transfers', {
      token: aurelia,
      body: {
        currencySymbol: '$AR',
        amount,
        fromType: 'account',
        fromId: fab.id,
        toType: 'account',
        toId: nsg.id,
      },
    })
    const closed = await call<{ account: BankAccount }>('DELETE', `/banks/FAB/accounts/${fab.id}/close`, {
      token: aurelia,
      body: { closedBy: cast.aurelia, reason: 'Consolidating' },
    })
    expect(closed.status).toBe(200)
    expect(closed.body.account).toMatchObject({ isClosed: true, isDefault: false })
    expect(db.bankAccounts.all().find((a) => a.id === fab.id)!.closeReason).toBe('Consolidating')
    expect(db.bankAccounts.all().find((a) => a.id === nsg.id)!.isDefault).toBe(true)
    expect((await call('DELETE', `/banks/FAB/accounts/${fab.id}/close`, { token: aurelia })).status).toBe(409)
    const again = await call('POST', '/transfers', {
      token: aurelia,
      body: {
        currencySymbol: '$AR',
        amount: 1,
        fromType: 'account',
        fromId: nsg.id,
        toType: 'account',
        toId: fab.id,
      },
    })
    expect(again.status).toBe(422)
    expect((await call('DELETE', '/banks/FAB/accounts/FAB-000000/close', { token: aurelia })).status).toBe(
      404,
    )
  })

  it('moves the default flag with set-default', async () => {
    const aurelia = tokenFor(cast.aurelia)
    const nsg = money.accountOf(cast.aurelia, 'NSG')
    const res = await call<{ account: BankAccount }>('PUT', `/banks/NSG/accounts/${nsg.id}/set-default`, {
      token: aurelia,
    })
    expect(res.status).toBe(200)
    expect(res.body.account.isDefault).toBe(true)
    expect(money.accountOf(cast.aurelia).isDefault).toBe(false)
    expect(
      (await call('PUT', `/banks/NSG/accounts/${nsg.id}/set-default`, { token: tokenFor(cast.osric) }))
        .status,
    ).toBe(403)
  })

  it("lists a bank's accounts for its officers, paged, optionally only those with balances", async () => {
    const token = tokenFor(cast.aurelia)
    const res = await call<{ accounts: BankAccount[]; pagination: Pagination }>(
      'GET',
      '/banks/FAB/accounts',
      { token },
    )
    expect(res.status).toBe(200)
    expect(res.body.pagination).toEqual({ total: 5, limit: 100, offset: 0, hasMore: false })
    const funded = await call<{ accounts: BankAccount[]; pagination: Pagination }>(
      'GET',
      '/banks/FAB/accounts?active_only=true&limit=2',
      { token },
    )
    expect(funded.body.pagination).toEqual({ total: 4, limit: 2, offset: 0, hasMore: true })
    expect(funded.body.accounts.every((a) => a.hasBalances)).toBe(true)
    expect((await call('GET', '/banks/FAB/accounts', { token: tokenFor(cast.mira) })).status).toBe(403)
    expect((await call('GET', '/banks/FAB/accounts', { token: adminToken() })).status).toBe(200)
    expect((await call('GET', '/banks/FAB/accounts?limit=abc', { token })).status).toBe(400)
  })
})
