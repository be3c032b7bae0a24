// @vitest-environment node
// Nations: list, detail, my-memberships, found, edit, invite, leave, remove, promote, demote, icon.

import { describe, expect, it } from 'vitest'
import type { Membership, Nation, NationMember, ProfilePictureUploadResponse } from '@/api/types'
import { db } from '@mocks/db'
import { DEMO_ACCOUNTS } from '@mocks/scenarios'
import { adminToken, call, cast, F, tokenFor, useEconomy } from './economy-support'

useEconomy('minimal')

const ar = `/nations/${encodeURIComponent(F.playerNation)}`
const nv = `/nations/${encodeURIComponent(F.otherNation)}`
const member = (nation: string, name: string) => `${nation}/members/${encodeURIComponent(name)}`
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])

describe('reading nations', () => {
  it('lists nations active first with every field', async () => {
    const res = await call<{ nations: Nation[] }>('GET', '/nations', { token: tokenFor(cast.cassius) })
    expect(res.status).toBe(200)
    expect(res.body.nations.map((n) => n.name)).toEqual([F.playerNation, F.otherNation])
    const nation = res.body.nations[0]
    expect(nation).toEqual({
      id: expect.any(String),
      name: F.playerNation,
      abbreviation: 'AR',
      description: expect.any(String),
      createdAt: expect.any(String),
      profilePictureUrl: null,
      // Aurelia (2 h), Mira (1 h), Tomas (3 d), Bram (27 h) active; Old Tobias not.
      isActive: true,
      activityPercentage: 80,
      totalMembers: 5,
      activeMembersCount: 4,
      officerCount: 1,
      citizenCount: 4,
      officers: [expect.objectContaining({ name: cast.aurelia, role: 'officer' })],
      citizens: expect.any(Array),
      nationalCurrency: '$AR',
    })
    const tobias = nation.citizens.find((c) => c.name === cast.tobias)!
    expect(tobias).toEqual({
      id: cast.tobias,
      name: cast.tobias,
      profilePictureUrl: null,
      isDeceased: true,
      accountOwner: DEMO_ACCOUNTS.player.username,
      joinedAt: expect.any(String),
      role: 'citizen',
    } satisfies NationMember)
  })

  it('gives one nation by name or id; 404 otherwise', async () => {
    const byName = await call<{ nation: Nation }>('GET', nv, { token: tokenFor(cast.mira) })
    expect(byName.body.nation).toMatchObject({
      name: F.otherNation,
      nationalCurrency: null,
      officerCount: 1,
      citizenCount: 2,
    })
    const byId = await call<{ nation: Nation }>('GET', `/nations/${byName.body.nation.id}`, {
      token: tokenFor(cast.mira),
    })
    expect(byId.body.nation.name).toBe(F.otherNation)
    expect((await call('GET', '/nations/Atlantis', { token: tokenFor(cast.mira) })).status).toBe(404)
    expect((await call('GET', '/nations')).status).toBe(401)
  })

  it("gives the caller's membership", async () => {
    const mine = await call<{ memberships: Membership[] }>('GET', '/nations/my-memberships', {
      token: tokenFor(cast.mira),
    })
    expect(mine.body.memberships).toEqual([
      {
        nationId: expect.any(String),
        nationName: F.playerNation,
        abbreviation: 'AR',
        role: 'citizen',
        joinedAt: expect.any(String),
      },
    ])
    const none = await call<{ memberships: Membership[] }>('GET', '/nations/my-memberships', {
      token: tokenFor(cast.cassius),
    })
    expect(none.body.memberships).toEqual([])
  })
})

describe('founding and editing', () => {
  it('founds a nation with the founder as officer and an empty treasury', async () => {
    const res = await call<{ nation: Nation }>('POST', '/nations', {
      token: tokenFor(cast.cassius),
      body: { name: 'Thornwood', abbreviation: 'tw', description: 'Trees', founderId: cast.cassius },
    })
    expect(res.status).toBe(201)
    expect(res.body.nation).toMatchObject({
      name: 'Thornwood',
      abbreviation: 'TW',
      totalMembers: 1,
      officerCount: 1,
      nationalCurrency: null,
    })
    const treasury = await call('GET', '/treasuries/Thornwood', { token: tokenFor(cast.cassius) })
    expect(treasury.body.treasury).toEqual({ nationName: 'Thornwood', balances: [], ubiPolicies: [] })
  })

  it('one nation per character; unique names and abbreviations; 2 letters', async () => {
    const body = { name: 'Thornwood', abbreviation: 'TW', founderId: cast.mira }
    expect((await call('POST', '/nations', { token: tokenFor(cast.mira), body })).status).toBe(409)
    const cassius = tokenFor(cast.cassius)
    expect(
      (await call('POST', '/nations', { token: cassius, body: { ...body, founderId: cast.mira } })).status,
    ).toBe(403)
    expect(
      (await call('POST', '/nations', { token: cassius, body: { name: 'x', abbreviation: 'TWO' } })).body
        .error,
    ).toBe('abbreviation must be exactly 2 letters')
    expect(
      (await call('POST', '/nations', { token: cassius, body: { abbreviation: 'TW' } })).body.error,
    ).toBe('name is required')
    expect(
      (
        await call('POST', '/nations', {
          token: cassius,
          body: { name: 'aurelian republic', abbreviation: 'TW' },
        })
      ).status,
    ).toBe(409)
    expect(
      (await call('POST', '/nations', { token: cassius, body: { name: 'Thornwood', abbreviation: 'ar' } }))
        .status,
    ).toBe(409)
    expect(
      (
        await call('POST', '/nations', {
          token: tokenFor(cast.ysolde),
          body: { name: 'Ghosts', abbreviation: 'GH' },
        })
      ).status,
    ).toBe(403)
    expect(
      (await call('POST', '/nations', { token: adminToken(), body: { name: 'Ghosts', abbreviation: 'GH' } }))
        .status,
    ).toBe(403)
  })

  it('officers edit; citizens cannot', async () => {
    const res = await call<{ nation: Nation }>('PUT', ar, {
      token: tokenFor(cast.aurelia),
      body: { description: 'New words', abbreviation: 'ar', editedBy: cast.aurelia },
    })
    expect(res.status).toBe(200)
    expect(res.body.nation.description).toBe('New words')
    expect(
      (await call('PUT', ar, { token: tokenFor(cast.mira), body: { description: 'Mine now' } })).status,
    ).toBe(403)
    expect(
      (await call('PUT', ar, { token: tokenFor(cast.aurelia), body: { abbreviation: 'NV' } })).status,
    ).toBe(409)
    expect((await call('PUT', ar, { token: tokenFor(cast.aurelia), body: { name: '  ' } })).status).toBe(400)
    const renamed = await call<{ nation: Nation }>('PUT', ar, {
      token: tokenFor(cast.aurelia),
      body: { name: 'Aurelian Commonwealth' },
    })
    expect(renamed.body.nation.name).toBe('Aurelian Commonwealth')
    // The ledger follows the nation: its id is stable, its rows now name it by the new name.
    const ledger = await call<{ pagination: { total: number } }>(
      'GET',
      '/treasuries/Aurelian%20Commonwealth/transactions',
      { token: tokenFor(cast.aurelia) },
    )
    expect(ledger.body.pagination.total).toBe(8)
  })
})

describe('members', () => {
  it('officers invite players; 404 for unknown players, 409 for members of any nation', async () => {
    const token = tokenFor(cast.aurelia)
    const ok = await call<{ nation: Nation; message: string }>('POST', `${ar}/members`, {
      token,
      body: { playerId: 'cassius thorne', invitedBy: cast.aurelia },
    })
    expect(ok.status).toBe(201)
    expect(ok.body.message).toBe(`${cast.cassius} joined ${F.playerNation}`)
    expect(ok.body.nation.citizens.map((c) => c.name)).toContain(cast.cassius)
    const missing = await call('POST', `${ar}/members`, { token, body: { playerId: 'Nobody' } })
    expect(missing.status).toBe(404)
    expect(missing.body.error).toBe('Player not found')
    expect((await call('POST', `${ar}/members`, { token, body: { playerId: cast.lena } })).status).toBe(409)
    expect((await call('POST', `${ar}/members`, { token, body: { playerId: cast.ysolde } })).status).toBe(422)
    expect(
      (
        await call('POST', `${ar}/members`, {
          token: tokenFor(cast.mira),
          body: { playerId: 'Haldor Crane' },
        })
      ).status,
    ).toBe(403)
    expect((await call('POST', `${ar}/members`, { token, body: {} })).status).toBe(400)
  })

  it('promotes and demotes; the last officer stays', async () => {
    const token = tokenFor(cast.aurelia)
    const lastLeave = await call('DELETE', member(ar, cast.aurelia), { token })
    expect(lastLeave.status).toBe(409)
    expect((await call('PUT', `${member(ar, cast.aurelia)}/demote`, { token })).status).toBe(409)
    const promoted = await call<{ nation: Nation }>('PUT', `${member(ar, cast.mira)}/promote`, {
      token,
      body: { promotedBy: cast.aurelia },
    })
    expect(promoted.status).toBe(200)
    expect(promoted.body.nation.officers.map((o) => o.name)).toEqual([cast.aurelia, cast.mira])
    expect((await call('PUT', `${member(ar, cast.mira)}/promote`, { token })).status).toBe(409)
    expect(
      (await call('PUT', `${member(ar, cast.tomas)}/promote`, { token: tokenFor(cast.tomas) })).status,
    ).toBe(403)
    expect(
      (await call('PUT', `${member(ar, cast.tomas)}/promote`, { token, body: { promotedBy: cast.mira } }))
        .status,
    ).toBe(403)
    expect((await call('PUT', `${member(ar, cast.tobias)}/promote`, { token })).status).toBe(422)
    expect((await call('PUT', `${member(ar, cast.lena)}/promote`, { token })).status).toBe(404)
    const demoted = await call<{ nation: Nation }>('PUT', `${member(ar, cast.aurelia)}/demote`, {
      token: tokenFor(cast.mira),
      body: { demotedBy: cast.mira },
    })
    expect(demoted.body.nation.officers.map((o) => o.name)).toEqual([cast.mira])
    expect(
      (await call('PUT', `${member(ar, cast.tomas)}/demote`, { token: tokenFor(cast.mira) })).status,
    ).toBe(409)
  })

  it('any member may leave; officers remove others; citizens cannot remove', async () => {
    const left = await call('DELETE', member(ar, cast.tomas), { token: tokenFor(cast.tomas) })
    expect(left.status).toBe(200)
    expect(left.body.message).toBe(`You left ${F.playerNation}`)
    expect(db.memberships.all().some((m) => m.characterName === cast.tomas)).toBe(false)
    expect((await call('DELETE', member(ar, cast.bram), { token: tokenFor(cast.mira) })).status).toBe(403)
    const removed = await call('DELETE', member(ar, cast.bram), { token: tokenFor(cast.aurelia) })
    expect(removed.body.message).toBe(`${cast.bram} was removed from ${F.playerNation}`)
    expect((await call('DELETE', member(ar, cast.bram), { token: tokenFor(cast.aurelia) })).status).toBe(404)
    // The deceased may not act, not even to leave.
    expect((await call('DELETE', member(ar, cast.tobias), { token: tokenFor(cast.tobias) })).status).toBe(403)
  })

  it('the sole member may leave, leaving an empty, dormant nation', async () => {
    const token = tokenFor(cast.osric)
    for (const name of [cast.lena, cast.elena])
      expect((await call('DELETE', member(nv, name), { token })).status).toBe(200)
    expect((await call('DELETE', member(nv, cast.osric), { token })).status).toBe(200)
    const res = await call<{ nation: Nation }>('GET', nv, { token })
    expect(res.body.nation).toMatchObject({ totalMembers: 0, isActive: false, activityPercentage: 0 })
  })
})

describe('POST /nations/{id}/icon/upload', () => {
  const form = (bytes: Uint8Array, type = 'image/png') => {
    const data = new FormData()
    data.append('image', new Blob([bytes as BlobPart], { type }), 'icon.png')
    return data
  }

  it('stores the icon and serves it from /uploads', async () => {
    const res = await call<ProfilePictureUploadResponse>('POST', `${ar}/icon/upload`, {
      token: tokenFor(cast.aurelia),
      body: form(PNG),
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      success: true,
      imageUrl: expect.stringMatching(/^\/uploads\/nation-ar-[0-9a-f]+\.png$/),
      message: 'Nation icon updated',
    })
    const served = await fetch(`http://localhost${res.body.imageUrl}`)
    expect(served.status).toBe(200)
    const nation = await call<{ nation: Nation }>('GET', ar, { token: tokenFor(cast.mira) })
    expect(nation.body.nation.profilePictureUrl).toBe(res.body.imageUrl)
  })

  it('400 for non-images and missing files, 403 for citizens, 404 for unknown nations', async () => {
    expect(
      (
        await call('POST', `${ar}/icon/upload`, {
          token: tokenFor(cast.aurelia),
          body: form(new TextEncoder().encode('<svg/>'), 'image/png'),
        })
      ).status,
    ).toBe(400)
    expect(
      (await call('POST', `${ar}/icon/upload`, { token: tokenFor(cast.aurelia), body: new FormData() }))
        .status,
    ).toBe(400)
    expect(
      (await call('POST', `${ar}/icon/upload`, { token: tokenFor(cast.mira), body: form(PNG) })).status,
    ).toBe(403)
    expect(
      (
        await call('POST', '/nations/Atlantis/icon/upload', {
          token: tokenFor(cast.aurelia),
          body: form(PNG),
        })
      ).status,
    ).toBe(404)
  })
})
