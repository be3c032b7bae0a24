import { describe, expect, it } from 'vitest'
import { formatAmount, formatBasisPoints, formatNumber, truncateText } from '@/lib/format'

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [1250, '1,250'],
    [1234567, '1,234,567'],
    [-40, '-40'],
    [-1250, '-1,250'],
    [12.5, '12.5'],
    [0.129, '0.13'],
    [-0, '0'],
    [-0.001, '0'],
  ])('%p -> %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected)
  })

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('%p -> —', (value) => {
    expect(formatNumber(value)).toBe('—')
  })
})

describe('formatAmount', () => {
  it('puts the symbol first, then the number with thousands separators', () => {
    expect(formatAmount(1250, '$US')).toBe('$US 1,250')
    expect(formatAmount(1_000_000, 'AB')).toBe('AB 1,000,000')
  })

  it('keeps the minus sign with the number', () => {
    expect(formatAmount(-300, 'AB')).toBe('AB -300')
  })

  it('shows the bare number without a symbol', () => {
    expect(formatAmount(42, '')).toBe('42')
    expect(formatAmount(42, '  ')).toBe('42')
    expect(formatAmount(42, null)).toBe('42')
    expect(formatAmount(42)).toBe('42')
  })

  it('shows a dash for a missing amount', () => {
    expect(formatAmount(null, 'AB')).toBe('—')
    expect(formatAmount(Number.NaN, 'AB')).toBe('—')
  })
})

describe('formatBasisPoints', () => {
  it('treats 100 basis points as 1%', () => {
    expect(formatBasisPoints(100)).toBe('1%')
    expect(formatBasisPoints(125)).toBe('1.25%')
    expect(formatBasisPoints(0)).toBe('0%')
    expect(formatBasisPoints(10000)).toBe('100%')
    expect(formatBasisPoints(null)).toBe('—')
  })
})

describe('truncateText', () => {
  it('cuts at 100 characters by default', () => {
    const long = 'x'.repeat(150)
    expect(truncateText(long)).toBe(`${'x'.repeat(100)}...`)
    expect(truncateText('x'.repeat(100))).toBe('x'.repeat(100))
    expect(truncateText('short', 3)).toBe('sho...')
    expect(truncateText(null)).toBe('')
  })
})
