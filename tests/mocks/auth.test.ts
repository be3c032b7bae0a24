// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody, LoginResponse, SelectCharacterResponse } from '@/api/types'
import { DEMO_ACCOUNTS, DEMO_ADMIN_MAIN, DEMO_PLAYER_MAIN, MINIMAL_ACCOUNTS } from '@mocks/scenarios/identity'
import { scenarioClock } from '@mocks/clock'
import { db } from '@mocks/db'
import { call, useFakeBackend } from '../support/backend'

useFakeBackend('minimal')

const { player, admin, newbie } = DEMO_ACCOUNTS
const login = (uuid: string, password: string) =>
  call<LoginResponse & Partial<ApiErrorBody>>('POST', '/auth/login', { body: { uuid, password } })
const select = (uuid: string, password: string, displayName: string) =>
  call<SelectCharacterResponse & Partial<ApiErrorBody>>('POST', '/auth/select-character', {
    body: { uuid, password, displayName },
  })

describe('POST /auth/login', () => {
  it('signs DemoPlayer in with every field of LoginResponse', async () => {
    const { status, body } = await login(player.uuid, player.password)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      success: true,
      uuid: player.uuid,
      displayNameCount: player.characters.length,
      hasNoCharacters: false,
      isAdmin: false,
      mostRecentDisplayName: DEMO_PLAYER_MAIN,
    })
    expect(typeof body.message).toBe('string')
    expect(body.displayNames).toHaveLength(player.characters.length)
    const first = body.displayNames[0]
    expect(Object.keys(first).sort()).toEqual(
      ['biography', 'firstUsed', 'isDeceased', 'isRecent', 'lastSeen', 'name', 'profilePictureUrl'].sort(),
    )
    expect(first).toMatchObject({ name: DEMO_PLAYER_MAIN, isRecent: true, isDeceased: false })
    expect(first.profilePictureUrl).toMatch(/^\/uploads\//)
    // Living before deceased, most recently seen first; exactly one recent.
    const deceasedAt = body.displayNames.findIndex((c) => c.isDeceased)
    expect(deceasedAt).toBe(body.displayNames.length - 1)
    expect(body.displayNames.filter((c) => c.isRecent)).toHaveLength(1)
    const seen = body.displayNames.filter((c) => !c.isDeceased).map((c) => Date.parse(c.lastSeen!))
    expect([...seen].sort((a, b) => b - a)).toEqual(seen)
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|salt/)
  })

  it('accepts an upper-case UUID', async () => {
    const { status, body } = await login(player.uuid.toUpperCase(), player.password)
    expect(status).toBe(200)
    expect(body.uuid).toBe(player.uuid)
  })

  it('flags admins and accounts without characters', async () => {
    const a = await login(admin.uuid, admin.password)
    expect(a.body).toMatchObject({
      isAdmin: true,
      mostRecentDisplayName: DEMO_ADMIN_MAIN,
      hasNoCharacters: false,
    })
    const n = await login(newbie.uuid, newbie.password)
    expect(n.status).toBe(200)
    expect(n.body).toMatchObject({
      isAdmin: false,
      hasNoCharacters: true,
      displayNames: [],
      displayNameCount: 0,
      mostRecentDisplayName: null,
    })
  })

  it('gives the same 401 text for a wrong password and an unknown UUID', async () => {
    const wrong = await login(player.uuid, 'nope')
    const unknown = await login('00000000-0000-4000-8000-000000000000', 'nope')
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body).toEqual({
      success: false,
      error: 'Invalid UUID or password',
      message: 'Invalid UUID or password',
    })
    expect(unknown.body).toEqual(wrong.body)
  })

  it('refuses bad input with 400 naming the field', async () => {
    expect((await call('POST', '/auth/login', { body: { password: 'x' } })).body).toMatchObject({
      error: 'uuid is required',
    })
    const bad = await login('not-a-uuid', 'x')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/uuid/)
    const noPassword = await call('POST', '/auth/login', { body: { uuid: player.uuid } })
    expect(noPassword.status).toBe(400)
    expect(noPassword.body).toMatchObject({ success: false, error: 'password is required' })
    const malformed = await call('POST', '/auth/login', {
      body: '{"uuid":',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(malformed.status).toBe(400)
  })

  it('locks a UUID out for 5 minutes after 10 failures in a row, with a 429 that says so', async () => {
    for (let i = 0; i < 10; i++) expect((await login(player.uuid, `wrong-${i}`)).status).toBe(401)
    const locked = await login(player.uuid, player.password)
    expect(locked.status).toBe(429)
    expect(locked.body.error).toMatch(/too many failed login attempts/i)
    expect(locked.body.error).toMatch(/5 minutes/)
    // Other accounts are not affected.
    expect((await login(admin.uuid, admin.password)).status).toBe(200)
    scenarioClock.tick(4 * 60_000)
    expect((await login(player.uuid, player.password)).status).toBe(429)
    scenarioClock.tick(61_000)
    expect((await login(player.uuid, player.password)).status).toBe(200)
  })

  it('locks out unknown UUIDs too, and a success resets the count', async () => {
    const ghost = '11111111-2222-4333-8444-555555555555'
    for (let i = 0; i < 10; i++) await login(ghost, 'x')
    expect((await login(ghost, 'x')).status).toBe(429)
    for (let i = 0; i < 9; i++) await login(player.uuid, 'wrong')
    expect((await login(player.uuid, player.password)).status).toBe(200)
    expect((await login(player.uuid, 'wrong')).status).toBe(401)
    expect((await login(player.uuid, player.password)).status).toBe(200)
  })

  it('stores passwords salted and hashed, never in clear', () => {
    const row = db.accounts.findFirst((q) => q.where({ uuid: player.uuid }))!
    expect(row.passwordHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row.passwordHash).not.toContain(player.password)
    expect(row.salt).toBeTruthy()
  })
})

describe('POST /auth/select-character', () => {
  it('returns a token valid for 12 hours and the character', async () => {
    const { status, body } = await select(player.uuid, player.password, DEMO_PLAYER_MAIN)
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, uuid: player.uuid, selectedDisplayName: DEMO_PLAYER_MAIN })
    expect(body.token).toMatch(/^\S{20,}$/)
    expect(body.character).toMatchObject({ name: DEMO_PLAYER_MAIN, isRecent: true })
    expect(Date.parse(body.expiresAt!) - scenarioClock.sessionNowMs()).toBe(12 * 3_600_000)
    expect(typeof body.message).toBe('string')
  })

  it('matches the name case-insensitively and answers with the stored spelling', async () => {
    const { status, body } = await select(player.uuid, player.password, DEMO_PLAYER_MAIN.toUpperCase())
    expect(status).toBe(200)
    expect(body.selectedDisplayName).toBe(DEMO_PLAYER_MAIN)
  })

  it('lets a deceased character be selected', async () => {
    const deceased = player.characters.find((c) => c.isDeceased)!
    const { status, body } = await select(player.uuid, player.password, deceased.name)
    expect(status).toBe(200)
    expect(body.character?.isDeceased).toBe(true)
  })

  it('opens the admin panel as Divine Entity for admins only', async () => {
    const ok = await select(admin.uuid, admin.password, 'Divine Entity')
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({
      selectedDisplayName: 'Divine Entity',
      character: { name: 'Divine Entity' },
    })
    const refused = await select(player.uuid, player.password, 'Divine Entity')
    expect(refused.status).toBe(403)
    expect(refused.body.success).toBe(false)
  })

  it('checks the password again (401), the name exists (404) and belongs to the account (403)', async () => {
    expect((await select(player.uuid, 'wrong', DEMO_PLAYER_MAIN)).status).toBe(401)
    expect((await select(player.uuid, player.password, 'Nobody Here')).status).toBe(404)
    const other = MINIMAL_ACCOUNTS[0].characters[0].name
    const foreign = await select(player.uuid, player.password, other)
    expect(foreign.status).toBe(403)
    expect(foreign.body.error).toBe(foreign.body.message)
  })

  it('refuses missing fields with 400', async () => {
    const r = await call('POST', '/auth/select-character', {
      body: { uuid: player.uuid, password: player.password },
    })
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ error: 'displayName is required' })
  })
})

describe('tokens', () => {
  it('expire after 12 hours (401)', async () => {
    const { body } = await select(player.uuid, player.password, DEMO_PLAYER_MAIN)
    const me = () => call('GET', '/players?limit=1', { token: body.token })
    expect((await me()).status).toBe(200)
    scenarioClock.tick(12 * 3_600_000 - 1000)
    expect((await me()).status).toBe(200)
    scenarioClock.tick(2000)
    const expired = await me()
    expect(expired.status).toBe(401)
    expect(expired.body).toMatchObject({ success: false })
  })

  it('do not expire when the demo moves the world ahead', async () => {
    const { body } = await select(player.uuid, player.password, DEMO_PLAYER_MAIN)
    scenarioClock.advanceWorld(7 * 86_400_000)
    expect((await call('GET', '/players?limit=1', { token: body.token })).status).toBe(200)
  })

  it('are required, and unknown or malformed ones are refused (401)', async () => {
    expect((await call('GET', '/players')).status).toBe(401)
    expect((await call('GET', '/players', { token: 'sc_unknown' })).status).toBe(401)
    const basic = await call('GET', '/players', { headers: { Authorization: 'Basic abc' } })
    expect(basic.status).toBe(401)
    expect(basic.body).toMatchObject({ success: false })
  })
})
