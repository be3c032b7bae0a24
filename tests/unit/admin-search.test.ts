// @vitest-environment node
// The entity lists' search (spec section 2), order (deceased last) and pages.
import { describe, expect, it } from 'vitest'
import type { AdminCharacter } from '@/api/admin.types'
import { readBank } from '@/api/banks'
import { readNation } from '@/api/nations'
import {
  ENTITY_PAGE_SIZE,
  indexForSearch,
  pageCount,
  pageOf,
  searchIndex,
  SEARCH_FIELDS,
  sortByName,
  sortCharacters,
} from '@/features/admin/entity-search'

const character = (name: string, isDeceased = false): AdminCharacter => ({
  name,
  accountOwner: '',
  biography: null,
  profilePictureUrl: null,
  isDeceased,
  firstUsed: null,
  lastSeen: null,
  nation: null,
})

describe('entity search', () => {
  const banks = [
    readBank({
      id: 'FAB',
      name: 'First Aurelian Bank',
      abbreviation: 'FAB',
      jurisdictionNation: 'Aurelian Republic',
    }),
    readBank({
      id: 'NSG',
      name: 'Norvale Savings Guild',
      abbreviation: 'NSG',
      jurisdictionNation: 'Kingdom of Norvale',
    }),
  ]
  const index = indexForSearch(banks, SEARCH_FIELDS.banks)
  const names = (query: string) => searchIndex(index, query).map((b) => b.name)

  it('matches name, abbreviation or jurisdiction nation, case-insensitively', () => {
    expect(names('savings')).toEqual(['Norvale Savings Guild'])
    expect(names('fab')).toEqual(['First Aurelian Bank'])
    expect(names('KINGDOM')).toEqual(['Norvale Savings Guild'])
    expect(names('aurelian')).toEqual(['First Aurelian Bank'])
    expect(names('  ')).toEqual(['First Aurelian Bank', 'Norvale Savings Guild'])
    expect(names('nothing like it')).toEqual([])
  })

  it('matches nations by name or abbreviation and characters by name', () => {
    const nations = [
      readNation({ name: 'Kingdom of Norvale', abbreviation: 'NV' }),
      readNation({ name: 'Misthaven', abbreviation: 'MH' }),
    ]
    expect(searchIndex(indexForSearch(nations, SEARCH_FIELDS.nations), 'nv').map((n) => n.name)).toEqual([
      'Kingdom of Norvale',
    ])
    const characters = [character('Mira Quill'), character('Osric Vale')]
    expect(searchIndex(indexForSearch(characters, SEARCH_FIELDS.characters), 'VALE')).toEqual([characters[1]])
  })

  it('filters 500 characters', () => {
    const many = Array.from({ length: 500 }, (_, i) => character(`Character ${String(i).padStart(3, '0')}`))
    const found = searchIndex(indexForSearch(many, SEARCH_FIELDS.characters), 'character 49')
    expect(found.map((c) => c.name)).toEqual([...Array.from({ length: 10 }, (_, i) => `Character 49${i}`)])
  })
})

describe('order and pages', () => {
  it('puts living characters first, then deceased ones, each by name', () => {
    const sorted = sortCharacters([
      character('Zed'),
      character('Old Tobias', true),
      character('adam'),
      character('Ada', true),
    ])
    expect(sorted.map((c) => c.name)).toEqual(['adam', 'Zed', 'Ada', 'Old Tobias'])
    expect(sortByName([{ name: 'b' }, { name: 'A' }]).map((x) => x.name)).toEqual(['A', 'b'])
  })

  it('cuts a list into pages of 24, keeping a page number in range', () => {
    const items = Array.from({ length: 50 }, (_, i) => i)
    expect(ENTITY_PAGE_SIZE).toBe(24)
    expect(pageCount(50)).toBe(3)
    expect(pageCount(0)).toBe(1)
    expect(pageOf(items, 1)).toEqual(items.slice(0, 24))
    expect(pageOf(items, 3)).toEqual([48, 49])
    expect(pageOf(items, 9)).toEqual([48, 49])
  })
})
