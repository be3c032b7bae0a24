// `npm run bench`: what a player waits for, measured side by side with a bare React 19 page that
// this script builds itself (tests/bench/bare), so every figure is also a ratio to that page from
// the same run on the same (shared, noisy) machine. Exits 1 when a figure is over its budget.
//
// - download: JS+CSS (gzip) a live first visit fetches before its own sign-in form runs;
// - login ready: navigation start until the username input is usable, live and demo mode, first
//   visit (empty profile) and reload (warm cache), at 1x and 4x CPU (CDP throttling); the median
//   of RUNS interleaved runs (each run visits every page in a rotated order). Two moments: the
//   login on screen and typable (index.html's static login, src/app/login-shell), and the app's
//   own login running (what the player pressed is acted on from then);
// - fake-backend timings (tests/bench/seed-timing.ts) and every area's own figures
//   (tests/bench/areas/*.bench.ts).
//
// How machine load is kept out of the verdicts (the machine is shared; its load swings from 1 to 25):
// - login-ready budgets are ratios to the bare page measured in the same interleaved runs, at the
//   same CPU rate, on a first visit (the bare page's reload, under 100 ms of cached work, is too
//   short to register the load, so reloads are judged against the first visit too);
// - CPU times (process or main-thread, rows marked CPU) are judged as they are: waiting for a core
//   does not count in them;
// - other wall-clock times carry budgets written in ms for a machine whose bare page is ready in
//   BARE_REFERENCE_MS, and are judged against the yardstick measured next to them: the median of
//   the bare page's first visit sampled YARDSTICK_SAMPLES times before and after each part
//   (backend timings, each area file), so a part run while the machine was busier is judged
//   against a slower yardstick.
//
// `npx tsx tests/bench/bench.ts [ready] [backend] [areas] [AREA...]` runs only those parts (an
// area by its file name, e.g. `ledger`); the bare page is always measured, as the yardstick.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { spawnSync } from 'node:child_process'
import type { Browser } from 'playwright-core'
import { build } from 'vite'
import react from '@vitejs/plugin-react'
import { serveStatic } from '../../.ci/static-server.mjs'
import { formatAreaRow, type AreaBench, type Yardstick } from './areas/area-bench'
import {
  allChunks,
  dist,
  initialClosure,
  languageLoginChunks,
  librariesIn,
  readDist,
  root,
} from '../bundle/dist-graph'
import { launchChromium } from '../bundle/chromium'
import { serveCached, type CachedServer } from './cached-server'
import type { Timing } from './seed-timing'
import { measureReadyWithRetry, type ReadyRun, type Visit } from './ready-timing'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PARTS = process.argv.slice(2)
const AREA_PARTS = PARTS.filter((part) => !['ready', 'backend', 'areas'].includes(part))
const wanted = (part: 'ready' | 'backend' | 'areas') =>
  PARTS.length === 0 || PARTS.includes(part) || (part === 'areas' && AREA_PARTS.length > 0)

/**
 * The bare page's login ready (first visit, 1x CPU, median) that the wall-clock ms budgets of the
 * fake backend and the areas are written for: a quiet machine. Calibrated on 2026-11-26 at 21:00
 * UTC, with only the bench running (load average 2 to 4): the login-ready runs' median was 144 ms
 * and the first yardstick's samples 104 to 136 ms.
 */
const BARE_REFERENCE_MS = 140
/** Bare-page samples taken between two parts; each part is judged by the ones before and after it. */
const YARDSTICK_SAMPLES = Number(process.env.BENCH_YARDSTICK_SAMPLES ?? 3)
const CPU_SLOWDOWNS = [1, 4] as const
const VISITS: Visit[] = ['first visit', 'reload']

type Page = 'bare' | 'live' | 'demo'
type Slowdown = (typeof CPU_SLOWDOWNS)[number]
/** When the login is on screen and typable, and when the app's own login runs. */
type Moment = 'ready' | 'app'
type Budgets = Record<Exclude<Page, 'bare'>, Record<Visit, Record<Slowdown, number>>>
const KB = 1024

/** The demo page carries the whole fake backend: one loose ratio for both moments, both visits. */
const DEMO_BUDGET = { 'first visit': { 1: 10, 4: 10 }, reload: { 1: 10, 4: 10 } }

/** Budgets (see the header). Sizes in gzip bytes; timings as ratios to the bare page. */
const BUDGET = {
  liveDownloadGzip: 100 * KB,
  /** What a German (or any other language's) login adds to the English one (issue 37). */
  languageExtraGzip: 6 * KB,
  demoBackendGzip: 500 * KB,
  /** The login on screen and typable. */
  ready: {
    live: {
      'first visit': { 1: 3, 4: 1.5 },
      // Against the bare page's first visit: Chromium keeps the previous page (the same login) on
      // screen until the console's cached scripts have run; 1.5x to 1.9x under load (2026-11-26).
      reload: { 1: 3, 4: 3 },
    },
    demo: DEMO_BUDGET,
  } satisfies Budgets,
  /** The app's own login running: the script's cost, hidden from the player by the static login. */
  app: {
    live: {
      'first visit': { 1: 2.5, 4: 2 },
      reload: { 1: 3, 4: 3.6 },
    },
    demo: DEMO_BUDGET,
  } satisfies Budgets,
}

/**
 * The performance goals, printed beside the budgets they may be stricter than: a budget guards
 * against regressions from today's figures, a target says how far there is still to go.
 */
const TARGET = {
  liveDownloadGzip: 100 * KB,
  /** What a German (or any other language's) login adds to the English one (issue 37). */
  languageExtraGzip: 6 * KB,
  liveFirstVisit4x: 1.5,
  /** Demo first visit as a ratio to live mode's (the demo backend's own work). */
  demoVsLiveFirstVisit4x: 1.3,
}

const targetNote = (met: boolean, text: string) => `; issue target ${text}: ${met ? 'met' : 'NOT met'}`

interface Row {
  what: string
  value: string
  budget: string
  ok: boolean | null
}
const rows: Row[] = []
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const ratio = (n: number) => `${n.toFixed(2)}x`
const gzipOf = (dir: string, files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dir, file)), { level: 9 }).length, 0)

const bareDist = join(root, 'node_modules/.cache/bench-bare')

/** Builds the yardstick page with the console's own React and plugin, minified the same way. */
async function buildBarePage() {
  await build({
    configFile: false,
    root: join(root, 'tests/bench/bare'),
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: bareDist, emptyOutDir: true },
  })
}

/** JS and CSS files a page references, relative to its dist. */
const assetsOf = (paths: string[]) => [...new Set(paths.map((p) => p.replace(/^\//, '')))]

function sizes(liveDownload: string[], bareDownload: string[]) {
  if (!existsSync(join(dist, 'index.html')))
    throw new Error('dist/index.html is missing: run `vite build` first')
  const html = readDist('index.html')
  const entry = initialClosure(html)
  const bare = gzipOf(bareDist, assetsOf(bareDownload))
  const live = gzipOf(dist, assetsOf(liveDownload))
  rows.push({
    what: 'bare React page: JS+CSS',
    value: kb(bare),
    budget: '-',
    ok: null,
  })
  rows.push({
    what: `live first visit: JS+CSS fetched before the app's login runs (${liveDownload.length} files)`,
    value: `${kb(live)} = ${ratio(live / bare)} bare`,
    budget:
      `<= ${kb(BUDGET.liveDownloadGzip)}` +
      targetNote(live <= TARGET.liveDownloadGzip, `<= ${kb(TARGET.liveDownloadGzip)}`),
    ok: live <= BUDGET.liveDownloadGzip,
  })
  rows.push({
    what: `  of which loaded by index.html (${entry.length} chunks + CSS, static imports followed)`,
    value: kb(gzipOf(dist, [...entry, ...cssOf(html)])),
    budget: '-',
    ok: null,
  })
  // English is the first download itself; another language adds its reader and messages.
  const german = gzipOf(dist, languageLoginChunks('de', entry))
  rows.push({
    what: '  German login: adds the reader, ICU formatter and its messages',
    value: `+${kb(german)} = ${kb(live + german)}`,
    budget: `<= +${kb(BUDGET.languageExtraGzip)}`,
    ok: german <= BUDGET.languageExtraGzip,
  })
  const entrySet = new Set(entry)
  const demo = allChunks().filter((chunk) => !entrySet.has(chunk) && librariesIn(readDist(chunk)).length > 0)
  const demoGzip = gzipOf(dist, demo)
  rows.push({
    what: `lazy demo backend (${demo.length} chunks)`,
    value: demo.length ? kb(demoGzip) : 'not found in dist/',
    budget: `<= ${kb(BUDGET.demoBackendGzip)}`,
    ok: demo.length ? demoGzip <= BUDGET.demoBackendGzip : false,
  })
  const lazy = allChunks().filter((chunk) => !entrySet.has(chunk) && !demo.includes(chunk))
  rows.push({
    what: `other lazy chunks (${lazy.length})`,
    value: kb(gzipOf(dist, lazy)),
    budget: '-',
    ok: null,
  })
}

const cssOf = (html: string) =>
  [...html.matchAll(/<link\b[^>]*rel=["']stylesheet["'][^>]*href=["']\/?([^"']+)["']/g)].map((m) => m[1])

/** Login-ready timings of the three pages, interleaved so machine load hits them alike. */
async function readyTimings(
  pages: Page[],
): Promise<{ times: Map<string, number[]>; firstRuns: Partial<Record<Page, ReadyRun>> }> {
  const liveConfig = JSON.stringify({ mode: 'live', apiUrl: 'http://127.0.0.1:9' })
  const servers: Record<Page, CachedServer> = {
    bare: await serveCached(bareDist),
    live: await serveCached(dist, { '/config.json': liveConfig }),
    demo: await serveCached(dist),
  }
  const browser = await launchChromium()
  const times = new Map<string, number[]>()
  const firstRuns: Partial<Record<Page, ReadyRun>> = {}
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const slowdown of CPU_SLOWDOWNS) {
        const order = pages.map((_, i) => pages[(i + run) % pages.length])
        for (const page of order) {
          const result = await measureReadyWithRetry(browser, servers[page].url + '/', slowdown, {
            serviceWorker: page === 'demo',
          })
          if (slowdown === 1 && !firstRuns[page]) firstRuns[page] = result
          for (const visit of VISITS) {
            for (const [moment, value] of [
              ['ready', result.ms[visit]],
              ['app', result.app[visit]],
            ] as const) {
              const list = times.get(key(page, visit, slowdown, moment)) ?? []
              list.push(value)
              times.set(key(page, visit, slowdown, moment), list)
            }
          }
        }
      }
      process.stdout.write(`  login-ready run ${run + 1}/${RUNS} done\n`)
    }
  } finally {
    await browser.close()
    for (const server of Object.values(servers)) await server.close()
  }
  return { times, firstRuns }
}

const key = (page: Page, visit: Visit, slowdown: number, moment: Moment) =>
  `${page}|${visit}|${slowdown}|${moment}`

const MOMENT_LABEL: Record<Moment, string> = {
  ready: 'login ready',
  app: "app's login running",
}

function readyRows(times: Map<string, number[]>) {
  for (const slowdown of CPU_SLOWDOWNS) {
    for (const visit of VISITS) {
      // The bare page has no static login: its form is ready when its app runs. Every visit is
      // judged against its first visit (see the header), run by run: each run's pages are measured
      // seconds apart, so the ratio of a pair sees one load; the median of the pairs is the figure.
      const bareRuns = times.get(key('bare', 'first visit', slowdown, 'ready'))!
      const own = median(times.get(key('bare', visit, slowdown, 'ready'))!)
      rows.push({
        what: `login ready, bare React page, ${visit}, ${slowdown}x CPU`,
        value: ms(own),
        budget: '-',
        ok: null,
      })
      for (const moment of ['ready', 'app'] as const) {
        for (const page of ['live', 'demo'] as const) {
          const all = times.get(key(page, visit, slowdown, moment))!
          const pairs = all.map((t, run) => t / bareRuns[run])
          const r = median(pairs)
          const budget = BUDGET[moment][page][visit][slowdown]
          const target =
            moment === 'ready' && page === 'live' && visit === 'first visit' && slowdown === 4
              ? targetNote(r <= TARGET.liveFirstVisit4x, `<= ${ratio(TARGET.liveFirstVisit4x)}`)
              : ''
          rows.push({
            what: `${MOMENT_LABEL[moment]}, ${page} mode, ${visit}, ${slowdown}x CPU`,
            value: `${ratio(r)} bare first visit (median ${ms(median(all))}; runs ${all.map((t) => t.toFixed(0)).join(', ')} ms = ${pairs.map((x) => x.toFixed(2)).join(', ')}x)`,
            budget: `<= ${ratio(budget)}${target}`,
            ok: r <= budget,
          })
        }
      }
    }
  }
  // Demo-backend work shows where the app runs: both modes show the same static login first.
  const live = median(times.get(key('live', 'first visit', 4, 'app'))!)
  const demo = median(times.get(key('demo', 'first visit', 4, 'app'))!)
  rows.push({
    what: "app's login running, demo mode vs live mode, first visit, 4x CPU",
    value: `${ratio(demo / live)} live`,
    budget: `-${targetNote(demo / live <= TARGET.demoVsLiveFirstVisit4x, `<= ${ratio(TARGET.demoVsLiveFirstVisit4x)}`)}`,
    ok: null,
  })
}

/**
 * Fake-backend timings come from tests/bench/seed-timing.ts (owned by the backend's authors):
 * `export async function seedTimings(): Promise<{ name: string; ms: number; budgetMs: number; note?: string }[]>`
 * It runs in a child process: a fresh heap for fair timings, and a crash there is reported, not fatal.
 */
function runBackendTimings(): Timing[] {
  const child = join(root, 'tests/bench/seed-timing-child.ts')
  if (!existsSync(join(root, 'tests/bench/seed-timing.ts'))) {
    rows.push({
      what: 'fake backend timings',
      value: 'n/a (no tests/bench/seed-timing.ts)',
      budget: '-',
      ok: null,
    })
    return []
  }
  const result = spawnSync(join(root, 'node_modules/.bin/tsx'), [child], {
    cwd: root,
    encoding: 'utf8',
    timeout: 300_000,
  })
  const line = result.stdout?.split('\n').find((l) => l.startsWith('@@TIMINGS@@'))
  if (!line) {
    const reason =
      (result.stderr || result.stdout || '').split('\n').find((l) => /error/i.test(l)) ??
      `exit ${result.status}`
    rows.push({
      what: 'fake backend timings',
      value: `failed: ${reason.trim().slice(0, 160)}`,
      budget: '-',
      ok: false,
    })
    return []
  }
  return JSON.parse(line.slice('@@TIMINGS@@'.length)) as Timing[]
}

function backendRows(timings: Timing[], yardstick: Yardstick) {
  for (const t of timings) {
    const figure = t.cpu ? { cpuMs: t.ms, budgetMs: t.budgetMs } : { ms: t.ms, budgetMs: t.budgetMs }
    rows.push(formatAreaRow({ what: t.name, note: t.note, ...figure }, yardstick))
  }
}

/** The bare page's first visit at 1x CPU, sampled in fresh profiles between the bench's parts. */
interface YardstickSampler {
  sample: () => Promise<number[]>
  close: () => Promise<void>
}

async function yardstickSampler(): Promise<YardstickSampler> {
  const server = await serveCached(bareDist)
  const browser = await launchChromium()
  const once = async () => (await measureReadyWithRetry(browser, server.url + '/', 1)).ms['first visit']
  await once() // the browser's first page is slower than any after it
  return {
    sample: async () => {
      const samples: number[] = []
      for (let i = 0; i < YARDSTICK_SAMPLES; i++) samples.push(await once())
      return samples
    },
    close: async () => {
      await browser.close()
      await server.close()
    },
  }
}

/** Prints the yardstick a part is judged by (the samples before and after it) and returns it. */
function yardstickRow(part: string, before: number[], after: number[]): Yardstick {
  const measuredMs = median([...before, ...after])
  rows.push({
    what: `yardstick for ${part}: bare page, first visit, 1x CPU (median of the samples before and after)`,
    value: `${ms(measuredMs)} = ${ratio(measuredMs / BARE_REFERENCE_MS)} the ${ms(BARE_REFERENCE_MS)} reference`,
    budget: `before ${before.map((t) => t.toFixed(0)).join(', ')}; after ${after.map((t) => t.toFixed(0)).join(', ')} ms`,
    ok: null,
  })
  return { measuredMs, referenceMs: BARE_REFERENCE_MS }
}

/** Every area's own figures: tests/bench/areas/*.bench.ts (see area-bench.ts). */
async function areaBenches(sampler: YardstickSampler) {
  const dir = join(root, 'tests/bench/areas')
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.bench.ts'))
        .filter((f) => AREA_PARTS.length === 0 || AREA_PARTS.includes(f.replace(/\.bench\.ts$/, '')))
        .sort()
    : []
  if (files.length === 0) return
  const browser: Browser = await launchChromium()
  const server = await serveStatic({ dir: dist, spa: true })
  try {
    let before = await sampler.sample()
    for (const file of files) {
      try {
        const module = (await import(pathToFileURL(join(dir, file)).href)) as { default: AreaBench }
        const figures = await module.default({ browser, demoUrl: server.url })
        const after = await sampler.sample()
        const yardstick = yardstickRow(file.replace(/\.bench\.ts$/, ''), before, after)
        before = after
        for (const row of figures) rows.push(formatAreaRow(row, yardstick))
      } catch (error) {
        rows.push({ what: file, value: `failed: ${String(error).slice(0, 160)}`, budget: '-', ok: false })
      }
    }
  } finally {
    await server.close()
    await browser.close()
  }
}

const started = performance.now()
console.log('Building the bare React page...')
await buildBarePage()
if (wanted('ready')) {
  console.log(`Measuring login ready (${RUNS} interleaved runs)...`)
  const { times, firstRuns } = await readyTimings(['bare', 'live', 'demo'])
  sizes(firstRuns.live!.downloaded, firstRuns.bare!.downloaded)
  readyRows(times)
}
const sampler = await yardstickSampler()
try {
  if (wanted('backend')) {
    console.log('Fake-backend timings...')
    const before = await sampler.sample()
    const timings = runBackendTimings()
    backendRows(timings, yardstickRow('backend timings', before, await sampler.sample()))
  }
  if (wanted('areas')) await areaBenches(sampler)
} finally {
  await sampler.close()
}

const width = Math.max(...rows.map((r) => r.what.length))
console.log('\nStatecraft console bench\n')
for (const r of rows) {
  const mark = r.ok === null ? '' : r.ok ? 'ok' : 'OVER'
  console.log(`${mark.padEnd(4)} ${r.what.padEnd(width)}  ${r.value}  (${r.budget})`)
}
const over = rows.filter((r) => r.ok === false)
console.log(
  `\n${over.length ? `${over.length} over budget` : 'all within budget'} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
)
// Lighthouse against the nginx-served build, in a whole run only: fetched by npm for this run
// (lighthouse.ts says why).
const lighthouse =
  PARTS.length === 0
    ? spawnSync(
        'npm',
        ['exec', '--yes', '--package=lighthouse@12.2.3', '--', 'tsx', 'tests/bench/lighthouse.ts'],
        { cwd: root, stdio: 'inherit' },
      ).status
    : 0
process.exit(over.length || lighthouse !== 0 ? 1 : 0)
