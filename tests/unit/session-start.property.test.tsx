// Property: whatever sits in the two storage keys (random JSON, text, or a valid record with one
// field replaced by random JSON), start-up never crashes. Restore either accepts a record that fits
// the schema (character selection) or clears both and starts at login, and the console renders.
import { beforeEach, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { render, screen } from '../support/render'
import { App } from '@/app/App'
import { AUTH_KEY, SESSION_KEY, logout, restoreSession, session } from '@/state/session'
import { STORED_FORMAT, STORED_SCHEMA } from '@/state/stored-session'
import { authData, character, sessionFor } from './fixtures/demo-player'

beforeEach(() => {
  logout()
  localStorage.clear()
  sessionStorage.clear()
})

function validAuth(): Record<string, unknown> {
  const {
    credentials,
    success: _success,
    ...rest
  } = authData([character(), character({ name: 'Mira Vale' })])
  return { format: STORED_FORMAT, ...rest, credentials: { uuid: credentials.uuid } }
}
const validSession = (): Record<string, unknown> => ({ ...sessionFor(character()) })

/** A valid record with one field (top level or inside the first character) set to any JSON. */
function mutated(valid: () => Record<string, unknown>) {
  const record = valid()
  const fields = Object.keys(record)
  return fc
    .tuple(
      fc.constantFrom(...fields, 'displayNames.0.name', 'displayNames.0.profilePictureUrl'),
      fc.jsonValue(),
    )
    .map(([path, value]) => {
      const copy = structuredClone(record)
      const [head, index, leaf] = path.split('.')
      const list = copy[head]
      if (leaf && Array.isArray(list)) (list[Number(index)] as Record<string, unknown>)[leaf] = value
      else copy[head] = value
      return JSON.stringify(copy)
    })
}

/** What may sit under a key: nothing, any text, any JSON, a damaged valid record, a valid one. */
const storedText = (valid: () => Record<string, unknown>) =>
  fc.oneof(fc.constant(null), fc.string(), fc.json(), mutated(valid), fc.constant(JSON.stringify(valid())))

function put(area: Storage, key: string, text: string | null) {
  if (text === null) area.removeItem(key)
  else area.setItem(key, text)
}

describe('start-up with random storage', () => {
  it('restore never throws, and keeps only records that fit the schema', () => {
    fc.assert(
      fc.property(storedText(validAuth), storedText(validSession), (auth, saved) => {
        put(localStorage, AUTH_KEY, auth)
        put(sessionStorage, SESSION_KEY, saved)
        const screenShown = restoreSession()
        expect(sessionStorage.getItem(SESSION_KEY)).toBeNull()
        if (screenShown === 'character-select') {
          expect(STORED_SCHEMA.auth(JSON.parse(localStorage.getItem(AUTH_KEY)!))).toBe(true)
          expect(session.auth?.credentials.password).toBe('')
        } else {
          expect(screenShown).toBe('login')
          expect(localStorage.getItem(AUTH_KEY)).toBeNull()
          expect(session.auth).toBeNull()
        }
      }),
      { numRuns: 300 },
    )
  })

  it('the console renders its first screen, never the error boundary', async () => {
    await fc.assert(
      fc.asyncProperty(storedText(validAuth), storedText(validSession), async (auth, saved) => {
        put(localStorage, AUTH_KEY, auth)
        put(sessionStorage, SESSION_KEY, saved)
        const shown = restoreSession()
        const { unmount } = render(<App />)
        try {
          const heading = shown === 'login' ? 'Sign in to your account' : 'Select a Character'
          expect(await screen.findByRole('heading', { name: heading })).toBeVisible()
          expect(screen.queryByText('Something went wrong')).toBeNull()
        } finally {
          unmount()
          logout()
        }
      }),
      {
        numRuns: 30,
        // A record that once crashed every reload: a picture address that is a number.
        examples: [
          [
            JSON.stringify({ ...validAuth(), displayNames: [{ ...character(), profilePictureUrl: 123 }] }),
            null,
          ],
        ],
      },
    )
  }, 90_000)
})
