// Nations and their members: founding, editing, joining, leaving, promotion and demotion.
// A character belongs to at most one nation; the last officer of a nation that still has other
// members cannot leave, be demoted or be removed (promote someone first).

import type { MembershipRow, NationRow } from '../db/economy'
import { clash, denied, invalid, missing, refused } from './errors'
import { nextId } from './ids'
import { requireAddressableName } from './names'
import { requireLivingActor, requireNationOfficer, type Actor } from './permissions'
import { lower, type World } from './world'

export const ACTIVE_WINDOW_DAYS = 14
const ACTIVE_WINDOW_MS = ACTIVE_WINDOW_DAYS * 86_400_000

export function normalizeAbbreviation(raw: string): string {
  const abbreviation = raw.trim().toLocaleUpperCase('en')
  if (!/^[A-Z]{2}$/.test(abbreviation)) throw invalid('abbreviation must be exactly 2 letters')
  return abbreviation
}

export function requireNation(world: World, ref: string): NationRow {
  const nation = world.nation(ref)
  if (!nation) throw missing('Nation not found')
  return nation
}

function requireUniqueName(world: World, name: string, self?: NationRow): void {
  const other = world.nation(name)
  if (other && other !== self) throw clash(`A nation named "${other.name}" already exists`)
}

function requireUniqueAbbreviation(world: World, abbreviation: string, self?: NationRow): void {
  const other = world.liveNations().find((n) => n.abbreviation === abbreviation && n !== self)
  if (other) throw clash(`The abbreviation ${abbreviation} is already used by ${other.name}`)
}

const NATION_NAME = 'A nation name'

export interface NationInput {
  name: string
  abbreviation: string
  description?: string
}

/** Founds a nation: the founder becomes its first officer; its treasury starts empty. */
export function foundNation(world: World, actor: Actor, input: NationInput): NationRow {
  const name = input.name.trim()
  if (!name) throw invalid('name is required')
  requireAddressableName(name, NATION_NAME)
  const abbreviation = normalizeAbbreviation(input.abbreviation)
  if (actor.isAdminPanel) throw denied('The admin panel cannot found a nation; select a character')
  requireLivingActor(actor)
  requireUniqueName(world, name)
  requireUniqueAbbreviation(world, abbreviation)
  const current = world.membership(actor.name)
  if (current) throw clash('You already belong to a nation; leave it first')
  const nation: NationRow = {
    id: nextId(world.tables.nations, 'nat'),
    name,
    abbreviation,
    description: input.description?.trim() ?? '',
    createdAt: world.nowIso(),
    founder: actor.name,
    profilePictureUrl: null,
    deletedAt: null,
  }
  world.insert('nations', nation)
  world.insert('memberships', {
    characterName: actor.name,
    nationId: nation.id,
    role: 'officer',
    joinedAt: nation.createdAt,
  })
  return nation
}

/** Edits name, abbreviation and description (officers). The id and the ledger keep working. */
export function editNation(
  world: World,
  actor: Actor,
  nation: NationRow,
  input: Partial<NationInput>,
): NationRow {
  const name = input.name?.trim()
  if (input.name !== undefined && !name) throw invalid('name is required')
  if (name) requireAddressableName(name, NATION_NAME)
  const abbreviation =
    input.abbreviation !== undefined ? normalizeAbbreviation(input.abbreviation) : undefined
  requireLivingActor(actor)
  requireNationOfficer(world, actor, nation.id)
  if (name) requireUniqueName(world, name, nation)
  if (abbreviation) requireUniqueAbbreviation(world, abbreviation, nation)
  if (name) nation.name = name
  if (abbreviation) nation.abbreviation = abbreviation
  if (input.description !== undefined) nation.description = input.description.trim()
  world.touched('nations')
  return nation
}

/** Adds a character to a nation as a citizen (an officer's invitation, accepted at once). */
export function addMember(world: World, actor: Actor, nation: NationRow, playerName: string): MembershipRow {
  const player = world.character(playerName)
  if (!player) throw missing('Player not found')
  requireLivingActor(actor)
  requireNationOfficer(world, actor, nation.id)
  if (player.isDeceased) throw refused('Deceased characters cannot join a nation')
  return join(world, nation, player.name, 'citizen')
}

/** The membership row; 409 when the character already belongs to any nation. */
export function join(
  world: World,
  nation: NationRow,
  characterName: string,
  role: MembershipRow['role'],
): MembershipRow {
  const current = world.membership(characterName)
  if (current) {
    const where = current.nationId === nation.id ? 'this nation' : 'another nation'
    throw clash(`${characterName} already belongs to ${where}`)
  }
  return world.insert('memberships', { characterName, nationId: nation.id, role, joinedAt: world.nowIso() })
}

export function requireMember(world: World, nation: NationRow, characterName: string): MembershipRow {
  const membership = world.membership(characterName)
  if (!membership || membership.nationId !== nation.id) throw missing('Member not found')
  return membership
}

/** The last officer of a nation with other members must stay an officer. */
function requireNotLastOfficer(world: World, membership: MembershipRow, action: string): void {
  if (membership.role !== 'officer') return
  const members = world.members(membership.nationId)
  const officers = members.filter((m) => m.role === 'officer')
  if (officers.length === 1 && members.length > 1) {
    throw clash(`The last officer cannot ${action} while the nation has other members; promote someone first`)
  }
}

/**
 * Removes a member. Members may always leave (themselves); officers may remove others.
 * The last officer with other members still in the nation cannot go (409).
 */
export function removeMember(
  world: World,
  actor: Actor,
  nation: NationRow,
  memberName: string,
): MembershipRow {
  const membership = requireMember(world, nation, memberName)
  const leaving = !actor.isAdminPanel && lower(membership.characterName) === lower(actor.name)
  requireLivingActor(actor)
  if (!leaving) requireNationOfficer(world, actor, nation.id)
  requireNotLastOfficer(world, membership, leaving ? 'leave' : 'be removed')
  world.remove('memberships', membership)
  return membership
}

export function promote(world: World, actor: Actor, nation: NationRow, memberName: string): MembershipRow {
  const membership = requireMember(world, nation, memberName)
  requireLivingActor(actor)
  requireNationOfficer(world, actor, nation.id)
  if (membership.role === 'officer') throw clash(`${membership.characterName} is already an officer`)
  const player = world.character(membership.characterName)
  if (player?.isDeceased) throw refused('Deceased characters cannot become officers')
  membership.role = 'officer'
  return membership
}

export function demote(world: World, actor: Actor, nation: NationRow, memberName: string): MembershipRow {
  const membership = requireMember(world, nation, memberName)
  requireLivingActor(actor)
  requireNationOfficer(world, actor, nation.id)
  if (membership.role !== 'officer') throw clash(`${membership.characterName} is not an officer`)
  requireNotLastOfficer(world, membership, 'be demoted')
  membership.role = 'citizen'
  return membership
}

export interface Activity {
  totalMembers: number
  activeMembersCount: number
  activityPercentage: number
  isActive: boolean
}

/** Active member: seen within the last 14 days (server-rules.md). */
export function isActiveCharacter(lastSeen: string | null, now: Date): boolean {
  if (!lastSeen) return false
  const seen = Date.parse(lastSeen)
  return Number.isFinite(seen) && now.getTime() - seen <= ACTIVE_WINDOW_MS
}

export function nationActivity(world: World, nationId: string): Activity {
  const members = world.members(nationId)
  const active = members.filter((m) =>
    isActiveCharacter(world.character(m.characterName)?.lastSeen ?? null, world.now),
  ).length
  const total = members.length
  return {
    totalMembers: total,
    activeMembersCount: active,
    activityPercentage: total ? Math.round((active / total) * 100) : 0,
    isActive: active > 0,
  }
}
