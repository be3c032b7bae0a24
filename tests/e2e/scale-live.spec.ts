// A guard against regressions at scale (the measure is `npm run bench`, tests/bench/areas/scale.bench.ts):
// in live mode, every area's first screen opens on a large world within 3x its budget. The demo
// world is toured first in the same test, on the same machine load: a screen whose budget is a
// ratio to the demo world's gets 3 x 1.5 x its demo time, a screen showing a whole collection
// 100x larger gets 3 x 500 ms, or 3 x 1.5 x its demo time if more (a busy 2-core machine slows
// the demo screens as much as the large ones).
//
// The large world is LARGE_SIZES=mid by default (a tenth of the full one, seeded in seconds, so
// `npm test` stays quick); E2E_LARGE_SIZES picks another (an empty value: the full large world,
// seeded in 20 to 45 s).
import { expect, test } from '@playwright/test'
import { spawnMockServer, type MockServerProcess } from '../support/spawn-mock-server'
import { SCALE_BUDGET, tourAreas, type TourResult } from '../bench/tour'

const LARGE_SIZES = process.env.E2E_LARGE_SIZES ?? 'mid'
const GUARD = 3

let large: MockServerProcess | undefined
let demo: MockServerProcess | undefined

test.beforeAll(async () => {
  test.setTimeout(360_000)
  ;[large, demo] = await Promise.all([
    spawnMockServer('large', { largeSizes: LARGE_SIZES, startupMs: 300_000 }),
    spawnMockServer('demo'),
  ])
})
test.afterAll(() => {
  large?.stop()
  demo?.stop()
})

test(`every area's first screen opens on a large world (${LARGE_SIZES || 'full'}) within 3x its budget`, async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000)
  const tour = async (server: MockServerProcess): Promise<TourResult> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    try {
      return await tourAreas(await context.newPage(), {
        baseUrl: baseURL!,
        apiOrigin: server.origin,
        timeoutMs: 90_000,
      })
    } finally {
      await context.close()
    }
  }
  const demoTour = await tour(demo!)
  const largeTour = await tour(large!)

  for (const { step, kind, ms } of largeTour.steps) {
    const demoMs = demoTour.steps.find((s) => s.step === step)!.ms
    const byDemo = GUARD * SCALE_BUDGET.ratio * demoMs
    const limit = kind === 'ratio' ? byDemo : Math.max(GUARD * SCALE_BUDGET.absoluteMs, byDemo)
    expect
      .soft(ms, `${step}: ${ms.toFixed(0)} ms on the large world, ${demoMs.toFixed(0)} ms on the demo world`)
      .toBeLessThanOrEqual(limit)
  }
  expect(Math.max(...largeTour.heapMb), 'JS heap after every area, MB').toBeLessThan(
    GUARD * SCALE_BUDGET.heapMb,
  )
})
