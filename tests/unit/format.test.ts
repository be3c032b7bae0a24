// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  formatAmount,
  formatBasisPoints,
  formatCount,
  formatInterestRate,
  formatNumber,
  interestRate,
  truncateText,
} from '@/lib/format'

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

describe('interest rates carry their period: paid weekly, shown with the compounded year', () => {
  it.each([
    [60, '0.6% per week', '36.5% a year'],
    [100, '1% per week', '67.8% a year'],
    [25, '0.25% per week', '13.9% a year'],
    [1, '0.01% per week', '0.5% a year'],
    [0, '0% per week', '0% a year'],
    [10000, '100% per week', 'over 1,000,000% a year'],
  ])('%i basis points read "%s" and "%s"', (bps, weekly, yearly) => {
    expect(interestRate(bps)).toEqual({ weekly, yearly })
  })

  it('compounds 52 weekly payments rather than multiplying by 52', () => {
    // 0.6% simple would be 31.2%; compounding gives (1.006^52 - 1) = 36.5%.
    expect(formatInterestRate(60)).toBe('0.6% per week (36.5% a year)')
  })

  it('says nothing for a missing rate', () => {
    expect(interestRate(null)).toBeNull()
    expect(formatInterestRate(undefined)).toBe('—')
    expect(formatInterestRate(Number.NaN)).toBe('—')
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

describe('formatCount', () => {
  const currency = { one: 'currency', other: 'currencies' }
  it.each([
    [0, '0 currencies'],
    [1, '1 currency'],
    [2, '2 currencies'],
    [676, '676 currencies'],
    [100000, '100,000 currencies'],
  ])('%d -> %s', (count, text) => {
    expect(formatCount(count, currency)).toBe(text)
  })
})
