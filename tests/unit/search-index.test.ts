// @vitest-environment node
// The local list search (src/lib/search-index.ts) behind every searchable list.
import { describe, expect, it } from 'vitest'
import { indexForSearch, searchIndex } from '@/lib/search-index'

describe('local list search', () => {
  const banks = [
    { name: 'First Aurelian Bank', id: 'FAB', nation: 'Aurelian Republic' },
    { name: 'Northvale Credit', id: 'NVC', nation: 'Northvale' },
    { name: 'Zoë Ångström Savings', id: 'ZAS', nation: 'Tidewater' },
  ]
  const index = indexForSearch(banks, (b) => [b.name, b.id, b.nation])
  const ids = (query: string) => searchIndex(index, query).map((b) => b.id)

  it('matches any field, case-insensitively, keeping the list order', () => {
    expect(ids('aurel')).toEqual(['FAB'])
    expect(ids('NORTHVALE')).toEqual(['NVC'])
    expect(ids('ångs')).toEqual(['ZAS'])
    expect(ids('a')).toEqual(['FAB', 'NVC', 'ZAS'])
    expect(ids('  nvc  ')).toEqual(['NVC'])
    expect(ids('nowhere')).toEqual([])
  })

  it('does not match across two fields', () => {
    // "Bank" ends one field and "FAB" starts the next: the search must not see "bankfab".
    expect(ids('bankfab')).toEqual([])
  })

  it('returns the list itself for a blank search', () => {
    expect(searchIndex(index, '   ')).toBe(index.items)
  })
})
