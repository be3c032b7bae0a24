// @vitest-environment node
// Spec section 4: deceased characters come last in every list that shows characters.
import { describe, expect, it } from 'vitest'
import { deceasedLast } from '@/lib/deceased-last'
import { characterListView } from '@/features/characters/character-list'
import { sortCharacters } from '@/features/admin/entity-search'
import type { AdminCharacter } from '@/api/admin.types'
import type { Character } from '@/api/auth.types'

const person = (name: string, isDeceased = false) => ({ name, isDeceased })

describe('deceasedLast', () => {
  it('moves the deceased after the living and keeps each group in its given order', () => {
    const list = [person('C'), person('A', true), person('B'), person('D', true)]
    expect(deceasedLast(list).map((p) => p.name)).toEqual(['C', 'B', 'A', 'D'])
    expect(list.map((p) => p.name)).toEqual(['C', 'A', 'B', 'D'])
  })

  it('reads the flag through a function for entries that may lack the person', () => {
    const entries = [{ p: person('X', true) }, { p: null }, { p: person('Y') }]
    expect(deceasedLast(entries, (e) => e.p?.isDeceased ?? false).map((e) => e.p?.name ?? '-')).toEqual([
      '-',
      'Y',
      'X',
    ])
  })
})

describe('the character lists', () => {
  it('character selection: living first in the server order, deceased last, also when searching', () => {
    const c = (name: string, isDeceased = false): Character => ({
      name,
      isDeceased,
      isRecent: false,
      profilePictureUrl: null,
      biography: null,
      firstUsed: null,
      lastSeen: null,
    })
    const auth = {
      displayNames: [c('Zed', true), c('Bea'), c('Ann', true), c('Cal')],
      hasNoCharacters: false,
      isAdmin: false,
    }
    expect(characterListView(auth, '').characters.map((x) => x.name)).toEqual(['Bea', 'Cal', 'Zed', 'Ann'])
    expect(characterListView(auth, 'a').characters.map((x) => x.name)).toEqual(['Bea', 'Cal', 'Ann'])
  })

  it('admin characters: living by name, then deceased by name', () => {
    const list = [person('zoe', true), person('Bob'), person('amy', true), person('Al')] as AdminCharacter[]
    expect(sortCharacters(list).map((x) => x.name)).toEqual(['Al', 'Bob', 'amy', 'zoe'])
  })
})
