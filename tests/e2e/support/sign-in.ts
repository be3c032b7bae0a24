// The way in for end-to-end tests: the login, an account's sign-in and its character list, then a
// character's dashboard. By UUID unless a test says otherwise: live mode has no username lookup.
import type { Page } from '@playwright/test'
import {
  ACCOUNTS,
  characterCards,
  expectCharacterSelect,
  expectDashboard,
  openLogin,
  signIn,
} from '../helpers'

/** The screens on the way in, where a test may look around before going on. */
export type SignInStop = 'login' | 'characters' | 'dashboard'

export interface SignInOptions {
  account?: (typeof ACCOUNTS)[keyof typeof ACCOUNTS]
  by?: 'uuid' | 'username'
  /** Runs once each screen is on screen, before the next step. */
  atStop?: (stop: SignInStop) => Promise<void>
}

/** From a fresh page to the account's character list (DemoPlayer by default). */
export async function signInToCharacters(
  page: Page,
  { account = ACCOUNTS.player, by = 'uuid', atStop }: SignInOptions = {},
) {
  await openLogin(page)
  await atStop?.('login')
  await signIn(page, account, by)
  await expectCharacterSelect(page)
  await atStop?.('characters')
}

/** The card every account's list marks as its most recent character. */
export const MOST_RECENT = 'Most Recent'

/** Signs in and plays `character` (a name on its card, or MOST_RECENT); the name its dashboard shows. */
export async function playCharacter(
  page: Page,
  character: string = MOST_RECENT,
  options?: SignInOptions,
): Promise<string> {
  await signInToCharacters(page, options)
  const card = characterCards(page).filter({ hasText: character }).first()
  const name = character === MOST_RECENT ? (await card.locator('.text-lg').textContent())!.trim() : character
  await card.click()
  await expectDashboard(page, name)
  await options?.atStop?.('dashboard')
  return name
}
