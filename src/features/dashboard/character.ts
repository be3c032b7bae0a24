import type { AuthData, Character, Session } from '@/api/auth.types'

interface SessionView {
  auth: AuthData | null
  session: Session | null
}

/**
 * The selected character: the session's own copy when the server sent one, else the entry of the
 * account's character list with the selected name. Null when nothing (or nothing known) is selected.
 */
export function selectedCharacter({ auth, session }: SessionView): Character | null {
  const name = session?.selectedDisplayName
  if (!name) return null
  if (session.character && session.character.name === name) return session.character
  return auth?.displayNames.find((c) => c.name === name) ?? session.character ?? null
}
