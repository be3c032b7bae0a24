// Signing in as a seeded character for the nation and treasury tests, through the real login and
// select-character calls of the fake backend (useFakeBackend must be active in the file).
import { ECONOMY_FIXTURES } from '@mocks/scenarios/economy'
import { login, selectCharacter } from '@/api/auth'
import { characterSelected, logout, signedIn } from '@/state/session'
import { clearNotices } from '@/state/notices'
import { resetGame } from '@/state/game'
import { DEMO_ACCOUNTS, MINIMAL_ACCOUNTS } from '@mocks/scenarios/identity'

const ACCOUNTS = [...Object.values(DEMO_ACCOUNTS), ...MINIMAL_ACCOUNTS]

/** The `minimal` world's cast for the three views of a nation (mocks/scenarios). */
export const CAST = {
  /** Officer of the Aurelian Republic, which has the $AR currency and a UBI policy. */
  officer: 'Aurelia Voss',
  /** Citizen of the Aurelian Republic. */
  citizen: 'Mira Quill',
  /** In no nation. */
  outsider: 'Cassius Thorne',
  /** Officer of the Kingdom of Norvale, which has no currency. */
  officerWithoutCurrency: ECONOMY_FIXTURES.otherNationOfficer,
} as const

export const AR = ECONOMY_FIXTURES.playerNation
export const NV = ECONOMY_FIXTURES.otherNation

export async function signInAs(name: string): Promise<void> {
  const account = ACCOUNTS.find((a) => a.characters.some((c) => c.name === name))
  if (!account) throw new Error(`No seeded account for ${name}`)
  logout()
  clearNotices()
  resetGame()
  const answer = await login(account.uuid, account.password)
  signedIn({ ...answer, credentials: { uuid: account.uuid, password: account.password } })
  const selected = await selectCharacter(account.uuid, account.password, name)
  characterSelected({
    token: selected.token,
    selectedDisplayName: selected.selectedDisplayName,
    character: selected.character ?? answer.displayNames.find((c) => c.name === name) ?? null,
    isAdminPanel: false,
    expiresAt: selected.expiresAt,
  })
}

/** jsdom has no ResizeObserver; Headless UI's menu watches its button with one while open. */
export function stubResizeObserver(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}
