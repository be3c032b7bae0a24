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

/**
 * One figure with its budget:
 * - `ms`: a wall-clock time, written for the reference machine: bench.ts judges it against this
 *   run's yardstick (see bench.ts), so a busy or slower machine moves figure and budget alike;
 * - `cpuMs`: a main-thread or process CPU time, judged as is (waiting for a core does not count);
 * - `ratio`: two figures of the same run divided (e.g. large world vs demo world);
 * - `kb` (a lazy chunk's gzip size) and `mb` (a heap): sizes, judged as is;
 * - `missing`: what the figure needs is not there (e.g. a list without a search box): over budget.
 */
export type AreaBenchRow = {
  what: string
  /** Extra context printed after the figure (runs, sizes). */
  note?: string
} & (
  | { ms: number; budgetMs: number }
  | { cpuMs: number; budgetMs: number }
  | { ratio: number; budgetRatio: number }
  | { kb: number; budgetKb: number }
  | { mb: number; budgetMb: number }
  | { missing: string }
)

/** This run's yardstick: wall-clock budgets scale by `measuredMs / referenceMs`. */
export interface Yardstick {
  measuredMs: number
  referenceMs: number
}

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`

/**
 * A row as bench.ts prints it: the figure, its budget, and whether it is within. Without a
 * yardstick (one area alone, tests/bench/run-area.ts), wall-clock budgets are taken as written.
 */
export function formatAreaRow(
  row: AreaBenchRow,
  yardstick?: Yardstick,
): { what: string; value: string; budget: string; ok: boolean } {
  const what = row.what + (row.note ? ` (${row.note})` : '')
  if ('missing' in row) return { what, value: `not measured: ${row.missing}`, budget: '-', ok: false }
  if ('kb' in row)
    return {
      what,
      value: `${row.kb.toFixed(1)} KB`,
      budget: `< ${row.budgetKb} KB`,
      ok: row.kb < row.budgetKb,
    }
  if ('mb' in row)
    return {
      what,
      value: `${row.mb.toFixed(1)} MB`,
      budget: `< ${row.budgetMb} MB`,
      ok: row.mb < row.budgetMb,
    }
  if ('ratio' in row)
    return {
      what,
      value: `${row.ratio.toFixed(2)}x`,
      budget: `<= ${row.budgetRatio.toFixed(2)}x`,
      ok: row.ratio <= row.budgetRatio,
    }
  if ('cpuMs' in row)
    return {
      what,
      value: `${ms(row.cpuMs)} CPU`,
      budget: `< ${ms(row.budgetMs)} CPU`,
      ok: row.cpuMs < row.budgetMs,
    }
  if (!yardstick)
    return { what, value: ms(row.ms), budget: `< ${ms(row.budgetMs)}`, ok: row.ms < row.budgetMs }
  const scale = yardstick.measuredMs / yardstick.referenceMs
  const budget = row.budgetMs * scale
  return {
    what,
    value: ms(row.ms),
    budget: `< ${ms(budget)} = ${ms(row.budgetMs)} x ${scale.toFixed(2)} yardstick`,
    ok: row.ms < budget,
  }
}

export type AreaBench = (ctx: AreaBenchContext) => Promise<AreaBenchRow[]>

/**
 * tsx compiles the benches with esbuild's keepNames, which wraps a named function inside a
 * `page.evaluate` callback in `__name(...)`, a helper the page does not have: give it one.
 */
export const NAME_HELPER = 'globalThis.__name = (fn) => fn'
