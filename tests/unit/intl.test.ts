// @vitest-environment node
import { afterEach, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.restoreAllMocks()
})

it('makes no formatter when a module that formats is imported, one per kind on first use, and keeps it', async () => {
  vi.resetModules()
  // Counted, each still making the real formatter.
  const { NumberFormat, DateTimeFormat, PluralRules } = Intl
  const made = {
    number: vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
      return new NumberFormat(...args)
    }),
    date: vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
      return new DateTimeFormat(...args)
    }),
    plural: vi.spyOn(Intl, 'PluralRules').mockImplementation(function (...args) {
      return new PluralRules(...args)
    }),
  }
  const counts = () => ({
    number: made.number.mock.calls.length,
    date: made.date.mock.calls.length,
    plural: made.plural.mock.calls.length,
  })
  const { formatCount, formatInterestRate, formatNumber } = await import('@/lib/format')
  const { formatDate, formatDateTime } = await import('@/lib/time')
  expect(counts()).toEqual({ number: 0, date: 0, plural: 0 })

  expect(formatNumber(1250.5)).toBe('1,250.5')
  expect(formatNumber(-40)).toBe('\u221240')
  expect(counts()).toEqual({ number: 1, date: 0, plural: 0 })
  expect(formatCount(1, { one: 'bank', other: 'banks' })).toBe('1 bank')
  expect(formatCount(2, { one: 'bank', other: 'banks' })).toBe('2 banks')
  expect(counts()).toEqual({ number: 1, date: 0, plural: 1 })
  // The weekly rate is exact (basis points) and the yearly one has one decimal: two percent
  // formats, each kept apart from the plain one.
  expect(formatInterestRate(60)).toBe('0.6% per week (36.5% a year)')
  expect(formatInterestRate(60)).toBe('0.6% per week (36.5% a year)')
  expect(counts()).toEqual({ number: 3, date: 0, plural: 1 })
  formatDate('2024-03-05T12:00:00Z')
  formatDate('2024-03-06T12:00:00Z')
  formatDateTime('2024-03-05T12:00:00Z')
  formatDateTime('2024-03-06T12:00:00Z')
  expect(counts()).toEqual({ number: 3, date: 2, plural: 1 })
})
