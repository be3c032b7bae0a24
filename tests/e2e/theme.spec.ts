// The theme choice, demo mode: System follows the device live, a choice applies at once, is kept
// on this browser, and the next visit's first paint (index.html, before any of the app's code)
// is already in it: no flash of dark on a light phone.
import { expect, test, type Page } from '@playwright/test'
import { signInToCharacters } from './support/sign-in'

const html = (page: Page) => page.locator('html')
/** The page colour the browser paints (src/theme.css: --color-surface per theme). */
const pageColour = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
const barColour = (page: Page) => page.locator('meta[name="theme-color"]').getAttribute('content')

async function choose(page: Page, current: string, choice: string) {
  await page.getByRole('button', { name: `Theme: ${current}` }).click()
  await page.getByRole('radio', { name: choice }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: `Theme: ${choice}` })).toBeVisible()
}

test.use({ colorScheme: 'light' })

test('System follows the device; a choice applies at once and survives a reload from the first paint', async ({
  page,
}) => {
  await signInToCharacters(page)
  // A light device and no choice yet: Light, from the static login on.
  await expect(html(page)).toHaveAttribute('data-theme', 'light')
  expect(await barColour(page)).toBe('#f1f5f9')
  const light = await pageColour(page)

  // System changes with the device while the console is open.
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(html(page)).toHaveAttribute('data-theme', 'dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(html(page)).toHaveAttribute('data-theme', 'light')

  await choose(page, 'System', 'Dark')
  await expect(html(page)).toHaveAttribute('data-theme', 'dark')
  expect(await barColour(page)).toBe('#0f172a')
  const dark = await pageColour(page)
  expect(dark).not.toBe(light)

  // The next visit, with none of the app's scripts: index.html alone paints it dark.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
  await page.reload()
  await expect(html(page)).toHaveAttribute('data-theme', 'dark')
  expect(await pageColour(page)).toBe(dark)
  expect(await barColour(page)).toBe('#0f172a')
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible()
  await page.unroute(/\/assets\/.*\.js$/)

  // And with them: the choice is kept, the account still signed in.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Select a Character' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible()
  await expect(html(page)).toHaveAttribute('data-theme', 'dark')

  // High contrast over the device's light; back to System, which is light again.
  await choose(page, 'Dark', 'High contrast')
  await expect(html(page)).toHaveAttribute('data-theme', 'light')
  await expect(html(page)).toHaveAttribute('data-contrast', 'more')
  expect(await barColour(page)).toBe('#ffffff')
  await choose(page, 'High contrast', 'System')
  await expect(html(page)).not.toHaveAttribute('data-contrast', 'more')
  expect(await pageColour(page)).toBe(light)
  expect(await page.evaluate(() => localStorage.getItem('statecraft.theme'))).toBeNull()
})

test('a light phone with no choice sees the login light at the first paint', async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
  await expect(html(page)).toHaveAttribute('data-theme', 'light')
  // slate-100, from themes.css, which index.html asked for while parsing its <head>
  expect(await pageColour(page)).toBe('rgb(241, 245, 249)')
  expect(await barColour(page)).toBe('#f1f5f9')
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('./manifest-light.json')
})
