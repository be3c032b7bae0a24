import { api } from './client'
import {
  flag,
  list,
  nameOf,
  optionalRecord,
  optionalText,
  number,
  record,
  text,
  UnreadableBody,
} from './read'
import type { Character, LoginResponse, SelectCharacterResponse } from './auth.types'

/** The fixed display name that opens the admin panel. */
export const DIVINE_ENTITY = 'Divine Entity'

/** A display name entry: a bare name or an object; a damaged entry is dropped by the list reader. */
export function readCharacter(raw: unknown, mostRecent: string | null = null): Character {
  const name = nameOf(raw).trim()
  if (!name) throw new UnreadableBody('a character without a name')
  const c = optionalRecord(raw) ?? {}
  return {
    name,
    profilePictureUrl: optionalText(c.profilePictureUrl) || null,
    biography: optionalText(c.biography),
    firstUsed: optionalText(c.firstUsed) || null,
    lastSeen: optionalText(c.lastSeen) || null,
    isRecent: flag(c.isRecent, name === mostRecent),
    isDeceased: flag(c.isDeceased),
  }
}

/** A login answer: `displayNames` must be a list; the counts and flags default from it. */
export function readLoginResponse(raw: unknown): LoginResponse {
  const r = record(raw)
  if (!Array.isArray(r.displayNames)) throw new UnreadableBody('a login answer without displayNames')
  const mostRecentDisplayName = optionalText(r.mostRecentDisplayName) || null
  const displayNames = list(r.displayNames, (entry) => readCharacter(entry, mostRecentDisplayName))
  return {
    success: true,
    message: text(r.message),
    uuid: text(r.uuid),
    displayNames,
    mostRecentDisplayName,
    displayNameCount: number(r.displayNameCount, displayNames.length),
    hasNoCharacters: flag(r.hasNoCharacters, displayNames.length === 0),
    isAdmin: flag(r.isAdmin),
  }
}

/** A select-character answer: without a token it is no answer at all. */
export function readSelectResponse(raw: unknown): SelectCharacterResponse {
  const r = record(raw)
  const token = text(r.token)
  if (!token) throw new UnreadableBody('a select-character answer without a token')
  let character: Character | null = null
  try {
    character = r.character ? readCharacter(r.character) : null
  } catch {
    character = null
  }
  return {
    success: true,
    token,
    uuid: text(r.uuid),
    selectedDisplayName: text(r.selectedDisplayName),
    character,
    message: text(r.message),
    expiresAt: optionalText(r.expiresAt) || null,
  }
}

export const login = (uuid: string, password: string) =>
  api('/auth/login', { method: 'POST', body: { uuid, password }, auth: false, read: readLoginResponse })

export const selectCharacter = (uuid: string, password: string, displayName: string) =>
  api('/auth/select-character', {
    method: 'POST',
    body: { uuid, password, displayName },
    auth: false,
    read: readSelectResponse,
  })
