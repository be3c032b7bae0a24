// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import type { PlayerListResponse, ProfilePictureUploadResponse, RelationsResponse } from '@/api/types'
import { DEMO_ACCOUNTS, DEMO_ADMIN_MAIN, DEMO_PLAYER_MAIN } from '@mocks/scenarios/identity'
import { db } from '@mocks/db'
import { findCharacter } from '@mocks/handlers/http'
import { renameCharacterIdentity, deleteCharacterIdentity } from '@mocks/rules/profiles'
import { identiconPng } from '@mocks/scenarios/identicon'
import { call, tokenFor, useFakeBackend } from '../support/backend'

useFakeBackend('minimal')

const DECEASED = DEMO_ACCOUNTS.player.characters.find((c) => c.isDeceased)!.name
const OTHER = 'Mira Quill'
let me: string
let other: string
let admin: string
let dead: string

beforeEach(() => {
  me = tokenFor(DEMO_PLAYER_MAIN)
  other = tokenFor(OTHER)
  admin = tokenFor('Divine Entity', DEMO_ACCOUNTS.admin.uuid)
  dead = tokenFor(DECEASED)
})

const enc = encodeURIComponent

describe('GET /players', () => {
  it('pages through everyone but the caller, most recently seen first', async () => {
    const { status, body } = await call<PlayerListResponse>('GET', '/players?page=1&limit=3', { token: me })
    expect(status).toBe(200)
    const total = db.characters.count() - 1
    expect(body.pagination).toEqual({ page: 1, limit: 3, totalPages: Math.ceil(total / 3), total })
    expect(body.players).toHaveLength(3)
    expect(Object.keys(body.players[0]).sort()).toEqual(
      [
        'accountOwner',
        'biography',
        'displayName',
        'firstUsed',
        'isDeceased',
        'lastSeen',
        'profilePictureUrl',
      ].sort(),
    )
    const all = await call<PlayerListResponse>('GET', '/players?limit=100', { token: me })
    const names = all.body.players.map((p) => p.displayName)
    expect(names).not.toContain(DEMO_PLAYER_MAIN)
    expect(names).toContain('Bram Holloway')
    // A later page is the same order's next slice, with the same total.
    const second = await call<PlayerListResponse>('GET', '/players?page=2&limit=3', { token: me })
    expect(second.body.players.map((p) => p.displayName)).toEqual(names.slice(3, 6))
    expect(second.body.pagination.total).toBe(total)
    const seen = all.body.players.map((p) => (p.lastSeen ? Date.parse(p.lastSeen) : -Infinity))
    expect([...seen].sort((a, b) => b - a)).toEqual(seen)
    expect(all.body.players.find((p) => p.displayName === OTHER)?.accountOwner).toBe('NorthWind')
  })

  it('searches names case-insensitively and returns an empty page past the end', async () => {
    const { body } = await call<PlayerListResponse>('GET', '/players?search=QUILL', { token: me })
    expect(body.players.map((p) => p.displayName)).toEqual([OTHER])
    expect(body.pagination).toMatchObject({ total: 1, totalPages: 1, limit: 20, page: 1 })
    const past = await call<PlayerListResponse>('GET', '/players?page=9', { token: me })
    expect(past.status).toBe(200)
    expect(past.body.players).toEqual([])
    const none = await call<PlayerListResponse>('GET', '/players?search=zzzz', { token: me })
    expect(none.body.pagination).toMatchObject({ total: 0, totalPages: 0 })
  })

  it('refuses bad paging with 400 and no token with 401', async () => {
    expect((await call('GET', '/players?page=0', { token: me })).status).toBe(400)
    expect((await call('GET', '/players?limit=101', { token: me })).status).toBe(400)
    const nan = await call('GET', '/players?limit=abc', { token: me })
    expect(nan.status).toBe(400)
    expect(nan.body).toMatchObject({ error: 'limit must be an integer' })
    expect((await call('GET', '/players')).status).toBe(401)
  })
})

describe('relations', () => {
  it('reads the selected character’s ratings', async () => {
    const { status, body } = await call<RelationsResponse>(
      'GET',
      `/players/${enc(DEMO_PLAYER_MAIN)}/relations`,
      { token: me },
    )
    expect(status).toBe(200)
    expect(body.relations).toEqual({ 'Mira Quill': 5, 'Tomas Reed': 2 })
  })

  it('sets, changes and removes a rating', async () => {
    const path = `/players/${enc(DEMO_PLAYER_MAIN)}/relations/${enc('Lena Brook')}`
    expect((await call('PUT', path, { token: me, body: { rating: 3 } })).status).toBe(200)
    expect((await call('PUT', path, { token: me, body: { rating: 4 } })).status).toBe(200)
    let r = await call<RelationsResponse>('GET', `/players/${enc(DEMO_PLAYER_MAIN)}/relations`, { token: me })
    expect(r.body.relations['Lena Brook']).toBe(4)
    expect((await call('DELETE', path, { token: me })).status).toBe(200)
    r = await call<RelationsResponse>('GET', `/players/${enc(DEMO_PLAYER_MAIN)}/relations`, { token: me })
    expect(r.body.relations['Lena Brook']).toBeUndefined()
  })

  it('refuses bad ratings and rating oneself (400)', async () => {
    const path = `/players/${enc(DEMO_PLAYER_MAIN)}/relations/${enc(OTHER)}`
    for (const rating of [0, 6, 2.5, '3', null]) {
      const r = await call('PUT', path, { token: me, body: { rating } })
      expect(r.status, String(rating)).toBe(400)
      expect(r.body).toMatchObject({ success: false })
    }
    const self = await call('PUT', `/players/${enc(DEMO_PLAYER_MAIN)}/relations/${enc(DEMO_PLAYER_MAIN)}`, {
      token: me,
      body: { rating: 5 },
    })
    expect(self.status).toBe(400)
  })

  it('answers 404 for unknown players and 403 for someone else’s relations or a deceased rater', async () => {
    expect(
      (
        await call('PUT', `/players/${enc(DEMO_PLAYER_MAIN)}/relations/Nobody`, {
          token: me,
          body: { rating: 3 },
        })
      ).status,
    ).toBe(404)
    expect((await call('GET', '/players/Nobody/relations', { token: me })).status).toBe(404)
    expect((await call('GET', `/players/${enc(OTHER)}/relations`, { token: me })).status).toBe(403)
    expect(
      (
        await call('PUT', `/players/${enc(OTHER)}/relations/${enc('Tomas Reed')}`, {
          token: me,
          body: { rating: 1 },
        })
      ).status,
    ).toBe(403)
    const deceased = await call('PUT', `/players/${enc(DECEASED)}/relations/${enc(OTHER)}`, {
      token: dead,
      body: { rating: 1 },
    })
    expect(deceased.status).toBe(403)
    expect(deceased.body.error).toBe('Deceased characters cannot act')
  })
})

describe('profile picture URL and biography', () => {
  const pic = (name: string) => `/players/${enc(name)}/profile-picture`
  const bio = (name: string) => `/players/${enc(name)}/biography`

  it('sets and removes a picture URL', async () => {
    const url = 'https://example.com/me.webp'
    const set = await call('PUT', pic(DEMO_PLAYER_MAIN), { token: me, body: { profilePictureUrl: url } })
    expect(set.status).toBe(200)
    expect(set.body).toMatchObject({ success: true })
    expect(typeof set.body.message).toBe('string')
    expect(findCharacter(DEMO_PLAYER_MAIN)?.profilePictureUrl).toBe(url)
    // The seeded upload it replaced is gone.
    expect(db.uploads.findFirst((q) => q.where({ name: 'seed-aurelia-voss.png' }))).toBeUndefined()
    expect((await call('DELETE', pic(DEMO_PLAYER_MAIN), { token: me })).status).toBe(200)
    expect(findCharacter(DEMO_PLAYER_MAIN)?.profilePictureUrl).toBeNull()
  })

  it('accepts only http(s) URLs ending in an image extension (400)', async () => {
    for (const url of [
      'ftp://x.com/a.png',
      'https://x.com/a.svg',
      'javascript:alert(1)//.png',
      'not a url',
      '',
    ]) {
      const r = await call('PUT', pic(DEMO_PLAYER_MAIN), { token: me, body: { profilePictureUrl: url } })
      expect(r.status, url).toBe(400)
    }
    for (const url of [
      'http://x.com/a.PNG',
      'https://x.com/a.jpeg?size=2',
      'https://x.com/b.gif',
      'https://x.com/c.jpg',
    ]) {
      expect(
        (await call('PUT', pic(DEMO_PLAYER_MAIN), { token: me, body: { profilePictureUrl: url } })).status,
        url,
      ).toBe(200)
    }
  })

  it('sets and removes a biography, kept as plain text, at most 1000 characters', async () => {
    const text = '<b>Hello</b> & welcome\nsecond line'
    const set = await call('PUT', bio(DEMO_PLAYER_MAIN), { token: me, body: { biography: text } })
    expect(set.status).toBe(200)
    expect(findCharacter(DEMO_PLAYER_MAIN)?.biography).toBe(text)
    expect(
      (await call('PUT', bio(DEMO_PLAYER_MAIN), { token: me, body: { biography: 'x'.repeat(1000) } })).status,
    ).toBe(200)
    const long = await call('PUT', bio(DEMO_PLAYER_MAIN), {
      token: me,
      body: { biography: 'x'.repeat(1001) },
    })
    expect(long.status).toBe(400)
    expect(long.body.error).toBe('biography must be at most 1000 characters')
    // Counted in code points, as the console's counter counts: 999 letters and an emoji are 1000.
    const emoji = 'x'.repeat(999) + '🙂'
    const withEmoji = await call('PUT', bio(DEMO_PLAYER_MAIN), { token: me, body: { biography: emoji } })
    expect(withEmoji.status).toBe(200)
    expect(findCharacter(DEMO_PLAYER_MAIN)?.biography).toBe(emoji)
    expect(
      (await call('PUT', bio(DEMO_PLAYER_MAIN), { token: me, body: { biography: `${emoji}x` } })).body.error,
    ).toBe('biography must be at most 1000 characters')
    expect((await call('PUT', bio(DEMO_PLAYER_MAIN), { token: me, body: { biography: '   ' } })).status).toBe(
      400,
    )
    expect((await call('PUT', bio(DEMO_PLAYER_MAIN), { token: me, body: {} })).status).toBe(400)
    expect((await call('DELETE', bio(DEMO_PLAYER_MAIN), { token: me })).status).toBe(200)
    expect(findCharacter(DEMO_PLAYER_MAIN)?.biography).toBeNull()
  })

  it('lets players change only their own character; admins any (403 otherwise)', async () => {
    expect((await call('PUT', bio(OTHER), { token: me, body: { biography: 'hacked' } })).status).toBe(403)
    expect((await call('DELETE', pic(OTHER), { token: me })).status).toBe(403)
    expect((await call('DELETE', bio(OTHER), { token: me })).status).toBe(403)
    expect(
      (await call('PUT', pic(OTHER), { token: me, body: { profilePictureUrl: 'https://x.com/a.png' } }))
        .status,
    ).toBe(403)
    // A sibling character of the same account is not the selected one either.
    expect((await call('PUT', bio('Bram Holloway'), { token: me, body: { biography: 'x' } })).status).toBe(
      403,
    )
    expect(
      (await call('PUT', bio(OTHER), { token: admin, body: { biography: 'Edited by the gods' } })).status,
    ).toBe(200)
    const adminChar = tokenFor(DEMO_ADMIN_MAIN)
    expect((await call('DELETE', bio(OTHER), { token: adminChar })).status).toBe(200)
    expect((await call('PUT', bio(OTHER), { token: other, body: { biography: 'Mine' } })).status).toBe(200)
  })

  it('answers 404 for unknown characters and 403 for deceased actors', async () => {
    expect((await call('PUT', bio('Nobody'), { token: admin, body: { biography: 'x' } })).status).toBe(404)
    expect((await call('DELETE', pic('Nobody'), { token: admin })).status).toBe(404)
    const r = await call('PUT', bio(DECEASED), { token: dead, body: { biography: 'from beyond' } })
    expect(r.status).toBe(403)
    expect(r.body.error).toBe('Deceased characters cannot act')
  })
})

describe('profile picture upload and /uploads serving', () => {
  const upload = (name: string, token: string, bytes: Uint8Array, type = 'image/png', field = 'image') => {
    const form = new FormData()
    form.append(field, new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), 'picture.png')
    return call<ProfilePictureUploadResponse>('POST', `/players/${enc(name)}/profile-picture/upload`, {
      token,
      body: form,
    })
  }

  it('stores a PNG, returns its /uploads URL and serves the same bytes', async () => {
    const png = identiconPng('upload test')
    const { status, body } = await upload(DEMO_PLAYER_MAIN, me, png)
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true })
    expect(body.imageUrl).toMatch(/^\/uploads\/aurelia-voss-[0-9a-f]+\.png$/)
    expect(findCharacter(DEMO_PLAYER_MAIN)?.profilePictureUrl).toBe(body.imageUrl)
    const served = await fetch(`http://localhost${body.imageUrl}?t=123&token=abc`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png)
  })

  it('recognises JPEG and WebP by their bytes, whatever the declared type', async () => {
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])
    const r1 = await upload(DEMO_PLAYER_MAIN, me, jpeg, 'application/octet-stream')
    expect(r1.status).toBe(200)
    expect(r1.body.imageUrl).toMatch(/\.jpg$/)
    const webp = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50])
    const r2 = await upload(DEMO_PLAYER_MAIN, me, webp)
    expect(r2.status).toBe(200)
    expect(r2.body.imageUrl).toMatch(/\.webp$/)
    // Replacing a picture removes the previous upload.
    expect(
      db.uploads.findFirst((q) => q.where({ name: r1.body.imageUrl.slice('/uploads/'.length) })),
    ).toBeUndefined()
  })

  it('refuses non-images, oversized files, a missing field and non-multipart bodies (400)', async () => {
    const gif = new TextEncoder().encode('GIF89a.....')
    const notImage = await upload(DEMO_PLAYER_MAIN, me, gif, 'image/png')
    expect(notImage.status).toBe(400)
    expect(notImage.body).toMatchObject({ error: 'Please select a PNG, JPEG, or WebP image file.' })
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const tooBig = await upload(DEMO_PLAYER_MAIN, me, big)
    expect(tooBig.status).toBe(400)
    expect(tooBig.body).toMatchObject({ error: 'File size must be less than 5MB.' })
    const wrongField = await upload(DEMO_PLAYER_MAIN, me, identiconPng('x'), 'image/png', 'file')
    expect(wrongField.status).toBe(400)
    expect(wrongField.body).toMatchObject({ error: 'image is required' })
    const json = await call('POST', `/players/${enc(DEMO_PLAYER_MAIN)}/profile-picture/upload`, {
      token: me,
      body: {},
    })
    expect(json.status).toBe(400)
  })

  it('checks token (401), existence (404) and ownership (403)', async () => {
    const png = identiconPng('x')
    expect((await upload(DEMO_PLAYER_MAIN, 'nope', png)).status).toBe(401)
    expect((await upload('Nobody', me, png)).status).toBe(404)
    expect((await upload(OTHER, me, png)).status).toBe(403)
    expect((await upload(DECEASED, dead, png)).status).toBe(403)
    expect((await upload(OTHER, admin, png)).status).toBe(200)
  })

  it('answers 404 for unknown files', async () => {
    const r = await fetch('http://localhost/uploads/missing.png')
    expect(r.status).toBe(404)
  })
})

describe('identity helpers for admin edits', () => {
  it('renames a character with its sessions and relations, refusing taken names', async () => {
    renameCharacterIdentity('mira quill', 'Mira Quillon')
    expect(findCharacter('Mira Quillon')?.accountUuid).toBe(findCharacter('Osric Vale')?.accountUuid)
    const r = await call<RelationsResponse>('GET', `/players/${enc(DEMO_PLAYER_MAIN)}/relations`, {
      token: me,
    })
    expect(r.body.relations['Mira Quillon']).toBe(5)
    // The renamed character's token still works.
    expect((await call('GET', '/players?limit=1', { token: other })).status).toBe(200)
    expect(() => renameCharacterIdentity('Mira Quillon', 'tomas reed')).toThrow(/already exists/)
  })

  it('deletes a character with its sessions and relations', async () => {
    deleteCharacterIdentity(OTHER)
    expect(findCharacter(OTHER)).toBeUndefined()
    expect((await call('GET', '/players?limit=1', { token: other })).status).toBe(401)
    const r = await call<RelationsResponse>('GET', `/players/${enc(DEMO_PLAYER_MAIN)}/relations`, {
      token: me,
    })
    expect(r.body.relations).toEqual({ 'Tomas Reed': 2 })
  })
})
