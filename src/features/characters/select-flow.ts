import { isApiError } from '@/api/client'
import { DIVINE_ENTITY, selectCharacter } from '@/api/auth'
import type { AuthData, Character, Session } from '@/api/auth.types'
import { cleanCharacters } from '@/features/auth'

// Selecting a character (spec sections 4, 7 and 8), apart from the screen that shows it.

export const SELECT_FAILED = 'Failed to select character. Please try again.'
export const ADMIN_PANEL_FAILED = 'Failed to access admin panel. Please try again.'
export const SELECT_CONNECT_FAILED = 'Failed to connect to server. Please try again.'

/** Tokens last 12 hours (server rules); used only when a server omits `expiresAt`. */
const FALLBACK_TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000

export class SelectRejected extends Error {
  readonly serverMessage: string | null

  constructor(serverMessage: string | null) {
    super(serverMessage ?? SELECT_FAILED)
    this.name = 'SelectRejected'
    this.serverMessage = serverMessage
  }
}

export function selectErrorText(error: unknown, adminEntry: boolean): string {
  const fallback = adminEntry ? ADMIN_PANEL_FAILED : SELECT_FAILED
  if (error instanceof SelectRejected) return error.serverMessage ?? fallback
  if (isApiError(error)) {
    if (error.kind === 'network' || error.kind === 'timeout') return SELECT_CONNECT_FAILED
    return error.serverMessage ?? fallback
  }
  return fallback
}

const text = (v: unknown): string | null => (typeof v === 'string' && v ? v : null)

/**
 * Asks the server for a token for `name` (the fixed "Divine Entity" for the admin entry) and
 * builds the session record. `chosen` is the card's character, kept when the server sends none.
 */
export async function selectRequest(
  auth: AuthData,
  name: string,
  chosen: Character | null,
): Promise<Session> {
  const adminEntry = name === DIVINE_ENTITY
  const response: unknown = await selectCharacter(auth.credentials.uuid, auth.credentials.password, name)
  if (!response || typeof response !== 'object' || Array.isArray(response)) throw new SelectRejected(null)
  const r = response as Record<string, unknown>
  const token = text(r.token)
  if (r.success !== true || !token) throw new SelectRejected(text(r.message) ?? text(r.error))
  const [serverCharacter] = cleanCharacters(r.character ? [r.character] : [])
  return {
    token,
    selectedDisplayName: text(r.selectedDisplayName) ?? name,
    character: serverCharacter ?? chosen,
    isAdminPanel: adminEntry,
    expiresAt: text(r.expiresAt) ?? new Date(Date.now() + FALLBACK_TOKEN_LIFETIME_MS).toISOString(),
  }
}
