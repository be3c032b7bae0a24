// A session as a seeded character, through the real login and select-character calls of the fake
// backend (useFakeBackend must be active in the file), after clearing what the last test left.
import { DIVINE_ENTITY, login } from '@/api/auth'
import { selectRequest } from '@/features/characters/select-flow'
import { characterSelected, logout, signedIn } from '@/state/session'
import { clearNotices } from '@/state/notices'
import { resetGame } from '@/state/game'
import { DEMO_ACCOUNTS, MINIMAL_ACCOUNTS } from '@mocks/scenarios/identity'

export interface SeededAccount {
  uuid: string
  password: string
}

const ACCOUNTS = [...Object.values(DEMO_ACCOUNTS), ...MINIMAL_ACCOUNTS]

/** The seeded account that plays `name` ("Divine Entity" is DemoAdmin's). */
export function seededAccountOf(name: string): SeededAccount {
  if (name === DIVINE_ENTITY) return DEMO_ACCOUNTS.admin
  const account = ACCOUNTS.find((a) => a.characters.some((c) => c.name === name))
  if (!account) throw new Error(`no seeded account plays ${name}`)
  return account
}

/** Signs in as `name` on `account` (by default the seeded account that plays it). */
export async function signInAs(name: string, account: SeededAccount = seededAccountOf(name)): Promise<void> {
  logout()
  clearNotices()
  resetGame()
  const answer = await login(account.uuid, account.password)
  const auth = { ...answer, credentials: { uuid: account.uuid, password: account.password } }
  signedIn(auth)
  // The character screen's own request: the same session record and fresh character.
  const selection = await selectRequest(auth, name)
  characterSelected(selection.session, selection.character)
}
