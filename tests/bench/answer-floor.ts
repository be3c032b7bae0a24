// What reading a whole-collection answer costs the page before any of the console's code runs: the
// browser's fetch, the body read as it arrives and decoded, and one JSON.parse of it, at the
// bench's CPU slowdown. The scale bench prints it beside the screens that show such a list, so a
// figure over its budget says how much of it the browser alone spends.
//
// Measured in a page at the mock server's own origin (no preflight), over a connection already
// warm, median of RUNS after one warm-up: a floor, not what the console pays.
import type { Browser } from 'playwright-core'
import { BENCH_ADMIN } from './sign-in'

const RUNS = 5

export interface AnswerFloor {
  path: string
  /** Characters of the body. */
  chars: number
  /** Request to parsed object, median (ms). */
  ms: number
  /** Of which JSON.parse, in the same run (ms). */
  parseMs: number
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** The admin's token (every list below answers it), from the mock server at `origin`. */
async function adminToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/auth/select-character`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...BENCH_ADMIN, displayName: 'Divine Entity' }),
  })
  const body = (await response.json()) as { token?: string }
  if (!body.token) throw new Error(`select-character answered ${response.status} without a token`)
  return body.token
}

/** Page-side: one read of `url`, timed; throws unless it answers a success. */
const READ = `async ([url, token]) => {
  const started = performance.now()
  const response = await fetch(url, { headers: { Authorization: 'Bearer ' + token }, cache: 'no-store' })
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  const pieces = []
  for (;;) {
    const next = await reader.read()
    if (next.done) break
    pieces.push(decoder.decode(next.value, { stream: true }))
  }
  pieces.push(decoder.decode())
  const text = pieces.join('')
  const read = performance.now()
  const body = JSON.parse(text)
  const parsed = performance.now()
  if (!body || body.success !== true) throw new Error(url + ' answered ' + text.slice(0, 200))
  return { chars: text.length, ms: parsed - started, parseMs: parsed - read }
}`

/** The floor of each of `paths` (under /api/v1) on the mock server at `origin`, at `slowdown` x CPU. */
export async function answerFloors(
  browser: Browser,
  origin: string,
  paths: readonly string[],
  slowdown: number,
): Promise<AnswerFloor[]> {
  const token = await adminToken(origin)
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    // Any document at the server's origin: its 404 page will do.
    await page.goto(`${origin}/`)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
    const floors: AnswerFloor[] = []
    for (const path of paths) {
      const runs: { chars: number; ms: number; parseMs: number }[] = []
      for (let run = 0; run <= RUNS; run++) {
        const result = (await page.evaluate(
          `(${READ})(${JSON.stringify([`${origin}/api/v1${path}`, token])})`,
        )) as {
          chars: number
          ms: number
          parseMs: number
        }
        if (run > 0) runs.push(result)
      }
      const ms = median(runs.map((r) => r.ms))
      const middle = runs.find((r) => r.ms === ms)!
      floors.push({ path, chars: middle.chars, ms, parseMs: middle.parseMs })
    }
    return floors
  } finally {
    await context.close()
  }
}
