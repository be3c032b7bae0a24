// Nation Management's own figures in the built console (demo world: 8 nations, the Aurelian
// Republic with 46 members): opening the area (its lazy chunk and GET /nations), a search,
// a nation's detail and its treasury. Median of 3 runs, each in a fresh browser context.
import type { Page } from 'playwright-core'
import type { AreaBench, AreaBenchRow } from './area-bench'

const PLAYER = { uuid: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', password: 'demo-player' }
const RUNS = 3

/** Resolves once the "All nations" section shows `count` cards. */
const listed = (page: Page, count: number) =>
  page.waitForFunction(
    (n) =>
      document.getElementById('all-nations')?.closest('section')?.querySelectorAll('article').length === n,
    count,
  )

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Milliseconds from `action` until `done` resolves. */
async function timed(action: () => Promise<unknown>, done: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await action()
  await done()
  return performance.now() - start
}

async function toDashboard(page: Page, demoUrl: string) {
  await page.goto(`${demoUrl}/`)
  await page.getByRole('button', { name: 'Use UUID Directly' }).click()
  await page.getByLabel('UUID', { exact: true }).fill(PLAYER.uuid)
  await page.getByPlaceholder('Enter your password').fill(PLAYER.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page
    .getByRole('list', { name: 'Characters' })
    .getByRole('button', { name: /Aurelia Voss/ })
    .click()
  await page.getByRole('button', { name: /Nation Management/ }).waitFor()
}

const bench: AreaBench = async ({ browser, demoUrl }) => {
  const figures = {
    open: [] as number[],
    search: [] as number[],
    detail: [] as number[],
    treasury: [] as number[],
  }
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    try {
      await toDashboard(page, demoUrl)
      figures.open.push(
        await timed(
          () => page.getByRole('button', { name: /Nation Management/ }).click(),
          () => listed(page, 8),
        ),
      )
      const search = page.getByRole('searchbox')
      figures.search.push(
        await timed(
          () => search.fill('warm halls'),
          () => listed(page, 1),
        ),
      )
      await search.fill('')
      await listed(page, 8)
      const mine = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Your nation' }) })
      figures.detail.push(
        await timed(
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
          () => page.getByRole('tab', { name: 'Treasury' }).click(),
          () => page.getByRole('table', { name: 'UBI Policies' }).waitFor(),
        ),
      )
    } finally {
      await context.close()
    }
  }
  const note = `median of ${RUNS}`
  const rows: AreaBenchRow[] = [
    {
      what: 'nations: open the area, 8 nation cards shown',
      ms: median(figures.open),
      budgetMs: 2000,
      note: `${note}, lazy chunk + GET /nations`,
    },
    {
      what: 'nations: search to filtered list',
      ms: median(figures.search),
      budgetMs: 800,
      note: `${note}, includes the 300 ms search debounce`,
    },
    {
      what: 'nations: open a nation, 46 members listed',
      ms: median(figures.detail),
      budgetMs: 1500,
      note: `${note}, GET /nations/{id}`,
    },
    {
      what: 'nations: treasury tab, balances and UBI policies',
      ms: median(figures.treasury),
      budgetMs: 1200,
      note: `${note}, GET /treasuries/{nation} + /currencies`,
    },
  ]
  return rows
}

export default bench
