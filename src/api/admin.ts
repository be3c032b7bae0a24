import { queryOptions } from '@tanstack/react-query'
import { treasuryKeys } from './treasuries'
import { playerKeys } from './players'
import { nationKeys } from './nations'
import { currencyKeys } from './currencies'
import { bankKeys } from './banks'
import { mutation } from './mutation-spec'
import type { QueryKey } from '@tanstack/react-query'
import { api } from './client'
import { apiLongList } from './long-list'
import { readBank } from './banks'
import { readNation } from './nations'
import type { Bank } from './banks.types'
import type { Nation } from './nations.types'
import type { RunSorter } from '@/lib/sorted-runs'
import { acknowledgedMessage, flag, optionalText, record, requiredList, text, UnreadableBody } from './read'
import type {
  AdminAnswer,
  AdminCharacter,
  DeleteEntityRequest,
  AdminEditBankRequest,
  AdminEditCharacterRequest,
  AdminEditNationRequest,
  MarkDeceasedRequest,
  OfficerChangeRequest,
  RemoveCitizenRequest,
} from './admin.types'

// The admin panel's calls (spec section 7 "Admin"). Banks and nations in the entity lists are
// read like everywhere else (readBank, readNation); characters have their own shape.

/** The three entity lists, named as their paths are. */
export type AdminEntityList = 'characters' | 'banks' | 'nations'

export function readAdminCharacter(raw: unknown): AdminCharacter {
  const r = typeof raw === 'string' ? { name: raw } : record(raw)
  const name = text(r.name ?? r.displayName).trim()
  if (!name) throw new UnreadableBody('a character without a name')
  return {
    name,
    accountOwner: text(r.accountOwner),
    biography: optionalText(r.biography) || null,
    profilePictureUrl: optionalText(r.profilePictureUrl) || null,
    isDeceased: flag(r.isDeceased),
    firstUsed: optionalText(r.firstUsed) || null,
    lastSeen: optionalText(r.lastSeen) || null,
    nation: optionalText(r.nation) || null,
  }
}

/**
 * The list in an entity answer: `{ characters: [...] }` as the fake backend sends it, or
 * `{ entities: [...] }` or a bare list, since the spec does not give the answer's shape.
 */
function entityList<T>(raw: unknown, key: AdminEntityList, readItem: (item: unknown) => T): T[] {
  if (Array.isArray(raw)) return requiredList(raw, readItem, key)
  const r = record(raw)
  return requiredList(r[key] ?? r.entities, readItem, key)
}

/** Query keys of the admin panel's own reads. */
export const adminKeys = {
  all: ['admin'] as const,
  entities: (list: AdminEntityList) => [...adminKeys.all, 'entities', list] as const,
}

// The lists are whole collections: 100 000 characters are 20 MB of JSON, read in slices.
// A `sorter` orders the list while it arrives (see apiLongList).
const entityCall = <T>(
  list: AdminEntityList,
  readItem: (item: unknown) => T,
  signal?: AbortSignal,
  sorter?: RunSorter<T>,
) =>
  apiLongList(`/admin/entities/${list}`, {
    signal,
    keys: [list, 'entities'],
    readItem,
    read: (raw) => entityList(raw, list, readItem),
    sorter,
  })

/** GET /admin/entities/characters. */
export const fetchAdminCharacters = (signal?: AbortSignal, sorter?: RunSorter<AdminCharacter>) =>
  entityCall('characters', readAdminCharacter, signal, sorter)

/** GET /admin/entities/banks. */
export const fetchAdminBanks = (signal?: AbortSignal, sorter?: RunSorter<Bank>) =>
  entityCall('banks', readBank, signal, sorter)

/** GET /admin/entities/nations. */
export const fetchAdminNations = (signal?: AbortSignal, sorter?: RunSorter<Nation>) =>
  entityCall('nations', readNation, signal, sorter)

// Whole collections: a refetch replaces the list rather than comparing 100 000 items with the
// old ones (TanStack Query's structural sharing walks both in one task).
const entityQuery = <T>(list: AdminEntityList, fetch: (signal: AbortSignal) => Promise<T[]>) =>
  queryOptions({
    queryKey: adminKeys.entities(list),
    queryFn: ({ signal }) => fetch(signal),
    structuralSharing: false,
  })

/** The admin panel's entity lists. */
export const adminQueries = {
  characters: () => entityQuery('characters', fetchAdminCharacters),
  banks: () => entityQuery('banks', fetchAdminBanks),
  nations: () => entityQuery('nations', fetchAdminNations),
}

/**
 * Every admin change answers `message` (spec section 7). A 2xx that carries no message (or no
 * body) still means the server did it: the lists are refetched right after and show the truth.
 */
const readAnswer = (raw: unknown): AdminAnswer => acknowledgedMessage(raw)

const change = (method: 'POST' | 'PUT' | 'DELETE', path: string, body: object) =>
  api(path, { method, body: { ...body }, read: readAnswer })

export const promoteOfficer = (body: OfficerChangeRequest) => change('POST', '/admin/promote-officer', body)
export const demoteOfficer = (body: OfficerChangeRequest) => change('POST', '/admin/demote-officer', body)
export const removeCitizen = (body: RemoveCitizenRequest) => change('POST', '/admin/remove-citizen', body)
export const deleteEntity = (body: DeleteEntityRequest) => change('DELETE', '/admin/entity', body)
export const markDeceased = (body: MarkDeceasedRequest) => change('POST', '/admin/mark-deceased', body)
export const editCharacter = (body: AdminEditCharacterRequest) => change('PUT', '/admin/character', body)
export const editBank = (body: AdminEditBankRequest) => change('PUT', '/admin/bank', body)
export const editNation = (body: AdminEditNationRequest) => change('PUT', '/admin/nation', body)

/**
 * An admin change can touch any list in the console (a renamed character is a bank officer, a
 * nation member and an account holder; a deleted nation takes its treasury and currency along),
 * so every change refetches all of them.
 */
export const ADMIN_TOUCHES: readonly QueryKey[] = [
  adminKeys.all,
  bankKeys.all,
  nationKeys.all,
  treasuryKeys.all,
  currencyKeys.all,
  playerKeys.all,
]

/** An admin change (any of the calls above), touching every list. */
export const adminMutation = <B>(call: (body: B) => Promise<AdminAnswer>) =>
  mutation(call, () => ADMIN_TOUCHES)
