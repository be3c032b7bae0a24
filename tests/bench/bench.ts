// `npm run bench`: bundle sizes against budgets, fake-backend seed and query timings, and
// time-to-first-render of the built console in Chromium. Exits 1 when a budget is exceeded.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { spawnSync } from 'node:child_process'
import { chromium } from 'playwright-core'
import { serveStatic } from '../../.ci/static-server.mjs'
import type { AreaBench } from './areas/area-bench'
import { allChunks, dist, initialClosure, librariesIn, readDist, root } from '../bundle/dist-graph'

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const KB = 1024
/** Budgets (gzip). The entry is what every visitor downloads; the demo chunk only demo visitors. */
const BUDGET = {
  entryGzip: 200 * KB,
  demoGzip: 500 * KB,
  firstRenderLiveMs: 1500,
  firstRenderDemoMs: 4000,
}

interface Row {
  what: string
  value: string
  budget: string
  ok: boolean | null
}
const rows: Row[] = []
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

function sizes() {
  if (!existsSync(join(dist, 'index.html')))
    throw new Error('dist/index.html is missing: run `vite build` first')
  const html = readDist('index.html')
  const entry = initialClosure(html)
  const entrySet = new Set(entry)
  const measure = (files: string[]) =>
    files.reduce(
      (acc, file) => {
        const buf = readFileSync(join(dist, file))
        return { raw: acc.raw + buf.length, gzip: acc.gzip + gzipSync(buf, { level: 9 }).length }
      },
      { raw: 0, gzip: 0 },
    )
  const e = measure(entry)
  rows.push({
    what: `entry JS (${entry.length} chunk${entry.length === 1 ? '' : 's'} loaded by index.html)`,
    value: `${kb(e.raw)} raw, ${kb(e.gzip)} gzip`,
    budget: `<= ${kb(BUDGET.entryGzip)} gzip`,
    ok: e.gzip <= BUDGET.entryGzip,
  })

  const css = allCss()
  if (css.length) {
    const c = measure(css)
    rows.push({ what: 'CSS', value: `${kb(c.raw)} raw, ${kb(c.gzip)} gzip`, budget: '-', ok: null })
  }

  const demo = allChunks().filter((chunk) => !entrySet.has(chunk) && librariesIn(readDist(chunk)).length > 0)
  if (demo.length) {
    const d = measure(demo)
    rows.push({
      what: `lazy demo backend (${demo.join(', ')})`,
      value: `${kb(d.raw)} raw, ${kb(d.gzip)} gzip`,
      budget: `<= ${kb(BUDGET.demoGzip)} gzip`,
      ok: d.gzip <= BUDGET.demoGzip,
    })
  } else {
    rows.push({ what: 'lazy demo backend', value: 'not found in dist/', budget: '-', ok: null })
  }
  const lazy = allChunks().filter((chunk) => !entrySet.has(chunk) && !demo.includes(chunk))
  if (lazy.length) {
    const l = measure(lazy)
    rows.push({
      what: `other lazy chunks (${lazy.length})`,
      value: `${kb(l.raw)} raw, ${kb(l.gzip)} gzip`,
      budget: '-',
      ok: null,
    })
  }
}

/** Stylesheets linked from index.html. */
function allCss(): string[] {
  const html = readDist('index.html')
  return [...html.matchAll(/<link\b[^>]*rel=["']stylesheet["'][^>]*href=["']\/?([^"']+)["']/g)].map(
    (m) => m[1],
  )
}

/**
 * Fake-backend timings come from tests/bench/seed-timing.ts (owned by the backend's authors):
 * `export async function seedTimings(): Promise<{ name: string; ms: number; budgetMs: number; note?: string }[]>`
 * It runs in a child process: a fresh heap for fair timings, and a crash there is reported, not fatal.
 */
async function backendTimings() {
  const file = join(root, 'tests/bench/seed-timing.ts')
  if (!existsSync(file)) {
    rows.push({
      what: 'demo world seed / ledger query',
      value: 'n/a (tests/bench/seed-timing.ts not present)',
      budget: '-',
      ok: null,
    })
    return
  }
  const child = join(root, 'tests/bench/seed-timing-child.ts')
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
      what: 'demo world seed / ledger query',
      value: `failed: ${reason.trim().slice(0, 160)}`,
      budget: '-',
      ok: false,
    })
    return
  }
  const timings = JSON.parse(line.slice('@@TIMINGS@@'.length)) as {
    name: string
    ms: number
    budgetMs: number
    note?: string
  }[]
  for (const t of timings) {
    rows.push({
      what: t.name + (t.note ? ` (${t.note})` : ''),
      value: ms(t.ms),
      budget: `< ${ms(t.budgetMs)}`,
      ok: t.ms < t.budgetMs,
    })
  }
}

async function firstRender() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  const liveConfig = JSON.stringify({ mode: 'live', apiUrl: 'http://127.0.0.1:9' })
  try {
    for (const mode of ['live', 'demo'] as const) {
      const server = await serveStatic({
        dir: dist,
        spa: true,
        overrides: mode === 'live' ? { '/config.json': { body: liveConfig } } : {},
      })
      const times: number[] = []
      for (let i = 0; i < 3; i++) {
        const context = await browser.newContext()
        const page = await context.newPage()
        // Time from navigation start until #root first has content.
        await page.addInitScript(() => {
          const w = window as unknown as { __firstRender?: number }
          new MutationObserver((_, observer) => {
            const el = document.getElementById('root')
            if (el && el.childElementCount > 0 && w.__firstRender === undefined) {
              w.__firstRender = performance.now()
              observer.disconnect()
            }
          }).observe(document, { childList: true, subtree: true })
        })
        await page.goto(server.url + '/')
        await page.waitForFunction(
          () => (window as unknown as { __firstRender?: number }).__firstRender !== undefined,
          null,
          { timeout: 30_000 },
        )
        times.push(await page.evaluate(() => (window as unknown as { __firstRender: number }).__firstRender))
        await context.close()
      }
      await server.close()
      const budget = mode === 'live' ? BUDGET.firstRenderLiveMs : BUDGET.firstRenderDemoMs
      const m = median(times)
      rows.push({
        what: `time to first render, ${mode} mode (median of 3, cold cache${mode === 'demo' ? ', includes worker start + seeding' : ''})`,
        value: `${ms(m)} [${times.map((t) => t.toFixed(0)).join(', ')}]`,
        budget: `< ${ms(budget)}`,
        ok: m < budget,
      })
    }
  } finally {
    await browser.close()
  }
}

/** Every area's own figures: tests/bench/areas/*.bench.ts (see area-bench.ts). */
async function areaBenches() {
  const dir = join(root, 'tests/bench/areas')
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.bench.ts'))
        .sort()
    : []
  if (files.length === 0) return
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  const server = await serveStatic({ dir: dist, spa: true })
  try {
    for (const file of files) {
      try {
        const module = (await import(pathToFileURL(join(dir, file)).href)) as { default: AreaBench }
        for (const row of await module.default({ browser, demoUrl: server.url })) {
          rows.push({
            what: row.what + (row.note ? ` (${row.note})` : ''),
            value: ms(row.ms),
            budget: `< ${ms(row.budgetMs)}`,
            ok: row.ms < row.budgetMs,
          })
        }
      } catch (error) {
        rows.push({ what: file, value: `failed: ${String(error).slice(0, 160)}`, budget: '-', ok: false })
      }
    }
  } finally {
    await server.close()
    await browser.close()
  }
}

sizes()
await backendTimings()
await firstRender()
await areaBenches()

const width = Math.max(...rows.map((r) => r.what.length))
console.log('\nStatecraft console bench\n')
for (const r of rows) {
  const mark = r.ok === null ? '   ' : r.ok ? 'ok ' : 'OVER'
  console.log(`${mark.padEnd(4)} ${r.what.padEnd(width)}  ${r.value}  (${r.budget})`)
}
const over = rows.filter((r) => r.ok === false)
console.log(over.length ? `\n${over.length} over budget` : '\nall within budget')
process.exit(over.length ? 1 : 0)
