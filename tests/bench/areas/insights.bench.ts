// Insights' figures in the built console, demo mode, 1x CPU: the Aurelian Republic's treasury,
// given 5 000 more ledger rows (mints of 1 by its officer Aurelia Voss, through the API), so every
// window walks the full 25 pages.
//  - history shown after the last page: from the last ledger page's body having been read to the
//    chart painted with the derived series and the walk's end shown (the derivation over the
//    5 000 rows walked, the day table and the SVG chart), for the 30-day, 90-day and "All"
//    windows; the slowest is the figure;
//  - the insights chunk's gzip size (the panels, derivations and charts a player downloads when
//    first opening one).
// Nothing here is part of the product.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { dist } from '../../bundle/dist-graph'
import { playMainCharacter } from '../sign-in'
import { NAME_HELPER, type AreaBench } from './area-bench'
import { recordBodies } from './ledger-bodies'

const NATION = 'Aurelian Republic'
const EXTRA_ROWS = 5_000
const BUDGET_MS = 150
const BUDGET_KB = 15

declare global {
  interface Window {
    __historyPainted?: Promise<{ at: number; rows: number }>
  }
}

/**
 * Resolves, after the frame in which it shows, when the vault's history has a chart and no
 * progress bar any more (the walk is over): the time, and how many ledger pages were read.
 */
async function armHistoryPaint(page: Page) {
  await page.evaluate((nation) => {
    const armedAfter = window.__ledgerBodies!.length
    window.__historyPainted = new Promise((resolve) => {
      const check = () => {
        const panel = document.querySelector(`[aria-labelledby="balance-history-treasury-${nation}"]`)
        const slider = panel?.querySelector(`[role="slider"][aria-label^="Balance history of ${nation}"]`)
        if (!panel || !slider || panel.querySelector('progress')) return
        if (window.__ledgerBodies!.length <= armedAfter) return
        observer.disconnect()
        requestAnimationFrame(() =>
          setTimeout(
            () => resolve({ at: performance.now(), rows: window.__ledgerBodies!.length - armedAfter }),
            0,
          ),
        )
      }
      const observer = new MutationObserver(check)
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      })
    })
  }, NATION)
}

/** `count` mints of 1 into the treasury, six requests in flight, as the signed-in officer. */
async function mintMany(page: Page, count: number) {
  await page.evaluate(
    async ({ nation, count }) => {
      const { token } = JSON.parse(sessionStorage.getItem('statecraft.session')!) as { token: string }
      let next = 0
      const worker = async () => {
        while (next < count) {
          next += 1
          const response = await fetch(`/api/v1/treasuries/${encodeURIComponent(nation)}/mint`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: JSON.stringify({
              currencySymbol: '$AR',
              amount: 1,
              description: '',
              mintedBy: 'Aurelia Voss',
            }),
          })
          if (!response.ok) throw new Error(`mint: HTTP ${response.status}`)
        }
      }
      await Promise.all(Array.from({ length: 6 }, worker))
    },
    { nation: NATION, count },
  )
}

async function openTreasuryHistory(page: Page) {
  await playMainCharacter(page, '/')
  await page.getByRole('heading', { level: 1, name: 'Aurelia Voss' }).waitFor()
  await mintMany(page, EXTRA_ROWS)
  await page.getByRole('button', { name: /Nation Management/ }).click()
  const mine = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Your nation' }) })
  await mine.getByRole('button', { name: NATION, exact: true }).click()
  await page.getByRole('tab', { name: 'Treasury' }).click()
  await armHistoryPaint(page)
  await page.getByRole('button', { name: 'Balance history', exact: true }).click()
}

/** The insights chunk (src/features/insights/insights-chunk.ts), gzip level 9, in KB. */
function chunkKb(): number {
  const file = readdirSync(join(dist, 'assets')).find((name) => /^insights-chunk-.*\.js$/.test(name))
  if (!file) throw new Error('no insights-chunk-*.js in dist/assets: run vite build first')
  return gzipSync(readFileSync(join(dist, 'assets', file)), { level: 9 }).length / 1024
}

const bench: AreaBench = async ({ browser, demoUrl }) => {
  const context = await browser.newContext({ baseURL: demoUrl, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  page.setDefaultTimeout(120_000)
  await page.addInitScript(NAME_HELPER)
  await page.addInitScript(recordBodies)
  try {
    await openTreasuryHistory(page)
    const shown: { span: string; ms: number; pages: number }[] = []
    for (const span of ['30 days', '90 days', 'All']) {
      if (span !== '30 days') {
        await armHistoryPaint(page)
        await page.getByRole('button', { name: span, exact: true }).click()
      }
      const painted = await page.evaluate(() => window.__historyPainted!)
      const lastBody = await page.evaluate(() => window.__ledgerBodies!.at(-1)!.at)
      shown.push({ span, ms: painted.at - lastBody, pages: painted.rows })
    }
    const slowest = shown.reduce((a, b) => (b.ms > a.ms ? b : a))
    return [
      {
        what: 'insights: balance history derived and painted after its last page (slowest window, 1x CPU)',
        ms: slowest.ms,
        budgetMs: BUDGET_MS,
        note: shown.map((s) => `${s.span}: ${s.ms.toFixed(0)} ms, ${s.pages} pages`).join('; '),
      },
      { what: 'insights: chunk size (gzip)', kb: chunkKb(), budgetKb: BUDGET_KB },
    ]
  } finally {
    await context.close()
  }
}

export default bench
