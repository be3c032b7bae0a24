import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { mutation } from './mutation-spec'
import { api, segment } from './client'
import {
  flag,
  number,
  optionalNumber,
  optionalRecord,
  optionalText,
  record,
  requiredList,
  text,
  UnreadableBody,
} from './read'
import type { MessageResponse, ProfilePictureUploadResponse } from './auth.types'
import type { Player, PlayerPage, PlayerQuery, RelationRating, Relations } from './players.types'
import { sameName } from '@/lib/names'
import { MAX_IN_FLIGHT, createLimiter } from '@/lib/limit-concurrency'

const playerPath = (name: string) => `/players/${segment(name)}`

/** `{ success: true, message }`; anything without the success flag is not a confirmation. */
export function readConfirmation(raw: unknown): MessageResponse {
  const r = record(raw)
  if (r.success !== true) throw new UnreadableBody('an answer without success: true')
  return { success: true, message: text(r.message) }
}

function readUpload(raw: unknown): ProfilePictureUploadResponse {
  const { message } = readConfirmation(raw)
  const imageUrl = text(record(raw).imageUrl)
  if (!imageUrl) throw new UnreadableBody('an upload answer without imageUrl')
  return { success: true, imageUrl, message }
}

export const uploadProfilePicture = (name: string, file: File) => {
  const form = new FormData()
  form.append('image', file)
  return api(`${playerPath(name)}/profile-picture/upload`, { method: 'POST', body: form, read: readUpload })
}

export const setProfilePictureUrl = (name: string, profilePictureUrl: string) =>
  api(`${playerPath(name)}/profile-picture`, {
    method: 'PUT',
    body: { profilePictureUrl },
    read: readConfirmation,
  })

export const removeProfilePicture = (name: string) =>
  api(`${playerPath(name)}/profile-picture`, { method: 'DELETE', read: readConfirmation })

export const setBiography = (name: string, biography: string) =>
  api(`${playerPath(name)}/biography`, { method: 'PUT', body: { biography }, read: readConfirmation })

export const removeBiography = (name: string) =>
  api(`${playerPath(name)}/biography`, { method: 'DELETE', read: readConfirmation })

/** Query keys of everything under /players (the directory, relations, a player's accounts). */
export const playerKeys = {
  all: ['players'] as const,
  /** One page of GET /players. */
  directory: (query: PlayerQuery) => [...playerKeys.all, 'directory', query] as const,
  /** One player found by exact name (the rated players outside the page on screen). */
  byName: (name: string) => [...playerKeys.all, 'by-name', name] as const,
  /** A character's own ratings. */
  relations: (character: string) => [...playerKeys.all, 'relations', character] as const,
}

// ------------------------------------------------------------------ the directory

/** A player; a bare name is a player we know nothing else about. */
export function readPlayer(raw: unknown): Player {
  const r = typeof raw === 'string' ? { displayName: raw } : record(raw)
  const displayName = text(r.displayName ?? r.name)
  if (!displayName.trim()) throw new UnreadableBody('a player without a name')
  return {
    displayName,
    accountOwner: text(r.accountOwner),
    profilePictureUrl: optionalText(r.profilePictureUrl) || null,
    biography: optionalText(r.biography) || null,
    isDeceased: flag(r.isDeceased),
    firstUsed: optionalText(r.firstUsed) || null,
    lastSeen: optionalText(r.lastSeen) || null,
  }
}

const count = (value: unknown): number | null => {
  const n = optionalNumber(value)
  return n === null || n < 0 ? null : Math.floor(n)
}

/**
 * A page of GET /players. Without `pagination.total` the total is known only on a short last
 * page; otherwise it stays null rather than being guessed from the page count.
 */
export function readPlayerPage(raw: unknown, asked: Pick<PlayerQuery, 'page' | 'limit'>): PlayerPage {
  const r = record(raw)
  const players = requiredList(r.players, readPlayer, 'players')
  const pagination = optionalRecord(r.pagination) ?? {}
  const page = asked.page
  const limit = Math.max(1, number(pagination.limit, asked.limit))
  const lastPageShort = players.length < limit && (players.length > 0 || page === 1)
  const total = count(pagination.total) ?? (lastPageShort ? (page - 1) * limit + players.length : null)
  const totalPages =
    count(pagination.totalPages) ??
    (total !== null ? Math.ceil(total / limit) : players.length < limit ? page : page + 1)
  return { players, page, limit, total, totalPages }
}

/** GET /players?page&limit&search (an empty search is left out). */
export const fetchPlayers = (query: PlayerQuery, signal?: AbortSignal) =>
  api('/players', {
    signal,
    query: { page: query.page, limit: query.limit, search: query.search.trim() },
    read: (raw) => readPlayerPage(raw, query),
  })

/** The most a name look-up pages through; a full name matching more players than this is absurd. */
const LOOKUP_PAGE_SIZE = 100
const LOOKUP_MAX_PAGES = 10

/**
 * One player by exact name (case-insensitive), through the directory search: the spec has no
 * single-player call. Null when the directory does not have that name (any more).
 */
export async function fetchPlayerByName(name: string, signal?: AbortSignal): Promise<Player | null> {
  for (let page = 1; page <= LOOKUP_MAX_PAGES; page++) {
    const found = await fetchPlayers({ page, limit: LOOKUP_PAGE_SIZE, search: name }, signal)
    const match = found.players.find((p) => sameName(p.displayName, name))
    if (match) return match
    if (page >= found.totalPages || found.players.length < found.limit) return null
  }
  return null
}

// ------------------------------------------------------------------ relations

const isRating = (n: number | null): n is RelationRating =>
  n !== null && Number.isInteger(n) && n >= 1 && n <= 5

const ratingIn = (value: unknown): RelationRating | null => {
  const n = optionalNumber(optionalRecord(value)?.rating ?? value)
  return isRating(n) ? n : null
}

/**
 * `{ relations: { name: rating } }` (spec section 3). A list of `{ name, rating }` is read too;
 * entries that are not a name with a whole rating 1-5 are dropped. No `relations` at all is a
 * malformed answer, not "no ratings": that would tell the user their ratings were gone.
 */
export function readRelations(raw: unknown): Relations {
  const source = record(raw).relations
  const entries: [unknown, unknown][] = Array.isArray(source)
    ? source.map((item) => {
        const r = optionalRecord(item) ?? {}
        return [r.name ?? r.displayName ?? r.other ?? r.playerName, r.rating]
      })
    : Object.entries(optionalRecord(source) ?? fail())
  const relations: Record<string, RelationRating> = {}
  for (const [name, value] of entries) {
    const rating = ratingIn(value)
    if (typeof name === 'string' && name.trim() && rating !== null) relations[name] = rating
  }
  return relations
}

function fail(): never {
  throw new UnreadableBody('expected relations')
}

/** `/players/{me}/relations/{other}`, both names encoded (spaces, non-ASCII letters, slashes). */
export const relationPath = (me: string, other: string) => `${playerPath(me)}/relations/${segment(other)}`

/** GET /players/{name}/relations. */
export const fetchRelations = (character: string, signal?: AbortSignal) =>
  api(`${playerPath(character)}/relations`, { signal, read: readRelations })

/** The spec gives these calls no answer shape: any 2xx that is not `success: false` confirms. */
const anyAnswer = () => undefined

/** PUT /players/{me}/relations/{other} {rating}. */
export const setRelation = (me: string, other: string, rating: RelationRating) =>
  api(relationPath(me, other), { method: 'PUT', body: { rating }, read: anyAnswer })

/** DELETE /players/{me}/relations/{other}: the relation is gone (rating 0 / none). */
export const removeRelation = (me: string, other: string) =>
  api(relationPath(me, other), { method: 'DELETE', read: anyAnswer })

const lookupLimit = createLimiter(MAX_IN_FLIGHT)

/** What the relations screen reads under /players. */
export const playerQueries = {
  /**
   * One directory page. With `remember`, each player on it is also cached by name, so a rated
   * view later needs no call for players already seen.
   */
  directory: (query: PlayerQuery, remember?: QueryClient) =>
    queryOptions({
      queryKey: playerKeys.directory(query),
      queryFn: async ({ signal }) => {
        const page = await fetchPlayers(query, signal)
        for (const player of page.players)
          remember?.setQueryData(playerKeys.byName(player.displayName), player)
        return page
      },
    }),
  /** Bounded: a view may look up every rated player at once (DESIGN.md "Size"). */
  byName: (name: string) =>
    queryOptions({
      queryKey: playerKeys.byName(name),
      queryFn: ({ signal }) => lookupLimit(() => fetchPlayerByName(name, signal), signal),
    }),
  relations: (character: string) =>
    queryOptions({
      queryKey: playerKeys.relations(character),
      queryFn: ({ signal }) => fetchRelations(character, signal),
    }),
}

const players = () => [playerKeys.all]

/** The changes to a character's profile, each with the query keys it touches. */
export const playerMutations = {
  setBiography: (name: string) => mutation((biography: string) => setBiography(name, biography), players),
  removeBiography: (name: string) => mutation(() => removeBiography(name), players),
  uploadPicture: (name: string) => mutation((file: File) => uploadProfilePicture(name, file), players),
  setPictureUrl: (name: string) => mutation((url: string) => setProfilePictureUrl(name, url), players),
  removePicture: (name: string) => mutation(() => removeProfilePicture(name), players),
}
