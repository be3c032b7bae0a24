// A tour of every area's first screen in live mode, timed from the click that opens it to the
// frame that paints its data. `npm run bench` (tests/bench/areas/scale.bench.ts) runs it on the
// demo and the large world at 4x CPU; the end-to-end guard (tests/e2e/scale-live.spec.ts) runs it
// at 1x against a reduced large world. Both judge it with the budgets below.
//
// Compare Offerings is measured by its own area bench (tests/bench/areas/compare-offerings*.ts).
import type { Browser, Page } from 'playwright-core'
import { longestTask, type LongestTask } from './main-thread'
import { useLiveMode } from '../support/live-mode'
import { BENCH_ADMIN, enterAdminPanel, MAIN_CHARACTER, signIn } from './sign-in'

/** Budgets of issue "Scale" (the console on a world the size of the biggest servers). */
export const SCALE_BUDGET = {
  /** A screen whose data is about as large in both worlds: at most this times the demo world's. */
  ratio: 1.5,
  /** A screen whose data is 100x larger (whole collections): absolute, at 4x CPU. */
  absoluteMs: 500,
  /** Longest main-thread task (its CPU time) while searching a long list, at 1x CPU. */
  searchTaskMs: 100,
  /** Longest main-thread task (its CPU time) while the admin panel loads its largest list, 1x CPU. */
  loadTaskMs: 100,
  /** JS heap after visiting every area once. */
  heapMb: 150,
}

/**
 * How a step is judged: `ratio` to the same step on the demo world, or `absolute` where the
 * screen shows a whole collection that is 100x larger in the large world.
 */
export type StepKind = 'ratio' | 'absolute'

export interface StepTime {
  step: string
  kind: StepKind
  ms: number
}

export interface TourResult {
  steps: StepTime[]
  /** JS heap used (MB, after a garbage collection) at the end of the player's and the admin's part. */
  heapMb: number[]
}

/** Waits until `ready` (page-side JS expression) holds, then for the frame that paints it. */
const PAINTED = (ready: string, timeoutMs: number) => `new Promise((resolve, reject) => {
  const deadline = performance.now() + ${timeoutMs}
  const tick = () => {
    let ok = false
    try { ok = !!(${ready}) } catch {}
    if (ok) requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))
    else if (performance.now() > deadline) reject(new Error('not painted within ${timeoutMs} ms: ' + ${JSON.stringify(ready)}))
    else requestAnimationFrame(tick)
  }
  tick()
})`

/** Page-side: no skeleton or spinner left under `scope` (a selector). */
const settled = (scope: string) =>
  `!!document.querySelector(${JSON.stringify(scope)}) && !document.querySelector(${JSON.stringify(
    `${scope} [class*="animate-pulse"], ${scope} [class*="animate-spin"]`,
  )})`
const has = (selector: string) => `!!document.querySelector(${JSON.stringify(selector)})`
const all = (...parts: string[]) => parts.map((p) => `(${p})`).join(' && ')

/** A dashboard panel: the section its heading names. */
const panel = (name: string) => `section[aria-labelledby="dashboard-${name}"]`

/** The open tab's panel. */
const TABPANEL = '[role="tabpanel"]'

export interface TourOptions {
  /** The console served from dist/ (any static server with the SPA fallback). */
  baseUrl: string
  /** The mock server the console talks to in live mode. */
  apiOrigin: string
  /** Per step; a busy machine with a large world needs generous ones. */
  timeoutMs?: number
}

/** JS heap in use after a full garbage collection, in MB. */
export async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
    return usedSize / 1024 / 1024
  } finally {
    await cdp.detach()
  }
}

/**
 * Times one step: `open` is the click that opens the screen, `ready` what its painted data looks
 * like in the DOM. Measured in the page, from the click event to the frame after `ready` holds.
 */
async function timeStep(page: Page, open: () => Promise<unknown>, ready: string, timeoutMs: number) {
  await page.evaluate(`(() => {
    window.__tourClick = undefined
    addEventListener('click', () => { window.__tourClick ??= performance.now() }, { capture: true, once: true })
  })()`)
  await open()
  const painted = (await page.evaluate(PAINTED(ready, timeoutMs))) as number
  const clicked = (await page.evaluate('window.__tourClick')) as number
  return painted - clicked
}

/** Back from an area to the dashboard, once its tiles show. */
async function toDashboard(page: Page) {
  await page.getByRole('button', { name: 'Dashboard', exact: true }).click()
  await page.getByRole('button', { name: /Nation Management/ }).waitFor()
}

/**
 * Back to the characters and in again as the same one: the console drops the cached data of a
 * character who leaves, so the next screen reads its lists afresh (Rankings has just read the
 * whole nation list that Nation Management shows first).
 */
async function toFreshDashboard(page: Page) {
  await page.getByRole('navigation', { name: 'Game' }).getByRole('button', { name: /^Back/ }).click()
  await page
    .getByRole('list', { name: 'Characters' })
    .getByRole('button', { name: new RegExp(MAIN_CHARACTER) })
    .click()
  await page.getByRole('button', { name: /Nation Management/ }).waitFor()
}

/**
 * Opens every area's first screen once, as DemoPlayer (Aurelia Voss, officer of the Aurelian
 * Republic) and then as DemoAdmin, and returns each step's time and the heap after each part.
 */
export async function tourAreas(page: Page, options: TourOptions): Promise<TourResult> {
  const timeout = options.timeoutMs ?? 60_000
  page.setDefaultTimeout(timeout)
  await useLiveMode(page, options.apiOrigin)
  const steps: StepTime[] = []
  const step = async (name: string, kind: StepKind, open: () => Promise<unknown>, ready: string) => {
    steps.push({ step: name, kind, ms: await timeStep(page, open, ready, timeout) })
  }

  await signIn(page, `${options.baseUrl}/`)
  await step(
    'dashboard',
    'ratio',
    () =>
      page
        .getByRole('list', { name: 'Characters' })
        .getByRole('button', { name: new RegExp(MAIN_CHARACTER) })
        .click(),
    all(
      has(`${panel('money')} dd`),
      ...['money', 'since', 'recent', 'roles'].map((name) => settled(panel(name))),
    ),
  )
  await step(
    'banking: My Accounts',
    'ratio',
    () => page.getByRole('button', { name: /Banking & Finance/ }).click(),
    all(has(`${TABPANEL} article`), settled(TABPANEL)),
  )
  for (const tab of ['All Banks', 'Markets', 'Rankings']) {
    await step(
      `banking: ${tab}`,
      'absolute',
      () => page.getByRole('tab', { name: tab, exact: true }).click(),
      all(
        `document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim() === ${JSON.stringify(tab)}`,
        has(`${TABPANEL} article, ${TABPANEL} tbody tr, ${TABPANEL} li`),
        settled(TABPANEL),
      ),
    )
  }
  await toFreshDashboard(page)
  await step(
    'nations: all nations',
    'absolute',
    () => page.getByRole('button', { name: /Nation Management/ }).click(),
    all(
      `!!document.getElementById('all-nations')?.closest('section')?.querySelector('article')`,
      settled('main'),
    ),
  )
  const mine = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Your nation' }) })
  await mine.getByRole('button', { name: 'Aurelian Republic', exact: true }).click()
  await page.getByRole('tab', { name: 'Treasury' }).waitFor()
  await step(
    'treasury',
    'ratio',
    () => page.getByRole('tab', { name: 'Treasury' }).click(),
    all(has('table[aria-label="UBI Policies"]'), settled(TABPANEL)),
  )
  await step(
    'ledger: treasury history',
    'ratio',
    () => page.getByRole('button', { name: 'History', exact: true }).click(),
    all(
      has('[role="dialog"] tbody tr, [role="dialog"] [role="row"] + [role="row"]'),
      settled('[role="dialog"]'),
    ),
  )
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  await step(
    'insights: treasury balance history',
    'ratio',
    () => page.getByRole('button', { name: 'Balance history', exact: true }).click(),
    all(
      has('[role="slider"][aria-label^="Balance history of Aurelian Republic"]'),
      `!document.querySelector('${TABPANEL} progress, ${TABPANEL} [role="progressbar"]')`,
    ),
  )
  await toDashboard(page)
  await step(
    'relations: player directory',
    'ratio',
    () => page.getByRole('button', { name: /Player Relations/ }).click(),
    all(has('ul[aria-label="Players"] article'), settled('main')),
  )
  const heap = [await heapMb(page)]

  await page.getByRole('button', { name: 'Logout' }).click()
  await signIn(page, `${options.baseUrl}/`, BENCH_ADMIN)
  await step(
    'admin panel',
    'ratio',
    () =>
      page
        .getByRole('list', { name: 'Characters' })
        .getByRole('button')
        .filter({ hasText: 'Divine Entity' })
        .click(),
    all(has(`${TABPANEL} form, ${TABPANEL} button`), settled(TABPANEL)),
  )
  await step(
    'admin: characters',
    'absolute',
    () => page.getByRole('tab', { name: 'Entity Management' }).click(),
    adminListPainted('Characters'),
  )
  for (const list of ['Banks', 'Nations'] as const)
    await step(
      `admin: ${list.toLowerCase()}`,
      'absolute',
      () => page.getByRole('tab', { name: list, exact: true }).click(),
      adminListPainted(list),
    )
  heap.push(await heapMb(page))
  return { steps, heapMb: heap }
}

/** Page-side: an admin entity list's cards painted for the settled search. */
const adminListPainted = (list: 'Characters' | 'Banks' | 'Nations') =>
  all(has(`[data-search] ul[aria-label="${list}"] article`), settled(TABPANEL))

export interface SearchTask {
  list: string
  /** Null where the list has no search box. */
  task: LongestTask | null
  query: string
}

/** Page-side: resolves once the DOM has not changed for `quietMs` (a search's debounce included). */
const QUIET = (quietMs: number, timeoutMs: number) => `new Promise((resolve) => {
  const deadline = setTimeout(() => { observer.disconnect(); resolve(false) }, ${timeoutMs})
  let timer = setTimeout(done, ${quietMs})
  function done() { observer.disconnect(); clearTimeout(deadline); resolve(true) }
  const observer = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(done, ${quietMs}) })
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
})`

/**
 * Types a query into the search box under `scope` one key at a time (a quick typist, 80 ms a key),
 * and returns the longest main-thread task from the first key until the list has settled. The
 * query is the start of an item's name in the list, so the search narrows it.
 */
async function searchTask(browser: Browser, page: Page, list: string, scope: string): Promise<SearchTask> {
  const box = page.locator(scope).getByRole('searchbox').first()
  if ((await box.count()) === 0) return { list, task: null, query: '' }
  const names = await page.locator(scope).locator('article h3, article h2, article [id]').allTextContents()
  const name = names.map((n) => n.trim()).find((n) => n.length >= 4) ?? 'ar'
  const query = name.slice(0, 4).toLowerCase()
  await box.click()
  const task = await longestTask(browser, page, async () => {
    await box.pressSequentially(query, { delay: 80 })
    await page.evaluate(QUIET(600, 20_000))
  })
  await box.fill('')
  await page.evaluate(QUIET(600, 20_000))
  return { list, task, query }
}

export interface SearchPass {
  searches: SearchTask[]
  /** Longest main-thread task while Entity Management loads its characters (the largest list). */
  adminLoad: LongestTask
}

/**
 * At 1x CPU in the large world: the longest main-thread task while searching each long list
 * (nations, All Banks, Markets, the admin's characters, banks and nations), and while the admin
 * panel loads its largest entity list.
 */
export async function searchLongLists(
  browser: Browser,
  page: Page,
  options: TourOptions,
): Promise<SearchPass> {
  const timeout = options.timeoutMs ?? 60_000
  page.setDefaultTimeout(timeout)
  await useLiveMode(page, options.apiOrigin)
  const searches: SearchTask[] = []
  await signIn(page, `${options.baseUrl}/`)
  await page
    .getByRole('list', { name: 'Characters' })
    .getByRole('button', { name: new RegExp(MAIN_CHARACTER) })
    .click()
  await page.getByRole('button', { name: /Nation Management/ }).click()
  await page.evaluate(
    PAINTED(
      `!!document.getElementById('all-nations')?.closest('section')?.querySelector('article')`,
      timeout,
    ),
  )
  searches.push(await searchTask(browser, page, 'nations', 'main'))
  await toDashboard(page)
  await page.getByRole('button', { name: /Banking & Finance/ }).click()
  for (const tab of ['All Banks', 'Markets']) {
    await page.getByRole('tab', { name: tab, exact: true }).click()
    await page.evaluate(PAINTED(all(has(`${TABPANEL} article`), settled(TABPANEL)), timeout))
    searches.push(await searchTask(browser, page, tab.toLowerCase(), TABPANEL))
  }
  await page.getByRole('button', { name: 'Logout' }).click()
  await enterAdminPanel(page, options.baseUrl)
  const adminLoad = await longestTask(browser, page, async () => {
    await page.getByRole('tab', { name: 'Entity Management' }).click()
    await page.evaluate(PAINTED(adminListPainted('Characters'), timeout))
  })
  for (const list of ['Characters', 'Banks', 'Nations'] as const) {
    await page.getByRole('tab', { name: list, exact: true }).click()
    await page.evaluate(PAINTED(adminListPainted(list), timeout))
    searches.push(
      await searchTask(
        browser,
        page,
        `admin ${list.toLowerCase()}`,
        '[aria-labelledby="entity-management-heading"]',
      ),
    )
  }
  return { searches, adminLoad }
}
