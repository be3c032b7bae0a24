// The console on a world the size of the biggest servers, in live mode against the mock server:
// the large world (SCENARIO=large, LARGE_SIZES to shrink it) beside the demo world, each in its
// own mock-server process, the built console (dist/) pointed at them.
// - every area's first screen at 4x CPU, from the click to the frame that paints its data, large
//   and demo world in interleaved runs (median of SCALE_RUNS, default 3), and its ratio to the demo
//   world's (budget 1.5x); a screen that shows a whole collection 100x larger (banks, currencies,
//   nations, admin entity lists) is judged in absolute time instead (500 ms at 4x CPU), its note
//   saying what the browser alone spends fetching and parsing those lists (answer-floor.ts);
// - the JS heap after visiting every area once (the largest of the player's and the admin's part);
// - at 1x CPU, the longest main-thread task (CPU time) while searching each long list, and while
//   the admin panel loads its largest entity list.
// Compare Offerings has its own bench (compare-offerings*.bench.ts). Alone, after `vite build`:
// `npx tsx tests/bench/run-area.ts scale` (LARGE_SIZES=mid seeds in seconds, for quick iterations).
import type { Browser } from 'playwright-core'
import { spawnMockServer, type MockServerProcess } from '../../support/spawn-mock-server'
import { SCALE_BUDGET, searchLongLists, tourAreas, type TourResult } from '../tour'
import { answerFloors, type AnswerFloor } from '../answer-floor'
import { NAME_HELPER, type AreaBench, type AreaBenchRow } from './area-bench'

const RUNS = Number(process.env.SCALE_RUNS ?? 3)
const CPU_SLOWDOWN = 4
const STEP_TIMEOUT_MS = 180_000

/** The whole collections each absolute step reads (section 7 gives them only whole). */
const LISTS_READ: Record<string, readonly string[]> = {
  'banking: All Banks': ['/banks'],
  'banking: Markets': ['/currencies'],
  'banking: Rankings': ['/nations', '/banks', '/currencies'],
  'nations: all nations': ['/nations'],
  'admin: characters': ['/admin/entities/characters'],
  'admin: banks': ['/admin/entities/banks'],
  'admin: nations': ['/admin/entities/nations'],
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ')

async function tour(browser: Browser, baseUrl: string, server: MockServerProcess, slowdown: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    const page = await context.newPage()
    await page.addInitScript(NAME_HELPER)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
    return await tourAreas(page, { baseUrl, apiOrigin: server.origin, timeoutMs: STEP_TIMEOUT_MS })
  } finally {
    await context.close()
  }
}

async function searches(browser: Browser, baseUrl: string, server: MockServerProcess) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    const page = await context.newPage()
    await page.addInitScript(NAME_HELPER)
    return await searchLongLists(browser, page, {
      baseUrl,
      apiOrigin: server.origin,
      timeoutMs: STEP_TIMEOUT_MS,
    })
  } finally {
    await context.close()
  }
}

/** What the browser alone spends on a step's lists (answer-floor.ts), for its row's note. */
function floorNote(step: string, floors: readonly AnswerFloor[]): string {
  const lists = (LISTS_READ[step] ?? []).map((path) => floors.find((f) => f.path === path)!)
  if (lists.length === 0) return ''
  const each = lists.map(
    (f) =>
      `${f.path} ${(f.chars / 1e6).toFixed(1)} M chars ${f.ms.toFixed(0)} ms (JSON.parse ${f.parseMs.toFixed(0)})`,
  )
  return `; the browser alone, fetch to parsed, no console code: ${each.join(', ')}`
}

/** Rows of the interleaved tours: each step's large-world time and its ratio to the demo world. */
function stepRows(
  demo: TourResult[],
  large: TourResult[],
  world: string,
  floors: readonly AnswerFloor[],
): AreaBenchRow[] {
  const rows: AreaBenchRow[] = []
  for (const { step, kind } of large[0].steps) {
    const times = (tours: TourResult[]) => tours.map((t) => t.steps.find((s) => s.step === step)!.ms)
    const l = median(times(large))
    const d = median(times(demo))
    const note = `large ${list(times(large))} ms; demo ${list(times(demo))} ms`
    if (kind === 'ratio')
      rows.push({
        what: `scale: ${step}, large vs demo world, 4x CPU`,
        ratio: l / d,
        budgetRatio: SCALE_BUDGET.ratio,
        note: `${l.toFixed(0)} vs ${d.toFixed(0)} ms; ${note}`,
      })
    else
      rows.push({
        what: `scale: ${step}, large world, 4x CPU (data 100x the demo's)`,
        ms: l,
        budgetMs: SCALE_BUDGET.absoluteMs,
        note: `${(l / d).toFixed(1)}x demo; ${note}${floorNote(step, floors)}`,
      })
  }
  rows.push({
    what: `scale: JS heap after visiting every area once, large world`,
    mb: Math.max(...large.flatMap((t) => t.heapMb)),
    budgetMb: SCALE_BUDGET.heapMb,
    note: `player, admin: ${large.map((t) => t.heapMb.map((h) => h.toFixed(0)).join(' + ')).join('; ')} MB; ${world}`,
  })
  return rows
}

const bench: AreaBench = async ({ browser, demoUrl }) => {
  const sizes = process.env.LARGE_SIZES ?? ''
  const world = sizes ? `LARGE_SIZES=${sizes}` : 'full large world'
  const large = await spawnMockServer('large', { largeSizes: sizes, startupMs: 300_000 })
  const demo = await spawnMockServer('demo').catch((error: unknown) => {
    large.stop()
    throw error
  })
  try {
    const tours = { demo: [] as TourResult[], large: [] as TourResult[] }
    for (let run = 0; run < RUNS; run++) {
      // Interleaved, alternating which goes first: machine load hits both worlds alike.
      const order = run % 2 ? (['large', 'demo'] as const) : (['demo', 'large'] as const)
      for (const name of order)
        tours[name].push(await tour(browser, demoUrl, name === 'demo' ? demo : large, CPU_SLOWDOWN))
      process.stdout.write(`  scale: tour ${run + 1}/${RUNS} done\n`)
    }
    const paths = [...new Set(Object.values(LISTS_READ).flat())]
    const floors = await answerFloors(browser, large.origin, paths, CPU_SLOWDOWN)
    const rows = stepRows(tours.demo, tours.large, world, floors)
    const pass = await searches(browser, demoUrl, large)
    for (const { list: name, task, query } of pass.searches)
      rows.push(
        task
          ? {
              what: `scale: longest task searching ${name}, large world, 1x CPU`,
              cpuMs: task.cpuMs,
              budgetMs: SCALE_BUDGET.searchTaskMs,
              note: `typed "${query}"; its wall time ${task.wallMs.toFixed(0)} ms`,
            }
          : {
              what: `scale: longest task searching ${name}, large world, 1x CPU`,
              missing: 'no search box in this list',
            },
      )
    rows.push({
      what: 'scale: longest task while the admin panel loads its characters, large world, 1x CPU',
      cpuMs: pass.adminLoad.cpuMs,
      budgetMs: SCALE_BUDGET.loadTaskMs,
      note: `its wall time ${pass.adminLoad.wallMs.toFixed(0)} ms`,
    })
    return rows
  } finally {
    large.stop()
    demo.stop()
  }
}

export default bench
