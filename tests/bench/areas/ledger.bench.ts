// The ledger's figures in the built console, demo mode: First Aurelian Bank's vault ledger
// (thousands of rows in the demo world), opened as its officer Aurelia Voss from Banking.
//  - a 200-row page rendered: from its body having been read to the rows in view painted (the page
//    draws only those; its aria-rowcount says it holds 200);
//  - a filter change to painted rows: from the change event to the filtered rows painted
//    (this includes the in-page fake backend answering the new query).
// Each is the median of several runs; nothing here is part of the product.
import type { Locator, Page } from 'playwright-core'
import { playMainCharacter } from '../sign-in'
import { NAME_HELPER, type AreaBench } from './area-bench'
import { recordBodies } from './ledger-bodies'

const RUNS = 5

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

declare global {
  interface Window {
    __painted?: Promise<number>
  }
}

/**
 * Resolves with the time after the first frame in which the ledger table satisfies `ready`
 * (a frame, then a task: the rows have been painted). `ready` gets the rows in the document and
 * how many the page holds. Installed before the action it measures.
 */
async function armPaint(page: Page, ready: string) {
  await page.evaluate((source) => {
    const done = new Function('rows', 'pageRows', `return (${source})(rows, pageRows)`) as (
      rows: HTMLElement[],
      pageRows: number,
    ) => boolean
    window.__painted = new Promise<number>((resolve) => {
      const check = () => {
        // The ledger opens over the bank's own dialog: its table is the last one in a dialog.
        const table = Array.from(
          document.querySelectorAll('[role="dialog"] table, [role="dialog"] [role="table"]'),
        ).at(-1)
        // A <table>'s body rows, or the rows after the header of an ARIA grid table.
        const rows = !table
          ? []
          : table.tagName === 'TABLE'
            ? Array.from(table.querySelectorAll<HTMLElement>('tbody tr'))
            : Array.from(table.querySelectorAll<HTMLElement>('[role="row"]')).slice(1)
        // A long page draws only the rows in view and says how many the page holds (header included).
        const count = table?.getAttribute('aria-rowcount')
        if (!done(rows, count ? Number(count) - 1 : rows.length)) return
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))
      }
      const observer = new MutationObserver(check)
      observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    })
  }, ready)
}

/** The first row under the ledger's header row. */
const firstRow = (dialog: Locator) => dialog.getByRole('table').getByRole('row').nth(1)

async function openVaultLedger(page: Page) {
  await playMainCharacter(page, '/')
  await page.getByRole('button', { name: /Banking & Finance/ }).click()
  await page.getByRole('tab', { name: 'All Banks' }).click()
  await page.getByRole('button', { name: /View Offerings.*First Aurelian Bank/ }).click()
  await page.getByRole('button', { name: 'History', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Transaction Ledger - First Aurelian Bank' })
    .getByRole('table')
    .waitFor()
  await page.getByRole('button', { name: 'Toggle Filters' }).click()
}

const bench: AreaBench = async ({ browser, demoUrl }) => {
  const context = await browser.newContext({ baseURL: demoUrl, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.addInitScript(NAME_HELPER)
  await page.addInitScript(recordBodies)
  try {
    await openVaultLedger(page)
    const dialog = page.getByRole('dialog', { name: 'Transaction Ledger - First Aurelian Bank' })

    // 200 rows a page; each further page is new data for the same table.
    const render: number[] = []
    await armPaint(page, '(rows, pageRows) => pageRows === 200 && rows.length > 0')
    await dialog.getByLabel('Limit').selectOption('200')
    for (let run = 0; run <= RUNS; run++) {
      const painted = await page.evaluate(() => window.__painted!)
      const bodyRead = await page.evaluate(() => window.__ledgerBodies!.at(-1)!.at)
      if (run > 0) render.push(painted - bodyRead) // the first one warms up
      if (run === RUNS) break
      const first = await firstRow(dialog).textContent()
      await armPaint(
        page,
        `(rows, pageRows) => pageRows === 200 && rows.length > 0 && rows[0].textContent !== ${JSON.stringify(first)}`,
      )
      await dialog.getByRole('button', { name: 'Next page' }).click()
    }

    // Filter changes: each type is a new query; done when every row shows that type.
    const filter: number[] = []
    await dialog.getByLabel('Limit').selectOption('50')
    for (const type of ['Interest', 'Maintenance Fee', 'Transfer', 'Overdraft Fee', 'UBI', 'Interest']) {
      await firstRow(dialog).waitFor()
      await armPaint(
        page,
        `(rows) => rows.length > 0 && rows.every((row) => row.children.length === 1 || row.children[1].textContent === ${JSON.stringify(type)})`,
      )
      const started = page.evaluate(() => {
        const select = Array.from(
          document.querySelectorAll<HTMLSelectElement>('[role="dialog"] select'),
        ).find((s) => s.labels?.[0]?.textContent === 'Transaction Type')!
        return new Promise<number>((resolve) =>
          select.addEventListener('change', () => resolve(performance.now()), { once: true, capture: true }),
        )
      })
      await dialog.getByLabel('Transaction Type').selectOption(type)
      const t0 = await started
      const painted = await page.evaluate(() => window.__painted!)
      filter.push(painted - t0)
    }
    const filterRuns = filter.slice(1)
    return [
      {
        what: 'ledger: 200-row page rendered after its data arrived (median)',
        ms: median(render),
        budgetMs: 100,
        note: `${RUNS} pages: ${render.map((t) => t.toFixed(0)).join(', ')} ms`,
      },
      {
        what: 'ledger: filter change to painted rows, demo mode (median)',
        ms: median(filterRuns),
        budgetMs: 150,
        note: `${filterRuns.length} changes: ${filterRuns.map((t) => t.toFixed(0)).join(', ')} ms`,
      },
    ]
  } finally {
    await context.close()
  }
}

export default bench
