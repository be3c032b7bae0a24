// The longest task on the page's main thread while something happens, read from a Chromium trace:
// its thread (CPU) time, and its wall time beside it. On a machine shared by many processes a
// task waits for a core far longer than it works; the CPU time says what the page itself cost.
import type { Browser, Page } from 'playwright-core'

export interface LongestTask {
  /** Thread time of the longest task, ms. */
  cpuMs: number
  /** Wall time of that task, ms. */
  wallMs: number
}

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  dur?: number
  tdur?: number
  args?: { name?: string }
}

export interface MainThreadWork {
  /** The longest task. */
  longest: LongestTask
  /** Thread time of every task on the main thread, summed, ms. */
  cpuMs: number
  /** Wall time of `action`, ms. */
  wallMs: number
}

/** Runs `action` under a trace and returns what the renderer's main thread did meanwhile. */
export async function mainThreadWork(
  browser: Browser,
  page: Page,
  action: () => Promise<unknown>,
): Promise<MainThreadWork> {
  await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] })
  let events: TraceEvent[] = []
  const started = performance.now()
  let wallMs = 0
  try {
    await action()
    wallMs = performance.now() - started
  } finally {
    events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
      .traceEvents
  }
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  let longest: LongestTask = { cpuMs: 0, wallMs: 0 }
  let cpuMs = 0
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || !mainThreads.has(`${e.pid}:${e.tid}`)) continue
    const task = (e.tdur ?? e.dur ?? 0) / 1000
    cpuMs += task
    if (task > longest.cpuMs) longest = { cpuMs: task, wallMs: (e.dur ?? 0) / 1000 }
  }
  return { longest, cpuMs, wallMs }
}

/** Runs `action` under a trace and returns the longest task of the renderer's main thread. */
export async function longestTask(
  browser: Browser,
  page: Page,
  action: () => Promise<unknown>,
): Promise<LongestTask> {
  return (await mainThreadWork(browser, page, action)).longest
}
