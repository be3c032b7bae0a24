// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { BREAKPOINTS, columnsAt, rowCount, rowSpan, withPinnedRow } from '@/ui/virtual-grid-layout'

const NATION_COLUMNS = [
  [0, 1],
  [BREAKPOINTS.md, 2],
  [BREAKPOINTS.xl, 3],
] as const

describe('virtual grid layout', () => {
  it('takes the columns of the widest breakpoint the viewport reaches, as Tailwind does', () => {
    expect(columnsAt(375, NATION_COLUMNS)).toBe(1)
    expect(columnsAt(767, NATION_COLUMNS)).toBe(1)
    expect(columnsAt(768, NATION_COLUMNS)).toBe(2)
    expect(columnsAt(1279, NATION_COLUMNS)).toBe(2)
    expect(columnsAt(1280, NATION_COLUMNS)).toBe(3)
    // Breakpoints in any order; none reached, or a nonsense count, still gives one column.
    expect(
      columnsAt(2000, [
        [BREAKPOINTS.xl, 3],
        [0, 1],
        [BREAKPOINTS.md, 2],
      ]),
    ).toBe(3)
    expect(columnsAt(100, [[BREAKPOINTS.sm, 2]])).toBe(1)
    expect(columnsAt(1000, [[0, 0]])).toBe(1)
  })

  it('counts rows, the last one partly filled', () => {
    expect(rowCount(0, 3)).toBe(0)
    expect(rowCount(1, 3)).toBe(1)
    expect(rowCount(3, 3)).toBe(1)
    expect(rowCount(676, 3)).toBe(226)
    expect(rowCount(676, 2)).toBe(338)
    expect(rowCount(5, 0)).toBe(5)
  })

  it("gives each row its items' indexes, the last row cut at the list's end", () => {
    expect(rowSpan(0, 3, 676)).toEqual([0, 3])
    expect(rowSpan(1, 3, 676)).toEqual([3, 6])
    expect(rowSpan(225, 3, 676)).toEqual([675, 676])
    expect(rowSpan(226, 3, 676)).toEqual([676, 676])
    // Every item is in exactly one row, so aria-posinset (start + offset + 1) runs 1..count once.
    const positions = Array.from({ length: rowCount(10, 4) }, (_, row) => {
      const [start, end] = rowSpan(row, 4, 10)
      return Array.from({ length: end - start }, (_, offset) => start + offset + 1)
    }).flat()
    expect(positions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('keeps the focused row rendered, in document order, when it scrolls out of view', () => {
    expect(withPinnedRow([10, 11, 12], 2, 100)).toEqual([2, 10, 11, 12])
    expect(withPinnedRow([10, 11, 12], 40, 100)).toEqual([10, 11, 12, 40])
    expect(withPinnedRow([10, 11, 12], 11, 100)).toEqual([10, 11, 12])
    expect(withPinnedRow([0, 1], null, 100)).toEqual([0, 1])
    // A search that shortened the list below the focused row drops it.
    expect(withPinnedRow([0, 1], 7, 3)).toEqual([0, 1])
  })
})
