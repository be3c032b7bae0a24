import { proxy } from 'valtio'
import type { AuthData, Character, Session } from '@/api/auth.types'
import { setTokenSource } from '@/api/client'
import { resetGame } from './game'

/** Browser-storage keys of the two records (the spec leaves their names to us). */
export const AUTH_KEY = 'statecraft.auth'
export const SESSION_KEY = 'statecraft.session'

export type Screen = 'login' | 'character-select' | 'game' | 'tos'

interface SessionState {
  screen: Screen
  /** Where Back on the ToS screen returns to. */
  previousScreen: Screen
  auth: AuthData | null
  session: Session | null
}

const initial: Readonly<SessionState> = Object.freeze({
  screen: 'login',
  previousScreen: 'login',
  auth: null,
  session: null,
})

export const session = proxy<SessionState>({ ...initial })

setTokenSource(() => session.session?.token ?? null)

function write(key: string, value: unknown) {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, JSON.stringify(value))
  } catch {
    /* storage full or blocked: the app still works for this tab */
  }
}

function isAuthData(v: unknown): v is AuthData {
  if (!v || typeof v !== 'object') return false
  const a = v as Record<string, unknown>
  const c = a.credentials as Record<string, unknown> | undefined
  return (
    typeof a.uuid === 'string' &&
    Array.isArray(a.displayNames) &&
    typeof a.displayNameCount === 'number' &&
    !!c &&
    typeof c.uuid === 'string' &&
    typeof c.password === 'string'
  )
}

function isSession(v: unknown): v is Session {
  if (!v || typeof v !== 'object') return false
  const s = v as Record<string, unknown>
  return typeof s.token === 'string' && typeof s.selectedDisplayName === 'string'
}

function readJson(key: string): unknown {
  const raw = localStorage.getItem(key)
  if (raw === null) return undefined
  try {
    return JSON.parse(raw)
  } catch {
    return null
  }
}

/**
 * On start: a valid saved auth record returns the user to character selection; anything corrupt
 * is cleared and the user starts at login. Returns the screen restored to.
 */
export function restoreSession(): Screen {
  let auth: unknown
  let saved: unknown
  try {
    auth = readJson(AUTH_KEY)
    saved = readJson(SESSION_KEY)
  } catch {
    return session.screen
  }
  if (auth === undefined) {
    if (saved !== undefined) write(SESSION_KEY, null)
    return resetTo('login')
  }
  if (!isAuthData(auth) || (saved !== undefined && !isSession(saved))) {
    write(AUTH_KEY, null)
    write(SESSION_KEY, null)
    return resetTo('login')
  }
  session.auth = auth
  session.session = null
  write(SESSION_KEY, null)
  session.screen = 'character-select'
  return session.screen
}

function resetTo(screen: Screen): Screen {
  Object.assign(session, { ...initial, screen })
  return screen
}

export function signedIn(auth: AuthData) {
  session.auth = auth
  session.session = null
  write(AUTH_KEY, auth)
  write(SESSION_KEY, null)
  session.screen = 'character-select'
}

export function characterSelected(next: Session) {
  resetGame()
  session.session = next
  write(SESSION_KEY, next)
  session.screen = 'game'
}

/** Logout clears both records and returns to login. */
export function logout() {
  resetGame()
  write(AUTH_KEY, null)
  write(SESSION_KEY, null)
  resetTo('login')
}

/** Back from the game: clears only the session; the caller refreshes the character data. */
export function backToCharacters() {
  session.session = null
  write(SESSION_KEY, null)
  session.screen = 'character-select'
}

/** Replaces the account's characters (after a refresh) and keeps the stored record in step. */
export function updateAuth(patch: Partial<AuthData>) {
  if (!session.auth) return
  Object.assign(session.auth, patch)
  write(AUTH_KEY, session.auth)
}

/** Updates the selected character in place (new picture, biography). */
export function updateCharacter(patch: Partial<Character>) {
  const current = session.session
  if (!current?.character) return
  Object.assign(current.character, patch)
  const name = current.selectedDisplayName
  if (session.auth) {
    const entry = session.auth.displayNames.find((c) => c.name === name)
    if (entry) Object.assign(entry, patch)
    write(AUTH_KEY, session.auth)
  }
  write(SESSION_KEY, current)
}

export function showTerms() {
  if (session.screen !== 'tos') session.previousScreen = session.screen
  session.screen = 'tos'
}

export function leaveTerms() {
  session.screen = session.previousScreen
}
