// POST /auth/login and POST /auth/select-character: salted password hashes, one 401 text for a
// wrong password and an unknown UUID, a 5-minute lockout after 10 failures in a row, and tokens
// valid for 12 hours.

import { http } from 'msw'
import type { Character, LoginResponse, SelectCharacterResponse } from '@/api/types'
import { db, insertRow, removeRow } from '../db'
import { hashPassword, randomHex, sameDigest, type AccountRow, type CharacterRow } from '../db/identity'
import { HOUR_MS, scenarioClock } from '../clock'
import {
  API,
  DIVINE_ENTITY,
  HttpError,
  badRequest,
  findAccount,
  findCharacter,
  forbidden,
  notFound,
  ok,
  readJson,
  requireString,
  route,
  sameName,
  unauthorized,
  type Body,
} from './http'

export const TOKEN_LIFETIME_MS = 12 * HOUR_MS
export const MAX_FAILURES = 10
export const LOCKOUT_MS = 5 * 60_000
export const INVALID_CREDENTIALS = 'Invalid UUID or password'

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The wire form of a character (spec section 3). */
export function toCharacter(row: CharacterRow, isRecent: boolean): Character {
  return {
    name: row.name,
    profilePictureUrl: row.profilePictureUrl,
    biography: row.biography,
    firstUsed: row.firstUsed,
    lastSeen: row.lastSeen,
    isRecent,
    isDeceased: row.isDeceased,
  }
}

/** The admin entry's character, as select-character returns it. */
export const DIVINE_CHARACTER: Character = Object.freeze({
  name: DIVINE_ENTITY,
  profilePictureUrl: null,
  biography: null,
  firstUsed: null,
  lastSeen: null,
  isRecent: false,
  isDeceased: false,
})

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
  return db.characters
    .findMany((q) => q.where({ accountUuid }))
    .sort(
      (a, b) =>
        Number(a.isDeceased) - Number(b.isDeceased) || seenMs(b) - seenMs(a) || a.name.localeCompare(b.name),
    )
}

// ------------------------------------------------------------------ lockout

function lockoutMessage(lockedUntilMs: number): string {
  const minutes = Math.max(1, Math.ceil((lockedUntilMs - scenarioClock.sessionNowMs()) / 60_000))
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

function attemptsFor(uuid: string) {
  return db.loginAttempts.findFirst((q) => q.where({ uuid }))
}

/** 429 while the UUID is locked out. */
function checkLockout(uuid: string): void {
  const attempts = attemptsFor(uuid)
  if (!attempts?.lockedUntil) return
  const until = Date.parse(attempts.lockedUntil)
  if (until > scenarioClock.sessionNowMs()) throw new HttpError(429, lockoutMessage(until))
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

/**
 * Reads and checks `{ uuid, password }`: 400 on bad input, 429 while locked out, 401 with the
 * same text for an unknown UUID and a wrong password (each counts toward the lockout).
 */
async function verifyCredentials(body: Body): Promise<AccountRow> {
  const uuid = requireString(body, 'uuid').toLowerCase()
  if (!UUID_PATTERN.test(uuid)) throw badRequest('uuid must be a UUID (8-4-4-4-12 hexadecimal)')
  const password = requireString(body, 'password', { trim: false })
  checkLockout(uuid)
  const account = findAccount(uuid)
  // Hash even for an unknown UUID, so both failures take the same path.
  const digest = await hashPassword(password, account?.salt ?? 'no-such-account')
  if (!account || !sameDigest(digest, account.passwordHash)) {
    recordFailure(uuid)
    throw unauthorized(INVALID_CREDENTIALS)
  }
  clearFailures(uuid)
  return account
}

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

export function loginResponse(account: AccountRow): LoginResponse {
  const characters = charactersOf(account.uuid)
  const recent = mostRecentCharacter(characters)
  return {
    success: true,
    message: 'Login successful',
    uuid: account.uuid,
    displayNames: characters.map((c) => toCharacter(c, c === recent)),
    mostRecentDisplayName: recent?.name ?? null,
    displayNameCount: characters.length,
    hasNoCharacters: characters.length === 0,
    isAdmin: account.isAdmin,
  }
}

export const authHandlers = [
  http.post(
    `${API}/auth/login`,
    route(async ({ request }) => {
      const account = await verifyCredentials(await readJson(request))
      return ok({ ...loginResponse(account) })
    }),
  ),

  http.post(
    `${API}/auth/select-character`,
    route(async ({ request }) => {
      const body = await readJson(request)
      // Input first (400), then the credentials (429/401).
      requireString(body, 'uuid')
      requireString(body, 'password', { trim: false })
      const displayName = requireString(body, 'displayName')
      const account = await verifyCredentials(body)

      if (sameName(displayName, DIVINE_ENTITY)) {
        if (!account.isAdmin) throw forbidden('Only administrators can use Divine Entity')
        const session = issueToken(account.uuid, DIVINE_ENTITY, true)
        const response: SelectCharacterResponse = {
          success: true,
          token: session.token,
          uuid: account.uuid,
          selectedDisplayName: DIVINE_ENTITY,
          character: { ...DIVINE_CHARACTER },
          message: 'Admin panel access granted',
          expiresAt: session.expiresAt,
        }
        return ok({ ...response })
      }

      const character = findCharacter(displayName)
      if (!character) throw notFound('Character not found')
      if (character.accountUuid !== account.uuid)
        throw forbidden('This character does not belong to your account')
      const session = issueToken(account.uuid, character.name, false)
      const recent = mostRecentCharacter(charactersOf(account.uuid))
      const response: SelectCharacterResponse = {
        success: true,
        token: session.token,
        uuid: account.uuid,
        selectedDisplayName: character.name,
        character: toCharacter(character, character === recent),
        message: `Playing as ${character.name}`,
        expiresAt: session.expiresAt,
      }
      return ok({ ...response })
    }),
  ),
]
