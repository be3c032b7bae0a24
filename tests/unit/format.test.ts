// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  formatAmount,
  formatBasisPoints,
  formatCount,
  formatIndex,
  formatInterestRate,
  formatNumber,
  formatNumberRange,
  formatPercent,
  interestRate,
  truncateText,
} from '@/lib/format'

// Expected texts are written with these two on purpose: a plain space or a hyphen is a bug.
const NBSP = '\u00a0'
const MINUS = '\u2212'

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [1250, '1,250'],
    [1234567, '1,234,567'],
    [-40, `${MINUS}40`],
    [-1250, `${MINUS}1,250`],
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

  it('signs a change: "+" before a gain, the minus before a loss, no sign on zero', () => {
    expect(formatNumber(12, { signed: true })).toBe('+12')
    expect(formatNumber(-12, { signed: true })).toBe(`${MINUS}12`)
    expect(formatNumber(0, { signed: true })).toBe('0')
  })
})

describe('formatAmount', () => {
  it('puts the symbol first, a no-break space, then the number with thousands separators', () => {
    expect(formatAmount(1250, '$US')).toBe(`$US${NBSP}1,250`)
    expect(formatAmount(1_000_000, 'AB')).toBe(`AB${NBSP}1,000,000`)
  })

  it('writes a negative with the minus sign before the symbol', () => {
    expect(formatAmount(-300, 'AB')).toBe(`${MINUS}AB${NBSP}300`)
    expect(formatAmount(-217, '$GW')).toBe(`${MINUS}$GW${NBSP}217`)
  })

  it('shows no decimals for a whole amount and two otherwise', () => {
    expect(formatAmount(6562.5, '$EC')).toBe(`$EC${NBSP}6,562.50`)
    expect(formatAmount(9478.26, '$AR')).toBe(`$AR${NBSP}9,478.26`)
    expect(formatAmount(9478.001, '$AR')).toBe(`$AR${NBSP}9,478`)
    expect(formatAmount(0.5, '$AR')).toBe(`$AR${NBSP}0.50`)
  })

  it('never writes minus zero', () => {
    expect(formatAmount(-0, '$AR')).toBe(`$AR${NBSP}0`)
    expect(formatAmount(-0.001, '$AR')).toBe(`$AR${NBSP}0`)
    expect(formatAmount(-0.001, '$AR', { signed: true })).toBe(`$AR${NBSP}0`)
  })

  it('signs a change or a flow', () => {
    expect(formatAmount(5, '$AR', { signed: true })).toBe(`+$AR${NBSP}5`)
    expect(formatAmount(-5, '$AR', { signed: true })).toBe(`${MINUS}$AR${NBSP}5`)
    expect(formatAmount(0, '$AR', { signed: true })).toBe(`$AR${NBSP}0`)
  })

  it('says the currency is unknown rather than dropping the symbol', () => {
    expect(formatAmount(42, '')).toBe(`42${NBSP}(currency unknown)`)
    expect(formatAmount(42, '  ')).toBe(`42${NBSP}(currency unknown)`)
    expect(formatAmount(-42, null)).toBe(`${MINUS}42${NBSP}(currency unknown)`)
    expect(formatAmount(1250.5, undefined)).toBe(`1,250.50${NBSP}(currency unknown)`)
  })

  it('shows a dash for a missing amount', () => {
    expect(formatAmount(null, 'AB')).toBe('—')
    expect(formatAmount(Number.NaN, 'AB')).toBe('—')
  })
})

describe('formatIndex', () => {
  it.each([
    [96.1, '96.1'],
    [66.53, '66.5'],
    [100, '100.0'],
    [1234.56, '1,234.6'],
    [-3.21, `${MINUS}3.2`],
  ])('%p -> %s, always one decimal', (value, text) => {
    expect(formatIndex(value)).toBe(text)
  })

  it('shows a dash for a missing index', () => {
    expect(formatIndex(null)).toBe('—')
  })
})

describe('formatPercent', () => {
  it.each([
    [26, '26%'],
    [116.94, '116.9%'],
    [0, '0%'],
    [0.04, '0%'],
    [-2.55, `${MINUS}2.6%`],
    [1_000_000, '1,000,000%'],
  ])('%p -> %s, one decimal at most', (value, text) => {
    expect(formatPercent(value)).toBe(text)
  })

  it('signs a change', () => {
    expect(formatPercent(4.2, { signed: true })).toBe('+4.2%')
    expect(formatPercent(-4.2, { signed: true })).toBe(`${MINUS}4.2%`)
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

describe('formatNumberRange', () => {
  it('joins the two ends with the en dash, grouped', () => {
    expect(formatNumberRange(51, 100)).toBe('51\u2013100')
    expect(formatNumberRange(1001, 1250)).toBe('1,001\u20131,250')
  })

  it('writes one number when both ends are the same', () => {
    expect(formatNumberRange(101, 101)).toBe('101')
  })
})
