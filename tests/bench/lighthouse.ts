// Lighthouse, the real one, against the build as operators serve it: Debian's nginx with
// deploy/nginx.conf (gzip, caching, the strict CSP), the login in live mode (against the mock
// server) and in demo mode, and, signed in, the dashboard. Prints Performance (mobile),
// Accessibility, Best Practices and SEO against budgets of 95/100/100/100; exits 1 when one is under.
//
// Lighthouse is not a dependency of the project: it is big (puppeteer-core, its own trace
// engine), only this bench uses it, and `npm install` on a fresh clone should not fetch it.
// npm fetches the pinned version for the bench alone:
//   npm exec --yes --package=lighthouse@12.2.3 -- tsx tests/bench/lighthouse.ts
// (`npm run bench:lighthouse` builds first; `npm run bench` runs it last.) 13.x needs Node 22.
// The login pages are navigations. The dashboard is a state, not an address (a reload returns to
// character selection), so it is measured as Lighthouse's user flow does: a timespan over the
// sign-in (Total Blocking Time, layout shifts and responsiveness give its performance score),
// then a snapshot of the dashboard for the other three categories.
//
// LIGHTHOUSE_PAGES=dashboard (or live, demo; comma-separated) measures only those pages;
// BENCH_DIST=DIR measures another build (e.g. a main build, to compare before and after).
import { execFileSync } from 'node:child_process'
import { realpathSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { startMockServer } from '../../mocks/server'
import { freePort } from '../../.ci/static-server.mjs'
import { root, startNginx } from '../deploy/nginx'

const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const
type Category = keyof typeof BUDGET
const CATEGORIES = Object.keys(BUDGET) as Category[]
const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']

interface Lhr {
  categories: Record<string, { score: number | null }>
  audits: Record<
    string,
    {
      numericValue?: number
      displayValue?: string
      score: number | null
      details?: { items?: { url?: string; duration?: number; startTime?: number }[] }
    }
  >
}

type PageName = 'live' | 'demo' | 'dashboard'
const PAGES = (process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['live', 'demo', 'dashboard']) as PageName[]

// What this bench uses of Lighthouse's and puppeteer-core's APIs (neither is installed for typing).
interface Locator {
  fill: (text: string) => Promise<void>
  click: () => Promise<void>
}
interface Page {
  setViewport: (viewport: object) => Promise<void>
  goto: (url: string, options?: object) => Promise<unknown>
  locator: (selector: string) => Locator
  waitForSelector: (selector: string) => Promise<unknown>
  close: () => Promise<void>
}
interface Browser {
  newPage: () => Promise<Page>
  close: () => Promise<void>
}
interface Flow {
  startTimespan: () => Promise<void>
  endTimespan: () => Promise<void>
  snapshot: () => Promise<void>
  createFlowResult: () => Promise<{ steps: { lhr: unknown }[] }>
}
interface LighthouseModule {
  default: (
    url: string,
    flags: object,
    config: undefined,
    page: Page,
  ) => Promise<{ lhr: unknown } | undefined>
  startFlow: (page: Page, options: object) => Promise<Flow>
}
interface PuppeteerModule {
  default: { launch: (options: object) => Promise<Browser> }
}

/** Lighthouse and puppeteer-core from the package npm exec put on the PATH. */
async function loadLighthouse() {
  const bin = execFileSync('bash', ['-c', 'command -v lighthouse'], { encoding: 'utf8' }).trim()
  if (!bin) throw new Error('lighthouse is not on the PATH: run through `npm run bench:lighthouse`')
  const pkg = dirname(dirname(realpathSync(bin)))
  const lighthouse = (await import(pathToFileURL(join(pkg, 'core/index.js')).href)) as LighthouseModule
  const puppeteer = (await import(
    pathToFileURL(join(pkg, '../puppeteer-core/lib/esm/puppeteer/puppeteer-core.js')).href
  )) as PuppeteerModule
  return { lighthouse, puppeteer: puppeteer.default }
}

const score = (lhr: Lhr, category: Category) => {
  const value = lhr.categories[category]?.score
  return value === null || value === undefined ? null : Math.round(value * 100)
}

/** The timespan's tasks over 50 ms, by the script Lighthouse charges them to: where its TBT comes from. */
const longTasks = (lhr: Lhr) =>
  (lhr.audits['long-tasks']?.details?.items ?? [])
    .map((task) => `${Math.round(task.duration ?? 0)} (${(task.url ?? '').replace(/^.*\//, '') || '-'})`)
    .join(', ')

const ms = (lhr: Lhr, audit: string) => {
  const value = lhr.audits[audit]?.numericValue
  return value === undefined ? '-' : `${Math.round(value)} ms`
}

/** Signed in: DemoPlayer in demo mode, by username, to Aurelia Voss's dashboard. */
async function measureDashboard(browser: Browser, lighthouse: LighthouseModule, login: string) {
  const page = await browser.newPage()
  await page.setViewport({
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  const flow = await lighthouse.startFlow(page, { name: 'dashboard' })
  await page.goto(login, { waitUntil: 'networkidle0' })
  await flow.startTimespan()
  await page.locator('input[name="username"]').fill('DemoPlayer')
  await page.locator('input[type="password"]').fill('demo-player')
  await page.locator('button[type="submit"]').click()
  await page.locator('::-p-text(Aurelia Voss)').click()
  await page.waitForSelector('::-p-text(Banking & Finance)')
  await flow.endTimespan()
  await flow.snapshot()
  const [timespan, snapshot] = (await flow.createFlowResult()).steps.map((step) => step.lhr as unknown as Lhr)
  await page.close()
  return {
    page: 'dashboard (demo, signed in)',
    scores: CATEGORIES.map((c) => score(c === 'performance' ? timespan : snapshot, c)),
    notes:
      `sign-in timespan: TBT ${ms(timespan, 'total-blocking-time')}, ` +
      `INP ${ms(timespan, 'interaction-to-next-paint')}, ` +
      `CLS ${timespan.audits['cumulative-layout-shift']?.displayValue ?? '-'}; ` +
      `long tasks (ms): ${longTasks(timespan) || 'none'}`,
  }
}

async function main() {
  const { lighthouse, puppeteer } = await loadLighthouse()
  const mock = await startMockServer({ port: await freePort(), host: '127.0.0.1', scenario: 'demo' })
  const nginx = await startNginx({
    dist: process.env.BENCH_DIST ?? join(root, 'dist'),
    port: await freePort(),
    apiHost: mock.url,
  })
  const browser = await puppeteer.launch({ executablePath: chromePath, args: CHROME_FLAGS })
  const rows: { page: string; scores: (number | null)[]; notes: string }[] = []
  const login = `${nginx.origin}/`
  try {
    for (const mode of (['live', 'demo'] as const).filter((mode) => PAGES.includes(mode))) {
      nginx.writeConfig(mode === 'live' ? { mode: 'live', apiUrl: mock.url } : { mode: 'demo' })
      // A fresh page each time: Lighthouse's navigation clears storage and measures a first visit.
      const page = await browser.newPage()
      const result = await lighthouse.default(login, { output: 'json', logLevel: 'error' }, undefined, page)
      await page.close()
      const lhr = result!.lhr as unknown as Lhr
      rows.push({
        page: `${mode} login`,
        scores: CATEGORIES.map((c) => score(lhr, c)),
        notes: `FCP ${ms(lhr, 'first-contentful-paint')}, LCP ${ms(lhr, 'largest-contentful-paint')}, TBT ${ms(lhr, 'total-blocking-time')}`,
      })
    }

    if (PAGES.includes('dashboard')) {
      nginx.writeConfig({ mode: 'demo' })
      rows.push(await measureDashboard(browser, lighthouse, login))
    }
  } finally {
    await browser.close()
    await nginx.stop()
    await mock.close()
  }

  console.log('\nLighthouse 12 (mobile), nginx with deploy/nginx.conf\n')
  console.log(`     ${'page'.padEnd(28)} ${CATEGORIES.map((c) => c.padStart(14)).join('')}  notes`)
  console.log(`     ${'budget'.padEnd(28)} ${CATEGORIES.map((c) => String(BUDGET[c]).padStart(14)).join('')}`)
  let under = 0
  for (const row of rows) {
    const ok = row.scores.every((value, i) => value === null || value >= BUDGET[CATEGORIES[i]])
    if (!ok) under++
    const cells = row.scores.map((value) => (value === null ? 'n/a' : String(value)).padStart(14)).join('')
    console.log(`${(ok ? 'ok' : 'OVER').padEnd(4)} ${row.page.padEnd(28)} ${cells}  ${row.notes}`)
  }
  console.log(under ? `\n${under} page(s) under budget` : '\nall within budget')
  process.exitCode = under ? 1 : 0
}

await main()
