// Two builds of the console side by side on the same large world, in interleaved runs, for the
// long lists only: the admin's entity lists and Nation Management's nations, click to painted at
// 4x CPU, and at 1x CPU the longest main-thread task (and all main-thread CPU) while the admin
// panel loads its characters. For a change to how long lists are read, on a shared machine:
// `BENCH_A=dist-before BENCH_B=dist LARGE_SIZES=mid npx tsx tests/bench/long-list-ab.ts`.
import type { Browser, Page } from 'playwright-core'
import { serveStatic } from '../../.ci/static-server.mjs'
import { launchChromium } from '../bundle/chromium'
import { spawnMockServer } from '../support/spawn-mock-server'
import { useLiveMode } from '../support/live-mode'
import { enterAdminPanel, MAIN_CHARACTER, signIn } from './sign-in'
import { mainThreadWork } from './main-thread'
import { NAME_HELPER } from './areas/area-bench'

const RUNS = Number(process.env.AB_RUNS ?? 3)
const TIMEOUT = 180_000
const builds = { A: process.env.BENCH_A, B: process.env.BENCH_B }
if (!builds.A || !builds.B) throw new Error('BENCH_A and BENCH_B: the two dist directories')

/** From the click to the frame after `ready` (a page-side expression) holds. */
async function clickToPaint(page: Page, click: () => Promise<unknown>, ready: string): Promise<number> {
  await page.evaluate(
    `addEventListener('click', () => { window.__clicked = performance.now() }, { capture: true, once: true })`,
  )
  await click()
  await page.waitForFunction(ready, undefined, { timeout: TIMEOUT, polling: 'raf' })
  return (await page.evaluate(
    `new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - window.__clicked))))`,
  )) as number
}

const adminList = (list: string) =>
  `!!document.querySelector('[data-search] ul[aria-label="${list}"] article') && !document.querySelector('[role="tabpanel"] [class*="animate-pulse"]')`

async function session(browser: Browser, api: string, slowdown: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  page.setDefaultTimeout(TIMEOUT)
  await page.addInitScript(NAME_HELPER)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
  await useLiveMode(page, api)
  return { page, close: () => context.close() }
}

async function run(browser: Browser, url: string, api: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  // 4x CPU: Nation Management as the player, then the admin's three lists.
  let s = await session(browser, api, 4)
  await signIn(s.page, `${url}/`)
  await s.page
    .getByRole('list', { name: 'Characters' })
    .getByRole('button', { name: new RegExp(MAIN_CHARACTER) })
    .click()
  console.error(`${new Date().toISOString()} signed in`)
  out['nations 4x ms'] = await clickToPaint(
    s.page,
    () => s.page.getByRole('button', { name: /Nation Management/ }).click(),
    `!!document.getElementById('all-nations')?.closest('section')?.querySelector('article')`,
  )
  await s.page.getByRole('button', { name: 'Logout' }).click()
  await enterAdminPanel(s.page, url)
  out['admin characters 4x ms'] = await clickToPaint(
    s.page,
    () => s.page.getByRole('tab', { name: 'Entity Management' }).click(),
    adminList('Characters'),
  )
  for (const list of ['Banks', 'Nations'])
    out[`admin ${list.toLowerCase()} 4x ms`] = await clickToPaint(
      s.page,
      () => s.page.getByRole('tab', { name: list, exact: true }).click(),
      adminList(list),
    )
  console.error(`${new Date().toISOString()} 4x done: ${JSON.stringify(out)}`)
  await s.close()
  // 1x CPU: the main thread while the admin panel loads its characters.
  s = await session(browser, api, 1)
  await enterAdminPanel(s.page, url)
  const work = await mainThreadWork(browser, s.page, async () => {
    await s.page.getByRole('tab', { name: 'Entity Management' }).click()
    await s.page.waitForFunction(adminList('Characters'), undefined, { timeout: TIMEOUT })
  })
  out['1x longest task ms CPU'] = work.longest.cpuMs
  out['1x longest task ms wall'] = work.longest.wallMs
  out['1x main-thread CPU ms'] = work.cpuMs
  out['1x load wall ms'] = work.wallMs
  await s.close()
  return out
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const browser = await launchChromium()
const large = await spawnMockServer('large', {
  largeSizes: process.env.LARGE_SIZES ?? '',
  startupMs: 600_000,
})
const servers = {
  A: await serveStatic({ dir: builds.A, spa: true }),
  B: await serveStatic({ dir: builds.B, spa: true }),
}
const results: Record<'A' | 'B', Record<string, number>[]> = { A: [], B: [] }
try {
  for (let i = 0; i < RUNS; i++)
    for (const which of i % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
      results[which].push(await run(browser, servers[which].url, large.origin))
      console.log(`run ${i + 1} ${which}: ${JSON.stringify(results[which].at(-1))}`)
    }
  for (const key of Object.keys(results.A[0]!)) {
    const [a, b] = (['A', 'B'] as const).map((w) => results[w].map((r) => r[key]!))
    console.log(
      `${key.padEnd(26)} A median ${median(a!).toFixed(0).padStart(6)} [${a!.map((x) => x.toFixed(0)).join(', ')}]   B median ${median(b!).toFixed(0).padStart(6)} [${b!.map((x) => x.toFixed(0)).join(', ')}]`,
    )
  }
} finally {
  large.stop()
  await servers.A.close()
  await servers.B.close()
  await browser.close()
}
