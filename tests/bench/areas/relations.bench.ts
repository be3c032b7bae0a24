// Player Relations: how long the grid of 50 cards takes to render once its page of players has
// arrived (issue 11: under 50 ms). Measured in the built console in demo mode: the time from the
// GET /players?limit=50 answer reaching the page to the commit that shows its 50 cards (read,
// parse, query update, React render and DOM), for several pages; the median is the figure.
import type { AreaBench } from './area-bench'

const PAGES = 7
const BUDGET_MS = 50

declare global {
  interface Window {
    /** When each 50-player page answered (performance.now()), filled by the init script. */
    __relationsArrivals?: number[]
    /** Resolves when the next grid of 50 cards is in the DOM (performance.now()). */
    __relationsGrid?: Promise<number>
  }
}

const relationsBench: AreaBench = async ({ browser, demoUrl }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  try {
    // Before any page script runs: note when a 50-player page of the directory answers.
    await page.addInitScript(() => {
      window.__relationsArrivals = []
      const original = window.fetch.bind(window)
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        const response = await original(...args)
        const url = String(args[0] instanceof Request ? args[0].url : args[0])
        if (/\/api\/v1\/players\?/.test(url) && /[?&]limit=50(&|$)/.test(url))
          window.__relationsArrivals!.push(performance.now())
        return response
      }
    })
    await page.goto(demoUrl)
    await page.getByRole('button', { name: 'Use UUID Directly' }).click({ timeout: 60_000 })
    await page.getByLabel('UUID', { exact: true }).fill('6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b')
    await page.getByPlaceholder('Enter your password').fill('demo-player')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page
      .getByRole('list', { name: 'Characters' })
      .getByRole('button', { name: /Aurelia Voss/ })
      .click()
    await page.getByRole('button', { name: /Player Relations/ }).click()
    await page.getByRole('article').first().waitFor({ timeout: 30_000 })

    /** Starts watching for the next grid of 50 cards whose first card differs from now's. */
    const watchNextGrid = () =>
      page.evaluate(() => {
        const list = () => document.querySelector('ul[aria-label="Players"]')
        const firstOf = () => list()?.querySelector('article')?.getAttribute('aria-label') ?? null
        const before = firstOf()
        window.__relationsGrid = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (list()?.querySelectorAll('article').length === 50 && firstOf() !== before) {
              observer.disconnect()
              resolve(performance.now())
            }
          })
          observer.observe(document.body, { subtree: true, childList: true })
        })
      })

    const timings: number[] = []
    for (let run = 0; run < PAGES; run++) {
      await watchNextGrid()
      if (run === 0) await page.getByRole('combobox', { name: 'Per page' }).selectOption('50')
      else await page.getByRole('button', { name: 'Next page' }).click()
      const renderedAt = await page.evaluate(() => window.__relationsGrid!)
      const arrivedAt = await page.evaluate(() => window.__relationsArrivals!.at(-1)!)
      timings.push(renderedAt - arrivedAt)
    }
    const sorted = [...timings].sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)]
    return [
      {
        what: 'Player Relations: grid of 50 cards, answer to rendered (median)',
        ms: median,
        budgetMs: BUDGET_MS,
        note: `${PAGES} pages: ${timings.map((t) => t.toFixed(0)).join(', ')} ms`,
      },
    ]
  } finally {
    await page.close()
  }
}

export default relationsBench
