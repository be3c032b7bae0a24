import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setupServer } from 'msw/node'
import { http, HttpResponse } from 'msw'
import {
  AUTH_KEY,
  SESSION_KEY,
  characterSelected,
  logout,
  restoreSession,
  session,
  signedIn,
} from '@/state/session'
import { returnToCharacters } from '@/app/navigation'
import { authData, character, sessionFor, DEMO_PASSWORD, DEMO_UUID } from './fixtures/demo-player'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

beforeEach(() => {
  logout()
  localStorage.clear()
})

const stored = (key: string) => localStorage.getItem(key)

describe('session restore on start', () => {
  it('restores a valid auth record to character selection and drops the old session', () => {
    const auth = authData()
    localStorage.setItem(AUTH_KEY, JSON.stringify(auth))
    localStorage.setItem(SESSION_KEY, JSON.stringify(sessionFor(auth.displayNames[0])))

    expect(restoreSession()).toBe('character-select')
    expect(session.screen).toBe('character-select')
    expect(session.auth?.uuid).toBe(DEMO_UUID)
    expect(session.auth?.displayNames.map((c) => c.name)).toEqual(['Aldric Stone'])
    expect(session.session).toBeNull()
    expect(stored(SESSION_KEY)).toBeNull()
    expect(stored(AUTH_KEY)).not.toBeNull()
  })

  it('starts at login when nothing is stored', () => {
    expect(restoreSession()).toBe('login')
    expect(session.auth).toBeNull()
    expect(session.session).toBeNull()
  })

  it('clears corrupt JSON and starts at login', () => {
    localStorage.setItem(AUTH_KEY, '{"uuid": "6f1c2a3b')
    localStorage.setItem(SESSION_KEY, 'not json at all')
    expect(restoreSession()).toBe('login')
    expect(stored(AUTH_KEY)).toBeNull()
    expect(stored(SESSION_KEY)).toBeNull()
    expect(session.auth).toBeNull()
  })

  it('clears records of the wrong shape', () => {
    localStorage.setItem(AUTH_KEY, JSON.stringify({ uuid: DEMO_UUID, displayNames: 'nope' }))
    expect(restoreSession()).toBe('login')
    expect(stored(AUTH_KEY)).toBeNull()

    localStorage.setItem(AUTH_KEY, JSON.stringify(authData()))
    localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 42 }))
    expect(restoreSession()).toBe('login')
    expect(stored(AUTH_KEY)).toBeNull()
    expect(stored(SESSION_KEY)).toBeNull()

    for (const bad of ['null', '[]', '"text"', '7']) {
      localStorage.setItem(AUTH_KEY, bad)
      expect(restoreSession()).toBe('login')
      expect(stored(AUTH_KEY)).toBeNull()
    }
  })

  it('drops a session record left without its auth record', () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(sessionFor(character())))
    expect(restoreSession()).toBe('login')
    expect(stored(SESSION_KEY)).toBeNull()
  })
})

describe('logout and back', () => {
  it('logout clears both records and returns to login', () => {
    const auth = authData()
    signedIn(auth)
    characterSelected(sessionFor(auth.displayNames[0]))
    expect(stored(AUTH_KEY)).not.toBeNull()
    expect(stored(SESSION_KEY)).not.toBeNull()

    logout()
    expect(session.screen).toBe('login')
    expect(session.auth).toBeNull()
    expect(session.session).toBeNull()
    expect(stored(AUTH_KEY)).toBeNull()
    expect(stored(SESSION_KEY)).toBeNull()
  })

  it('back from the game clears only the session and refreshes the characters', async () => {
    const seen: unknown[] = []
    const fresh = authData([
      character({ biography: 'Refreshed biography', isRecent: true }),
      character({ name: 'Mira Vale', isRecent: false }),
    ])
    server.use(
      http.post('*/api/v1/auth/login', async ({ request }) => {
        seen.push(await request.json())
        const { credentials: _omit, ...response } = fresh
        return HttpResponse.json(response)
      }),
    )
    const auth = authData()
    signedIn(auth)
    characterSelected(sessionFor(auth.displayNames[0]))

    const refresh = returnToCharacters()
    // The screen switches at once; the refresh follows.
    expect(session.screen).toBe('character-select')
    expect(session.session).toBeNull()
    expect(stored(SESSION_KEY)).toBeNull()
    await refresh

    expect(seen).toEqual([{ uuid: DEMO_UUID, password: DEMO_PASSWORD }])
    expect(session.auth?.displayNames.map((c) => c.name)).toEqual(['Aldric Stone', 'Mira Vale'])
    expect(session.auth?.displayNameCount).toBe(2)
    expect(session.auth?.credentials).toEqual({ uuid: DEMO_UUID, password: DEMO_PASSWORD })
    const kept = JSON.parse(stored(AUTH_KEY) ?? 'null')
    expect(kept.displayNames[0].biography).toBe('Refreshed biography')
  })

  it('keeps the saved characters when the refresh fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.use(http.post('*/api/v1/auth/login', () => HttpResponse.error()))
    const auth = authData()
    signedIn(auth)
    characterSelected(sessionFor(auth.displayNames[0]))
    await returnToCharacters()
    expect(session.screen).toBe('character-select')
    expect(session.auth?.displayNames.map((c) => c.name)).toEqual(['Aldric Stone'])
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('does not write a late refresh into a signed-out console', async () => {
    let answer: () => void = () => {}
    const gate = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.post('*/api/v1/auth/login', async () => {
        await gate
        const { credentials: _omit, ...response } = authData([character({ name: 'Late' })])
        return HttpResponse.json(response)
      }),
    )
    const auth = authData()
    signedIn(auth)
    characterSelected(sessionFor(auth.displayNames[0]))
    const refresh = returnToCharacters()
    logout()
    answer()
    await refresh
    expect(session.auth).toBeNull()
    expect(stored(AUTH_KEY)).toBeNull()
  })
})
