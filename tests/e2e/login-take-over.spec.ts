// The app taking index.html's static login over (src/app/login-shell/take-over.ts), in Chromium:
// a press that began on the static login is pressed once it ends, and nothing on the login moves
// once the app is in place (the demo banner and the language switcher come with it).
import { expect, test, type Page } from '@playwright/test'
import { useLiveMode } from '../support/live-mode'

const useUuid = (page: Page) => page.getByRole('button', { name: 'Use UUID Directly' })

test('a press held on the static login while the app arrives is pressed when it ends', async ({ page }) => {
  // The app's code is held back until the press has begun, so the press begins on the static login.
  let sendApp: () => void = () => {}
  const appHeld = new Promise<void>((resolve) => (sendApp = resolve))
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await appHeld
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'commit' })
  const shellButton = page.locator('[data-login-shell] [data-press="identifier-mode"]')
  const box = (await shellButton.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  sendApp()
  // The app is ready, outside the page, and waits for the press to end.
  await expect(page.locator('html')).toHaveAttribute('data-take-over', 'after-press')
  await expect(shellButton).toBeVisible()
  await page.mouse.up()
  await expect(page.getByLabel('UUID', { exact: true })).toBeFocused()
  await expect(page.getByRole('button', { name: 'Use Minecraft Username Instead' })).toBeVisible()
  await expect(page.locator('[data-login-shell]')).toHaveCount(0)
  await expect(page.locator('html')).not.toHaveAttribute('data-take-over')
})

/** Where the login's parts are: their top edges, by name. */
const loginTops = (page: Page) =>
  page.evaluate(() => {
    const top = (element: Element | null) => element?.getBoundingClientRect().top ?? null
    return {
      heading: top(document.querySelector('h1')),
      useUuid: top(document.querySelector('[data-press="identifier-mode"]')),
      signIn: top(document.querySelector('[data-press="sign-in"]')),
    }
  })

/** Records where the login's parts were in the task that put the app in place of the static login. */
async function recordTopsAtTakeOver(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const root = document.getElementById('root')
      if (!root || root.querySelector('[data-login-shell]') || !root.querySelector('h1')) return
      observer.disconnect()
      const top = (element: Element | null) => element?.getBoundingClientRect().top ?? null
      ;(window as unknown as { tops: unknown }).tops = {
        heading: top(root.querySelector('h1')),
        useUuid: top(root.querySelector('[data-press="identifier-mode"]')),
        signIn: top(root.querySelector('[data-press="sign-in"]')),
      }
    })
    observer.observe(document, { childList: true, subtree: true })
  })
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('nothing on the demo login moves once the app is in place', async ({ page }) => {
      await recordTopsAtTakeOver(page)
      await page.goto('/')
      // Settled: the fake backend answers (the banner's controls work) and the switcher is in.
      await expect(
        page.getByRole('button', { name: width < 640 ? 'Demo options' : 'Reset demo data' }),
      ).toBeEnabled()
      await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible()
      const atTakeOver = await page.evaluate(() => (window as unknown as { tops: unknown }).tops)
      expect(atTakeOver).toEqual(await loginTops(page))
    })

    test('nothing on the live login moves once the app is in place', async ({ page }) => {
      await useLiveMode(page, 'http://127.0.0.1:9')
      await recordTopsAtTakeOver(page)
      await page.goto('/')
      await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible()
      await expect(useUuid(page)).toBeVisible()
      const atTakeOver = await page.evaluate(() => (window as unknown as { tops: unknown }).tops)
      expect(atTakeOver).toEqual(await loginTops(page))
    })
  })
}
