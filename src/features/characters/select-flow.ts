import { DIVINE_ENTITY, selectCharacter } from '@/api/auth'
import { failureText } from '@/api/failure'
import type { AuthData, Character, Session } from '@/api/auth.types'
import { localised } from '@/lib/i18n/runtime'

// Selecting a character (spec sections 4, 7 and 8), apart from the screen that shows it.

/** Spec section 8's texts of a failed selection. */
export const SELECT_FAILURE_TEXTS = localised('characters', 'SELECT_FAILURE_TEXTS', {
  select: 'Failed to select character. Please try again.',
  adminPanel: 'Failed to access admin panel. Please try again.',
  connect: 'Failed to connect to server. Please try again.',
} as const)

/** The server's message if present, else the entry's default; the connection text when unanswered. */
export function selectErrorText(error: unknown, adminEntry: boolean): string {
  return failureText(error, {
    fallback: adminEntry ? SELECT_FAILURE_TEXTS.adminPanel : SELECT_FAILURE_TEXTS.select,
    unanswered: SELECT_FAILURE_TEXTS.connect,
    field: 'message',
  })
}

/** A selection the server accepted: the session record, and the character as the server sent it. */
export interface Selection {
  session: Session
  /** The server's fresh copy of the character (null when it sent none), for the account's list. */
  character: Character | null
}

/**
 * Asks the server for a token for `name` (the fixed "Divine Entity" for the admin entry) and
 * builds the session record.
 */
export async function selectRequest(auth: AuthData, name: string): Promise<Selection> {
  const response = await selectCharacter(auth.credentials.uuid, auth.credentials.password, name)
  return {
    session: {
      token: response.token,
      selectedDisplayName: response.selectedDisplayName || name,
      isAdminPanel: name === DIVINE_ENTITY,
      expiresAt: response.expiresAt,
    },
    character: response.character,
  }
}

/**
 * Selecting with a password typed on this screen (a new tab, a reload or a restarted browser:
 * the console keeps the password only in the tab's memory). The password is remembered for the
 * tab only once the server accepted it.
 */
export async function selectWithPassword(
  auth: AuthData,
  password: string,
  name: string,
): Promise<Selection & { password: string }> {
  const selection = await selectRequest({ ...auth, credentials: { ...auth.credentials, password } }, name)
  return { ...selection, password }
}
