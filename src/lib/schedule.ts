// Every way the console hands the thread back to the page, each named by what it is for. Long
// work split by these stays responsive: a press paints before what it started, focus moves once
// the page is laid out, a long list is read between the page's frames, preloads wait for idle time.

/**
 * Resolves in a task of its own: what follows runs after the browser has had the chance to handle
 * input and paint, so one press does not become one long task.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * Runs `run` once the browser has painted the next frame: a frame callback runs before that
 * frame's style and layout, the task it queues runs after them. Work that reads or needs layout
 * (focus(), measuring) done there finds it clean, instead of forcing it inside the task that just
 * changed the page and making that one task twice as long. Returns a function that cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(run, 0)
    return () => clearTimeout(timer)
  }
  const frame = requestAnimationFrame(() => (timer = setTimeout(run, 0)))
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/**
 * Resolves as soon as the page has had its turn (input, a frame), for work done in slices:
 * `scheduler.yield()` where the browser has it (the work keeps its place ahead of other tasks),
 * else a message to itself, a task without the 4 ms clamp of nested timers.
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/**
 * Runs `run` in the browser's next idle period, at the latest after `timeoutMs`; never where there
 * is no requestIdleCallback (Safari): work only worth doing ahead, in idle time. Returns a function
 * that cancels it. (The login's first download keeps its own copy in src/app/App.tsx: importing
 * this module there would bring all of it into that download.)
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback !== 'function') return () => {}
  const handle = requestIdleCallback(run, { timeout: timeoutMs })
  return () => cancelIdleCallback(handle)
}

/**
 * Runs `run` once the next frame is painted and the page is idle (at the latest `timeoutMs` after
 * the paint; where there is no requestIdleCallback, shortly after it): for downloads that should
 * follow what is on screen, not share its first window, yet must happen on every browser.
 */
export function afterPaintWhenIdle(run: () => void, timeoutMs = 2_000): void {
  afterNextPaint(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: timeoutMs })
    else setTimeout(run, 250)
  })
}
