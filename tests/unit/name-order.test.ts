// @vitest-environment node
// Names sorted by keys in the collator's order come out exactly as the collator sorts them.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { asciiCollationKey, sortByCollation } from '@/lib/name-order'

const collator = new Intl.Collator('en', { sensitivity: 'base' })
const key = asciiCollationKey(collator)
const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0)
const printable = fc.string({
  unit: fc.integer({ min: 32, max: 126 }).map((c) => String.fromCharCode(c)),
  maxLength: 8,
})
const anyName = fc.oneof(printable, fc.string({ unit: 'grapheme', maxLength: 6 }))

describe('asciiCollationKey', () => {
  it('orders two printable ASCII names as the collator does', () => {
    fc.assert(
      fc.property(printable, printable, (a, b) => {
        const [ka, kb] = [key(a)!, key(b)!]
        expect(ka < kb ? -1 : ka > kb ? 1 : 0).toBe(sign(collator.compare(a, b)))
      }),
      { numRuns: 5000 },
    )
  })

  it('ties letters of either case, and puts punctuation before digits before letters', () => {
    expect(key('Aurelia')).toBe(key('aURELIA'))
    expect(key('a b')! < key('a-b')!).toBe(collator.compare('a b', 'a-b') < 0)
    expect(key('_x')! < key('9x')!).toBe(true)
    expect(key('9x')! < key('ax')!).toBe(true)
  })

  it('has no key for a name with any other character', () => {
    expect(key('Émile')).toBeNull()
    expect(key('tab\there')).toBeNull()
    // Past its last printable character too (a code above 126 must not index past the ranks).
    expect(key('a\u007fb')).toBeNull()
    expect(key('caf\u00e9')).toBeNull()
  })

  it('keys each name alone: a long name after a short one, a short one after a long one', () => {
    const long = 'Bartholomew Featherstonehaugh'
    expect(key(long)).toHaveLength(long.length)
    expect(key('Al')).toHaveLength(2)
    expect(key('Al')! < key('Alb')!).toBe(true)
    expect(key(long)).toBe(key(long.toUpperCase()))
  })

  it('leaves a name longer than any real one to the collator', () => {
    expect(key('a'.repeat(1024))).toHaveLength(1024)
    expect(key('a'.repeat(1025))).toBeNull()
  })
})

describe('sortByCollation', () => {
  it('sorts any names as the collator does, equal names kept in their order', () => {
    fc.assert(
      fc.property(fc.array(anyName, { maxLength: 60 }), (names) => {
        const items = names.map((name, i) => ({ name, i }))
        const expected = [...items].sort((a, b) => collator.compare(a.name, b.name))
        expect(sortByCollation(items, (item) => item.name, collator)).toEqual(expected)
      }),
      { numRuns: 500 },
    )
  })

  it('leaves the given list as it was', () => {
    const items = [{ name: 'b' }, { name: 'a' }]
    sortByCollation(items, (item) => item.name, collator)
    expect(items.map((item) => item.name)).toEqual(['b', 'a'])
  })
})
