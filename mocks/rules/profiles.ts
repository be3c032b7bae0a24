// Characters' profiles and relations: pictures, biographies, ratings of other characters, and the
// identity side of an admin's rename or delete. A player changes only their own (selected)
// character; an administrator may change any character's profile.

import { db, insertRow, removeRow } from '../db'
import type { CharacterRow } from '../db/identity'
import { scenarioClock } from '../clock'
import { clash, denied, invalid } from './errors'
import {
  actorOf,
  findCharacter,
  nameKey,
  requireCharacter,
  sameName,
  sessionsOf,
  type Caller,
} from './identity'
import { lookup } from './lookup'
import { requireLivingActor } from './permissions'
import { replaceImage } from './uploads'
import { worldChanged } from './world'

export const BIOGRAPHY_MAX = 1000

/**
 * A biography's length as the console's counter shows it: in code points, so an emoji counts as
 * one character (it is two UTF-16 units) and a cut never leaves half of one.
 */
export const biographyLength = (text: string): number => [...text].length

/** 400 past BIOGRAPHY_MAX code points; the text itself otherwise. */
export function checkBiographyLength(text: string): string {
  if (biographyLength(text) > BIOGRAPHY_MAX)
    throw invalid(`biography must be at most ${BIOGRAPHY_MAX} characters`)
  return text
}

const PICTURE_URL_RULE =
  'The picture address must start with http:// or https:// and end in .png, .jpg, .jpeg, .gif or .webp'

/** A picture URL must be http(s) and its path end in an image extension (400 otherwise). */
export function checkPictureUrl(value: string): string {
  let url: URL | null = null
  try {
    url = new URL(value)
  } catch {
    /* refused below */
  }
  if (!url || !/^https?:$/.test(url.protocol) || !/\.(png|jpe?g|gif|webp)$/i.test(url.pathname)) {
    throw invalid(PICTURE_URL_RULE)
  }
  return value
}

/** Biographies are plain text: control characters other than newline and tab are dropped. */
export function cleanBiography(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim()
}

/** Sets a character's picture, removing an uploaded file it replaces. */
export const setPicture = (character: CharacterRow, url: string | null) =>
  replaceImage(character, 'profilePictureUrl', url)

const isOwn = (caller: Caller, character: CharacterRow) =>
  caller.character !== null && sameName(caller.character.name, character.name)

/** Profile edits: the caller's own selected character, or any character for an admin; living callers only. */
export function requireEditable(caller: Caller, character: CharacterRow): void {
  if (!isOwn(caller, character) && !caller.isAdmin) throw denied('You can only change your own character')
  requireLivingActor(actorOf(caller))
}

/** Relations belong to the selected character alone (admins may read them). */
function requireRelationOwner(caller: Caller, character: CharacterRow, write: boolean): void {
  if (!isOwn(caller, character) && !(caller.isAdmin && !write))
    throw denied("You can only manage your own character's relations")
  if (write) requireLivingActor(actorOf(caller))
}

export const requirePlayer = (name: string) => requireCharacter(name, 'Player not found')

/** A character's ratings of others, by the other's name. */
export function relationsOf(caller: Caller, name: string): Record<string, number> {
  const character = requirePlayer(name)
  requireRelationOwner(caller, character, false)
  const relations: Record<string, number> = {}
  for (const r of relationsBy.all(nameKey(character.name))) relations[r.other] = r.rating
  return relations
}

const relationsBy = lookup(
  () => db.relations.all(),
  (r) => nameKey(r.owner),
)
const relationsOfOther = lookup(
  () => db.relations.all(),
  (r) => nameKey(r.other),
)

const relationBetween = (owner: CharacterRow, other: CharacterRow) => {
  const key = nameKey(other.name)
  return relationsBy.all(nameKey(owner.name)).find((r) => nameKey(r.other) === key)
}

/** Rates another character 1-5 (a rating for oneself: 400). */
export function rate(caller: Caller, name: string, otherName: string, rating: number) {
  if (sameName(name, otherName)) throw invalid('You cannot rate yourself')
  const character = requirePlayer(name)
  const other = requirePlayer(otherName)
  requireRelationOwner(caller, character, true)
  const existing = relationBetween(character, other)
  const updatedAt = scenarioClock.nowIso()
  if (existing) Object.assign(existing, { rating, updatedAt })
  else insertRow(db.relations, { owner: character.name, other: other.name, rating, updatedAt })
  return { other: other.name, rating }
}

export function unrate(caller: Caller, name: string, otherName: string): void {
  const character = requirePlayer(name)
  const other = requirePlayer(otherName)
  requireRelationOwner(caller, character, true)
  const existing = relationBetween(character, other)
  if (existing) removeRow(db.relations, existing)
}

/** The character a profile edit applies to, once the caller may edit it. */
export function editableCharacter(caller: Caller, name: string): CharacterRow {
  const character = requirePlayer(name)
  requireEditable(caller, character)
  return character
}

/**
 * The identity side of an admin rename: the character row, its sessions and relations.
 * (Economy rows naming the character are the economy's to update.) 409 if the name is taken.
 */
export function renameCharacterIdentity(oldName: string, newName: string): CharacterRow {
  const character = requireCharacter(oldName)
  const holder = findCharacter(newName)
  if (holder && holder !== character) throw clash('A character with that name already exists')
  const from = nameKey(character.name)
  const owned = relationsBy.all(from)
  const received = relationsOfOther.all(from)
  const acting = sessionsOf.all(from)
  character.name = newName
  for (const s of acting) s.characterName = newName
  for (const r of owned) r.owner = newName
  for (const r of received) r.other = newName
  // Key fields edited in place: every kept index rebuilds on next use.
  worldChanged()
  return character
}

/** The identity side of an admin delete: the character, its sessions, relations and upload. */
export function deleteCharacterIdentity(name: string): void {
  const character = requireCharacter(name)
  setPicture(character, null)
  const key = nameKey(character.name)
  const relations = new Set([...relationsBy.all(key), ...relationsOfOther.all(key)])
  const acting = sessionsOf.all(key)
  removeRow(db.characters, character)
  for (const s of acting) removeRow(db.sessions, s)
  for (const r of relations) removeRow(db.relations, r)
}
