// Accounts, characters and sessions (server-rules.md, "Identity and sessions"): who a token
// belongs to, password checks with the lockout, and the tokens select-character issues.

import { db, insertRow, removeRow } from '../db'
import { hashPassword, randomHex, sameDigest, type AccountRow, type CharacterRow } from '../db/identity'
import { HOUR_MS, scenarioClock } from '../clock'
import { denied, invalid, missing, tooManyAttempts, unauthenticated } from './errors'
import { ADMIN_NAME, type Actor } from './permissions'
import { lookup } from './lookup'
import { keptFor, type Kept } from './world'

export const TOKEN_LIFETIME_MS = 12 * HOUR_MS
export const MAX_FAILURES = 10
export const LOCKOUT_MS = 5 * 60_000
export const INVALID_CREDENTIALS = 'Invalid UUID or password'
/** The name admin-panel tokens act under. */
export const DIVINE_ENTITY = ADMIN_NAME

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const sameName = (a: string, b: string) => nameKey(a) === nameKey(b)

/** How names are compared: case-insensitively. */
export const nameKey = (name: string) => name.toLocaleLowerCase('en')

const characters = lookup(
  () => db.characters.all(),
  (c) => nameKey(c.name),
)
const charactersByAccount = lookup(
  () => db.characters.all(),
  (c) => c.accountUuid,
)
const accounts = lookup(
  () => db.accounts.all(),
  (a) => a.uuid,
)
const loginAttempts = lookup(
  () => db.loginAttempts.all(),
  (a) => a.uuid,
)
const sessions = lookup(
  () => db.sessions.all(),
  (s) => s.token,
)
/** The sessions acting as a character, by its name (case-insensitive). */
export const sessionsOf = lookup(
  () => db.sessions.all(),
  (s) => nameKey(s.characterName),
)

/** A character by name, case-insensitively. */
export const findCharacter = (name: string) => characters.first(nameKey(name))

// Sorted once per change of the table (last-seen times only change with the rows themselves).
const bySeen: { kept?: Kept<{ order: number[]; lower: string[] }> } = {}

/** An account by its game UUID (stored lower case). */
export const findAccount = (uuid: string) => accounts.first(uuid.toLowerCase())

/** A character that must exist: 404 with `text` otherwise. */
export function requireCharacter(name: string, text = 'Character not found'): CharacterRow {
  const character = findCharacter(name)
  if (!character) throw missing(text)
  return character
}

const seenMs = (c: CharacterRow) => (c.lastSeen ? Date.parse(c.lastSeen) : -Infinity)

/** The most recently seen living character, or null. */
export function mostRecentCharacter(characters: CharacterRow[]): CharacterRow | null {
  let best: CharacterRow | null = null
  for (const c of characters) {
    if (c.isDeceased || !c.lastSeen) continue
    if (!best || seenMs(c) > seenMs(best)) best = c
  }
  return best
}

/** An account's characters as the console lists them: living first, most recently seen first. */
export function charactersOf(accountUuid: string): CharacterRow[] {
  return charactersByAccount
    .all(accountUuid)
    .sort(
      (a, b) =>
        Number(a.isDeceased) - Number(b.isDeceased) || seenMs(b) - seenMs(a) || a.name.localeCompare(b.name),
    )
}

/** One page of the player directory, and how many characters match in all. */
export interface CharacterPage {
  rows: CharacterRow[]
  total: number
}

/**
 * Everyone but `except` whose name holds `search`, most recently seen first (the player
 * directory): the `limit` rows from `offset`, and the count of all. Only the page's rows are
 * collected: a search of 100 000 characters may match thousands, and the page shows 20.
 */
export function charactersBySeen(
  except: string | null,
  search: string | undefined,
  offset: number,
  limit: number,
): CharacterPage {
  const needle = search === undefined ? undefined : nameKey(search)
  const all = db.characters.all()
  const sorted = keptFor(bySeen, all, () => {
    const order = all.map((_, i) => i)
    order.sort((i, j) => seenMs(all[j]) - seenMs(all[i]) || all[i].name.localeCompare(all[j].name))
    return { order, lower: order.map((i) => nameKey(all[i].name)) }
  })
  const exceptKey = except === null ? undefined : nameKey(except)
  const { order, lower } = sorted
  const end = offset + limit
  const rows: CharacterRow[] = []
  let total = 0
  for (let i = 0; i < order.length; i++) {
    const name = lower[i]
    if (name === exceptKey || (needle && !name.includes(needle))) continue
    if (total >= offset && total < end) rows.push(all[order[i]])
    total += 1
  }
  return { rows, total }
}

// ------------------------------------------------------------------ passwords and the lockout

function lockoutMessage(lockedUntilMs: number): string {
  const minutes = Math.max(1, Math.ceil((lockedUntilMs - scenarioClock.sessionNowMs()) / 60_000))
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

const attemptsFor = (uuid: string) => loginAttempts.first(uuid)

/** 429 while the UUID is locked out. */
function checkLockout(uuid: string): void {
  const attempts = attemptsFor(uuid)
  if (!attempts?.lockedUntil) return
  const until = Date.parse(attempts.lockedUntil)
  if (until > scenarioClock.sessionNowMs()) throw tooManyAttempts(lockoutMessage(until))
  attempts.lockedUntil = null
  attempts.failures = 0
}

function recordFailure(uuid: string): void {
  const attempts =
    attemptsFor(uuid) ??
    insertRow(db.loginAttempts, { uuid, failures: 0, lockedUntil: null as string | null })
  attempts.failures += 1
  if (attempts.failures >= MAX_FAILURES) {
    attempts.failures = 0
    attempts.lockedUntil = new Date(scenarioClock.sessionNowMs() + LOCKOUT_MS).toISOString()
  }
}

function clearFailures(uuid: string): void {
  const attempts = attemptsFor(uuid)
  if (attempts) removeRow(db.loginAttempts, attempts)
}

/** A game UUID, dashed and lower case; 400 when it is not one. */
export function checkUuid(raw: string): string {
  const uuid = raw.toLowerCase()
  if (!UUID_PATTERN.test(uuid)) throw invalid('uuid must be a UUID (8-4-4-4-12 hexadecimal)')
  return uuid
}

/**
 * Checks a UUID and password: 400 for a malformed UUID, 429 while locked out, 401 with the same
 * text for an unknown UUID and a wrong password (each counts toward the lockout).
 */
export async function verifyCredentials(rawUuid: string, password: string): Promise<AccountRow> {
  const uuid = checkUuid(rawUuid)
  checkLockout(uuid)
  const account = findAccount(uuid)
  // Hash even for an unknown UUID, so both failures take the same path.
  const digest = await hashPassword(password, account?.salt ?? 'no-such-account')
  if (!account || !sameDigest(digest, account.passwordHash)) {
    recordFailure(uuid)
    throw unauthenticated(INVALID_CREDENTIALS)
  }
  clearFailures(uuid)
  return account
}

// ------------------------------------------------------------------ sessions

function dropExpiredSessions(): void {
  const now = scenarioClock.sessionNowMs()
  for (const s of [...db.sessions.all()]) {
    if (Date.parse(s.expiresAt) <= now) removeRow(db.sessions, s)
  }
}

/** Creates a session row and returns it (also used by tests to sign in directly). */
export function issueToken(accountUuid: string, characterName: string, isAdminPanel: boolean) {
  dropExpiredSessions()
  const now = scenarioClock.sessionNowMs()
  return insertRow(db.sessions, {
    token: `sc_${randomHex(24)}`,
    accountUuid,
    characterName,
    isAdminPanel,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + TOKEN_LIFETIME_MS).toISOString(),
  })
}

/**
 * select-character: the account plays one of its characters, or (admins only) "Divine Entity".
 * Returns the new session and the character row (null for Divine Entity).
 */
export function selectCharacter(account: AccountRow, displayName: string) {
  if (sameName(displayName, DIVINE_ENTITY)) {
    if (!account.isAdmin) throw denied('Only administrators can use Divine Entity')
    return { session: issueToken(account.uuid, DIVINE_ENTITY, true), character: null }
  }
  const character = requireCharacter(displayName)
  if (character.accountUuid !== account.uuid) throw denied('This character does not belong to your account')
  return { session: issueToken(account.uuid, character.name, false), character }
}

/** Who is calling, from the bearer token (never from the body). */
export interface Caller {
  token: string
  accountUuid: string
  account: AccountRow
  /** The acting name: the character's, or "Divine Entity" for admin-panel tokens. */
  characterName: string
  isAdminPanel: boolean
  /** The account is an administrator (true for every token of an admin account). */
  isAdmin: boolean
  /** The acting character's current row; null for "Divine Entity". */
  character: CharacterRow | null
}

/** The caller a token stands for; 401 when it is unknown or expired, or its character is gone. */
export function callerOf(token: string): Caller {
  const session = sessions.first(token)
  if (!session) throw unauthenticated('Invalid or unknown token')
  if (Date.parse(session.expiresAt) <= scenarioClock.sessionNowMs()) {
    throw unauthenticated('Session expired. Please sign in again.')
  }
  const account = findAccount(session.accountUuid)
  if (!account) throw unauthenticated('Invalid or unknown token')
  let character: CharacterRow | null = null
  if (!session.isAdminPanel) {
    const found = findCharacter(session.characterName)
    // A character deleted or moved away since sign-in ends that session.
    if (!found || found.accountUuid !== account.uuid) throw unauthenticated('Invalid or unknown token')
    character = found
  }
  return {
    token,
    accountUuid: account.uuid,
    account,
    characterName: character?.name ?? DIVINE_ENTITY,
    isAdminPanel: session.isAdminPanel,
    isAdmin: account.isAdmin,
    character,
  }
}

/** The caller as the economy rules see it. */
export function actorOf(caller: Caller): Actor {
  return {
    name: caller.characterName,
    isAdminPanel: caller.isAdminPanel,
    isDeceased: caller.character?.isDeceased ?? false,
  }
}

/**
 * Admin calls: the admin panel's session only (spec section 6: "isAdmin; session flagged as admin
 * panel"). An admin account's ordinary character plays as a player, so it is refused too (403).
 */
export function requireAdministrator(caller: Caller): void {
  if (!caller.isAdminPanel) throw denied('Admin privileges required')
}
