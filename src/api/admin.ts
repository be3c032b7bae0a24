import { queryOptions } from '@tanstack/react-query'
import { api } from './client'
import { readBank } from './banks'
import { readNation } from './nations'
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

/** GET /admin/entities/characters. */
export const fetchAdminCharacters = (signal?: AbortSignal) =>
  api('/admin/entities/characters', {
    signal,
    read: (raw) => entityList(raw, 'characters', readAdminCharacter),
  })

/** GET /admin/entities/banks. */
export const fetchAdminBanks = (signal?: AbortSignal) =>
  api('/admin/entities/banks', { signal, read: (raw) => entityList(raw, 'banks', readBank) })

/** GET /admin/entities/nations. */
export const fetchAdminNations = (signal?: AbortSignal) =>
  api('/admin/entities/nations', { signal, read: (raw) => entityList(raw, 'nations', readNation) })

/** The admin panel's entity lists. */
export const adminQueries = {
  characters: () =>
    queryOptions({
      queryKey: adminKeys.entities('characters'),
      queryFn: ({ signal }) => fetchAdminCharacters(signal),
    }),
  banks: () =>
    queryOptions({ queryKey: adminKeys.entities('banks'), queryFn: ({ signal }) => fetchAdminBanks(signal) }),
  nations: () =>
    queryOptions({
      queryKey: adminKeys.entities('nations'),
      queryFn: ({ signal }) => fetchAdminNations(signal),
    }),
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
