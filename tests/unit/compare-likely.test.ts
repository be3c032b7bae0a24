// Compare Offerings ranks by what a player would likely receive (issue 35): the yearly yield times
// the bank's interest success, so "Deep Vault Savings, 116.9% a year" at a bank that paid 26% of
// the interest it owed no longer comes first; ranking by the rate alone stays available.
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SORT,
  likelyYieldPercent,
  nextSort,
  sortOfferings,
  SORT_KEYS,
  type ComparedOffering,
} from '@/features/banking/compare'
import { bank as aBank, offering as anOffering } from '../support/banking'

const bank = (name: string, interestSuccessRate: number, accountCount = 10) => {
  const id = name.slice(0, 3).toUpperCase()
  return aBank({ id, name, abbreviation: id, interestSuccessRate, accountCount })
}

const offering = (name: string, interestRateBasisPoints: number) =>
  anOffering({ id: name, name, interestRateBasisPoints, maintenanceFeeAmount: 0 })

const deepVault: ComparedOffering = {
  bank: bank('Deep Vault Bank', 26),
  offering: offering('Deep Vault Savings', 150),
}
const steady: ComparedOffering = { bank: bank('Steady Bank', 100), offering: offering('Steady Saver', 60) }
const halfway: ComparedOffering = { bank: bank('Halfway Bank', 50), offering: offering('Halfway Saver', 100) }
// A new bank: the server says 100, but with no accounts it never owed interest.
const fresh: ComparedOffering = { bank: bank('Fresh Bank', 100, 0), offering: offering('Fresh Saver', 200) }
const plain: ComparedOffering = { bank: bank('Plain Bank', 100), offering: offering('Plain Account', 0) }

const names = (rows: readonly ComparedOffering[]) => rows.map((row) => row.offering.name)

describe('likelyYieldPercent', () => {
  it('is the yearly yield (52 weeks compounded) times the interest success', () => {
    // 1.5% a week: 1.015^52 - 1 = 116.89% a year; paid 26% of the time: 30.39%.
    expect(likelyYieldPercent(deepVault)).toBeCloseTo(116.8859 * 0.26, 3)
    expect(likelyYieldPercent(steady)).toBeCloseTo((Math.pow(1.006, 52) - 1) * 100, 9)
    expect(likelyYieldPercent(halfway)).toBeCloseTo((Math.pow(1.01, 52) - 1) * 50, 9)
    expect(likelyYieldPercent(plain)).toBe(0)
  })

  it('is null for a bank without an interest record', () => {
    expect(likelyYieldPercent(fresh)).toBeNull()
  })
})

describe('ranking the offerings', () => {
  const rows = [deepVault, fresh, plain, halfway, steady]

  it('ranks by what a player would likely receive first, a bank without a record last', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'likely', direction: 'desc' })
    // Steady 36.5%, Halfway 67.8% x 50% = 33.9%, Deep Vault 116.9% x 26% = 30.4%, Plain 0%.
    expect(names(sortOfferings(rows, DEFAULT_SORT))).toEqual([
      'Steady Saver',
      'Halfway Saver',
      'Deep Vault Savings',
      'Plain Account',
      'Fresh Saver',
    ])
  })

  it('lowest first puts the bank without a record first, then the smallest likely yield', () => {
    expect(names(sortOfferings(rows, { key: 'likely', direction: 'asc' }))).toEqual([
      'Fresh Saver',
      'Plain Account',
      'Deep Vault Savings',
      'Halfway Saver',
      'Steady Saver',
    ])
  })

  it('keeps ranking by the rate alone available', () => {
    expect(SORT_KEYS.interest.direction).toBe('desc')
    expect(names(sortOfferings(rows, nextSort(DEFAULT_SORT, 'interest')))).toEqual([
      'Fresh Saver',
      'Deep Vault Savings',
      'Halfway Saver',
      'Steady Saver',
      'Plain Account',
    ])
  })

  it('breaks ties by bank name, then offering name', () => {
    const twin: ComparedOffering = {
      bank: bank('Another Steady Bank', 100),
      offering: offering('Twin Saver', 60),
    }
    expect(names(sortOfferings([steady, twin], DEFAULT_SORT))).toEqual(['Twin Saver', 'Steady Saver'])
  })
})
