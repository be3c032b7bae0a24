// Player Relations: how long the grid of 50 cards takes to render once its page of players has
// arrived (the goal: under 50 ms). Measured in the built console in demo mode, page after page:
// from the GET /players?limit=50 answer reaching the page to the DOM holding its 50 cards (read,
// query update, React render and commit).
//
// The figure is the page's main-thread CPU time over that stretch (Chrome's thread clock, from a
// trace), not the wall-clock time: on a machine shared by many processes the renderer waits for
// a core far longer than it works, and that wait says nothing about the grid. Wall-clock times
// are printed beside it.
import type { Page } from 'playwright-core'
import { playMainCharacter } from '../sign-in'
import { NAME_HELPER, type AreaBench } from './area-bench'

const PAGES = 7
const BUDGET_MS = 50
const ANSWER = 'relations:answer'
const GRID = 'relations:grid'

declare global {
  interface Window {
    /** Resolves when the next grid of 50 cards is in the DOM. */
    __relationsGrid?: Promise<void>
  }
}

/** Before any page script: mark when a 50-player page of the directory answers. */
function markAnswers() {
  const original = window.fetch.bind(window)
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await original(...args)
    const url = String(args[0] instanceof Request ? args[0].url : args[0])
    if (/\/api\/v1\/players\?/.test(url) && /[?&]limit=50(&|$)/.test(url))
      performance.mark('relations:answer')
    return response
  }
}

/** Marks the next grid of 50 cards (other cards than now, or 50 where there were fewer). */
function watchNextGrid(page: Page) {
  return page.evaluate(() => {
    const list = () => document.querySelector('ul[aria-label="Players"]')
    const first = () => list()?.querySelector('article')?.getAttribute('aria-label') ?? null
    const count = () => list()?.querySelectorAll('article').length ?? 0
    const before = { first: first(), count: count() }
    window.__relationsGrid = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (count() === 50 && (first() !== before.first || before.count !== 50)) {
          performance.mark('relations:grid')
          observer.disconnect()
          resolve()
        }
      })
      observer.observe(document.body, { subtree: true, childList: true })
    })
  })
}

interface Mark {
  name: string
  ts: number
  tts?: number
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const relationsBench: AreaBench = async ({ browser, demoUrl }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  try {
    await page.addInitScript(NAME_HELPER)
    await page.addInitScript(markAnswers)
    await playMainCharacter(page, demoUrl, 60_000)
    await page.getByRole('button', { name: /Player Relations/ }).click()
    await page.getByRole('article').first().waitFor({ timeout: 30_000 })

    const cpu: number[] = []
    const wall: number[] = []
    for (let run = 0; run < PAGES; run++) {
      await watchNextGrid(page)
      await browser.startTracing(page, { categories: ['blink.user_timing'] })
      if (run === 0) await page.getByRole('combobox', { name: 'Per page' }).selectOption('50')
      else await page.getByRole('button', { name: 'Next page' }).click()
      await page.evaluate(() => window.__relationsGrid)
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: Mark[] }
      const last = (name: string) => trace.traceEvents.filter((e) => e.name === name).at(-1)
      const answer = last(ANSWER)
      const grid = last(GRID)
      if (!answer?.tts || !grid?.tts) throw new Error(`no ${ANSWER} / ${GRID} marks with thread times`)
      cpu.push((grid.tts - answer.tts) / 1000)
      wall.push((grid.ts - answer.ts) / 1000)
    }
    return [
      {
        what: 'Player Relations: grid of 50 cards, answer to rendered, main-thread CPU (median)',
        cpuMs: median(cpu),
        budgetMs: BUDGET_MS,
        note: `${PAGES} pages, CPU ${cpu.map((t) => t.toFixed(0)).join(', ')} ms; wall ${wall.map((t) => t.toFixed(0)).join(', ')} ms`,
      },
    ]
  } finally {
    await page.close()
  }
}

export default relationsBench
