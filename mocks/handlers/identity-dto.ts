// One serialiser per identity entity: rows never leave the backend raw. Every shape is a type of
// src/api/types.ts (the contract).

import type { AdminCharacter, Character, LoginResponse, Player } from '@/api/types'
import { db } from '../db'
import type { AccountRow, CharacterRow } from '../db/identity'
import { charactersOf, DIVINE_ENTITY, findAccount, mostRecentCharacter } from '../rules/identity'

/** Account UUID to username ("owner handle"), built once per request that lists many characters. */
export function ownerNames(): Map<string, string> {
  return new Map(db.accounts.all().map((a) => [a.uuid, a.username]))
}

/** Owner handles looked up one at a time (a page of 20 characters; a map of every account costs more). */
export const ownerOf: Pick<Map<string, string>, 'get'> = {
  get: (uuid) => findAccount(uuid)?.username,
}

/** The wire form of a character (spec section 3). */
export function toCharacter(row: CharacterRow, isRecent: boolean): Character {
  return {
    name: row.name,
    profilePictureUrl: row.profilePictureUrl,
    biography: row.biography,
    firstUsed: row.firstUsed,
    lastSeen: row.lastSeen,
    isRecent,
    isDeceased: row.isDeceased,
  }
}

/** The admin entry's character, as select-character returns it. */
export const DIVINE_CHARACTER: Character = Object.freeze({
  name: DIVINE_ENTITY,
  profilePictureUrl: null,
  biography: null,
  firstUsed: null,
  lastSeen: null,
  isRecent: false,
  isDeceased: false,
})

/** A character in the player directory. */
export function toPlayer(row: CharacterRow, owners: Pick<Map<string, string>, 'get'>): Player {
  return {
    displayName: row.name,
    accountOwner: owners.get(row.accountUuid) ?? 'unknown',
    profilePictureUrl: row.profilePictureUrl,
    biography: row.biography,
    isDeceased: row.isDeceased,
    firstUsed: row.firstUsed,
    lastSeen: row.lastSeen,
  }
}

/** A character in the admin panel's entity list, with the nation it belongs to. */
export function toAdminCharacter(
  row: CharacterRow,
  owners: Map<string, string>,
  nation: string | null,
): AdminCharacter {
  const { displayName: name, ...player } = toPlayer(row, owners)
  return { name, ...player, nation }
}

export function toLoginResponse(account: AccountRow): LoginResponse {
  const characters = charactersOf(account.uuid)
  const recent = mostRecentCharacter(characters)
  return {
    success: true,
    message: 'Login successful',
    uuid: account.uuid,
    displayNames: characters.map((c) => toCharacter(c, c === recent)),
    mostRecentDisplayName: recent?.name ?? null,
    displayNameCount: characters.length,
    hasNoCharacters: characters.length === 0,
    isAdmin: account.isAdmin,
  }
}
