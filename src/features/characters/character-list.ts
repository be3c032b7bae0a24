import { DIVINE_ENTITY } from '@/api/auth'
import type { AuthData, Character } from '@/api/auth.types'
import { deceasedLast } from '@/lib/deceased-last'

/** Case-insensitive substring match on the name (spec section 2); a blank search matches all. */
export function matchesSearch(name: string, search: string): boolean {
  const needle = search.trim().toLowerCase()
  return !needle || name.toLowerCase().includes(needle)
}

/** Living characters first, deceased last; the server's order is kept within each group. */
export function orderCharacters(characters: readonly Character[]): Character[] {
  return deceasedLast(characters)
}

/** The name that earns the "Most Recent" badge (never a deceased one). */
export function isMostRecent(character: Character, mostRecentDisplayName: string | null): boolean {
  if (character.isDeceased) return false
  return mostRecentDisplayName ? character.name === mostRecentDisplayName : character.isRecent
}

export interface CharacterListView {
  /** Whether the admin entry is shown (first, before every character). */
  showDivineEntity: boolean
  characters: Character[]
  /** The account has no characters yet (the info alert). */
  noCharacters: boolean
  /** A search that matched nothing at all. */
  noMatch: boolean
  /** There is something to search (a character or the admin entry): the search box is shown. */
  searchable: boolean
}

export function characterListView(
  auth: Pick<AuthData, 'displayNames' | 'hasNoCharacters' | 'isAdmin'>,
  search: string,
): CharacterListView {
  const all = Array.isArray(auth.displayNames)
    ? auth.displayNames.filter((c) => c && typeof c.name === 'string')
    : []
  const noCharacters = auth.hasNoCharacters || all.length === 0
  const characters = orderCharacters(all.filter((c) => matchesSearch(c.name, search)))
  const showDivineEntity = auth.isAdmin && matchesSearch(DIVINE_ENTITY, search)
  const searchable = all.length > 0 || auth.isAdmin
  return {
    showDivineEntity,
    characters,
    noCharacters,
    noMatch: searchable && search.trim() !== '' && characters.length === 0 && !showDivineEntity,
    searchable,
  }
}
