// The longest main-thread tasks while the demo starts: the login is on screen while the fake
// backend's code loads and its world is seeded, and every task over 50 ms there is a stutter
// under a player's first taps (Lighthouse's Total Blocking Time). Opens the demo login of a fresh
// profile with CPU throttled as Lighthouse's mobile run does (4x), waits until the backend
// answers, and reports the long tasks a PerformanceObserver saw.
//
// `npx tsx tests/bench/start-tasks.ts [dist]` (default dist/; CPU_SLOWDOWN=1 for no throttling)
// prints them.
import { join } from 'node:path'
import { serveStatic } from '../../.ci/static-server.mjs'
import { launchChromium } from '../bundle/chromium'
import { root } from '../bundle/dist-graph'

export interface StartTasks {
  /** Durations of every task over 50 ms, longest first. */
  longTasks: number[]
  /** Time from navigation start until the fake backend answered a request. */
  backendReadyMs: number
}

export async function measureStartTasks(distDir = join(root, 'dist'), cpuSlowdown = 4): Promise<StartTasks> {
  const server = await serveStatic({ dir: distDir, spa: true })
  const browser = await launchChromium()
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.addInitScript(() => {
      const seen: number[] = []
      ;(window as unknown as { __longTasks: number[] }).__longTasks = seen
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push(entry.duration)
      }).observe({ type: 'longtask', buffered: true })
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await page.goto(server.url)
    // The backend answers once the world is seeded and the worker runs: ask it for the demo's
    // UGC flag, a call any page makes, until it answers from the service worker.
    const backendReadyMs = await page.evaluate(async () => {
      for (;;) {
        const registration = await navigator.serviceWorker.getRegistration()
        if (registration?.active && navigator.serviceWorker.controller) {
          const answer = await fetch('/api/v1/ugc-status').catch(() => null)
          if (answer?.ok) return performance.now()
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    })
    // Saving the seeded world runs in idle slices after that: give it a few seconds to show up.
    await page.waitForTimeout(3000)
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks)
    return { longTasks: [...longTasks].sort((a, b) => b - a), backendReadyMs }
  } finally {
    await browser.close()
    await server.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? join(root, 'dist')
  const slowdown = Number(process.env.CPU_SLOWDOWN ?? 4)
  const { longTasks, backendReadyMs } = await measureStartTasks(dir, slowdown)
  console.log(`demo backend answering after ${Math.round(backendReadyMs)} ms (${slowdown}x CPU)`)
  // Total Blocking Time as Lighthouse counts it: what each task holds the thread past 50 ms.
  const blocking = longTasks.reduce((sum, duration) => sum + duration - 50, 0)
  console.log(
    `long tasks (> 50 ms): ${longTasks.length}; longest ${longTasks.map(Math.round).join(', ') || 'none'} ms; blocking time ${Math.round(blocking)} ms`,
  )
}
