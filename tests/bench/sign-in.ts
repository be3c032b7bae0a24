// How every bench gets past the login: the seeded demo accounts (the same in the demo and the
// large world), signed in by UUID so no username lookup is involved.
import type { Page } from 'playwright-core'

// As mocks/scenarios/identity.ts seeds them (not imported: that module brings the whole fake db).
export const BENCH_PLAYER = { uuid: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', password: 'demo-player' }
export const BENCH_ADMIN = { uuid: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', password: 'demo-admin' }
export const MAIN_CHARACTER = 'Aurelia Voss'

/**
 * Opens the login at `url` and signs in; resolves once the character list is there. The first
 * click waits `timeoutMs` (default Playwright's): the first page load of a run may be slow.
 */
export async function signIn(
  page: Page,
  url: string,
  account: { uuid: string; password: string } = BENCH_PLAYER,
  timeoutMs?: number,
) {
  await page.goto(url)
  await page.getByRole('button', { name: 'Use UUID Directly' }).click({ timeout: timeoutMs })
  await page.getByLabel('UUID', { exact: true }).fill(account.uuid)
  await page.getByPlaceholder('Enter your password').fill(account.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.getByRole('list', { name: 'Characters' }).waitFor()
}

/** Signs in as the demo player and plays their main character. */
export async function playMainCharacter(page: Page, url: string, timeoutMs?: number) {
  await signIn(page, url, BENCH_PLAYER, timeoutMs)
  await page
    .getByRole('list', { name: 'Characters' })
    .getByRole('button', { name: new RegExp(MAIN_CHARACTER) })
    .click()
}

/** Signs the bench's admin in and picks the admin character, up to the Entity Management tab. */
export async function enterAdminPanel(page: Page, url: string) {
  await signIn(page, `${url}/`, BENCH_ADMIN)
  await page
    .getByRole('list', { name: 'Characters' })
    .getByRole('button')
    .filter({ hasText: 'Divine Entity' })
    .click()
  await page.getByRole('tab', { name: 'Entity Management' }).waitFor()
}
