// Nation Management's own figures in the built console (demo world: 8 nations, the Aurelian
// Republic with 46 members): opening the area (its lazy chunk and GET /nations), a search,
// a nation's detail and its treasury: the page's main-thread CPU time from the click to the
// result on screen, median of 3 runs, each in a fresh browser context.
import type { Browser, Page } from 'playwright-core'
import { mainThreadWork } from '../main-thread'
import { playMainCharacter } from '../sign-in'
import type { AreaBench, AreaBenchRow } from './area-bench'

const RUNS = 3
/** Main-thread CPU time, at most 25 % above the figures of 2026-11-26 (docs/performance.md). */
const BUDGET_CPU_MS = { open: 220, search: 50, detail: 220, treasury: 80 }

/** Resolves once the "All nations" section shows `count` cards. */
const listed = (page: Page, count: number) =>
  page.waitForFunction(
    (n) =>
      document.getElementById('all-nations')?.closest('section')?.querySelectorAll('article').length === n,
    count,
  )

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

interface Figure {
  /** The page's main-thread CPU time from `action` until `done` resolves. */
  cpu: number
  wall: number
}

async function timed(
  browser: Browser,
  page: Page,
  action: () => Promise<unknown>,
  done: () => Promise<unknown>,
): Promise<Figure> {
  const work = await mainThreadWork(browser, page, async () => {
    await action()
    await done()
  })
  return { cpu: work.cpuMs, wall: work.wallMs }
}

async function toDashboard(page: Page, demoUrl: string) {
  await playMainCharacter(page, `${demoUrl}/`)
  await page.getByRole('button', { name: /Nation Management/ }).waitFor()
}

const bench: AreaBench = async ({ browser, demoUrl }) => {
  const figures = {
    open: [] as Figure[],
    search: [] as Figure[],
    detail: [] as Figure[],
    treasury: [] as Figure[],
  }
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    try {
      await toDashboard(page, demoUrl)
      figures.open.push(
        await timed(
          browser,
          page,
          () => page.getByRole('button', { name: /Nation Management/ }).click(),
          () => listed(page, 8),
        ),
      )
      const search = page.getByRole('searchbox')
      figures.search.push(
        await timed(
          browser,
          page,
          () => search.fill('warm halls'),
          () => listed(page, 1),
        ),
      )
      await search.fill('')
      await listed(page, 8)
      const mine = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Your nation' }) })
      figures.detail.push(
        await timed(
          browser,
          page,
          () => mine.getByRole('button', { name: 'Aurelian Republic', exact: true }).click(),
          () =>
            page
              .getByRole('list', { name: /^Citizens/ })
              .getByRole('listitem')
              .nth(40)
              .waitFor(),
        ),
      )
      figures.treasury.push(
        await timed(
          browser,
          page,
          () => page.getByRole('tab', { name: 'Treasury' }).click(),
          () => page.getByRole('table', { name: 'UBI Policies' }).waitFor(),
        ),
      )
    } finally {
      await context.close()
    }
  }
  // Judged by the page's main-thread CPU time (the in-page fake backend's work included): on the
  // shared machine the wall time mostly measures how long the page waited for a core.
  const row = (what: string, figures: Figure[], budgetMs: number, about: string): AreaBenchRow => ({
    what,
    cpuMs: median(figures.map((f) => f.cpu)),
    budgetMs,
    note: `median of ${RUNS}, ${about}; CPU ${figures.map((f) => f.cpu.toFixed(0)).join(', ')} ms, wall ${figures.map((f) => f.wall.toFixed(0)).join(', ')} ms`,
  })
  return [
    row(
      'nations: open the area, 8 nation cards shown',
      figures.open,
      BUDGET_CPU_MS.open,
      'lazy chunk + GET /nations',
    ),
    row(
      'nations: search to filtered list',
      figures.search,
      BUDGET_CPU_MS.search,
      'after the 300 ms search debounce',
    ),
    row(
      'nations: open a nation, 46 members listed',
      figures.detail,
      BUDGET_CPU_MS.detail,
      'GET /nations/{id}',
    ),
    row(
      'nations: treasury tab, balances and UBI policies',
      figures.treasury,
      BUDGET_CPU_MS.treasury,
      'GET /treasuries/{nation} + /currencies',
    ),
  ]
}

export default bench
