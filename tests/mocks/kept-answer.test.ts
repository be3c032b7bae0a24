// @vitest-environment node
// Whole-collection answers are kept, encoded, until the world changes: a change through the API,
// a row written or removed, the clock moving, or a write still in flight.

import { describe, expect, it, vi } from 'vitest'
import type { AdminCharacter } from '@/api/types'
import { db, insertRow } from '@mocks/db'
import { stableVersion, writeEnded, writeStarted, worldTouched } from '@mocks/db/version'
import { scenarioClock } from '@mocks/clock'
import { keptAnswer, keptBytes } from '@mocks/handlers/kept-answer'
import { DEMO_ACCOUNTS } from '@mocks/scenarios'
import { adminToken, call, cast, useEconomy } from './economy-support'

useEconomy('minimal')

const text = async (response: Response) => JSON.parse(await response.text()) as Record<string, unknown>

describe('keptAnswer', () => {
  it('builds once and answers the same bytes until the world changes', async () => {
    let builds = 0
    const build = () => ({ n: ++builds })
    worldTouched()
    const first = keptAnswer('test/counter', build)
    expect(await text(first)).toEqual({ success: true, n: 1 })
    expect(await text(keptAnswer('test/counter', build))).toEqual({ success: true, n: 1 })
    expect(keptBytes(keptAnswer('test/counter', build))).toBe(keptBytes(first))
    expect(builds).toBe(1)

    worldTouched()
    expect(await text(keptAnswer('test/counter', build))).toEqual({ success: true, n: 2 })
    expect(await text(keptAnswer('test/other', build))).toEqual({ success: true, n: 3 })
    expect(await text(keptAnswer('test/counter', build))).toEqual({ success: true, n: 2 })
  })

  it('keeps nothing while a write is in flight, and rebuilds after it', async () => {
    let builds = 0
    const build = () => ({ n: ++builds })
    keptAnswer('test/writes', build)
    writeStarted()
    keptAnswer('test/writes', build)
    keptAnswer('test/writes', build)
    expect(builds).toBe(3)
    writeEnded()
    expect(await text(keptAnswer('test/writes', build))).toEqual({ success: true, n: 4 })
    expect(await text(keptAnswer('test/writes', build))).toEqual({ success: true, n: 4 })
  })

  it('rebuilds when the clock moves or a row is written', () => {
    let builds = 0
    const build = () => ({ n: ++builds })
    keptAnswer('test/clock', build)
    scenarioClock.tick(1000)
    keptAnswer('test/clock', build)
    expect(builds).toBe(2)
    insertRow(db.settings, { ...db.settings.all()[0] })
    keptAnswer('test/clock', build)
    expect(builds).toBe(3)
  })

  it('keeps a timeless answer while world time passes, not when the world changes', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const state = scenarioClock.getState()
    try {
      scenarioClock.follow()
      const builds = { timeless: 0, timed: 0 }
      const ask = () => {
        keptAnswer('test/timeless', () => ({ n: ++builds.timeless }), { timeless: true })
        keptAnswer('test/timed', () => ({ n: ++builds.timed }))
      }
      ask()
      vi.setSystemTime(Date.now() + 120_000)
      ask()
      expect(builds).toEqual({ timeless: 1, timed: 2 })
      worldTouched()
      ask()
      expect(builds).toEqual({ timeless: 2, timed: 3 })
    } finally {
      scenarioClock.setState(state)
      vi.useRealTimers()
    }
  })
})

describe('kept entity lists over the API', () => {
  it('stay kept across a sign-in, which writes only sessions and failed attempts', async () => {
    const { uuid, password } = DEMO_ACCOUNTS.admin
    const before = stableVersion()
    expect((await call('POST', '/auth/login', { body: { uuid, password } })).status).toBe(200)
    expect((await call('POST', '/auth/login', { body: { uuid, password: 'wrong' } })).status).toBe(401)
    const selected = await call('POST', '/auth/select-character', {
      body: { uuid, password, displayName: 'Divine Entity' },
    })
    expect(selected.status).toBe(200)
    expect(stableVersion()).toBe(before)
    // Any other write still moves it.
    await call('PUT', '/admin/character', {
      token: adminToken(),
      body: { displayName: cast.mira, biography: 'x' },
    })
    expect(stableVersion()).not.toBe(before)
  })

  it('show a change made through the API at once', async () => {
    const token = adminToken()
    const names = async () =>
      (
        await call<{ characters: AdminCharacter[] }>('GET', '/admin/entities/characters', { token })
      ).body.characters.map((c) => c.name)
    expect(await names()).toContain(cast.mira)
    const renamed = await call('PUT', '/admin/character', {
      token,
      body: { displayName: cast.mira, newName: 'Mira Quill-Renamed' },
    })
    expect(renamed.status).toBe(200)
    const after = await names()
    expect(after).toContain('Mira Quill-Renamed')
    expect(after).not.toContain(cast.mira)
  })
})
