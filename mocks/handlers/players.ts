// The player directory, relations, profile-picture URLs and biographies.
// A player changes only their own (selected) character; admins may change any character.

import { http } from 'msw'
import type {
  MessageResponse,
  Player,
  PlayerListResponse,
  RelationRating,
  RelationsResponse,
} from '@/api/types'
import { db, insertRow, removeRow } from '../db'
import type { CharacterRow } from '../db/identity'
import { scenarioClock } from '../clock'
import {
  API,
  badRequest,
  conflict,
  findCharacter,
  forbidden,
  notFound,
  ok,
  pathParam,
  queryInt,
  queryString,
  readJson,
  requireInt,
  requireLiving,
  requireString,
  sameName,
  withAuth,
  type Caller,
} from './http'
import { deleteUploadByUrl } from './uploads'

export const BIOGRAPHY_MAX = 1000
export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

// ------------------------------------------------------------------ wire forms

/** The owning game account's username ("owner handle"). */
export function accountOwnerOf(row: CharacterRow): string {
  return db.accounts.findFirst((q) => q.where({ uuid: row.accountUuid }))?.username ?? 'unknown'
}

export function toPlayer(row: CharacterRow, owner = accountOwnerOf(row)): Player {
  return {
    displayName: row.name,
    accountOwner: owner,
    profilePictureUrl: row.profilePictureUrl,
    biography: row.biography,
    isDeceased: row.isDeceased,
    firstUsed: row.firstUsed,
    lastSeen: row.lastSeen,
  }
}

// ------------------------------------------------------------------ rules shared with admin edits

const PICTURE_URL_RULE = 'profilePictureUrl must be an http(s) URL ending in .png, .jpg, .jpeg, .gif or .webp'

/** A picture URL must be http(s) and its path end in an image extension (400 otherwise). */
export function checkPictureUrl(value: string, field = 'profilePictureUrl'): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw badRequest(PICTURE_URL_RULE.replace('profilePictureUrl', field))
  }
  if (!/^https?:$/.test(url.protocol) || !/\.(png|jpe?g|gif|webp)$/i.test(url.pathname)) {
    throw badRequest(PICTURE_URL_RULE.replace('profilePictureUrl', field))
  }
  return value
}

/** Biographies are plain text: control characters other than newline and tab are dropped. */
export function cleanBiography(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim()
}

/** Sets a character's picture, removing an uploaded file it replaces. */
export function setPicture(character: CharacterRow, url: string | null): void {
  const previous = character.profilePictureUrl
  character.profilePictureUrl = url
  if (previous && previous !== url) deleteUploadByUrl(previous)
}

/**
 * The identity side of an admin rename: the character row, its sessions and relations.
 * (Economy rows naming the character are the economy's to update.) 409 if the name is taken.
 */
export function renameCharacterIdentity(oldName: string, newName: string): CharacterRow {
  const character = findCharacter(oldName)
  if (!character) throw notFound('Character not found')
  const clash = findCharacter(newName)
  if (clash && clash !== character) throw conflict('A character with that name already exists')
  const from = character.name
  character.name = newName
  for (const s of db.sessions.all()) if (sameName(s.characterName, from)) s.characterName = newName
  for (const r of db.relations.all()) {
    if (sameName(r.owner, from)) r.owner = newName
    if (sameName(r.other, from)) r.other = newName
  }
  return character
}

/** The identity side of an admin delete: the character, its sessions, relations and upload. */
export function deleteCharacterIdentity(name: string): void {
  const character = findCharacter(name)
  if (!character) throw notFound('Character not found')
  setPicture(character, null)
  removeRow(db.characters, character)
  for (const s of [...db.sessions.all()]) if (sameName(s.characterName, name)) removeRow(db.sessions, s)
  for (const r of [...db.relations.all()]) {
    if (sameName(r.owner, name) || sameName(r.other, name)) removeRow(db.relations, r)
  }
}

// ------------------------------------------------------------------ guards

function existingCharacter(name: string): CharacterRow {
  const character = findCharacter(name)
  if (!character) throw notFound('Player not found')
  return character
}

/** Profile edits: the caller's own selected character, or any character for an admin. */
function requireEditable(caller: Caller, character: CharacterRow): void {
  const own = caller.character !== null && sameName(caller.character.name, character.name)
  if (!own && !caller.isAdmin) throw forbidden('You can only change your own character')
  requireLiving(caller)
}

/** Relations belong to the selected character alone. */
function requireRelationOwner(caller: Caller, character: CharacterRow, write: boolean): void {
  const own = caller.character !== null && sameName(caller.character.name, character.name)
  if (!own && !(caller.isAdmin && !write))
    throw forbidden("You can only manage your own character's relations")
  if (write) requireLiving(caller)
}

const message = (text: string): MessageResponse => ({ success: true, message: text })

// ------------------------------------------------------------------ handlers

const lastSeenMs = (c: CharacterRow) => (c.lastSeen ? Date.parse(c.lastSeen) : -Infinity)

export const playersHandlers = [
  http.get(
    `${API}/players`,
    withAuth(({ request, caller }) => {
      const page = queryInt(request.url, 'page', 1, { min: 1 })
      const limit = queryInt(request.url, 'limit', DEFAULT_PAGE_SIZE, { min: 1, max: MAX_PAGE_SIZE })
      const search = queryString(request.url, 'search')?.toLocaleLowerCase('en')
      const owners = new Map(db.accounts.all().map((a) => [a.uuid, a.username]))
      const matching = db.characters
        .all()
        .filter((c) => !caller.character || !sameName(c.name, caller.character.name))
        .filter((c) => !search || c.name.toLocaleLowerCase('en').includes(search))
        .sort((a, b) => lastSeenMs(b) - lastSeenMs(a) || a.name.localeCompare(b.name))
      const total = matching.length
      const players = matching
        .slice((page - 1) * limit, page * limit)
        .map((c) => toPlayer(c, owners.get(c.accountUuid) ?? 'unknown'))
      const response: PlayerListResponse = {
        success: true,
        players,
        pagination: { page, limit, totalPages: Math.ceil(total / limit), total },
      }
      return ok({ ...response })
    }),
  ),

  http.get(
    `${API}/players/:name/relations`,
    withAuth(({ params, caller }) => {
      const character = existingCharacter(pathParam(params, 'name'))
      requireRelationOwner(caller, character, false)
      const relations: Record<string, RelationRating> = {}
      for (const r of db.relations.all()) {
        if (sameName(r.owner, character.name)) relations[r.other] = r.rating as RelationRating
      }
      return ok({ success: true, relations } satisfies RelationsResponse)
    }),
  ),

  http.put(
    `${API}/players/:name/relations/:other`,
    withAuth(async ({ request, params, caller }) => {
      const name = pathParam(params, 'name')
      const otherName = pathParam(params, 'other')
      const rating = requireInt(await readJson(request), 'rating', { min: 1, max: 5 })
      if (sameName(name, otherName)) throw badRequest('You cannot rate yourself')
      const character = existingCharacter(name)
      const other = existingCharacter(otherName)
      requireRelationOwner(caller, character, true)
      const existing = db.relations.findFirst((q) =>
        q.where((r) => sameName(r.owner, character.name) && sameName(r.other, other.name)),
      )
      const updatedAt = scenarioClock.nowIso()
      if (existing) Object.assign(existing, { rating, updatedAt })
      else insertRow(db.relations, { owner: character.name, other: other.name, rating, updatedAt })
      return ok({ message: 'Relation updated', relation: { other: other.name, rating } })
    }),
  ),

  http.delete(
    `${API}/players/:name/relations/:other`,
    withAuth(({ params, caller }) => {
      const character = existingCharacter(pathParam(params, 'name'))
      const other = existingCharacter(pathParam(params, 'other'))
      requireRelationOwner(caller, character, true)
      const existing = db.relations.findFirst((q) =>
        q.where((r) => sameName(r.owner, character.name) && sameName(r.other, other.name)),
      )
      if (existing) removeRow(db.relations, existing)
      return ok({ ...message('Relation removed') })
    }),
  ),

  http.put(
    `${API}/players/:name/profile-picture`,
    withAuth(async ({ request, params, caller }) => {
      const url = checkPictureUrl(requireString(await readJson(request), 'profilePictureUrl'))
      const character = existingCharacter(pathParam(params, 'name'))
      requireEditable(caller, character)
      setPicture(character, url)
      return ok({ ...message('Profile picture updated'), profilePictureUrl: url })
    }),
  ),

  http.delete(
    `${API}/players/:name/profile-picture`,
    withAuth(({ params, caller }) => {
      const character = existingCharacter(pathParam(params, 'name'))
      requireEditable(caller, character)
      setPicture(character, null)
      return ok({ ...message('Profile picture removed') })
    }),
  ),

  http.put(
    `${API}/players/:name/biography`,
    withAuth(async ({ request, params, caller }) => {
      const raw = requireString(await readJson(request), 'biography', { max: BIOGRAPHY_MAX })
      const biography = cleanBiography(raw)
      if (!biography) throw badRequest('biography is required')
      const character = existingCharacter(pathParam(params, 'name'))
      requireEditable(caller, character)
      character.biography = biography
      return ok({ ...message('Biography updated'), biography })
    }),
  ),

  http.delete(
    `${API}/players/:name/biography`,
    withAuth(({ params, caller }) => {
      const character = existingCharacter(pathParam(params, 'name'))
      requireEditable(caller, character)
      character.biography = null
      return ok({ ...message('Biography removed') })
    }),
  ),
]
