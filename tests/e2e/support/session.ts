// Helpers of the session end-to-end tests (tests/e2e/session.spec.ts): signing in in live mode,
// reading what a tab keeps in storage, and the mock server's session control.
import { expect, type Page } from '@playwright/test'
import { controlInit } from '../../../mocks/control'
import { ACCOUNTS, TEXT } from '../helpers'
import { MOST_RECENT, playCharacter } from './sign-in'

export const PLAYER = ACCOUNTS.player

/** Signs in by UUID (live mode has no lookup proxies here) and opens the most recent character. */
export const playAsMostRecent = (page: Page): Promise<string> =>
  playCharacter(page, MOST_RECENT, { account: PLAYER })

/** Every key=value of both storages of the page's tab. */
export function storedEverything(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((area) =>
      Array.from({ length: area.length }, (_, i) => `${area.key(i)}=${area.getItem(area.key(i)!)}`),
    ),
  )
}

export const storedAuth = (page: Page) => page.evaluate(() => localStorage.getItem('statecraft.auth'))

/** The mock server refuses every token it issued from now on (POST /__control/sessions). */
export async function expireServerSessions(origin: string, expireInMs = 0): Promise<void> {
  const response = await fetch(`${origin}/__control/sessions`, controlInit('POST', { expireInMs }))
  expect(response.ok).toBe(true)
}

/** The selected session's expiry, as the tab keeps it. */
export const sessionExpiry = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('statecraft.session') ?? 'null')?.expiresAt as string)

export async function expectLogin(page: Page) {
  await expect(page.getByRole('heading', { name: TEXT.signIn })).toBeVisible()
}

/** The password prompt of a tab that does not know it: type it and continue. */
export async function answerPasswordPrompt(page: Page, password: string) {
  // The dialog element itself has no box (its panel is positioned): wait for its field.
  const dialog = page.getByRole('dialog', { name: 'Enter your password' })
  await expect(dialog.getByLabel('Password')).toBeVisible()
  await dialog.getByLabel('Password').fill(password)
  await dialog.getByRole('button', { name: 'Continue' }).click()
}
