// @vitest-environment node
// UGC flag, username lookups, and the identity side of the seeded worlds (scenarios, snapshots).
import { describe, expect, it } from 'vitest'
import type { LoginResponse, ToggleUgcResponse, UgcStatus } from '@/api/types'
import { DEMO_ACCOUNTS, DEMO_ADMIN_MAIN, DEMO_PLAYER_MAIN } from '@mocks/scenarios/identity'
import { REFERENCE_DATE, scenarioClock } from '@mocks/clock'
import { buildScenario, loadScenario } from '@mocks/scenarios'
import { db, dbCounts, restoreDb, snapshotDb } from '@mocks/db'
import { findCharacter } from '@mocks/handlers/http'
import { relativeTime } from '@/lib/time'
import { call, tokenFor, useFakeBackend } from '../support/backend'

useFakeBackend('minimal')

describe('UGC flag', () => {
  it('GET /ugc-status needs no token and starts enabled', async () => {
    const { status, body } = await call<UgcStatus>('GET', '/ugc-status')
    expect(status).toBe(200)
    expect(body.ugcEnabled).toBe(true)
  })

  it('admins toggle it; the status follows', async () => {
    const token = tokenFor('Divine Entity', DEMO_ACCOUNTS.admin.uuid)
    const off = await call<ToggleUgcResponse>('POST', '/admin/toggle-ugc', {
      token,
      body: { ugcEnabled: false },
    })
    expect(off.status).toBe(200)
    expect(off.body).toMatchObject({ success: true, ugcEnabled: false })
    expect(typeof off.body.message).toBe('string')
    expect((await call<UgcStatus>('GET', '/ugc-status')).body.ugcEnabled).toBe(false)
    // Admin powers belong to the admin panel: the admin account's ordinary character is refused.
    const asCharacter = await call<ToggleUgcResponse>('POST', '/admin/toggle-ugc', {
      token: tokenFor(DEMO_ADMIN_MAIN),
      body: { ugcEnabled: true },
    })
    expect(asCharacter.status).toBe(403)
    expect((await call<UgcStatus>('GET', '/ugc-status')).body.ugcEnabled).toBe(false)
    const on = await call<ToggleUgcResponse>('POST', '/admin/toggle-ugc', {
      token,
      body: { ugcEnabled: true },
    })
    expect(on.body.ugcEnabled).toBe(true)
  })

  it('refuses players (403), bad input (400) and no token (401)', async () => {
    const player = tokenFor(DEMO_PLAYER_MAIN)
    const refused = await call('POST', '/admin/toggle-ugc', { token: player, body: { ugcEnabled: false } })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ success: false })
    const admin = tokenFor('Divine Entity', DEMO_ACCOUNTS.admin.uuid)
    expect(
      (await call('POST', '/admin/toggle-ugc', { token: admin, body: { ugcEnabled: 'no' } })).status,
    ).toBe(400)
    expect((await call('POST', '/admin/toggle-ugc', { token: admin, body: {} })).status).toBe(400)
    expect((await call('POST', '/admin/toggle-ugc', { body: { ugcEnabled: false } })).status).toBe(401)
    expect((await call<UgcStatus>('GET', '/ugc-status')).body.ugcEnabled).toBe(true)
  })
})

describe('username lookups', () => {
  const proxies = [
    'https://proxy-one.statecraft.example/profile/',
    'https://proxy-two.statecraft.example/profile/',
  ]

  it.each(proxies)('%s resolves the demo usernames case-insensitively to 32-hex ids', async (base) => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const r = await fetch(base + account.username.toLowerCase())
      expect(r.status).toBe(200)
      const body = (await r.json()) as { id: string; name: string }
      expect(body.id).toMatch(/^[0-9a-f]{32}$/)
      expect(body.id).toBe(account.uuid.replace(/-/g, ''))
      expect(body.name).toBe(account.username)
    }
  })

  it.each(proxies)('%s answers 404 for anyone else', async (base) => {
    expect((await fetch(base + 'Notch')).status).toBe(404)
    expect((await fetch(base + 'NorthWind')).status).toBe(404)
  })
})

describe('scenarios', () => {
  it('every world has the three demo accounts with their passwords', async () => {
    for (const name of ['empty', 'minimal', 'demo'] as const) {
      await loadScenario(name)
      for (const account of Object.values(DEMO_ACCOUNTS)) {
        const r = await call<LoginResponse>('POST', '/auth/login', {
          body: { uuid: account.uuid, password: account.password },
        })
        expect(r.status, `${name} ${account.username}`).toBe(200)
        expect(r.body.displayNameCount).toBe(account.characters.length)
      }
    }
    await loadScenario('empty')
    expect(db.accounts.count()).toBe(3)
  })

  it('DemoPlayer has 4+ characters, one deceased, the main one seen today; DemoAdmin has one besides Divine Entity', async () => {
    const player = DEMO_ACCOUNTS.player.characters
    expect(player.length).toBeGreaterThanOrEqual(4)
    expect(player.filter((c) => c.isDeceased)).toHaveLength(1)
    expect(relativeTime(findCharacter(DEMO_PLAYER_MAIN)!.lastSeen, REFERENCE_DATE)).toBe('Today')
    expect(DEMO_ACCOUNTS.admin.characters.length).toBeGreaterThanOrEqual(1)
    expect(DEMO_ACCOUNTS.newbie.characters).toHaveLength(0)
  })

  it('demo: ~150 accounts, 400+ unique characters over every last-seen bucket, deterministic', async () => {
    await loadScenario('demo', { fresh: true })
    const accounts = db.accounts.all()
    const characters = db.characters.all()
    expect(accounts.length).toBeGreaterThanOrEqual(150)
    expect(characters.length).toBeGreaterThanOrEqual(400)
    expect(new Set(characters.map((c) => c.name.toLowerCase())).size).toBe(characters.length)
    expect(new Set(accounts.map((a) => a.username.toLowerCase())).size).toBe(accounts.length)
    for (const a of accounts) {
      expect(a.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
      expect(a.username).toMatch(/^[A-Za-z0-9_]{3,16}$/)
    }
    expect(characters.filter((c) => c.isDeceased).length).toBeGreaterThan(10)
    expect(characters.filter((c) => c.biography).length).toBeGreaterThan(100)
    expect(characters.filter((c) => c.profilePictureUrl?.startsWith('http')).length).toBeGreaterThan(30)
    expect(characters.every((c) => (c.biography ?? '').length <= 1000)).toBe(true)
    const buckets = new Set(
      characters.map((c) => relativeTime(c.lastSeen, REFERENCE_DATE).replace(/^\d+ /, 'N ')),
    )
    for (const bucket of [
      'Today',
      'Yesterday',
      'N days ago',
      'N weeks ago',
      'N months ago',
      'N years ago',
      'Unknown',
    ]) {
      expect(buckets, bucket).toContain(bucket)
    }
    expect(db.relations.count()).toBeGreaterThan(100)
    const names = characters.map((c) => c.name)
    await loadScenario('demo', { fresh: true })
    expect(db.characters.all().map((c) => c.name)).toEqual(names)
  })

  it('loadScenario freezes the clock at the reference date', async () => {
    await loadScenario('minimal')
    expect(scenarioClock.nowIso()).toBe(REFERENCE_DATE.toISOString())
    expect(scenarioClock.isFrozen).toBe(true)
  })

  it('buildScenario adds custom accounts that can sign in', async () => {
    await buildScenario({
      accounts: [
        {
          username: 'Tester',
          password: 'pw',
          characters: ['Test One', { name: 'Test Two', isDeceased: true }],
        },
      ],
      relations: [{ owner: 'Test One', other: DEMO_PLAYER_MAIN, rating: 4 }],
      ugcEnabled: false,
    })
    const account = db.accounts.findFirst((q) => q.where({ username: 'Tester' }))!
    const r = await call<LoginResponse>('POST', '/auth/login', {
      body: { uuid: account.uuid, password: 'pw' },
    })
    expect(r.status).toBe(200)
    expect(r.body.displayNames.map((c) => c.name)).toEqual(['Test One', 'Test Two'])
    expect((await call<UgcStatus>('GET', '/ugc-status')).body.ugcEnabled).toBe(false)
    expect(db.relations.count()).toBe(1)
  })

  it('snapshot and restore round-trip the whole database', async () => {
    const before = snapshotDb()
    const counts = dbCounts()
    findCharacter(DEMO_PLAYER_MAIN)!.biography = 'changed'
    db.characters.all().length = 0
    await restoreDb(before)
    expect(dbCounts()).toEqual(counts)
    expect(findCharacter(DEMO_PLAYER_MAIN)!.biography).not.toBe('changed')
    // Restored rows are real records: update and delete still work.
    const row = findCharacter('Mira Quill')!
    await db.characters.update(row, { data: (c) => void (c.biography = 'updated') })
    expect(findCharacter('Mira Quill')!.biography).toBe('updated')
    db.characters.delete(findCharacter('Mira Quill')!)
    expect(findCharacter('Mira Quill')).toBeUndefined()
    // The snapshot itself was not touched.
    expect(before.collections.characters.some((c) => c.name === 'Mira Quill')).toBe(true)
  })
})
