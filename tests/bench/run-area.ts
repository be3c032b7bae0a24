// One area's own figures without the rest of `npm run bench` (on a shared machine, measure only
// what you changed): `vite build && tsx tests/bench/run-area.ts insights` runs
// tests/bench/areas/insights.bench.ts against dist/ in demo mode and prints its rows with budgets.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { serveStatic } from '../../.ci/static-server.mjs'
import { formatAreaRow, type AreaBench } from './areas/area-bench'
import { dist, root } from '../bundle/dist-graph'
import { launchChromium } from '../bundle/chromium'

const area = process.argv[2]
if (!area) {
  console.error('usage: tsx tests/bench/run-area.ts <area>   (tests/bench/areas/<area>.bench.ts)')
  process.exit(2)
}
const module = (await import(pathToFileURL(join(root, 'tests/bench/areas', `${area}.bench.ts`)).href)) as {
  default: AreaBench
}
const browser = await launchChromium()
// BENCH_DIST measures another build (e.g. one with a deliberate regression, to see it fail).
const server = await serveStatic({ dir: process.env.BENCH_DIST ?? dist, spa: true })
let over = 0
try {
  for (const row of (await module.default({ browser, demoUrl: server.url })).map((row) =>
    formatAreaRow(row),
  )) {
    if (!row.ok) over += 1
    console.log(`${(row.ok ? 'ok' : 'OVER').padEnd(4)} ${row.what}  ${row.value}  (${row.budget})`)
  }
} finally {
  await server.close()
  await browser.close()
}
process.exit(over ? 1 : 0)
