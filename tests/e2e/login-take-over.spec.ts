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

interface TopsWindow {
  /** Where the login's parts are: their top edges, by name. */
  loginTops: () => Record<string, number | null>
  /** Where they were in the task that put the app in place of the static login. */
  topsAtTakeOver?: Record<string, number | null>
}

/** Records where the login's parts were at the take-over, and lets the test read where they are. */
async function watchLoginTops(page: Page) {
  await page.addInitScript(() => {
    const page = window as unknown as TopsWindow
    const top = (element: Element | null) => element?.getBoundingClientRect().top ?? null
    page.loginTops = () => ({
      heading: top(document.querySelector('#root h1')),
      useUuid: top(document.querySelector('#root [data-press="identifier-mode"]')),
      signIn: top(document.querySelector('#root [data-press="sign-in"]')),
    })
    const observer = new MutationObserver(() => {
      const root = document.getElementById('root')
      if (!root || root.querySelector('[data-login-shell]') || !root.querySelector('h1')) return
      observer.disconnect()
      page.topsAtTakeOver = page.loginTops()
    })
    observer.observe(document, { childList: true, subtree: true })
  })
}

/** The login's parts at the take-over and now. */
const topsThenAndNow = (page: Page) =>
  page.evaluate(() => {
    const { topsAtTakeOver, loginTops } = window as unknown as TopsWindow
    return { then: topsAtTakeOver, now: loginTops() }
  })

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('nothing on the demo login moves once the app is in place', async ({ page }) => {
      await watchLoginTops(page)
      await page.goto('/')
      // Settled: the fake backend answers (the banner's controls work) and the switcher is in.
      await expect(
        page.getByRole('button', { name: width < 640 ? 'Demo options' : 'Reset demo data' }),
      ).toBeEnabled()
      await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible()
      const { then, now } = await topsThenAndNow(page)
      expect(now.useUuid).toEqual(expect.any(Number))
      expect(then).toEqual(now)
    })

    test('nothing on the live login moves once the app is in place', async ({ page }) => {
      await useLiveMode(page, 'http://127.0.0.1:9')
      await watchLoginTops(page)
      await page.goto('/')
      await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible()
      await expect(useUuid(page)).toBeVisible()
      const { then, now } = await topsThenAndNow(page)
      expect(now.useUuid).toEqual(expect.any(Number))
      expect(then).toEqual(now)
    })
  })
}
