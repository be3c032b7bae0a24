import { proxy, useSnapshot } from 'valtio'
import type { AuthData, Character, Session } from '@/api/auth.types'
import { DIVINE_ENTITY, selectCharacter } from '@/api/auth'
import { setRenewalHooks, setTokenSource, type RenewalHooks } from '@/api/client'
import { game, openSection, resetGame, type Section } from './game'
import type { RenewalDeps } from './session-renewal'
import { STORED_FORMAT, STORED_SCHEMA, type StoredAuth, type StoredSession } from './stored-session'

// What is kept where (see docs/configuration.md, "What the browser stores"):
// - localStorage AUTH_KEY: the login answer (account uuid, characters, flags), never the password;
//   shared by every tab, so signing out anywhere signs out everywhere.
// - sessionStorage SESSION_KEY: this tab's character session (token, character, expiry).
// - memory only: the password. A reload, a new tab or a restarted browser asks for it again
//   before a character can be selected.

/** Browser-storage keys of the two records (the spec leaves their names to us). */
export const AUTH_KEY = 'statecraft.auth'
export const SESSION_KEY = 'statecraft.session'

export type Screen = 'login' | 'character-select' | 'game' | 'tos'

/** Why the user is back at login mid-session, and where they were (restored by the next sign-in). */
export interface Resume {
  /** Shown by the login form. */
  reason: string
  /** The account, prefilled on the login form. */
  uuid: string
  selectedDisplayName: string
  section: Section
}

interface SessionState {
  screen: Screen
  /** Where Back on the ToS screen returns to. */
  previousScreen: Screen
  /** The account; `credentials.password` is '' until the user typed it in this tab. */
  auth: AuthData | null
  session: Session | null
  resume: Resume | null
}

const initial: Readonly<SessionState> = Object.freeze({
  screen: 'login',
  previousScreen: 'login',
  auth: null,
  session: null,
  resume: null,
})

export const session = proxy<SessionState>({ ...initial })

setTokenSource(() => session.session?.token ?? null)

// Tokens are renewed by selecting the same character again (spec section 9). The renewal is only
// needed once signed in: its module is a chunk of its own, out of the login's first download,
// imported by the first call that carries a token, or ahead of it by preloadRenewal.
let renewal: Promise<RenewalHooks> | null = null
function loadRenewal(): Promise<RenewalHooks> {
  renewal ??= import('./session-renewal').then(
    ({ createRenewal }) => createRenewal(renewalDeps),
    (error: unknown) => {
      // Forgotten, so the next call tries again.
      renewal = null
      throw error
    },
  )
  return renewal
}

/** Starts the renewal's import before a call needs it (main.tsx, once the app is in the page). */
export function preloadRenewal(): void {
  loadRenewal().catch(() => undefined)
}

setRenewalHooks({
  // Never throws: without its module, the call goes out with the token it has.
  beforeCall: () =>
    loadRenewal().then(
      (hooks) => hooks.beforeCall(),
      () => undefined,
    ),
  // Without its module, the 401 stands.
  renewAfterRejection: (token) =>
    loadRenewal().then(
      (hooks) => hooks.renewAfterRejection(token),
      () => null,
    ),
})

const renewalDeps: RenewalDeps = {
  current: () => {
    const { auth, session: current } = session
    if (!auth || !current) return null
    return {
      token: current.token,
      expiresAt: current.expiresAt,
      uuid: auth.credentials.uuid,
      password: auth.credentials.password,
      displayName: current.isAdminPanel ? DIVINE_ENTITY : current.selectedDisplayName,
    }
  },
  select: selectCharacter,
  renewed: tokenRenewed,
  ended: sessionEnded,
}

// ---------------------------------------------------------------------------------------------
// Storage: every access may throw (blocked storage, private mode); the console then works for
// this tab only.

const local = () => globalThis.localStorage as Storage | undefined
const perTab = () => globalThis.sessionStorage as Storage | undefined

function put(storage: Storage | undefined, key: string, value: unknown) {
  try {
    if (value === null) storage?.removeItem(key)
    else storage?.setItem(key, JSON.stringify(value))
  } catch {
    /* storage full or blocked */
  }
}

/** undefined: nothing stored; null: something that is not JSON. */
function readJson(storage: Storage | undefined, key: string): unknown {
  let raw: string | null | undefined
  try {
    raw = storage?.getItem(key)
  } catch {
    return undefined
  }
  if (raw === null || raw === undefined) return undefined
  try {
    return JSON.parse(raw)
  } catch {
    return null
  }
}

const pickCharacter = (c: Character): Character => ({
  name: c.name,
  profilePictureUrl: c.profilePictureUrl ?? null,
  biography: c.biography ?? null,
  firstUsed: c.firstUsed ?? null,
  lastSeen: c.lastSeen ?? null,
  isRecent: !!c.isRecent,
  isDeceased: !!c.isDeceased,
})

const toStoredAuth = (auth: AuthData): StoredAuth => ({
  format: STORED_FORMAT,
  uuid: auth.uuid,
  credentials: { uuid: auth.credentials.uuid },
  message: auth.message ?? '',
  displayNames: auth.displayNames.map(pickCharacter),
  mostRecentDisplayName: auth.mostRecentDisplayName ?? null,
  displayNameCount: auth.displayNameCount,
  hasNoCharacters: !!auth.hasNoCharacters,
  isAdmin: !!auth.isAdmin,
})

const toStoredSession = (s: Session): StoredSession => ({
  token: s.token,
  selectedDisplayName: s.selectedDisplayName,
  isAdminPanel: !!s.isAdminPanel,
  expiresAt: s.expiresAt ?? null,
})

const fromStoredAuth = (stored: StoredAuth, password = ''): AuthData => ({
  success: true,
  message: stored.message,
  uuid: stored.uuid,
  displayNames: stored.displayNames,
  mostRecentDisplayName: stored.mostRecentDisplayName,
  displayNameCount: stored.displayNameCount,
  hasNoCharacters: stored.hasNoCharacters,
  isAdmin: stored.isAdmin,
  credentials: { uuid: stored.credentials.uuid, password },
})

/** The auth record in storage, when it fits the schema. */
function storedAuth(): StoredAuth | null {
  const value = readJson(local(), AUTH_KEY)
  return STORED_SCHEMA.auth(value) ? value : null
}

const sameAccount = (
  a: { credentials: { uuid: string } } | null,
  b: { credentials: { uuid: string } } | null,
) => !!a && !!b && a.credentials.uuid.toLowerCase() === b.credentials.uuid.toLowerCase()

/**
 * Writes this tab's account back, but only while the stored record is still that account's: a
 * record another tab removed (logout) or replaced (another account) is never overwritten; this
 * tab follows it instead.
 */
function persistAuth() {
  const auth = session.auth
  if (!auth) return
  if (!sameAccount(storedAuth(), auth)) {
    followStoredAuth()
    return
  }
  put(local(), AUTH_KEY, toStoredAuth(auth))
}

function persistSession() {
  put(perTab(), SESSION_KEY, session.session ? toStoredSession(session.session) : null)
}

// ---------------------------------------------------------------------------------------------
// Start-up

/**
 * On start: a valid saved auth record returns the user to character selection; anything that
 * does not fit the schema (either record) is cleared and the user starts at login. Never throws.
 * Returns the screen restored to.
 */
export function restoreSession(): Screen {
  const auth = readJson(local(), AUTH_KEY)
  const saved = readJson(perTab(), SESSION_KEY)
  // This tab's session is never resumed: restore lands on character selection (spec section 2).
  put(perTab(), SESSION_KEY, null)
  // Earlier versions kept the session record (and a password in the auth record) in localStorage.
  put(local(), SESSION_KEY, null)
  if (
    auth === undefined ||
    !STORED_SCHEMA.auth(auth) ||
    (saved !== undefined && !STORED_SCHEMA.session(saved))
  ) {
    if (auth !== undefined) put(local(), AUTH_KEY, null)
    return resetTo('login')
  }
  Object.assign(session, { ...initial, auth: fromStoredAuth(auth), screen: 'character-select' })
  return session.screen
}

function resetTo(screen: Screen, keep: Partial<SessionState> = {}): Screen {
  Object.assign(session, { ...initial, ...keep, screen })
  return screen
}

// ---------------------------------------------------------------------------------------------
// Other tabs

/**
 * Another tab changed the auth record: signed out (removed), signed in as another account
 * (replaced) or refreshed the characters (same account). This tab follows without writing
 * anything back.
 */
export function followStoredAuth() {
  const stored = storedAuth()
  const mine = session.auth
  if (!stored) {
    if (!mine) return
    resetGame()
    put(perTab(), SESSION_KEY, null)
    resetTo('login', { resume: null })
    return
  }
  if (sameAccount(stored, mine) && mine) {
    Object.assign(mine, {
      ...fromStoredAuth(stored, mine.credentials.password),
      credentials: mine.credentials,
    })
    return
  }
  resetGame()
  put(perTab(), SESSION_KEY, null)
  resetTo('character-select', { auth: fromStoredAuth(stored) })
}

let watching = false

/** Listens for the other tabs' changes to the auth record (the storage event). Idempotent. */
export function watchOtherTabs() {
  if (watching || typeof window === 'undefined') return
  watching = true
  window.addEventListener('storage', (event) => {
    // key null: another tab cleared all of this site's storage.
    if (event.key !== null && event.key !== AUTH_KEY) return
    if (event.storageArea && event.storageArea !== local()) return
    followStoredAuth()
  })
}

// ---------------------------------------------------------------------------------------------
// Actions

/** A successful sign-in: the password stays in memory, the rest is stored for every tab. */
export function signedIn(auth: AuthData) {
  const kept = session.resume
  const resume = kept && sameAccount({ credentials: { uuid: kept.uuid } }, auth) ? kept : null
  Object.assign(session, { ...initial, auth, screen: 'character-select', resume })
  put(local(), AUTH_KEY, toStoredAuth(auth))
  persistSession()
}

/** The password typed on character selection (new tab or reload): kept for this tab only. */
export function rememberPassword(password: string) {
  if (session.auth) session.auth.credentials.password = password
}

/** True when this tab knows the password (it must ask for it before selecting a character). */
export const passwordKnown = (): boolean => !!session.auth?.credentials.password

/**
 * A character was selected. `fresh` is the server's copy of it (select-character answers with
 * one): it replaces the account's entry, the one place the console keeps a character.
 */
export function characterSelected(next: Session, fresh: Character | null = null) {
  resetGame()
  const entry = next.isAdminPanel ? undefined : accountEntry(next.selectedDisplayName)
  if (entry && fresh && fresh.name === entry.name) {
    Object.assign(entry, pickCharacter(fresh))
    persistAuth()
  }
  const resume = session.resume
  if (resume && resume.selectedDisplayName === next.selectedDisplayName && !next.isAdminPanel) {
    openSection(resume.section)
  }
  session.resume = null
  session.session = next
  persistSession()
  session.screen = 'game'
}

/** Logout clears both records (every tab follows) and returns to login. */
export function logout() {
  resetGame()
  put(local(), AUTH_KEY, null)
  put(perTab(), SESSION_KEY, null)
  resetTo('login')
}

/** Back from the game: clears only the session; the caller refreshes the character data. */
export function backToCharacters() {
  session.session = null
  persistSession()
  session.screen = 'character-select'
}

/** Replaces the account's characters (after a refresh) and keeps the stored record in step. */
export function updateAuth(patch: Partial<AuthData>) {
  if (!session.auth) return
  Object.assign(session.auth, patch)
  persistAuth()
}

/** Updates the selected character in place (new picture, biography). */
export function updateCharacter(patch: Partial<Character>) {
  const current = session.session
  const entry = current && !current.isAdminPanel ? accountEntry(current.selectedDisplayName) : undefined
  if (!entry) return
  Object.assign(entry, patch)
  persistAuth()
}

/** The account's character of this name: the one copy of it the console keeps. */
const accountEntry = (name: string): Character | undefined =>
  session.auth?.displayNames.find((c) => c.name === name)

/** The selected character, from a snapshot or the store itself; null when none (or the admin panel). */
export function selectedCharacter({
  auth,
  session: current,
}: {
  auth: AuthData | null
  session: Session | null
}): Character | null {
  if (!current || current.isAdminPanel) return null
  return auth?.displayNames.find((c) => c.name === current.selectedDisplayName) ?? null
}

/** The selected character, re-rendering when it (or the selection) changes. */
export function useSelectedCharacter(): Character | null {
  return selectedCharacter(useSnapshot(session) as SessionState)
}

/** A renewed token for the same character (spec section 9): nothing else changes. */
export function tokenRenewed(token: string, expiresAt: string | null) {
  if (!session.session) return
  session.session.token = token
  session.session.expiresAt = expiresAt
  persistSession()
}

/**
 * The session could not be renewed: back to login with `reason`, remembering the character and
 * area so the next sign-in of the same account returns there. Other tabs keep their sessions.
 */
export function sessionEnded(reason: string) {
  const resume: Resume = {
    reason,
    uuid: session.auth?.credentials.uuid ?? '',
    selectedDisplayName: session.session?.selectedDisplayName ?? '',
    section: game.section,
  }
  resetGame()
  put(perTab(), SESSION_KEY, null)
  resetTo('login', { resume })
}

/** The selected character's name: who acts in every call of the game screen ('' when none). */
export function useCharacterName(): string {
  return useSnapshot(session).session?.selectedDisplayName ?? ''
}

export function showTerms() {
  if (session.screen !== 'tos') session.previousScreen = session.screen
  session.screen = 'tos'
}

export function leaveTerms() {
  session.screen = session.previousScreen
}
