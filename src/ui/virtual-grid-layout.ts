// The arithmetic of a virtualised grid of cards: items are laid out in rows of `columns`, and
// only rows near the viewport are rendered. Kept apart from the component so it is unit-tested.

/** From this viewport width (CSS px, as Tailwind's breakpoints) on, this many columns. */
export type ColumnBreakpoint = readonly [minWidth: number, columns: number]

/** Tailwind's breakpoints, to state a grid's columns as its class names do. */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const

/** The columns at a viewport width: those of the widest breakpoint it reaches (at least 1). */
export function columnsAt(width: number, breakpoints: readonly ColumnBreakpoint[]): number {
  let columns = 1
  let reached = -Infinity
  for (const [min, count] of breakpoints) {
    if (width >= min && min >= reached) {
      reached = min
      columns = count
    }
  }
  return Math.max(1, Math.floor(columns))
}

/** Rows needed for `count` items in `columns` columns. */
export const rowCount = (count: number, columns: number) =>
  Math.ceil(Math.max(0, count) / Math.max(1, columns))

/** The items of one row: [start, end) indexes into the list. */
export function rowSpan(row: number, columns: number, count: number): [start: number, end: number] {
  const start = Math.max(0, row) * columns
  return [Math.min(start, count), Math.min(start + columns, count)]
}

/**
 * The rows to render: those in view (ascending) plus a pinned row (the one holding focus), kept
 * in the DOM when it scrolls away so focus is not lost, in document order so Tab order holds.
 */
export function withPinnedRow(rows: readonly number[], pinned: number | null, total: number): number[] {
  if (pinned === null || pinned < 0 || pinned >= total || rows.includes(pinned)) return [...rows]
  return [...rows, pinned].sort((a, b) => a - b)
}
