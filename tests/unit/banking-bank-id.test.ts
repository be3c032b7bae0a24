// @vitest-environment node
// The bank id the console derives from a bank's name (spec section 3: "a three-word name gives
// initials"), and what it does with one, two, many words, punctuation and ids already taken.
import { describe, expect, it } from 'vitest'
import { BANK_ID_MAX, baseBankId, bankNameWords, deriveBankId } from '@/features/banking/bank-id'

describe('deriveBankId', () => {
  it('gives the initials of a three-word name', () => {
    expect(deriveBankId('First Aurelian Bank').id).toBe('FAB')
    expect(deriveBankId('norvale savings guild').id).toBe('NSG')
  })

  it('gives the first three characters of a one-word name', () => {
    expect(deriveBankId('Goldvault').id).toBe('GOL')
    expect(deriveBankId('Ox').id).toBe('OX')
  })

  it('gives the initials of a two-word name', () => {
    expect(deriveBankId('Copper Vault').id).toBe('CV')
  })

  it('gives the initials of every word of a longer name, at most ten', () => {
    expect(deriveBankId('Bank of the North Sea').id).toBe('BOTNS')
    const eleven = 'a b c d e f g h i j k'
    expect(deriveBankId(eleven).id).toBe('ABCDEFGHIJ')
    expect(deriveBankId(eleven).id).toHaveLength(BANK_ID_MAX)
  })

  it('splits at hyphens, dots, slashes and ampersands and drops other punctuation', () => {
    expect(bankNameWords("St. Mary's Anglo-Saxon Bank & Trust")).toEqual([
      'ST',
      'MARYS',
      'ANGLO',
      'SAXON',
      'BANK',
      'TRUST',
    ])
    expect(deriveBankId("St. Mary's Bank").id).toBe('SMB')
    expect(deriveBankId('Iron—Hollow / Credit!').id).toBe('IHC')
    expect(deriveBankId('  The   "Reserve"  ').id).toBe('TR')
  })

  it('drops accents and keeps digits', () => {
    expect(deriveBankId('Öre Équité Bank').id).toBe('OEB')
    expect(deriveBankId('Bank 42').id).toBe('B4')
  })

  it('gives no id for a name with fewer than two letters or digits', () => {
    expect(deriveBankId('')).toEqual({ id: null, base: null })
    expect(deriveBankId('X').id).toBeNull()
    expect(deriveBankId('!!! ???').id).toBeNull()
    expect(deriveBankId('Банк').id).toBeNull()
    expect(baseBankId('Q')).toBeNull()
  })

  it('adds the smallest free number when the id is taken, whatever its case', () => {
    expect(deriveBankId('First Aurelian Bank', ['fab'])).toEqual({ id: 'FAB2', base: 'FAB' })
    expect(deriveBankId('First Aurelian Bank', ['FAB', 'FAB2', 'FAB3'])).toEqual({ id: 'FAB4', base: 'FAB' })
    expect(deriveBankId('First Aurelian Bank', ['NSG'])).toEqual({ id: 'FAB', base: 'FAB' })
  })

  it('stays within ten characters when a number is added', () => {
    const name = 'a b c d e f g h i j'
    const taken = ['ABCDEFGHIJ', ...Array.from({ length: 8 }, (_, i) => `ABCDEFGHI${i + 2}`)]
    expect(deriveBankId(name, taken).id).toBe('ABCDEFGH10')
  })
})
