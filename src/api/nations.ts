import { queryOptions } from '@tanstack/react-query'
import { treasuryKeys } from './treasuries'
import { mutation } from './mutation-spec'
import { keyedQuery } from './keyed-query'
import { apiLongList } from './long-list'
import { api, segment } from './client'
import { idempotencyHeaders } from './idempotency'
import {
  flag,
  list,
  number,
  oneOf,
  optionalRecord,
  optionalText,
  record,
  requiredList,
  text,
  UnreadableBody,
} from './read'
import type {
  CreateNationRequest,
  EditNationRequest,
  InviteMemberRequest,
  Membership,
  Nation,
  NationChangeResult,
  NationIconResult,
  NationMember,
} from './nations.types'

/** A member; the list may give bare names. `joinDate` and `joinedAt` both occur (spec section 3). */
function readMember(raw: unknown, role: NationMember['role']): NationMember {
  const r = typeof raw === 'string' ? { name: raw } : record(raw)
  const name = text(r.name ?? r.displayName).trim()
  if (!name) throw new UnreadableBody('a member without a name')
  return {
    id: text(r.id, name),
    name,
    profilePictureUrl: optionalText(r.profilePictureUrl) || null,
    isDeceased: flag(r.isDeceased),
    accountOwner: text(r.accountOwner),
    joinedAt: text(r.joinedAt ?? r.joinDate),
    role,
  }
}

export function readNation(raw: unknown): Nation {
  const r = record(raw)
  const name = text(r.name).trim()
  if (!name) throw new UnreadableBody('a nation without a name')
  const officers = list(r.officers, (m) => readMember(m, 'officer'))
  const citizens = list(r.citizens, (m) => readMember(m, 'citizen'))
  const totalMembers = number(r.totalMembers, officers.length + citizens.length)
  return {
    id: text(r.id, name),
    name,
    abbreviation: text(r.abbreviation),
    description: text(r.description),
    createdAt: text(r.createdAt ?? r.creationTime),
    profilePictureUrl: optionalText(r.profilePictureUrl) || null,
    isActive: flag(r.isActive),
    activityPercentage: number(r.activityPercentage),
    totalMembers,
    activeMembersCount: number(r.activeMembersCount),
    officerCount: number(r.officerCount, officers.length),
    citizenCount: number(r.citizenCount, citizens.length),
    officers,
    citizens,
    nationalCurrency: optionalText(r.nationalCurrency) || null,
  }
}

function readMembership(raw: unknown): Membership {
  const r = record(raw)
  const nationName = text(r.nationName ?? r.name).trim()
  if (!nationName) throw new UnreadableBody('a membership without a nation')
  return {
    nationId: text(r.nationId ?? r.id, nationName),
    nationName,
    abbreviation: text(r.abbreviation),
    role: oneOf(r.role, ['officer', 'citizen'], 'citizen'),
    joinedAt: text(r.joinedAt ?? r.joinDate),
  }
}

/** Query keys of everything under /nations. */
export const nationKeys = {
  all: ['nations'] as const,
  list: () => [...nationKeys.all, 'list'] as const,
  detail: (id: string) => [...nationKeys.all, 'detail', id] as const,
  memberships: (character: string) => [...nationKeys.all, 'memberships', character] as const,
}

/**
 * GET /nations. Every nation with its members (9 MB of JSON for 2 000 nations): read in slices
 * that leave the page responsive (long-list.ts), like the admin's entity lists.
 */
export const fetchNations = (signal?: AbortSignal) =>
  apiLongList('/nations', {
    signal,
    keys: ['nations'],
    readItem: readNation,
    read: (raw) => requiredList(record(raw).nations, readNation, 'nations'),
  })

/** GET /nations/{id}. */
export const fetchNation = (id: string, signal?: AbortSignal) =>
  api(`/nations/${segment(id)}`, { signal, read: (raw) => readNation(record(raw).nation ?? raw) })

/** GET /nations/my-memberships (the selected character's). */
export const fetchMemberships = (signal?: AbortSignal) =>
  api('/nations/my-memberships', {
    signal,
    read: (raw) => requiredList(record(raw).memberships, readMembership, 'memberships'),
  })

/** What every screen reads under /nations. */
export const nationQueries = {
  list: () => queryOptions({ queryKey: nationKeys.list(), queryFn: ({ signal }) => fetchNations(signal) }),
  /** One nation; waits for an id. */
  detail: (id: string) => keyedQuery(nationKeys.detail(id), id, fetchNation),
  /** The selected character's memberships, keyed by that character; waits for one. */
  memberships: (character: string) =>
    keyedQuery(nationKeys.memberships(character), character, (_, signal) => fetchMemberships(signal)),
}

// ---------------------------------------------------------------- changes

/** Nation calls confirm with `success: true` (spec section 7): an answer without it confirms nothing. */
function readConfirmed(raw: unknown): Record<string, unknown> {
  const r = record(raw)
  if (r.success !== true) throw new UnreadableBody('an answer without success: true')
  return r
}

/** The nation a change sends back, when it sends a readable one. */
function optionalNation(raw: unknown): Nation | null {
  if (!optionalRecord(raw)) return null
  try {
    return readNation(raw)
  } catch (error) {
    if (error instanceof UnreadableBody) return null
    throw error
  }
}

function readNationChange(raw: unknown): NationChangeResult {
  const r = readConfirmed(raw)
  return { message: text(r.message), nation: optionalNation(r.nation) }
}

const nationPath = (id: string) => `/nations/${segment(id)}`
const memberPath = (id: string, member: string) => `${nationPath(id)}/members/${segment(member)}`

/** POST /nations: the founder is the selected character. */
export const createNation = (body: CreateNationRequest, idempotencyKey?: string) =>
  api('/nations', {
    method: 'POST',
    body: { ...body },
    headers: idempotencyHeaders(idempotencyKey),
    read: readNationChange,
  })

/** PUT /nations/{id}. */
export const editNation = (id: string, body: EditNationRequest) =>
  api(nationPath(id), { method: 'PUT', body: { ...body }, read: readNationChange })

/** POST /nations/{id}/members: the named character joins as a citizen. */
export const inviteMember = (id: string, body: InviteMemberRequest) =>
  api(`${nationPath(id)}/members`, { method: 'POST', body: { ...body }, read: readNationChange })

/** DELETE /nations/{id}/members/{member}: an officer removes someone, or a member names themself to leave. */
export const removeMember = (id: string, member: string) =>
  api(memberPath(id, member), { method: 'DELETE', read: readNationChange })

/** PUT /nations/{id}/members/{member}/promote: citizen to officer. */
export const promoteMember = (id: string, member: string, promotedBy: string) =>
  api(`${memberPath(id, member)}/promote`, { method: 'PUT', body: { promotedBy }, read: readNationChange })

/** PUT /nations/{id}/members/{member}/demote: officer to citizen. */
export const demoteMember = (id: string, member: string, demotedBy: string) =>
  api(`${memberPath(id, member)}/demote`, { method: 'PUT', body: { demotedBy }, read: readNationChange })

/** POST /nations/{id}/icon/upload, multipart field `image`. */
export const uploadNationIcon = (id: string, file: File) => {
  const form = new FormData()
  form.append('image', file)
  return api(`${nationPath(id)}/icon/upload`, {
    method: 'POST',
    body: form,
    read: (raw): NationIconResult => {
      const r = readConfirmed(raw)
      return { message: text(r.message), imageUrl: optionalText(r.imageUrl) || null }
    },
  })
}

/** A nation founded, edited or left changes its treasury too (its name, its members' shares). */
const nationAndTreasury = () => [nationKeys.all, treasuryKeys.all]
const nations = () => [nationKeys.all]

/** The changes to nations, each with the query keys it touches. */
export const nationMutations = {
  found: mutation((body: CreateNationRequest, key) => createNation(body, key), nationAndTreasury),
  edit: (id: string) => mutation((body: EditNationRequest) => editNation(id, body), nationAndTreasury),
  /** A member leaves on their own (their treasury share goes with them). */
  leave: (id: string) => mutation((member: string) => removeMember(id, member), nationAndTreasury),
  remove: (id: string) => mutation((member: string) => removeMember(id, member), nations),
  promote: (id: string, by: string) => mutation((member: string) => promoteMember(id, member, by), nations),
  demote: (id: string, by: string) => mutation((member: string) => demoteMember(id, member, by), nations),
  invite: (id: string) => mutation((body: InviteMemberRequest) => inviteMember(id, body), nations),
  uploadIcon: (id: string) => mutation((file: File) => uploadNationIcon(id, file), nations),
}
