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

/** A Chromium trace event, as far as the benches read it. */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string; data?: { url?: string; functionName?: string } }
}

/** Ends the browser's trace and returns its events. */
export async function stopTrace(browser: Browser): Promise<TraceEvent[]> {
  return (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents
}

/** The ids (`pid:tid`) of the renderers' main threads in a trace. */
export const mainThreadIds = (events: TraceEvent[]) =>
  new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )

export interface MainThreadWork {
  /** The longest task. */
  longest: LongestTask
  /** Thread time of every task on the main thread, summed, ms. */
  cpuMs: number
  /** Wall time of `action`, ms. */
  wallMs: number
}

/** The trace's events while `action` runs, and the ids (`pid:tid`) of the renderers' main threads. */
async function traced(browser: Browser, page: Page, categories: string[], action: () => Promise<unknown>) {
  await browser.startTracing(page, { categories })
  let events: TraceEvent[] = []
  const started = performance.now()
  let wallMs = 0
  try {
    await action()
    wallMs = performance.now() - started
  } finally {
    events = await stopTrace(browser)
  }
  return { events, mainThreads: mainThreadIds(events), wallMs }
}

/** Runs `action` under a trace and returns what the renderer's main thread did meanwhile. */
export async function mainThreadWork(
  browser: Browser,
  page: Page,
  action: () => Promise<unknown>,
): Promise<MainThreadWork> {
  const { events, mainThreads, wallMs } = await traced(
    browser,
    page,
    ['toplevel', 'disabled-by-default-devtools.timeline'],
    action,
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

/**
 * Runs `action` under a timeline trace and returns the main thread's CPU time split by trace event
 * (self time: an event's thread time less its children's), largest first. Script shows as
 * FunctionCall, v8.run or EvaluateScript; rendering as UpdateLayoutTree, Layout, Paint and the like.
 */
export async function mainThreadBreakdown(
  browser: Browser,
  page: Page,
  action: () => Promise<unknown>,
): Promise<{ cpuMs: number; byEvent: [string, number][] }> {
  const { events, mainThreads } = await traced(
    browser,
    page,
    ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'],
    action,
  )
  const spans = events
    .filter((e) => e.ph === 'X' && e.tdur !== undefined && mainThreads.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const self = new Map<string, number>()
  let cpuMs = 0
  // Complete events on one thread nest: a stack of the open ones gives each its parent.
  const open: { end: number; name: string }[] = []
  for (const e of spans) {
    while (open.length && open[open.length - 1]!.end <= e.ts) open.pop()
    const ms = e.tdur! / 1000
    const parent = open[open.length - 1]
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - ms)
    else if (e.name === 'RunTask') cpuMs += ms
    self.set(e.name, (self.get(e.name) ?? 0) + ms)
    open.push({ end: e.ts + (e.dur ?? 0), name: e.name })
  }
  return { cpuMs, byEvent: [...self].sort((a, b) => b[1] - a[1]) }
}
