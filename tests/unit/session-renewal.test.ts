// Token renewal (spec section 9: 5-minute buffer): first the renewal rules on their own, with a
// fake select call and a fake clock; then through the API client, the session store and the real
// fake backend, whose clock expires the tokens it issued.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { login, selectCharacter } from '@/api/auth'
import { fetchNations } from '@/api/nations'
import { ApiError } from '@/api/client'
import { toAuthData } from '@/features/auth/login-flow'
import { characterSelected, logout, session, signedIn } from '@/state/session'
import { game, openSection } from '@/state/game'
import {
  EXPIRY_BUFFER_MS,
  SESSION_ENDED_TEXT,
  createRenewal,
  type RenewableSession,
} from '@/state/session-renewal'
import { scenarioClock } from '@mocks/clock'
import { DEMO_ACCOUNTS, DEMO_PLAYER_MAIN } from '@mocks/scenarios/identity'
import { server, useFakeBackend } from '../support/backend'

const MINUTE = 60_000
const NOW = Date.parse('2026-11-20T12:00:00.000Z')
const at = (ms: number) => new Date(ms).toISOString()

/** A renewal over a session held in a plain object, with a controllable select call. */
function harness(
  expiresAt: string | null,
  select?: (n: number) => Promise<{ token: string; expiresAt: string | null }>,
) {
  const state: { current: RenewableSession | null } = {
    current: { token: 't0', expiresAt, uuid: 'u', password: 'pw', displayName: 'Aldric' },
  }
  const calls: string[][] = []
  const ended = vi.fn()
  let count = 0
  const hooks = createRenewal({
    current: () => state.current,
    select: (uuid, password, name) => {
      calls.push([uuid, password, name])
      count += 1
      return select
        ? select(count)
        : Promise.resolve({ token: `t${count}`, expiresAt: at(Date.now() + 12 * 60 * MINUTE) })
    },
    renewed: (token, expires) => {
      state.current = { ...state.current!, token, expiresAt: expires }
    },
    ended,
  })
  return { hooks, state, calls, ended }
}

describe('renewal rules', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())

  it('renews before the next call once the token is within 5 minutes of expiry', async () => {
    const { hooks, state, calls } = harness(at(NOW + EXPIRY_BUFFER_MS + MINUTE))
    await hooks.beforeCall()
    expect(calls).toEqual([])

    vi.setSystemTime(NOW + 2 * MINUTE)
    await hooks.beforeCall()
    expect(calls).toEqual([['u', 'pw', 'Aldric']])
    expect(state.current?.token).toBe('t1')
    await hooks.beforeCall()
    expect(calls).toHaveLength(1)
  })

  it('never renews ahead of time without an expiry the console can read', async () => {
    for (const expiresAt of [null, 'not a date']) {
      const { hooks, calls } = harness(expiresAt)
      await hooks.beforeCall()
      expect(calls).toEqual([])
    }
  })

  it('lets calls that need a renewal at the same time share one', async () => {
    const { hooks, calls } = harness(at(NOW + MINUTE))
    await Promise.all([hooks.beforeCall(), hooks.beforeCall(), hooks.renewAfterRejection('t0')])
    expect(calls).toHaveLength(1)
  })

  it('a token that arrives inside the buffer is not renewed before every call', async () => {
    const { hooks, calls, state } = harness(at(NOW + MINUTE), (n) =>
      Promise.resolve({ token: `t${n}`, expiresAt: at(Date.now() + 2 * MINUTE) }),
    )
    await hooks.beforeCall()
    await hooks.beforeCall()
    await hooks.beforeCall()
    expect(calls).toHaveLength(1)
    expect(state.current?.token).toBe('t1')
    // Once the server refuses it, it gets its one renewal.
    expect(await hooks.renewAfterRejection('t1')).toBe('t2')
  })

  it('a refused token gets one renewal; a failed one ends the session once, without a loop', async () => {
    const { hooks, calls, ended } = harness(at(NOW + 60 * MINUTE), () => Promise.reject(new Error('refused')))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await hooks.renewAfterRejection('t0')).toBeNull()
    expect(await hooks.renewAfterRejection('t0')).toBeNull()
    expect(calls).toHaveLength(1)
    expect(ended).toHaveBeenCalledTimes(2)
    expect(ended).toHaveBeenCalledWith(SESSION_ENDED_TEXT)
    warn.mockRestore()
  })

  it('after a failed renewal ahead of time, the old token is used until the server refuses it', async () => {
    const { hooks, calls, ended, state } = harness(at(NOW + MINUTE), () => Promise.reject(new Error('down')))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await hooks.beforeCall()
    expect(state.current?.token).toBe('t0')
    expect(ended).not.toHaveBeenCalled()
    expect(await hooks.renewAfterRejection('t0')).toBeNull()
    expect(calls).toHaveLength(1)
    expect(ended).toHaveBeenCalledOnce()
    warn.mockRestore()
  })

  it('a late 401 for a token renewed meanwhile retries with its successor, without renewing again', async () => {
    const { hooks, calls } = harness(at(NOW + 60 * MINUTE))
    expect(await hooks.renewAfterRejection('t0')).toBe('t1')
    expect(await hooks.renewAfterRejection('t0')).toBe('t1')
    expect(calls).toHaveLength(1)
  })

  it('never hands a call made for one character the token of another', async () => {
    let release: (value: { token: string; expiresAt: string | null }) => void = () => {}
    const { hooks, state, ended } = harness(
      at(NOW + 60 * MINUTE),
      () => new Promise((resolve) => (release = resolve)),
    )
    const pending = hooks.renewAfterRejection('t0')
    state.current = { ...state.current!, token: 'other-character', displayName: 'Mira' }
    release({ token: 't1', expiresAt: null })
    expect(await pending).toBeNull()
    expect(state.current.token).toBe('other-character')
    expect(ended).not.toHaveBeenCalled()
    expect(await hooks.renewAfterRejection('t0')).toBeNull()
  })
})

describe('renewal through the API client and the fake backend', () => {
  useFakeBackend('minimal')
  const player = DEMO_ACCOUNTS.player
  let selects: unknown[] = []
  let bearers: string[] = []

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(scenarioClock.sessionNowMs())
    logout()
    selects = []
    bearers = []
    signedIn(
      toAuthData(await login(player.uuid, player.password), { uuid: player.uuid, password: player.password }),
    )
    const answer = await selectCharacter(player.uuid, player.password, DEMO_PLAYER_MAIN)
    characterSelected(
      {
        token: answer.token,
        selectedDisplayName: DEMO_PLAYER_MAIN,
        isAdminPanel: false,
        expiresAt: answer.expiresAt,
      },
      answer.character,
    )
    // Recorders in front of the fake backend's handlers (no answer: the request goes on to them).
    server.use(
      http.post('*/api/v1/auth/select-character', async ({ request }) => {
        selects.push(await request.clone().json())
      }),
      http.get('*/api/v1/nations', ({ request }) => {
        bearers.push(request.headers.get('authorization') ?? '')
      }),
    )
  })
  afterEach(() => {
    vi.useRealTimers()
    logout()
  })

  const expectedSelect = { uuid: player.uuid, password: player.password, displayName: DEMO_PLAYER_MAIN }

  it('selects the same character again before a call when the token is about to expire', async () => {
    const first = session.session!.token
    vi.setSystemTime(Date.parse(session.session!.expiresAt!) - 4 * MINUTE)
    await fetchNations()
    expect(selects).toEqual([expectedSelect])
    expect(session.session!.token).not.toBe(first)
    expect(bearers).toEqual([`Bearer ${session.session!.token}`])
    expect(JSON.parse(sessionStorage.getItem('statecraft.session')!).token).toBe(session.session!.token)
  })

  it('on a 401 mid-session renews once and sends the call again, staying where the user was', async () => {
    openSection('nations')
    // The server's clock passes the tokens' expiry; the console's does not (no renewal ahead).
    scenarioClock.tick(13 * 60 * MINUTE)
    const nations = await fetchNations()
    expect(Array.isArray(nations)).toBe(true)
    expect(selects).toEqual([expectedSelect])
    expect(bearers).toHaveLength(2)
    expect(bearers[1]).toBe(`Bearer ${session.session!.token}`)
    expect(session.screen).toBe('game')
    expect(game.section).toBe('nations')
  })

  it('calls refused at the same time share one renewal', async () => {
    scenarioClock.tick(13 * 60 * MINUTE)
    await Promise.all([fetchNations(), fetchNations(), fetchNations()])
    expect(selects).toHaveLength(1)
  })

  it('when the renewal fails: back to login with the reason, the account and the area kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    openSection('banking')
    scenarioClock.tick(13 * 60 * MINUTE)
    server.use(
      http.post('*/api/v1/auth/select-character', async ({ request }) => {
        selects.push(await request.clone().json())
        return HttpResponse.json({ success: false, message: 'Invalid UUID or password' }, { status: 401 })
      }),
    )
    const failure = await fetchNations().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).status).toBe(401)
    expect(selects).toHaveLength(1)
    expect(session.screen).toBe('login')
    expect(session.session).toBeNull()
    expect(session.resume).toEqual({
      reason: SESSION_ENDED_TEXT,
      uuid: player.uuid,
      selectedDisplayName: DEMO_PLAYER_MAIN,
      section: 'banking',
    })
    // Signing in again as that account and picking the character returns to the same area.
    signedIn(
      toAuthData(await login(player.uuid, player.password), { uuid: player.uuid, password: player.password }),
    )
    characterSelected({
      token: 'renewed-by-hand',
      selectedDisplayName: DEMO_PLAYER_MAIN,
      isAdminPanel: false,
      expiresAt: null,
    })
    expect(game.section).toBe('banking')
    expect(session.resume).toBeNull()
    warn.mockRestore()
  })

  it('a 401 that a fresh token does not cure reaches the caller, with no second renewal', async () => {
    server.use(
      http.get('*/api/v1/nations', ({ request }) => {
        bearers.push(request.headers.get('authorization') ?? '')
        return HttpResponse.json(
          { success: false, error: 'Unauthorized', message: 'Unauthorized' },
          { status: 401 },
        )
      }),
    )
    const failure = await fetchNations().catch((error: unknown) => error)
    expect((failure as ApiError).status).toBe(401)
    expect(selects).toHaveLength(1)
    expect(bearers).toEqual([expect.any(String), `Bearer ${session.session!.token}`])
    expect(bearers[0]).not.toBe(bearers[1])
    expect(session.screen).toBe('game')
  })
})
