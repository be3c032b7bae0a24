import { login } from '@/api/auth'
import { backToCharacters, session, updateAuth } from '@/state/session'

/**
 * Back from the game: drop the session at once, then refresh the account's characters (new
 * pictures, biographies, last-seen dates) by signing in again with the kept credentials.
 * A failed refresh keeps the old list; the selection screen still works with it.
 */
export async function returnToCharacters(): Promise<void> {
  backToCharacters()
  const credentials = session.auth?.credentials
  if (!credentials) return
  try {
    const fresh = await login(credentials.uuid, credentials.password)
    if (!fresh.success || !Array.isArray(fresh.displayNames)) return
    // The user may have logged out (or in as someone else) while the call was in flight.
    if (session.auth?.credentials.uuid !== credentials.uuid) return
    updateAuth({
      displayNames: fresh.displayNames,
      displayNameCount: fresh.displayNameCount,
      mostRecentDisplayName: fresh.mostRecentDisplayName,
      hasNoCharacters: fresh.hasNoCharacters,
      isAdmin: fresh.isAdmin,
    })
  } catch (error) {
    console.warn('Character data could not be refreshed; showing the saved list.', error)
  }
}
