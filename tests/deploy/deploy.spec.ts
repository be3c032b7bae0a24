// One build, served by nginx with deploy/nginx.conf at the site root and under /console/, in demo
// mode and in live mode (config.json edited in the served copy, as an operator does): sign in,
// open each area and go Back, reload deep in the game, open the terms, and not one
// Content-Security-Policy violation or console error along the way.
import { expect, test, type Page } from '@playwright/test'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ACCOUNTS, TEXT, characterCards, expectCharacterSelect, signIn } from '../e2e/helpers'
import { answerPasswordPrompt } from '../e2e/support/session'

const origin = process.env.DEPLOY_ORIGIN!
const site = process.env.DEPLOY_SITE!
const mockOrigin = process.env.E2E_MOCK_ORIGIN!

const DEMO_CONFIG = {
  mode: 'demo',
  usernameLookup: [
    'https://proxy-one.statecraft.example/profile/{username}',
    'https://proxy-two.statecraft.example/profile/{username}',
  ],
  idempotencyKeys: true,
}
// A branded live deployment: the name shows in the title and the header.
const LIVE_CONFIG = {
  mode: 'live',
  apiUrl: mockOrigin,
  branding: { name: 'Ashfall', accentColor: '#e11d48' },
}

// Portraits of the seeded world come from mc-heads.net: answered here, so the test needs no internet.
const PORTRAIT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+M8AAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
)

const AREAS = ['Banking & Finance', 'Nation Management', 'Player Relations'] as const
const CHARACTER = 'Aurelia Voss'

/** CSP violations (the event, from every page the test opens) and console errors. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = []
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(`CSP: ${text}`))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.documentURI}`,
      )
    })
  })
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  // The context's route also answers the demo's service worker, which fetches pictures for the page.
  await page
    .context()
    .route('https://mc-heads.net/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: PORTRAIT }),
    )
  return problems
}

const areaHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })

async function toDashboard(page: Page, mode: 'demo' | 'live') {
  // Demo: by username, through the lookup proxies the fake backend answers (connect-src lists them).
  await signIn(page, ACCOUNTS.player, mode === 'demo' ? 'username' : 'uuid')
  await expectCharacterSelect(page)
  await characterCards(page).filter({ hasText: CHARACTER }).click()
  await expect(areaHeading(page, CHARACTER)).toBeVisible()
}

for (const base of ['/', '/console/']) {
  for (const mode of ['demo', 'live'] as const) {
    test(`${mode} mode at ${base}`, async ({ page }) => {
      writeFileSync(join(site, 'config.json'), JSON.stringify(mode === 'demo' ? DEMO_CONFIG : LIVE_CONFIG))
      const problems = await watchProblems(page)
      const brand = mode === 'live' ? 'Ashfall' : 'Statecraft'

      const response = await page.goto(origin + base)
      const headers = response!.headers()
      const csp = headers['content-security-policy']
      // index.html's two inline scripts: the theme in <head>, the static login's in <body>
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){2};/)
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain(`connect-src 'self' ${mockOrigin}`)
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('no-referrer')
      expect(headers['cache-control']).toBe('no-store')
      await expect(page.getByRole('heading', { name: TEXT.signIn })).toBeVisible()
      await expect(page).toHaveTitle(`${brand} Console`)

      await toDashboard(page, mode)
      await expect(page.getByRole('navigation', { name: 'Game' })).toContainText(brand)
      if (mode === 'demo') {
        // The demo's service worker is the one beside index.html, and its scope is where it was served.
        const scope = await page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration())?.scope,
        )
        expect(scope).toBe(origin + base)
      }

      for (const area of AREAS) {
        await page.getByRole('button', { name: new RegExp(area) }).click()
        await expect(areaHeading(page, area)).toBeVisible()
        await page.goBack({ waitUntil: 'commit' }).catch(() => undefined)
        await expect(areaHeading(page, CHARACTER)).toBeVisible()
      }

      // A reload deep in the game returns to character selection, still signed in, at the same address.
      await page.getByRole('button', { name: /Banking & Finance/ }).click()
      await expect(areaHeading(page, 'Banking & Finance')).toBeVisible()
      await page.reload()
      expect(page.url()).toBe(origin + base)
      await expectCharacterSelect(page)
      await characterCards(page).filter({ hasText: CHARACTER }).click()
      await answerPasswordPrompt(page, ACCOUNTS.player.password)
      await expect(areaHeading(page, CHARACTER)).toBeVisible()

      // The terms, from the address beside index.html.
      await page.goto(`${origin}${base}tos`)
      await page.waitForURL(`${origin}${base}tos.txt`)
      expect((await page.locator('body').innerText()).length).toBeGreaterThan(100)

      expect(problems).toEqual([])
    })
  }
}

test('the admin panel opens under a path prefix', async ({ page }) => {
  writeFileSync(join(site, 'config.json'), JSON.stringify(DEMO_CONFIG))
  const problems = await watchProblems(page)
  await page.goto(`${origin}/console/`)
  await signIn(page, ACCOUNTS.admin)
  await expectCharacterSelect(page)
  await characterCards(page).filter({ hasText: 'Divine Entity' }).click()
  await expect(page.getByRole('heading', { name: TEXT.adminPanel })).toBeVisible()
  for (const tab of TEXT.adminTabs) {
    await page.getByRole('tab', { name: tab }).click()
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
  }
  expect(problems).toEqual([])
})
