// @vitest-environment node
// The dates under a balance or supply chart: as many as fit, never touching.
import { describe, expect, it } from 'vitest'
import { dateTickIndexes } from '@/features/insights/StepChart'

const LABEL = 74 // "Nov 27, 2026" at 11 px

/** Every picked label's box (first reads rightwards, last leftwards, others centred). */
function boxes(xs: number[], picked: number[]) {
  const last = xs.length - 1
  return picked.map((i) =>
    i === 0
      ? [xs[i]!, xs[i]! + LABEL]
      : i === last
        ? [xs[i]! - LABEL, xs[i]!]
        : [xs[i]! - LABEL / 2, xs[i]! + LABEL / 2],
  )
}

const apart = (b: number[][]) => b.every((box, i) => i === 0 || box[0]! >= b[i - 1]![1]!)

describe('dateTickIndexes', () => {
  it('keeps the first and the last date, and only the newest when two do not fit', () => {
    expect(dateTickIndexes([], LABEL)).toEqual([])
    expect(dateTickIndexes([100], LABEL)).toEqual([0])
    expect(dateTickIndexes([0, 200], LABEL)).toEqual([0, 1])
    expect(dateTickIndexes([0, 120], LABEL)).toEqual([1])
  })

  it('spreads more dates over a wide chart, none touching', () => {
    const xs = Array.from({ length: 90 }, (_, i) => 100 + i * 12) // 90 days over 1068 px
    const picked = dateTickIndexes(xs, LABEL)
    expect(picked.length).toBeGreaterThanOrEqual(5)
    expect(picked[0]).toBe(0)
    expect(picked.at(-1)).toBe(89)
    expect(apart(boxes(xs, picked))).toBe(true)
  })

  it('skips a middle date that would sit on the last one (days crowded at the end)', () => {
    // A supply with a point per change: most changes in the last days of the window.
    const xs = [60, 300, 302, 304, 306, 308, 310, 312, 314]
    const picked = dateTickIndexes(xs, LABEL)
    expect(picked).toEqual([0, 8])
    expect(apart(boxes(xs, picked))).toBe(true)
  })

  it('fits two dates on a phone-wide chart without overlap', () => {
    const xs = Array.from({ length: 30 }, (_, i) => 98 + i * 6) // 30 days over 174 px
    const picked = dateTickIndexes(xs, LABEL)
    expect(picked).toEqual([0, 29])
    expect(apart(boxes(xs, picked))).toBe(true)
  })
})
