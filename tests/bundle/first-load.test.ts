// What a live visitor downloads before the sign-in form is usable (issue 7): the login only, with
// its config fetched alongside the scripts and a loading state from the first paint. Proven on the
// production build, by reading dist/ and by loading it in Chromium with a live config.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { serveStatic } from '../../.ci/static-server.mjs'
import { dist, initialClosure, readDist } from './dist-graph'
import { launchChromium } from './chromium'

const html = existsSync(join(dist, 'index.html')) ? readDist('index.html') : ''
const initial = html ? initialClosure(html) : []
const initialCode = initial.map((chunk) => readDist(chunk)).join('\n')

/** Texts that exist only in the demo tools and in the screens after the login. */
const LATER_ONLY = {
  'demo credentials': ['demo-player', 'demo-admin', 'demo-newbie'],
  'demo panel and banner': ['Pick one to fill the form', 'Reset demo data', 'Advance one week'],
  'character selection': ['Select a Character', 'Search characters...'],
  'game and dashboard': ['Character Skills', 'Most Recent Character', 'Divine Entity Admin Panel'],
  // The login is plain elements: Headless UI (about 14 KB gz) comes with the screens after it.
  'Headless UI': ['data-headlessui-state', 'headlessui-'],
}

describe('index.html', () => {
  it('asks for config.json alongside the entry script', () => {
    expect(html).toMatch(/<link rel="preload" href="\/config\.json" as="fetch" crossorigin="anonymous"/)
  })

  it('paints a loading state before any script has run', () => {
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? ''
    expect(root).toContain('role="status"')
    expect(root).toContain('Loading Statecraft Console...')
  })

  it('loads the login only: no demo credentials or panel, no later screen', () => {
    expect(initial.length).toBeGreaterThan(0)
    expect(initialCode).toContain('Sign in to your account')
    for (const [what, needles] of Object.entries(LATER_ONLY)) {
      expect(
        needles.filter((needle) => initialCode.includes(needle)),
        `${what} in the first download`,
      ).toEqual([])
    }
  })
})

describe('a live first visit in Chromium', () => {
  let browser: Browser
  let server: Awaited<ReturnType<typeof serveStatic>>

  beforeAll(async () => {
    server = await serveStatic({
      dir: dist,
      spa: true,
      overrides: { '/config.json': { body: JSON.stringify({ mode: 'live', apiUrl: 'http://127.0.0.1:9' }) } },
    })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  it('fetches config.json once and only the first download before the form is usable', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const configRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/config.json') configRequests.push(request.url())
    })
    // When the form appeared, by the page's own clock: chunks fetched later (preloads) do not count.
    await page.addInitScript({
      content: `new MutationObserver((_, observer) => {
        if (document.querySelector('input[name="username"]')) {
          window.__formAt = performance.now()
          observer.disconnect()
        }
      }).observe(document, { childList: true, subtree: true })`,
    })
    await page.goto(server.url + '/')
    await page.getByPlaceholder('Enter your username').waitFor({ state: 'visible', timeout: 30_000 })
    const before = await page.evaluate(() => {
      const formAt = (window as unknown as { __formAt: number }).__formAt
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= formAt)
        .map((entry) => new URL(entry.name).pathname.replace(/^\//, ''))
        .filter((path) => path.endsWith('.js'))
    })
    await context.close()
    expect(configRequests).toHaveLength(1)
    expect(before.length).toBeGreaterThan(0)
    expect(before.filter((chunk) => !initial.includes(chunk))).toEqual([])
  })

  it('shows the loading state while the scripts are on their way', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(server.url + '/', { waitUntil: 'commit' })
    await page.getByText('Loading Statecraft Console...').waitFor({ state: 'visible', timeout: 10_000 })
    release()
    await page.getByPlaceholder('Enter your username').waitFor({ state: 'visible', timeout: 30_000 })
    expect(await page.getByText('Loading Statecraft Console...').count()).toBe(0)
    await context.close()
  })
})
