// @vitest-environment node
// The one money format, over random amounts: every amount the console can meet (negative, zero,
// fractional, up to the largest safe integer) is written the one way, and reads back as itself.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { formatAmount } from '@/lib/format'

const NBSP = '\u00a0'
const MINUS = '\u2212'

// Whole units and cents, any sign, up to the largest integer the wire can carry exactly.
const whole = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER })
const cents = fc.integer({ min: -1e13, max: 1e13 }).map((c) => c / 100)
const anyDouble = fc.double({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER, noNaN: true })
const amount = fc.oneof(whole, cents, anyDouble, fc.constantFrom(0, -0, 0.5, -0.004, 0.005, 1e-9))
const symbol = fc.stringMatching(/^\$?[A-Z]{2,3}$/)

/** The one shape: sign, symbol, no-break space, grouped digits, then no decimals or two. */
const SHAPE = /^([+\u2212]?)(\$?[A-Z]{2,3})\u00a0(\d{1,3}(?:,\d{3})*)(?:\.(\d{2}))?$/

/** Reads a formatted amount back into a number. */
function readBack(text: string): number {
  const match = SHAPE.exec(text)
  if (!match) throw new Error(`not the one format: ${JSON.stringify(text)}`)
  const [, sign, , digits, fraction] = match
  const magnitude = Number(`${digits.replace(/,/g, '')}.${fraction ?? '0'}`)
  return sign === MINUS ? -magnitude : magnitude
}

describe('formatAmount writes every amount the one way', () => {
  it('symbol first, a no-break space, grouped digits, 0 or 2 decimals, U+2212 before the symbol', () => {
    fc.assert(
      fc.property(amount, symbol, (value, sym) => {
        const text = formatAmount(value, sym)
        const match = SHAPE.exec(text)
        expect(match, text).not.toBeNull()
        const [, sign, shownSymbol, , fraction] = match!
        expect(shownSymbol).toBe(sym)
        // The one minus, never a hyphen, never "+" on a balance, never a signed zero.
        expect(text).not.toContain('-')
        expect(sign).toBe(readBack(text) < 0 ? MINUS : '')
        // A whole amount shows no decimals; "6,562.5" is never written.
        if (Number.isInteger(value)) expect(fraction).toBeUndefined()
        if (fraction !== undefined) expect(fraction).not.toBe('00')
        // Only the one no-break space: nothing for a line to break at.
        expect(text.split(NBSP)).toHaveLength(2)
        expect(text).not.toMatch(/[ \t\n]/)
      }),
      { numRuns: 500 },
    )
  })

  it('reads back as the amount to the cent', () => {
    fc.assert(
      fc.property(fc.oneof(whole, cents), symbol, (value, sym) => {
        const back = readBack(formatAmount(value, sym))
        // Doubles beyond 2^53 / 100 cannot hold every cent: compare at the precision they have.
        expect(Math.abs(back - value)).toBeLessThanOrEqual(Math.max(0.005, Math.abs(value) * 1e-15))
      }),
      { numRuns: 500 },
    )
  })

  it('signs a change by its direction and leaves zero unsigned', () => {
    fc.assert(
      fc.property(amount, symbol, (value, sym) => {
        const plain = formatAmount(value, sym)
        const signed = formatAmount(value, sym, { signed: true })
        const shown = readBack(plain)
        if (shown > 0) expect(signed).toBe(`+${plain}`)
        else expect(signed).toBe(plain)
        // A negative's magnitude is written as the positive amount would be.
        if (shown < 0) expect(plain).toBe(`${MINUS}${formatAmount(-value, sym)}`)
      }),
      { numRuns: 500 },
    )
  })

  it('keeps the sign and the number without a symbol, and says the currency is unknown', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom(null, undefined, '', ' '), (value, sym) => {
        const known = formatAmount(value, '$AR')
        expect(formatAmount(value, sym)).toBe(`${known.replace(`$AR${NBSP}`, '')}${NBSP}(currency unknown)`)
      }),
      { numRuns: 200 },
    )
  })
})
