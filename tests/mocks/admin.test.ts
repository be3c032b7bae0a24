// @vitest-environment node
// The admin panel's calls: entity lists, officers, removal, deletion, deceased, edits,
// admin transfers, the ledger check and the economy cycle.

import { describe, expect, it } from 'vitest'
import type { AdminCharacter, Bank, Nation, TransferResponse } from '@/api/types'
import { db } from '@mocks/db'
import { scenarioClock } from '@mocks/clock'
import { adminToken, call, cast, F, money, tokenFor, useEconomy } from './economy-support'

useEconomy('minimal')

describe('GET /admin/entities/*', () => {
  it('lists characters, banks and nations for admins only', async () => {
    const token = adminToken()
    const characters = await call<{ characters: AdminCharacter[] }>('GET', '/admin/entities/characters', {
      token,
    })
    expect(characters.status).toBe(200)
    const mira = characters.body.characters.find((c) => c.name === cast.mira)!
    expect(mira).toEqual({
      name: cast.mira,
      accountOwner: 'NorthWind',
      biography: expect.any(String),
      profilePictureUrl: null,
      isDeceased: false,
      firstUsed: expect.any(String),
      lastSeen: expect.any(String),
      nation: F.playerNation,
    } satisfies AdminCharacter)
    expect(characters.body.characters.at(-1)!.isDeceased).toBe(true)
    const banks = await call<{ banks: Bank[] }>('GET', '/admin/entities/banks', { token })
    expect(banks.body.banks.map((b) => b.id)).toEqual(['FAB', 'NSG'])
    expect(banks.body.banks[0].balances).not.toEqual([])
    const nations = await call<{ nations: Nation[] }>('GET', '/admin/entities/nations', { token })
    expect(nations.body.nations.map((n) => n.name)).toEqual([F.playerNation, F.otherNation])
    for (const path of ['characters', 'banks', 'nations']) {
      expect((await call('GET', `/admin/entities/${path}`, { token: tokenFor(cast.aurelia) })).status).toBe(
        403,
      )
      expect((await call('GET', `/admin/entities/${path}`)).status).toBe(401)
    }
  })
})

describe('officers and citizens', () => {
  it('promotes a citizen, a nationless character, or a bank officer; demotes them again', async () => {
    const token = adminToken()
    const promote = (body: object) => call('POST', '/admin/promote-officer', { token, body })
    const demote = (body: object) => call('POST', '/admin/demote-officer', { token, body })
    expect(
      (await promote({ characterName: cast.mira, entityType: 'nation', entityId: F.playerNation })).status,
    ).toBe(200)
    expect(db.memberships.all().find((m) => m.characterName === cast.mira)!.role).toBe('officer')
    expect(
      (
        await promote({
          characterName: cast.cassius,
          entityType: 'nation',
          entityId: money.nationId(F.otherNation),
        })
      ).status,
    ).toBe(200)
    expect(db.memberships.all().find((m) => m.characterName === cast.cassius)).toMatchObject({
      role: 'officer',
    })
    expect(
      (await promote({ characterName: cast.lena, entityType: 'nation', entityId: F.playerNation })).status,
    ).toBe(409)
    const bank = await promote({ characterName: cast.tomas, entityType: 'bank', entityId: 'FAB' })
    expect(bank.body.message).toBe(`${cast.tomas} is now an officer of ${F.playerBankName}`)
    expect((await promote({ characterName: cast.tomas, entityType: 'bank', entityId: 'FAB' })).status).toBe(
      409,
    )

    expect(
      (await demote({ characterName: cast.mira, entityType: 'nation', entityId: F.playerNation })).status,
    ).toBe(200)
    expect(
      (await demote({ characterName: cast.aurelia, entityType: 'nation', entityId: F.playerNation })).status,
    ).toBe(409)
    expect((await demote({ characterName: cast.tomas, entityType: 'bank', entityId: 'FAB' })).status).toBe(
      200,
    )
    expect((await demote({ characterName: cast.aurelia, entityType: 'bank', entityId: 'FAB' })).status).toBe(
      409,
    )
  })

  it('checks admin rights, then input, then existence', async () => {
    const body = { characterName: cast.mira, entityType: 'nation', entityId: F.playerNation }
    expect(
      (
        await call('POST', '/admin/promote-officer', {
          token: adminToken(),
          body: { ...body, entityType: 'guild' },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call('POST', '/admin/promote-officer', {
          token: adminToken(),
          body: { ...body, characterName: '' },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call('POST', '/admin/promote-officer', {
          token: adminToken(),
          body: { ...body, characterName: 'Nobody' },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call('POST', '/admin/promote-officer', {
          token: adminToken(),
          body: { ...body, entityType: 'bank', entityId: 'ZZZ' },
        })
      ).status,
    ).toBe(404)
    expect(
      (await call('POST', '/admin/promote-officer', { token: tokenFor(cast.aurelia), body })).status,
    ).toBe(403)
    // Permission before existence and before input: a refusal tells nothing about names.
    for (const refusedBody of [
      { ...body, characterName: 'Nobody' },
      { ...body, entityType: 'guild' },
    ]) {
      const res = await call('POST', '/admin/promote-officer', {
        token: tokenFor(cast.aurelia),
        body: refusedBody,
      })
      expect(res.status).toBe(403)
      expect(res.body.error).toBe('Admin privileges required')
    }
  })

  it('removes a citizen (not the last officer)', async () => {
    const res = await call('POST', '/admin/remove-citizen', {
      token: adminToken(),
      body: { characterName: cast.bram, nationId: money.nationId(F.playerNation) },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(`${cast.bram} was removed from ${F.playerNation}`)
    expect(
      (
        await call('POST', '/admin/remove-citizen', {
          token: adminToken(),
          body: { characterName: cast.bram, nationId: F.playerNation },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call('POST', '/admin/remove-citizen', {
          token: adminToken(),
          body: { characterName: cast.aurelia, nationId: F.playerNation },
        })
      ).status,
    ).toBe(409)
    expect(
      (
        await call('POST', '/admin/remove-citizen', {
          token: tokenFor(cast.aurelia),
          body: { characterName: cast.mira, nationId: F.playerNation },
        })
      ).status,
    ).toBe(403)
  })
})

describe('DELETE /admin/entity', () => {
  it('hides a nation and frees its members; its money and ledger stay', async () => {
    const before = money.snapshot()
    const res = await call('DELETE', '/admin/entity', {
      token: adminToken(),
      body: { entityType: 'nation', entityId: F.playerNation },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(`Nation ${F.playerNation} deleted`)
    expect(money.snapshot()).toEqual(before)
    const nations = await call<{ nations: Nation[] }>('GET', '/nations', { token: tokenFor(cast.mira) })
    expect(nations.body.nations.map((n) => n.name)).toEqual([F.otherNation])
    expect(
      (await call('GET', `/treasuries/${encodeURIComponent(F.playerNation)}`, { token: adminToken() }))
        .status,
    ).toBe(404)
    expect(db.memberships.all().some((m) => m.characterName === cast.mira)).toBe(false)
    // The name is free again, the ledger still names the old nation.
    const refounded = await call('POST', '/nations', {
      token: tokenFor(cast.mira),
      body: { name: F.playerNation, abbreviation: 'AU' },
    })
    expect(refounded.status).toBe(201)
  })

  it('hides a bank; its accounts leave circulation', async () => {
    const mira = money.accountOf(cast.mira)
    const res = await call('DELETE', '/admin/entity', {
      token: adminToken(),
      body: { entityType: 'bank', entityId: 'FAB' },
    })
    expect(res.status).toBe(200)
    const banks = await call<{ banks: Bank[] }>('GET', '/banks', { token: tokenFor(cast.mira) })
    expect(banks.body.banks.map((b) => b.id)).toEqual(['NSG'])
    const transfer = await call('POST', '/transfers', {
      token: tokenFor(cast.mira),
      body: {
        currencySymbol: '$AR',
        amount: 1,
        fromType: 'account',
        fromId: mira.id,
        toType: 'account',
        toId: money.accountOf(cast.aurelia, 'NSG').id,
      },
    })
    expect(transfer.status).toBe(404)
  })

  it('deletes a character with its memberships and offices; 400 / 404 / 403 otherwise', async () => {
    const res = await call('DELETE', '/admin/entity', {
      token: adminToken(),
      body: { entityType: 'character', entityId: cast.tomas },
    })
    expect(res.status).toBe(200)
    expect(db.characters.all().some((c) => c.name === cast.tomas)).toBe(false)
    expect(db.memberships.all().some((m) => m.characterName === cast.tomas)).toBe(false)
    expect(
      (
        await call('DELETE', '/admin/entity', {
          token: adminToken(),
          body: { entityType: 'planet', entityId: 'x' },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call('DELETE', '/admin/entity', {
          token: adminToken(),
          body: { entityType: 'bank', entityId: 'ZZZ' },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call('DELETE', '/admin/entity', {
          token: tokenFor(cast.aurelia),
          body: { entityType: 'bank', entityId: 'NSG' },
        })
      ).status,
    ).toBe(403)
  })
})

describe('characters, banks and nations edited by admins', () => {
  it('marks a character deceased, for good', async () => {
    const res = await call('POST', '/admin/mark-deceased', {
      token: adminToken(),
      body: { displayName: cast.mira },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(`${cast.mira} has been marked as deceased`)
    expect(
      (await call('POST', '/admin/mark-deceased', { token: adminToken(), body: { displayName: cast.mira } }))
        .status,
    ).toBe(409)
    expect((await call('POST', '/admin/mark-deceased', { token: adminToken(), body: {} })).status).toBe(400)
    expect(
      (await call('POST', '/admin/mark-deceased', { token: adminToken(), body: { displayName: 'Nobody' } }))
        .status,
    ).toBe(404)
    expect(
      (
        await call('POST', '/admin/mark-deceased', {
          token: tokenFor(cast.aurelia),
          body: { displayName: cast.tomas },
        })
      ).status,
    ).toBe(403)
    const act = await call('POST', '/transfers', {
      token: tokenFor(cast.mira),
      body: money.accountTransfer(cast.mira, cast.tomas),
    })
    expect(act.status).toBe(403)
  })

  it('renames a character everywhere the economy names it, keeping the ledger as it was', async () => {
    const account = money.accountOf(cast.aurelia)
    const res = await call('PUT', '/admin/character', {
      token: adminToken(),
      body: { displayName: cast.aurelia, newName: 'Aurelia Voss-Marr', biography: 'Renamed' },
    })
    expect(res.status).toBe(200)
    expect(db.bankAccounts.all().find((a) => a.id === account.id)!.holderName).toBe('Aurelia Voss-Marr')
    expect(db.memberships.all().find((m) => m.characterName === 'Aurelia Voss-Marr')!.role).toBe('officer')
    expect(db.bankOfficers.all().find((o) => o.bankId === 'FAB')!.characterName).toBe('Aurelia Voss-Marr')
    expect(db.transactions.all().some((t) => t.initiatedBy === cast.aurelia)).toBe(true)
    const token = tokenFor('Aurelia Voss-Marr')
    expect((await call('GET', `/treasuries/${encodeURIComponent(F.playerNation)}`, { token })).status).toBe(
      200,
    )
    expect(
      (
        await call('PUT', '/admin/character', {
          token: adminToken(),
          body: { displayName: cast.mira, newName: cast.tomas },
        })
      ).status,
    ).toBe(409)
    expect(
      (await call('PUT', '/admin/character', { token: adminToken(), body: { displayName: cast.mira } }))
        .status,
    ).toBe(400)
    expect(
      (
        await call('PUT', '/admin/character', {
          token: adminToken(),
          body: { displayName: cast.mira, profilePictureUrl: 'ftp://x/y.png' },
        })
      ).status,
    ).toBe(400)
  })

  it('edits a bank name and abbreviation (not its id) and a nation', async () => {
    const token = adminToken()
    expect(
      (
        await call('PUT', '/admin/bank', {
          token,
          body: { bankId: 'FAB', name: 'First Bank of Aurelia', abbreviation: 'fba' },
        })
      ).status,
    ).toBe(200)
    const bank = await call<{ bank: Bank }>('GET', '/banks/FAB', { token })
    expect(bank.body.bank).toMatchObject({ id: 'FAB', name: 'First Bank of Aurelia', abbreviation: 'FBA' })
    expect(
      (await call('PUT', '/admin/bank', { token, body: { bankId: 'FAB', name: F.secondBankName } })).status,
    ).toBe(409)
    expect((await call('PUT', '/admin/bank', { token, body: { bankId: 'FAB' } })).status).toBe(400)
    const nation = await call('PUT', '/admin/nation', {
      token,
      body: { nationId: money.nationId(F.otherNation), description: 'Snow', abbreviation: 'kn' },
    })
    expect(nation.status).toBe(200)
    expect(db.nations.all().find((n) => n.name === F.otherNation)).toMatchObject({
      description: 'Snow',
      abbreviation: 'KN',
    })
    expect(
      (await call('PUT', '/admin/nation', { token, body: { nationId: 'nat-99', name: 'X' } })).status,
    ).toBe(404)
    expect(
      (
        await call('PUT', '/admin/nation', {
          token: tokenFor(cast.osric),
          body: { nationId: F.otherNation, name: 'Mine' },
        })
      ).status,
    ).toBe(403)
  })
})

describe('POST /admin/transfer', () => {
  it('moves money past floors and maximums, recorded as Divine Entity acting as someone', async () => {
    const from = money.accountOf(cast.bram)
    const to = money.accountOf(cast.mira)
    const res = await call<TransferResponse>('POST', '/admin/transfer', {
      token: adminToken(),
      body: {
        currencySymbol: '$AR',
        amount: 1000,
        fromType: 'account',
        fromId: from.id,
        toType: 'account',
        toId: `FAB|${to.id}`,
        description: 'Court order',
        asCharacter: cast.elena,
      },
    })
    expect(res.status).toBe(201)
    expect(res.body.transfer).toMatchObject({ amount: 1000, currencySymbol: '$AR' })
    expect(money.balanceOf('account', from.id)).toBe(20 - 1000)
    expect(db.transactions.all().at(-1)).toMatchObject({
      initiatedBy: 'Divine Entity',
      asCharacter: cast.elena,
      description: 'Court order',
    })
    const ledger = await call<{ transactions: { as_character: string; initiated_by: string }[] }>(
      'GET',
      `/banks/FAB/accounts/${to.id}/transactions?limit=1`,
      { token: tokenFor(cast.mira) },
    )
    expect(ledger.body.transactions[0]).toMatchObject({
      initiated_by: 'Divine Entity',
      as_character: cast.elena,
    })
  })

  it('400 / 404 / 403', async () => {
    const body = {
      currencySymbol: '$AR',
      amount: 5,
      fromType: 'treasury',
      fromId: F.playerNation,
      toType: 'account',
      toId: money.accountOf(cast.mira).id,
      asCharacter: cast.elena,
    }
    expect(
      (
        await call('POST', '/admin/transfer', {
          token: adminToken(),
          body: { ...body, asCharacter: undefined },
        })
      ).status,
    ).toBe(400)
    expect(
      (await call('POST', '/admin/transfer', { token: adminToken(), body: { ...body, amount: 2.5 } })).status,
    ).toBe(400)
    expect(
      (
        await call('POST', '/admin/transfer', {
          token: adminToken(),
          body: { ...body, asCharacter: 'Nobody' },
        })
      ).status,
    ).toBe(404)
    expect(
      (await call('POST', '/admin/transfer', { token: adminToken(), body: { ...body, toId: 'FAB-000000' } }))
        .status,
    ).toBe(404)
    expect((await call('POST', '/admin/transfer', { token: tokenFor(cast.aurelia), body })).status).toBe(403)
  })
})

describe('the ledger check and the economy cycle', () => {
  it('shows admins the invariant', async () => {
    const res = await call<{ check: { ok: boolean; transactions: number; currencies: unknown[] } }>(
      'GET',
      '/admin/ledger-check',
      { token: adminToken() },
    )
    expect(res.status).toBe(200)
    expect(res.body.check).toMatchObject({
      ok: true,
      problems: [],
      transactions: 13,
      currencies: [{ symbol: '$AR', minted: 10000, burned: 300, supply: 9700, sumOfBalances: 9700 }],
    })
    expect((await call('GET', '/admin/ledger-check', { token: tokenFor(cast.aurelia) })).status).toBe(403)
  })

  it('runs a cycle, optionally a week later', async () => {
    const rows = db.transactions.count()
    const before = scenarioClock.nowMs()
    const res = await call<{ summary: { transactions: number; at: string; ubi: unknown[] } }>(
      'POST',
      '/admin/economy/cycle',
      { token: adminToken(), body: { advanceWeek: true } },
    )
    expect(res.status).toBe(200)
    expect(scenarioClock.nowMs() - before).toBe(7 * 86_400_000)
    expect(res.body.summary.at).toBe(new Date(before + 7 * 86_400_000).toISOString())
    expect(res.body.summary.transactions).toBe(db.transactions.count() - rows)
    expect(res.body.summary.ubi).toEqual([expect.objectContaining({ status: 'paid', recipients: 4 })])
    expect((await call('POST', '/admin/economy/cycle', { token: tokenFor(cast.aurelia) })).status).toBe(403)
  })
})

describe('admin powers belong to the admin panel', () => {
  /** Every /admin/* call, naming things that do not exist where it names anything. */
  const CALLS: { method: string; path: string; body?: Record<string, unknown> }[] = [
    { method: 'GET', path: '/admin/entities/characters' },
    { method: 'GET', path: '/admin/entities/banks' },
    { method: 'GET', path: '/admin/entities/nations' },
    { method: 'GET', path: '/admin/ledger-check' },
    ...['promote', 'demote'].map((action) => ({
      method: 'POST',
      path: `/admin/${action}-officer`,
      body: { characterName: 'Nobody', entityType: 'nation', entityId: 'Atlantis' },
    })),
    {
      method: 'POST',
      path: '/admin/remove-citizen',
      body: { characterName: 'Nobody', nationId: 'Atlantis' },
    },
    { method: 'DELETE', path: '/admin/entity', body: { entityType: 'character', entityId: 'Nobody' } },
    { method: 'POST', path: '/admin/mark-deceased', body: { displayName: 'Nobody' } },
    { method: 'PUT', path: '/admin/character', body: { displayName: 'Nobody', biography: 'x' } },
    { method: 'PUT', path: '/admin/bank', body: { bankId: 'ZZZ', name: 'Z Bank' } },
    { method: 'PUT', path: '/admin/nation', body: { nationId: 'Atlantis', name: 'Atlantica' } },
    {
      method: 'POST',
      path: '/admin/transfer',
      body: {
        currencySymbol: '$ZZ',
        amount: 1,
        fromType: 'account',
        fromId: 'FAB-000000',
        toType: 'account',
        toId: 'FAB-000001',
        asCharacter: 'Nobody',
      },
    },
    { method: 'POST', path: '/admin/economy/cycle', body: { advanceWeek: true } },
    { method: 'POST', path: '/admin/toggle-ugc', body: { ugcEnabled: false } },
  ]

  const everything = () => JSON.stringify(Object.entries(db).map(([name, c]) => [name, c.all()]))

  it.each([
    ["an admin account's ordinary character", () => tokenFor(cast.elena)],
    ['a player', () => tokenFor(cast.aurelia)],
  ])('refuses %s on every /admin/* call with 403, before looking anything up', async (_who, token) => {
    const auth = token()
    const before = everything()
    const clock = scenarioClock.nowIso()
    for (const { method, path, body } of CALLS) {
      const res = await call(method, path, { token: auth, body })
      expect({ path, status: res.status, error: res.body.error }).toEqual({
        path,
        status: 403,
        error: 'Admin privileges required',
      })
    }
    expect(everything()).toBe(before)
    expect(scenarioClock.nowIso()).toBe(clock)
  })

  it('answers the admin panel with what the request names: 404 for names that do not exist', async () => {
    for (const { method, path, body } of CALLS.slice(4, -2)) {
      const res = await call(method, path, { token: adminToken(), body })
      expect({ path, status: res.status }).toEqual({ path, status: 404 })
    }
  })
})
