// The longest main-thread tasks while the console starts: the login is on screen while the app
// takes it over and, in demo mode, while the fake backend's code loads and its world is seeded;
// every task over 50 ms there is a stutter under a player's first taps (Lighthouse's Total
// Blocking Time). Opens the login of a fresh profile, in live mode (config.json pointing at an
// unreachable API: the login needs none) and in demo mode, with CPU throttled as Lighthouse's
// mobile run does (4x), waits until the app's own login runs (and, in demo mode, until the backend
// answers), then a few seconds for the idle-time preloads, all under a Chromium trace.
//
// Each task over 50 ms is listed with its wall time and its thread (CPU) time, and what it spent
// most of that in: on a shared machine a task waits for a core far longer than it works, so the
// CPU time says what the page itself cost; the wall time is what Lighthouse counts.
//
// A third mode, `signin`, is what Lighthouse's dashboard timespan covers (tests/bench/lighthouse.ts):
// the demo login settled, then, traced, DemoPlayer signs in on a phone-sized page, picks Aurelia
// Voss and waits for the dashboard and its panels' data.
//
// `npx tsx tests/bench/start-tasks.ts [dist]` (default dist/; CPU_SLOWDOWN=1 for no throttling,
// MODES=live, MODES=demo or MODES=signin for one; live and demo by default) prints them.
import { join } from 'node:path'
import type { Locator } from 'playwright-core'
import { launchChromium } from '../bundle/chromium'
import { root } from '../bundle/dist-graph'
import { serveCached } from './cached-server'
import { mainThreadIds, stopTrace, type TraceEvent } from './main-thread'

export type StartMode = 'live' | 'demo' | 'signin'

export interface StartTask {
  /** When it began, ms after the trace's first task on the page's main thread. */
  atMs: number
  /** Wall time, ms. */
  wallMs: number
  /** Thread time, ms. */
  cpuMs: number
  /** The trace events that took most of it, e.g. "Layout 31, EvaluateScript index-abc.js 12". */
  made: string
}

export interface StartTasks {
  /** Every task over 50 ms (wall), longest first. */
  longTasks: StartTask[]
  /**
   * Time from navigation start until the app's own login ran (and the demo's backend answered);
   * for `signin`, from the first keystroke until the dashboard was on screen and the network idle.
   */
  readyMs: number
}

/** The events inside a task worth naming: what runs scripts, styles, lays out, parses. */
const NAMED = new Set([
  'EvaluateScript',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'HandlePostMessage',
  'EventDispatch',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
])

function describeTask(inside: TraceEvent[]): string {
  // Only the outermost named events: a FunctionCall inside a TimerFire is the same time.
  const top = inside.filter(
    (e) =>
      NAMED.has(e.name) &&
      !inside.some(
        (outer) =>
          outer !== e && NAMED.has(outer.name) && outer.ts <= e.ts && outer.ts + outer.dur! >= e.ts + e.dur!,
      ),
  )
  const byKind = new Map<string, number>()
  for (const e of top) {
    const url = e.args?.data?.url?.replace(/^.*\//, '')
    const fn = e.args?.data?.functionName
    const kind = [e.name, url, fn].filter(Boolean).join(' ')
    byKind.set(kind, (byKind.get(kind) ?? 0) + e.dur! / 1000)
  }
  return [...byKind]
    .filter(([, ms]) => ms >= 3)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
    .join(', ')
}

export async function measureStartTasks(
  mode: StartMode,
  distDir = join(root, 'dist'),
  cpuSlowdown = 4,
): Promise<StartTasks> {
  const overrides: Record<string, string> =
    mode === 'live' ? { '/config.json': JSON.stringify({ mode: 'live', apiUrl: 'http://127.0.0.1:9' }) } : {}
  const server = await serveCached(distDir, overrides)
  const browser = await launchChromium()
  try {
    const context = await browser.newContext(
      mode === 'signin'
        ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
        : {},
    )
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    let tracing = false
    const trace = async () => {
      await browser.startTracing(page, {
        categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
      })
      tracing = true
    }
    if (mode !== 'signin') await trace()
    let events: TraceEvent[] = []
    let readyMs = 0
    try {
      await page.goto(server.url + '/')
      await page
        .locator('input[name="username"]:not([data-login-shell] *)')
        .waitFor({ state: 'attached', timeout: 120_000 })
      readyMs = await page.evaluate(async (demo) => {
        // The backend answers once the world is seeded and the worker runs: ask it for the demo's
        // UGC flag, a call any page makes, until it answers from the service worker.
        while (demo) {
          if (navigator.serviceWorker.controller) {
            const answer = await fetch('api/v1/ugc-status').catch(() => null)
            if (answer?.ok) break
          }
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        return performance.now()
      }, mode !== 'live')
      // The next screens are preloaded in idle time, and the demo world saved in idle slices.
      await page.waitForTimeout(4000)
      if (mode === 'signin') {
        await trace()
        const started = Date.now()
        await page.locator('input[name="username"]').fill('DemoPlayer')
        await page.locator('input[type="password"]').fill('demo-player')
        // Taps as a player's (and Lighthouse's) arrive: plain input events at the control's centre.
        // Playwright's own click listens to the pointer events in the page to check what it hits
        // (elementsFromPoint), which forced a style update inside every press it measured.
        const tap = async (control: Locator) => {
          await control.waitFor({ timeout: 120_000 })
          const box = await control.boundingBox()
          if (!box) throw new Error('The control to tap has no box.')
          await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
        }
        await tap(page.locator('button[type="submit"]'))
        await tap(page.getByText('Aurelia Voss').first())
        await page.getByText('Banking & Finance').first().waitFor({ timeout: 120_000 })
        await page.waitForLoadState('networkidle')
        readyMs = Date.now() - started
        // The panels' data and what renders when it arrives.
        await page.waitForTimeout(3000)
      }
    } finally {
      if (tracing) events = await stopTrace(browser)
    }
    const main = mainThreadIds(events)
    const onMain = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`))
    const origin = Math.min(...onMain.map((e) => e.ts))
    const longTasks = onMain
      .filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000)
      .map((task) => ({
        atMs: (task.ts - origin) / 1000,
        wallMs: task.dur! / 1000,
        cpuMs: (task.tdur ?? task.dur!) / 1000,
        made: describeTask(
          onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur!),
        ),
      }))
      .sort((a, b) => b.wallMs - a.wallMs)
    return { longTasks, readyMs }
  } finally {
    await browser.close()
    await server.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? join(root, 'dist')
  const slowdown = Number(process.env.CPU_SLOWDOWN ?? 4)
  const modes = (process.env.MODES?.split(',') ?? ['live', 'demo']) as StartMode[]
  for (const mode of modes) {
    const { longTasks, readyMs } = await measureStartTasks(mode, dir, slowdown)
    const what =
      mode === 'demo'
        ? 'app login running and demo backend answering'
        : mode === 'signin'
          ? 'signed in, the dashboard on screen and the network idle'
          : 'app login running'
    console.log(`\n${mode}: ${what} after ${Math.round(readyMs)} ms (${slowdown}x CPU)`)
    // Total Blocking Time as Lighthouse counts it: what each task holds the thread past 50 ms.
    const blocking = longTasks.reduce((sum, task) => sum + task.wallMs - 50, 0)
    const overCpu = longTasks.filter((task) => task.cpuMs > 50).length
    console.log(
      `long tasks (> 50 ms wall): ${longTasks.length}, blocking time ${Math.round(blocking)} ms; over 50 ms of CPU: ${overCpu}`,
    )
    // In the order they ran with ORDER=time (which step of a sign-in each belongs to).
    const listed = process.env.ORDER === 'time' ? [...longTasks].sort((a, b) => a.atMs - b.atMs) : longTasks
    for (const task of listed)
      console.log(
        `  at ${Math.round(task.atMs)} ms: ${Math.round(task.wallMs)} ms wall, ${Math.round(task.cpuMs)} ms CPU: ${task.made}`,
      )
  }
}
