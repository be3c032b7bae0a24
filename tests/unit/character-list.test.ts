// @vitest-environment node
// The character list offers its search only when there is something to search.
import { describe, expect, it } from 'vitest'
import { characterListView } from '@/features/characters/character-list'
import { adminWithoutCharacters, newbieAuth, playerAuth } from './fixtures/accounts'

describe('characterListView: the search only when there is something to search', () => {
  it('has no search for an account without characters', () => {
    expect(characterListView(newbieAuth, '').searchable).toBe(false)
  })
  it('keeps it for an admin without characters (Divine Entity) and for a player with some', () => {
    expect(characterListView(adminWithoutCharacters, '').searchable).toBe(true)
    expect(characterListView(playerAuth, '').searchable).toBe(true)
  })
})
