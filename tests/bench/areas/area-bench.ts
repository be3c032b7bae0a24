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

/** A time in ms, or a size in KB (a lazy chunk's gzip size), with its budget. */
export type AreaBenchRow = {
  what: string
  /** Extra context printed after the figure (runs, sizes). */
  note?: string
} & ({ ms: number; budgetMs: number } | { kb: number; budgetKb: number })

/** A row as bench.ts prints it: the figure, its budget, and whether it is within. */
export function formatAreaRow(row: AreaBenchRow): {
  what: string
  value: string
  budget: string
  ok: boolean
} {
  const what = row.what + (row.note ? ` (${row.note})` : '')
  if ('kb' in row)
    return {
      what,
      value: `${row.kb.toFixed(1)} KB`,
      budget: `< ${row.budgetKb} KB`,
      ok: row.kb < row.budgetKb,
    }
  const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`
  return { what, value: ms(row.ms), budget: `< ${ms(row.budgetMs)}`, ok: row.ms < row.budgetMs }
}

export type AreaBench = (ctx: AreaBenchContext) => Promise<AreaBenchRow[]>

/**
 * tsx compiles the benches with esbuild's keepNames, which wraps a named function inside a
 * `page.evaluate` callback in `__name(...)`, a helper the page does not have: give it one.
 */
export const NAME_HELPER = 'globalThis.__name = (fn) => fn'
