import { api, segment } from './client'
import { flag, list, number, oneOf, optionalText, record, requiredList, text, UnreadableBody } from './read'
import type { Membership, Nation, NationMember } from './nations.types'

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

/** GET /nations. */
export const fetchNations = (signal?: AbortSignal) =>
  api('/nations', { signal, read: (raw) => requiredList(record(raw).nations, readNation, 'nations') })

/** GET /nations/{id}. */
export const fetchNation = (id: string, signal?: AbortSignal) =>
  api(`/nations/${segment(id)}`, { signal, read: (raw) => readNation(record(raw).nation ?? raw) })

/** GET /nations/my-memberships (the selected character's). */
export const fetchMemberships = (signal?: AbortSignal) =>
  api('/nations/my-memberships', {
    signal,
    read: (raw) => requiredList(record(raw).memberships, readMembership, 'memberships'),
  })
