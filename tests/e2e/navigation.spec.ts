// The browser's Back button (a phone's back gesture) inside the one-URL console, demo mode:
// it closes an open dialog, then leaves an area for the dashboard, then returns to character
// selection. It never leaves the console and never loses the signed-in account.
import { expect, test, type Page } from '@playwright/test'
import { characterCards, expectCharacterSelect, TEXT } from './helpers'
import { enterAdminPanel } from './support/admin'
import { openArea } from './support/dashboard'
import { playCharacter } from './support/sign-in'

const dashboardHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Aurelia Voss' })
const areaHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Banking & Finance' })
/** The open dialog's title (Headless UI's dialog root has no box of its own). */
const dialogTitle = (page: Page, name: string) => page.getByRole('dialog').getByRole('heading', { name })

async function toDashboard(page: Page) {
  await playCharacter(page, 'Aurelia Voss', { by: 'username' })
}

async function back(page: Page) {
  await page.goBack({ waitUntil: 'commit' }).catch(() => undefined)
}

/** Still the console at its one address, with the account signed in. */
async function expectStillSignedIn(page: Page, origin: string) {
  expect(new URL(page.url()).origin).toBe(origin)
  const stored = await page.evaluate(() => localStorage.getItem('statecraft.auth'))
  expect(stored).not.toBeNull()
}

async function openDemoTools(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Demo options' }).click()
  await page.getByRole('button', { name: 'Demo tools' }).click()
  await expect(dialogTitle(page, 'Demo tools')).toBeVisible()
}

for (const { name, viewport } of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 740 } },
]) {
  const phone = viewport.width < 640

  test(`${name}: Back closes the dialog, then leaves the area, then returns to character selection`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport)
    await toDashboard(page)
    const origin = new URL(baseURL!).origin

    await openArea(page, 'Banking & Finance')
    await expect(areaHeading(page)).toBeVisible()
    await openDemoTools(page, phone)

    await back(page)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(areaHeading(page)).toBeVisible()

    await back(page)
    await expect(dashboardHeading(page)).toBeVisible()
    for (const tile of TEXT.tiles)
      await expect(page.getByRole('heading', { level: 3, name: tile })).toBeVisible()

    await back(page)
    await expectCharacterSelect(page)
    await expectStillSignedIn(page, origin)
    await expect(characterCards(page).first()).toBeVisible()
  })

  test(`${name}: a dialog closed by its own button leaves no extra Back step`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport)
    await toDashboard(page)
    await page.getByRole('button', { name: 'Edit biography' }).click()
    await expect(dialogTitle(page, 'Edit biography')).toBeVisible()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // One Back from the dashboard goes straight to character selection.
    await back(page)
    await expectCharacterSelect(page)
    await expectStillSignedIn(page, new URL(baseURL!).origin)
  })
}

test('Back from the admin panel returns to character selection, still signed in', async ({
  page,
  baseURL,
}) => {
  await enterAdminPanel(page, { by: 'username' })
  await back(page)
  await expectCharacterSelect(page)
  await expectStillSignedIn(page, new URL(baseURL!).origin)
})

// One rule for every tab set: switching tabs adds no history entry, so Back leaves the screen.
test('tabs add no history: Back from any Banking tab or a nation’s Treasury leaves the screen', async ({
  page,
}) => {
  await toDashboard(page)
  await openArea(page, 'Banking & Finance')
  await expect(areaHeading(page)).toBeVisible()
  for (const tab of ['All Banks', 'Markets', 'Compare Offerings'])
    await page.getByRole('tab', { name: tab, exact: true }).click()
  await back(page)
  await expect(dashboardHeading(page)).toBeVisible()

  await openArea(page, 'Nation Management')
  await page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Your nation' }) })
    .getByRole('button', { name: 'Aurelian Republic', exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 2, name: 'Aurelian Republic' })).toBeVisible()
  await page.getByRole('tab', { name: 'Treasury', exact: true }).click()
  await page.getByRole('tab', { name: 'Nation Details', exact: true }).click()
  await page.getByRole('tab', { name: 'Treasury', exact: true }).click()
  await back(page)
  await expect(page.getByRole('heading', { name: 'All nations' })).toBeVisible()
  await back(page)
  await expect(dashboardHeading(page)).toBeVisible()
})

test('Back from Character Skills returns to the dashboard; Back on the Terms of Service leaves them', async ({
  page,
}) => {
  await toDashboard(page)
  await page.getByRole('button', { name: /Character Skills/ }).click()
  await expect(page.getByRole('heading', { name: 'Player Skills' })).toBeVisible()
  await back(page)
  await expect(page.getByRole('heading', { name: 'Player Skills' })).toHaveCount(0)
  await expect(dashboardHeading(page)).toBeVisible()

  await page.getByRole('button', { name: 'Terms of Service' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  await back(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toHaveCount(0)
  await expect(dashboardHeading(page)).toBeVisible()
})
