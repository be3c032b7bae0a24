// The contract of an area's own figures in `npm run bench`. Each file `tests/bench/areas/<area>.bench.ts`
// default-exports a function that measures its area in the built console (dist/, demo mode, served
// at `demoUrl`) and returns rows; bench.ts runs every such file and prints the rows with the rest.
import type { Browser } from 'playwright-core'

export interface AreaBenchContext {
  /** Headless Debian Chromium, shared by all area benches. */
  browser: Browser
  /** dist/ served in demo mode (the fake backend in the page). */
  demoUrl: string
}

export interface AreaBenchRow {
  what: string
  ms: number
  budgetMs: number
  /** Extra context printed after the figure (runs, sizes). */
  note?: string
}

export type AreaBench = (ctx: AreaBenchContext) => Promise<AreaBenchRow[]>

/**
 * tsx compiles the benches with esbuild's keepNames, which wraps a named function inside a
 * `page.evaluate` callback in `__name(...)`, a helper the page does not have: give it one.
 */
export const NAME_HELPER = 'globalThis.__name = (fn) => fn'
