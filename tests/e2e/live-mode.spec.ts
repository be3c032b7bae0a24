// Live mode: the same production build, configured at run time (config.json) to talk to the fake
// backend running as a real HTTP server (`npm run mock-server`) on another origin: real socket,
// real CORS. The config is swapped by a route so dist/ stays untouched.
import { expect, test, type Page } from '@playwright/test'
import { existsSync } from 'node:fs'
import { allChunks, dist, librariesIn, readDist } from '../bundle/dist-graph'
import { ACCOUNTS, openLogin, signIn } from './helpers'
import { enterAdminPanel } from './support/admin'
import { MOST_RECENT, playCharacter, signInToCharacters } from './support/sign-in'

const mockOrigin = process.env.E2E_MOCK_ORIGIN ?? `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 8788}`

const liveConfig = {
  mode: 'live',
  apiUrl: mockOrigin,
  apiDocsUrl: `${mockOrigin}/docs`,
  links: {
    chat: 'https://chat.statecraft.example',
    store: 'https://store.statecraft.example',
    map: 'https://map.statecraft.example',
    wiki: 'https://wiki.statecraft.example',
  },
  usernameLookup: [
    'https://lookup-one.test/profile/{username}',
    'https://lookup-two.test/profile/{username}',
  ],
}

/** Chunks in dist/ that carry msw, @msw/data or faker. */
const carriers = existsSync(dist)
  ? new Set(allChunks().filter((chunk) => librariesIn(readDist(chunk)).length > 0))
  : new Set<string>()

async function useLiveConfig(page: Page) {
  await page.route('**/config.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(liveConfig) }),
  )
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  return requests
}

test.describe('live mode against the mock server', () => {
  test('signs in over a real socket and reaches the dashboard', async ({ page }) => {
    const requests = await useLiveConfig(page)
    await playCharacter(page, MOST_RECENT, {
      atStop: async (stop) => {
        // No demo accounts panel in live mode.
        if (stop === 'login')
          await expect(page.getByRole('heading', { name: 'Demo accounts' })).toHaveCount(0)
      },
    })

    const api = requests
      .filter((url) => url.startsWith(`${mockOrigin}/api/v1/`))
      .map((url) => new URL(url).pathname)
    expect(api).toContain('/api/v1/auth/login')
    expect(api).toContain('/api/v1/auth/select-character')
  })

  test('username mode: the first lookup proxy fails, the second resolves, the login goes to the server', async ({
    page,
  }) => {
    const requests = await useLiveConfig(page)
    // The public proxies are outside this machine: answer them here, the first one broken.
    await page.route('https://lookup-one.test/**', (route) =>
      route.fulfill({ status: 502, body: 'Bad gateway' }),
    )
    await page.route('https://lookup-two.test/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ id: ACCOUNTS.player.uuid.replace(/-/g, ''), name: ACCOUNTS.player.username }),
      }),
    )
    await signInToCharacters(page, { by: 'username' })
    expect(requests.some((url) => url.startsWith('https://lookup-one.test/profile/DemoPlayer'))).toBe(true)
    expect(requests.some((url) => url.startsWith('https://lookup-two.test/profile/DemoPlayer'))).toBe(true)
  })

  test('a wrong password shows the server message from the real server', async ({ page }) => {
    await useLiveConfig(page)
    await openLogin(page)
    await signIn(page, { ...ACCOUNTS.admin, password: 'wrong-password' }, 'uuid')
    await expect(page.getByRole('alert')).toContainText('Invalid UUID or password')
    await expect(page.getByLabel('UUID', { exact: true })).toHaveValue(ACCOUNTS.admin.uuid)
  })

  test('requests no msw, @msw/data or faker chunk and registers no service worker', async ({ page }) => {
    expect(carriers.size, 'the build should contain the demo backend chunk').toBeGreaterThan(0)
    const requests = await useLiveConfig(page)
    await enterAdminPanel(page)
    await page.waitForLoadState('networkidle')

    const origin = new URL(page.url()).origin
    const local = requests
      .filter((url) => url.startsWith(origin))
      .map((url) => new URL(url).pathname.replace(/^\//, ''))
    expect(local.filter((path) => carriers.has(path))).toEqual([])
    expect(local.filter((path) => /mockServiceWorker|mocks\//.test(path))).toEqual([])
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)
  })
})

test.describe('bad configuration', () => {
  test('a malformed config.json falls back to demo mode with a visible notice, never a blank page', async ({
    page,
  }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{oops' }),
    )
    await openLogin(page)
    await expect(page.getByText(/config\.json/i).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Demo accounts' })).toBeVisible()
  })
})
