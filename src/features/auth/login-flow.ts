import { isApiError } from '@/api/client'
import { login } from '@/api/auth'
import { isUsernameLookupError, resolveUsername } from '@/api/lookup'
import type { AuthData, Character, Credentials, LoginResponse } from '@/api/auth.types'
import type { IdentifierMode } from '@/lib/validation'

// The sign-in call sequence and its error texts (spec sections 7 and 8), kept apart from the
// form so tests and stories can reason about them without rendering.

export const LOGIN_FAILED = 'Login failed'
export const LOGIN_CONNECT_FAILED =
  'Failed to connect to server. Please make sure the Statecraft server is running.'

/** A login the server answered but refused (success false) or answered with an unusable body. */
export class LoginRejected extends Error {
  readonly serverMessage: string | null

  constructor(serverMessage: string | null) {
    super(serverMessage ?? LOGIN_FAILED)
    this.name = 'LoginRejected'
    this.serverMessage = serverMessage
  }
}

/** The text the login form shows for any failure of the sign-in sequence. */
export function loginErrorText(error: unknown): string {
  if (isUsernameLookupError(error)) return error.message
  if (error instanceof LoginRejected) return error.serverMessage ?? LOGIN_FAILED
  if (isApiError(error)) {
    if (error.kind === 'network' || error.kind === 'timeout') return LOGIN_CONNECT_FAILED
    if (error.kind === 'http') return error.serverMessage ?? LOGIN_FAILED
  }
  return LOGIN_FAILED
}

const text = (v: unknown): string | null => (typeof v === 'string' && v ? v : null)

/** Keeps only entries the screens can show; a damaged entry must not take the whole list down. */
export function cleanCharacters(raw: unknown): Character[] {
  if (!Array.isArray(raw)) return []
  return raw.flatMap((entry): Character[] => {
    if (!entry || typeof entry !== 'object') return []
    const c = entry as Record<string, unknown>
    const name = text(c.name)
    if (!name) return []
    return [
      {
        name,
        profilePictureUrl: text(c.profilePictureUrl),
        biography: typeof c.biography === 'string' ? c.biography : null,
        firstUsed: text(c.firstUsed),
        lastSeen: text(c.lastSeen),
        isRecent: c.isRecent === true,
        isDeceased: c.isDeceased === true,
      },
    ]
  })
}

/**
 * Turns a login answer into the auth record the app keeps (the response plus the credentials).
 * Throws LoginRejected for a refusal (with the server's message) or a body that is not a login
 * answer at all (no message: the form then says 'Login failed').
 */
export function toAuthData(response: unknown, credentials: Credentials): AuthData {
  if (!response || typeof response !== 'object' || Array.isArray(response)) throw new LoginRejected(null)
  const r = response as Partial<LoginResponse> & Record<string, unknown>
  if (r.success !== true) throw new LoginRejected(text(r.message) ?? text(r.error))
  if (!Array.isArray(r.displayNames)) throw new LoginRejected(null)
  const displayNames = cleanCharacters(r.displayNames)
  return {
    ...r,
    success: true,
    message: typeof r.message === 'string' ? r.message : '',
    uuid: text(r.uuid) ?? credentials.uuid,
    displayNames,
    mostRecentDisplayName: text(r.mostRecentDisplayName),
    displayNameCount: typeof r.displayNameCount === 'number' ? r.displayNameCount : displayNames.length,
    hasNoCharacters: typeof r.hasNoCharacters === 'boolean' ? r.hasNoCharacters : displayNames.length === 0,
    isAdmin: r.isAdmin === true,
    credentials,
  }
}

export interface SignInInput {
  mode: IdentifierMode
  identifier: string
  password: string
}

/**
 * Username mode resolves the name to a UUID first (through the lookup proxies), then logs in.
 * Resolves to the auth record; rejects with an error `loginErrorText` can word.
 */
export async function signInRequest({ mode, identifier, password }: SignInInput): Promise<AuthData> {
  const name = identifier.trim()
  const uuid = mode === 'uuid' ? name.toLowerCase() : await resolveUsername(name)
  const response = await login(uuid, password)
  return toAuthData(response, { uuid, password })
}
