// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { rank } from '@/features/insights/rankings'

const named = (name: string, value: number | null) => ({ name, value })

describe('rankings', () => {
  it('keeps the largest values, largest first, ties by name sharing a rank', () => {
    const items = [named('b', 5), named('a', 5), named('c', 9), named('d', null), named('e', 1)]
    expect(
      rank(
        items,
        (i) => i.value,
        (i) => i.name,
        3,
      ).map((r) => [r.rank, r.item.name]),
    ).toEqual([
      [1, 'c'],
      [2, 'a'],
      [2, 'b'],
    ])
  })

  it('leaves out items without a value', () => {
    expect(
      rank(
        [named('x', null), named('y', Number.NaN)],
        (i) => i.value,
        (i) => i.name,
      ),
    ).toEqual([])
  })
})
