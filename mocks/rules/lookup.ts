// Look-ups over the live collections, the way a World looks up economy rows: an index per key,
// built on first use and kept while its table is unchanged (`keptFor`; an in-place edit of a key
// field calls `worldChanged()`), instead of a scan per call. Every request resolves its caller's
// token and character, and the large world has 100 000 characters.
//
// Positions are kept rather than rows: @msw/data's own update() puts a copy in a row's place.
// A position whose row no longer has the key rebuilds the index once, so an edit the index
// missed costs time, never a wrong answer.

import { keptFor, type Kept } from './world'

export interface Lookup<Row> {
  /** The first row with this key, in table order. */
  first(key: string): Row | undefined
  /** Every row with this key, in table order (a new array: the caller may sort it). */
  all(key: string): Row[]
}

export function lookup<Row>(table: () => readonly Row[], keyOf: (row: Row) => string): Lookup<Row> {
  const slot: { kept?: Kept<Map<string, number[]>> } = {}
  const index = (rows: readonly Row[]) => keptFor(slot, rows, () => positionsByKey(rows, keyOf))

  function positions(key: string): { rows: readonly Row[]; at: number[] } {
    const rows = table()
    const at = index(rows).get(key) ?? []
    if (at.every((i) => i < rows.length && keyOf(rows[i]) === key)) return { rows, at }
    slot.kept = undefined
    return { rows, at: index(rows).get(key) ?? [] }
  }

  return {
    first(key) {
      const { rows, at } = positions(key)
      return at.length ? rows[at[0]] : undefined
    },
    all(key) {
      const { rows, at } = positions(key)
      return at.map((i) => rows[i])
    },
  }
}

function positionsByKey<Row>(rows: readonly Row[], keyOf: (row: Row) => string): Map<string, number[]> {
  const map = new Map<string, number[]>()
  for (let i = 0; i < rows.length; i++) {
    const key = keyOf(rows[i])
    const list = map.get(key)
    if (list) list.push(i)
    else map.set(key, [i])
  }
  return map
}
