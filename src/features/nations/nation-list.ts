import type { Membership, Nation, NationMember } from '@/api/nations.types'
import { indexForSearch, searchIndex } from '@/lib/search-index'
import { sameName } from '@/lib/names'
import { deceasedLast } from '@/lib/deceased-last'
import { asciiCollationKey, sortByCollation } from '@/lib/name-order'

// The list's rules (spec section 2): search over name, abbreviation and description; active
// nations first, then by activity percentage, then by member count. Names compare without case,
// as the server treats them (server-rules: names are unique case-insensitively).

/** The texts of a nation the search box matches. */
export const nationSearchFields = (nation: Nation) => [nation.name, nation.abbreviation, nation.description]

export const matchesSearch = (nation: Nation, search: string): boolean =>
  searchIndex(indexForSearch([nation], nationSearchFields), search).length > 0

export function compareNations(a: Nation, b: Nation): number {
  return (
    Number(b.isActive) - Number(a.isActive) ||
    b.activityPercentage - a.activityPercentage ||
    b.totalMembers - a.totalMembers ||
    a.name.localeCompare(b.name)
  )
}

/** Every nation in the spec's order (sorted once; a search then only filters). */
export const orderNations = (nations: readonly Nation[]): Nation[] => [...nations].sort(compareNations)

/** The nations to show for a search, in the spec's order. */
export function visibleNations(nations: readonly Nation[], search: string): readonly Nation[] {
  return searchIndex(indexForSearch(orderNations(nations), nationSearchFields), search)
}

export type Role = NationMember['role']

/** The character's entry in a nation's member lists, if any. */
export function memberEntry(nation: Nation, character: string): NationMember | undefined {
  return [...nation.officers, ...nation.citizens].find((m) => sameName(m.name, character))
}

/**
 * The character's role in a nation, or null. The nation's own member lists decide when they
 * name the character; the membership list (whose fields the spec does not show) fills in when
 * a server sends nations without members.
 */
export function roleIn(nation: Nation, character: string, memberships: readonly Membership[]): Role | null {
  const entry = memberEntry(nation, character)
  if (entry) return entry.role
  const membership = memberships.find(
    (m) => (m.nationId && m.nationId === nation.id) || sameName(m.nationName, nation.name),
  )
  return membership?.role ?? null
}

// One collator for every member list (see src/lib/name-order.ts for why it is built once).
const MEMBER_ORDER = new Intl.Collator('en', { sensitivity: 'base' })
const memberKey = asciiCollationKey(MEMBER_ORDER)

/**
 * A roster as the nation screen lists it (spec section 4): by name, deceased last. Officers
 * come first because their list is shown above the citizens'.
 */
export const orderMembers = <T extends { name: string; isDeceased: boolean }>(members: readonly T[]): T[] =>
  deceasedLast(sortByCollation(members, (m) => m.name, MEMBER_ORDER, memberKey))
