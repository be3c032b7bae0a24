// A small semaphore for fan-outs of requests: at most `max` tasks run at once, the rest wait in
// order. A waiting task whose signal aborts leaves the queue without ever starting.

/**
 * Requests of one fan-out in flight at once, whatever the fan-out (DESIGN.md "Size": every fan-out
 * of requests is bounded): the dashboard's ledger previews, Compare Offerings' offerings.
 */
export const MAX_IN_FLIGHT = 6

export type Limiter = <T>(task: () => Promise<T>, signal?: AbortSignal) => Promise<T>

export function createLimiter(max: number): Limiter {
  let running = 0
  const waiting: (() => void)[] = []

  const startNext = () => {
    if (running >= max) return
    const start = waiting.shift()
    if (!start) return
    running++
    start()
  }

  return <T>(task: () => Promise<T>, signal?: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason)
        return
      }
      const onAbort = () => {
        const at = waiting.indexOf(start)
        if (at < 0) return
        waiting.splice(at, 1)
        reject(signal!.reason)
      }
      function start() {
        signal?.removeEventListener('abort', onAbort)
        let run: Promise<T>
        try {
          run = task()
        } catch (error) {
          run = Promise.reject(error)
        }
        // The place frees before the caller hears back, so the next task is already on its way.
        const release = () => {
          running--
          startNext()
        }
        run.then(
          (value) => {
            release()
            resolve(value)
          },
          (error: unknown) => {
            release()
            reject(error)
          },
        )
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      waiting.push(start)
      startNext()
    })
}
