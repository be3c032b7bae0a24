import { beforeEach, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import {
  AUTH_KEY,
  SESSION_KEY,
  characterSelected,
  followStoredAuth,
  logout,
  passwordKnown,
  rememberPassword,
  restoreSession,
  session,
  signedIn,
  updateAuth,
  updateCharacter,
  watchOtherTabs,
} from '@/state/session'
import { STORED_FORMAT } from '@/state/stored-session'
import { returnToCharacters } from '@/app/navigation'
import { authData, character, sessionFor, DEMO_PASSWORD, DEMO_UUID } from './fixtures/demo-player'
import { useMswServer } from '../support/msw-server'

const server = useMswServer()

beforeEach(() => {
  logout()
  localStorage.clear()
  sessionStorage.clear()
})

const stored = (key: string) => localStorage.getItem(key)
const tabStored = (key: string) => sessionStorage.getItem(key)
const OTHER_UUID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d'

/** The auth record as this version writes it (no password). */
function storedAuth(patch: Record<string, unknown> = {}, auth = authData()) {
  const { credentials, success: _success, ...rest } = auth
  return { format: STORED_FORMAT, ...rest, credentials: { uuid: credentials.uuid }, ...patch }
}

/** Every value in both storages, to look for the password. */
const everythingStored = () =>
  [localStorage, sessionStorage].flatMap((area) =>
    Array.from({ length: area.length }, (_, i) => `${area.key(i)}=${area.getItem(area.key(i)!)}`),
  )

describe('what is stored where', () => {
  it('never writes the password: the account is shared, the character session is per tab', () => {
    const auth = authData()
    signedIn(auth)
    characterSelected(sessionFor(auth.displayNames[0]))

    expect(everythingStored().join('\n')).not.toContain(DEMO_PASSWORD)
    expect(JSON.parse(stored(AUTH_KEY)!)).toEqual(storedAuth({}, auth))
    expect(JSON.parse(tabStored(SESSION_KEY)!)).toMatchObject({
      token: 'token-abc',
      selectedDisplayName: 'Aldric Stone',
    })
    expect(stored(SESSION_KEY)).toBeNull()
    // The password stays in this tab's memory, for selecting and renewing.
    expect(session.auth?.credentials).toEqual({ uuid: DEMO_UUID, password: DEMO_PASSWORD })
    expect(passwordKnown()).toBe(true)
  })

  it('keeps the stored record free of fields the schema does not know', () => {
    const auth = authData([{ ...character(), extra: 'field' } as never])
    signedIn({ ...auth, unexpected: true } as never)
    expect(restoreSession()).toBe('character-select')
  })
})

describe('session restore on start', () => {
  it('restores a valid auth record to character selection, without the password', () => {
    localStorage.setItem(AUTH_KEY, JSON.stringify(storedAuth()))
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(sessionFor(character())))

    expect(restoreSession()).toBe('character-select')
    expect(session.auth?.uuid).toBe(DEMO_UUID)
    expect(session.auth?.displayNames.map((c) => c.name)).toEqual(['Aldric Stone'])
    expect(session.auth?.credentials).toEqual({ uuid: DEMO_UUID, password: '' })
    expect(passwordKnown()).toBe(false)
    expect(session.session).toBeNull()
    expect(tabStored(SESSION_KEY)).toBeNull()
    expect(stored(AUTH_KEY)).not.toBeNull()

    rememberPassword('typed-again')
    expect(passwordKnown()).toBe(true)
    expect(stored(AUTH_KEY)).not.toContain('typed-again')
  })

  it('starts at login when nothing is stored', () => {
    expect(restoreSession()).toBe('login')
    expect(session.auth).toBeNull()
    expect(session.session).toBeNull()
  })

  it('clears corrupt JSON and starts at login', () => {
    localStorage.setItem(AUTH_KEY, '{"uuid": "6f1c2a3b')
    sessionStorage.setItem(SESSION_KEY, 'not json at all')
    expect(restoreSession()).toBe('login')
    expect(stored(AUTH_KEY)).toBeNull()
    expect(tabStored(SESSION_KEY)).toBeNull()
    expect(session.auth).toBeNull()
  })

  it.each([
    ['a picture url that is a number', { displayNames: [{ ...character(), profilePictureUrl: 123 }] }],
    ['a list that is not a list', { displayNames: 'nope' }],
    ['a character without its flags', { displayNames: [{ name: 'Aldric Stone' }] }],
    ['a count that is text', { displayNameCount: '1' }],
    ['a missing field', { isAdmin: undefined }],
    ['a field the schema does not know', { theme: 'dark' }],
    ['an account id that is not a UUID', { credentials: { uuid: 'someone' } }],
    [
      'the old format, with the password in it',
      { format: undefined, credentials: { uuid: DEMO_UUID, password: DEMO_PASSWORD } },
    ],
  ])('clears an auth record with %s and starts at login', (_, patch) => {
    localStorage.setItem(AUTH_KEY, JSON.stringify(storedAuth(patch)))
    expect(restoreSession()).toBe('login')
    expect(stored(AUTH_KEY)).toBeNull()
    expect(session.auth).toBeNull()
  })

  it('clears both records when the session record does not fit', () => {
    localStorage.setItem(AUTH_KEY, JSON.stringify(storedAuth()))
    for (const bad of [{ token: 42 }, { ...sessionFor(character()), expiresAt: 'soon' }, 'null', []]) {
      sessionStorage.setItem(SESSION_KEY, JSON.stringify(bad))
      localStorage.setItem(AUTH_KEY, JSON.stringify(storedAuth()))
      expect(restoreSession()).toBe('login')
      expect(stored(AUTH_KEY)).toBeNull()
      expect(tabStored(SESSION_KEY)).toBeNull()
    }
  })

  it('rejects what is not an object at all', () => {
    for (const bad of ['null', '[]', '"text"', '7']) {
      localStorage.setItem(AUTH_KEY, bad)
      expect(restoreSession()).toBe('login')
      expect(stored(AUTH_KEY)).toBeNull()
    }
  })

  it('drops a session record left without its auth record, and the old localStorage session', () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(sessionFor(character())))
    localStorage.setItem(SESSION_KEY, JSON.stringify(sessionFor(character())))
    expect(restoreSession()).toBe('login')
    expect(tabStored(SESSION_KEY)).toBeNull()
    expect(stored(SESSION_KEY)).toBeNull()
  })

  it('survives storage that throws', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    expect(restoreSession()).toBe('login')
    getItem.mockRestore()
  })
})

describe('logout and back', () => {
  it('logout clears both records and returns to login', () => {
    const auth = authData()
    signedIn(auth)
    characterSelected(sessionFor(auth.displayNames[0]))
    expect(stored(AUTH_KEY)).not.toBeNull()
    expect(tabStored(SESSION_KEY)).not.toBeNull()

    logout()
    expect(session.screen).toBe('login')
    expect(session.auth).toBeNull()
    expect(session.session).toBeNull()
    expect(stored(AUTH_KEY)).toBeNull()
    expect(tabStored(SESSION_KEY)).toBeNull()
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
    expect(session.screen).toBe('character-select')
    expect(session.session).toBeNull()
    expect(tabStored(SESSION_KEY)).toBeNull()
    await refresh

    expect(seen).toEqual([{ uuid: DEMO_UUID, password: DEMO_PASSWORD }])
    expect(session.auth?.displayNames.map((c) => c.name)).toEqual(['Aldric Stone', 'Mira Vale'])
    expect(session.auth?.displayNameCount).toBe(2)
    expect(session.auth?.credentials).toEqual({ uuid: DEMO_UUID, password: DEMO_PASSWORD })
    const kept = JSON.parse(stored(AUTH_KEY) ?? 'null')
    expect(kept.displayNames[0].biography).toBe('Refreshed biography')
    expect(stored(AUTH_KEY)).not.toContain(DEMO_PASSWORD)
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

describe('other tabs', () => {
  function playing() {
    const auth = authData()
    signedIn(auth)
    characterSelected(sessionFor(auth.displayNames[0]))
  }

  it('follows a logout in another tab without writing anything back', () => {
    playing()
    localStorage.removeItem(AUTH_KEY) // what the other tab's logout does
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    followStoredAuth()
    expect(session.screen).toBe('login')
    expect(session.auth).toBeNull()
    expect(session.session).toBeNull()
    expect(tabStored(SESSION_KEY)).toBeNull()
    expect(setItem).not.toHaveBeenCalled()
    setItem.mockRestore()
  })

  it('never writes its record back after another tab logged out, even before the event arrived', () => {
    playing()
    localStorage.removeItem(AUTH_KEY)
    updateCharacter({ biography: 'Saved in this tab after the logout elsewhere' })
    updateAuth({ displayNameCount: 9 })
    expect(stored(AUTH_KEY)).toBeNull()
    expect(session.screen).toBe('login')
    expect(session.auth).toBeNull()
  })

  it('follows a sign-in as another account: its characters, no session, no password', () => {
    playing()
    localStorage.setItem(
      AUTH_KEY,
      JSON.stringify(storedAuth({ uuid: OTHER_UUID, credentials: { uuid: OTHER_UUID } })),
    )
    followStoredAuth()
    expect(session.screen).toBe('character-select')
    expect(session.auth?.credentials).toEqual({ uuid: OTHER_UUID, password: '' })
    expect(session.session).toBeNull()
    expect(tabStored(SESSION_KEY)).toBeNull()
  })

  it('takes the same account’s refreshed characters and keeps playing', () => {
    playing()
    const refreshed = storedAuth({
      displayNames: [character(), character({ name: 'Mira Vale', isRecent: false })],
      displayNameCount: 2,
    })
    localStorage.setItem(AUTH_KEY, JSON.stringify(refreshed))
    followStoredAuth()
    expect(session.screen).toBe('game')
    expect(session.auth?.displayNames.map((c) => c.name)).toEqual(['Aldric Stone', 'Mira Vale'])
    expect(session.auth?.credentials.password).toBe(DEMO_PASSWORD)
    expect(session.session?.token).toBe('token-abc')
  })

  it('hears other tabs through the storage event', () => {
    watchOtherTabs()
    playing()
    localStorage.removeItem(AUTH_KEY)
    window.dispatchEvent(new StorageEvent('storage', { key: 'statecraft.other', storageArea: localStorage }))
    expect(session.screen).toBe('game')
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_KEY, storageArea: localStorage }))
    expect(session.screen).toBe('login')
  })
})
