// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { currencySymbolOf, dateRangeProblem } from '@/features/ledger/filters'

describe('currencySymbolOf', () => {
  const known = ['$AR', '$NV']
  it.each([
    ['', ''],
    ['  ', ''],
    ['$AR', '$AR'],
    ['$ar', '$AR'],
    ['NV', '$NV'],
    [' nv ', '$NV'],
    // Unknown two-letter codes still get their "$"; anything else is sent as typed.
    ['zz', '$ZZ'],
    ['Crown', 'Crown'],
  ])('reads %j as %j', (typed, symbol) => {
    expect(currencySymbolOf(typed, known)).toBe(symbol)
  })
})

describe('dateRangeProblem', () => {
  it('speaks only when both dates are set and From is after To', () => {
    expect(dateRangeProblem({ fromDate: '', toDate: '' })).toBeNull()
    expect(dateRangeProblem({ fromDate: '2026-02-01', toDate: '' })).toBeNull()
    expect(dateRangeProblem({ fromDate: '2026-02-01', toDate: '2026-02-01' })).toBeNull()
    expect(dateRangeProblem({ fromDate: '2026-02-02', toDate: '2026-02-01' })).toMatch(
      /From Date is after the To Date/,
    )
  })
})
