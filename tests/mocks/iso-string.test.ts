// @vitest-environment node
// The fake backend's fast timestamp formatter writes exactly what Date#toISOString writes: the
// ledger's dates (and so the seeded worlds' hashes) must not move by a character.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isoString } from '@mocks/clock'

const DAY_MS = 86_400_000
const LAST_FAST_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999)
const iso = (ms: number) => new Date(ms).toISOString()
// Mostly instants of the fast range, some of the whole range Date takes.
const anyInstant = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: LAST_FAST_MS }), weight: 4 },
  { arbitrary: fc.integer({ min: -8.64e15, max: 8.64e15 }), weight: 1 },
)

describe('isoString', () => {
  it('agrees with toISOString at the edges of a day, a year and its fast range', () => {
    const edges = [
      0,
      1,
      999,
      1000,
      DAY_MS - 1,
      DAY_MS,
      Date.UTC(2024, 1, 29, 23, 59, 59, 999),
      Date.UTC(2026, 10, 20, 12),
      Date.UTC(2026, 11, 31, 23, 59, 59, 999),
      LAST_FAST_MS,
      // Outside it, Date's own formatting: before 1970, past year 9999, fractions of a ms.
      -1,
      -DAY_MS - 123,
      LAST_FAST_MS + 1,
      Date.UTC(2026, 0, 1) + 0.5,
    ]
    for (const ms of edges) expect(isoString(ms), String(ms)).toBe(iso(ms))
  })

  it('agrees with toISOString on any instant, in any order', () => {
    fc.assert(
      fc.property(fc.array(anyInstant, { maxLength: 20 }), (times) => {
        for (const ms of times) expect(isoString(ms)).toBe(iso(ms))
      }),
      { numRuns: 300 },
    )
  })

  it('throws as toISOString does on an invalid instant', () => {
    expect(() => isoString(Number.NaN)).toThrow(RangeError)
  })
})
