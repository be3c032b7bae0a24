// Live mode must never download msw, @msw/data or faker: proven on the production build, first by
// reading what index.html loads, then by loading dist/ in Chromium with a live config.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { serveStatic } from '../../.ci/static-server.mjs'
import { MARKERS, allChunks, dist, initialClosure, inlineScripts, librariesIn, readDist } from './dist-graph'
import { launchChromium } from './chromium'

const html = existsSync(join(dist, 'index.html')) ? readDist('index.html') : ''
const chunks = allChunks()
/** chunk -> libraries it carries */
const carriers = new Map(
  chunks.map((chunk) => [chunk, librariesIn(readDist(chunk))]).filter(([, libs]) => libs.length > 0) as [
    string,
    string[],
  ][],
)

describe('production build', () => {
  it('exists (run `vite build` first)', () => {
    expect(html, 'dist/index.html is missing').not.toBe('')
    expect(chunks.length).toBeGreaterThan(0)
  })

  it('contains the fake backend somewhere, so the markers below still mean something', () => {
    const found = new Set([...carriers.values()].flat())
    for (const library of Object.keys(MARKERS)) {
      expect(
        found.has(library),
        `no chunk in dist/ contains ${library}: update MARKERS in tests/bundle/dist-graph.ts`,
      ).toBe(true)
    }
  })

  it('loads no chunk with msw, @msw/data or faker from index.html (script, modulepreload, static imports)', () => {
    const initial = initialClosure(html)
    expect(initial.length).toBeGreaterThan(0)
    const offenders = initial
      .filter((chunk) => carriers.has(chunk))
      .map((chunk) => `${chunk}: ${carriers.get(chunk)!.join(', ')}`)
    expect(offenders).toEqual([])
    for (const script of inlineScripts(html)) expect(librariesIn(script)).toEqual([])
    expect(librariesIn(html)).toEqual([])
  })
})

describe('in Chromium', () => {
  let browser: Browser
  let server: Awaited<ReturnType<typeof serveStatic>>
  // An address nothing listens on: the live API is down, which the console must survive.
  const liveConfig = {
    mode: 'live',
    apiUrl: 'http://127.0.0.1:9',
    apiDocsUrl: 'https://docs.statecraft.example/api',
    links: {
      chat: 'https://chat.example',
      store: 'https://store.example',
      map: 'https://map.example',
      wiki: 'https://wiki.example',
    },
    usernameLookup: ['http://127.0.0.1:9/a/{username}', 'http://127.0.0.1:9/b/{username}'],
  }

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  const serviceWorkers = (page: Page) =>
    page.evaluate(async () => (await navigator.serviceWorker?.getRegistrations())?.length ?? 0)

  /** Loads the console; `untilWorker`: demo mode starts its worker in the background, after the login shows. */
  async function load(config: object | null, { untilWorker = false } = {}) {
    await server?.close()
    server = await serveStatic({
      dir: dist,
      spa: true,
      overrides: config ? { '/config.json': { body: JSON.stringify(config) } } : {},
    })
    const context = await browser.newContext()
    const page = await context.newPage()
    const scripts: string[] = []
    const all: string[] = []
    page.on('request', (request) => {
      all.push(request.url())
      if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(request.url())
    })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(server.url + '/')
    // The console rendered (index.html's own loading state does not count), then lazy chunks settle.
    await page.waitForFunction(() => document.querySelector('#root main') !== null, null, {
      timeout: 20_000,
    })
    await page.waitForLoadState('networkidle')
    let workers = await serviceWorkers(page)
    // Polled from here: a predicate that awaits getRegistrations() is not awaited by
    // waitForFunction (its promise counts as true), and 1 load in 5 then counted 0.
    for (const until = Date.now() + 20_000; untilWorker && workers === 0 && Date.now() < until;) {
      await page.waitForTimeout(100)
      workers = await serviceWorkers(page)
    }
    await context.close()
    const local = (url: string) =>
      url.startsWith(server.url) ? new URL(url).pathname.replace(/^\//, '') : url
    return { scripts: scripts.map(local), all: all.map(local), workers, errors }
  }

  it('live mode requests no script carrying msw, @msw/data or faker, and registers no service worker', async () => {
    const { scripts, all, workers, errors } = await load(liveConfig)
    expect(errors).toEqual([])
    expect(scripts.length).toBeGreaterThan(0)
    const offenders = scripts
      .filter((s) => carriers.has(s))
      .map((s) => `${s}: ${carriers.get(s)!.join(', ')}`)
    expect(offenders, `live mode downloaded fake-backend code; scripts: ${scripts.join(', ')}`).toEqual([])
    expect(all.filter((url) => /mockServiceWorker|\/mocks\//.test(url))).toEqual([])
    expect(workers).toBe(0)
  })

  it('demo mode does load the fake backend (the recording above would have seen it)', async () => {
    const { scripts, workers } = await load(null, { untilWorker: true })
    expect(scripts.filter((s) => carriers.has(s)).length).toBeGreaterThan(0)
    expect(workers).toBeGreaterThan(0)
  })
})
