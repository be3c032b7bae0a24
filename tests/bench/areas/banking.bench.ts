// Banking & Finance figures in the built console (demo world, in-page fake backend): how long
// the area takes to show the player's accounts, to compare every bank's offerings (one request
// per bank), and to re-sort that comparison.
import { mainThreadWork } from '../main-thread'
import { playMainCharacter } from '../sign-in'
import { NAME_HELPER, type AreaBench, type AreaBenchRow } from './area-bench'

/** Main-thread CPU time, at most 25 % above the figures of 2026-11-26 (docs/performance.md). */
const BUDGET_CPU_MS = { accounts: 200, compare: 120 }

const bench: AreaBench = async ({ browser, demoUrl }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await page.addInitScript(NAME_HELPER)
  // The page's main-thread CPU time (the in-page fake backend's included); wall time beside it.
  const timed = (what: () => Promise<unknown>) => mainThreadWork(browser, page, what)
  try {
    await playMainCharacter(page, demoUrl)
    await page.getByRole('button', { name: /Banking & Finance/ }).waitFor()
    const accounts = await timed(async () => {
      await page.getByRole('button', { name: /Banking & Finance/ }).click()
      await page.getByRole('article').first().waitFor()
    })
    const compare = await timed(async () => {
      await page.getByRole('tab', { name: 'Compare Offerings' }).click()
      await page
        .getByRole('button', { name: /^Open Account with / })
        .first()
        .waitFor()
    })
    // Measured in the page, from the click to the first row changing: the app's work only. The
    // click turns the current order around (the sorted column's header), which always brings
    // another offering first; another column's order may keep the same first row, and the wait
    // would never end.
    const resort = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const table = document.querySelector('[role="table"][aria-label="Offerings of every bank"]')!
          const first = () => table.querySelector('[role="row"][aria-rowindex="2"]')?.textContent
          const before = first()
          const header = table.querySelector<HTMLButtonElement>('[role="columnheader"][aria-sort] button')
          if (!header) return reject(new Error('no sorted column header in Compare Offerings'))
          const giveUp = setTimeout(() => reject(new Error('the first row did not change in 10 s')), 10_000)
          const start = performance.now()
          new MutationObserver((_, observer) => {
            if (first() === before) return
            observer.disconnect()
            clearTimeout(giveUp)
            resolve(performance.now() - start)
          }).observe(table, { childList: true, subtree: true, characterData: true })
          header.click()
        }),
    )
    const rows: AreaBenchRow[] = [
      {
        what: 'banking: tile click to My Accounts cards',
        cpuMs: accounts.cpuMs,
        budgetMs: BUDGET_CPU_MS.accounts,
        note: `demo world; wall ${accounts.wallMs.toFixed(0)} ms`,
      },
      {
        what: 'banking: Compare Offerings of every bank',
        cpuMs: compare.cpuMs,
        budgetMs: BUDGET_CPU_MS.compare,
        note: `6 banks; wall ${compare.wallMs.toFixed(0)} ms`,
      },
      { what: 'banking: re-sort the comparison', ms: resort, budgetMs: 100, note: 'click to new first row' },
    ]
    return rows
  } finally {
    await page.close()
  }
}

export default bench
