// The admin panel's calls (admin accounts only, 403 otherwise; they act as "Divine Entity").
// Check order as everywhere: 401, 400 (body), 404 (the named entity), 403 (not an admin), 409/422.
//
// GET    /admin/entities/characters -> { success, characters: AdminCharacter[] }
// GET    /admin/entities/banks      -> { success, banks: Bank[] }
// GET    /admin/entities/nations    -> { success, nations: Nation[] }
// POST   /admin/promote-officer {characterName, entityType: bank|nation, entityId} -> { success, message }
//        nation: a citizen becomes an officer; a character in no nation joins as an officer.
//        bank: the character becomes a bank officer.
// POST   /admin/demote-officer  {characterName, entityType, entityId} -> { success, message }
//        nation: officer to citizen; bank: removed as officer (never the last one: 409)
// POST   /admin/remove-citizen {characterName, nationId} -> { success, message }
// DELETE /admin/entity {entityType: character|bank|nation, entityId} -> { success, message }
//        Banks and nations are hidden, not erased: their ledger rows and money stay on record.
// POST   /admin/mark-deceased {displayName} -> { success, message }
// PUT    /admin/character {displayName, newName?, profilePictureUrl?, biography?} -> { success, message }
// PUT    /admin/bank {bankId, name?, abbreviation?}                    -> { success, message }
// PUT    /admin/nation {nationId, name?, abbreviation?, description?}  -> { success, message }
// POST   /admin/transfer {currencySymbol, amount, fromType, fromId, toType, toId, description?, asCharacter}
//        -> 201 { success, transfer: { id, amount, currencySymbol }, message }  (no balance limits)
// GET    /admin/ledger-check   -> { success, check: LedgerCheck }   the money invariant, live
// POST   /admin/economy/cycle {advanceWeek?: boolean} -> { success, summary: CycleSummary, message }
//        runs one economy cycle (the demo's "Advance one week" moves the clock a week first)

import { http } from 'msw'
import type { AdminCharacter, Bank, Nation, TransferResponse } from '@/api/types'
import { db } from '../db'
import { normalizeBankId, requireBank } from '../rules/banks'
import { checkLedger } from '../rules/check-ledger'
import { advanceOneWeek, runEconomyCycle } from '../rules/economy-cycle'
import { clash, missing } from '../rules/errors'
import { liveWorld } from '../rules/live'
import {
  demote,
  editNation,
  join,
  normalizeAbbreviation,
  promote,
  removeMember,
  requireMember,
  requireNation,
} from '../rules/nations'
import { adminPanel } from '../rules/permissions'
import { adminTransfer, resolveParty } from '../rules/transfers'
import { lower, type World } from '../rules/world'
import { ownerNames, toBank, toNation } from './economy-dto'
import { economyRoute, requireId, send } from './economy-route'
import {
  API,
  badRequest,
  findCharacter,
  ok,
  optionalBoolean,
  optionalString,
  readJson,
  requireAdmin,
  requireString,
  sameName,
  type Body,
} from './http'
import {
  BIOGRAPHY_MAX,
  checkPictureUrl,
  cleanBiography,
  deleteCharacterIdentity,
  renameCharacterIdentity,
  setPicture,
} from './players'
import { transferInput } from './transfers'

const NAME_MAX = 48

function entityType<T extends string>(body: Body, field: string, allowed: readonly T[]): T {
  const value = requireString(body, field)
  if (!allowed.includes(value as T)) throw badRequest(`${field} must be one of: ${allowed.join(', ')}`)
  return value as T
}

function requireCharacterRow(name: string) {
  const character = findCharacter(name)
  if (!character) throw missing('Character not found')
  return character
}

/** Economy rows naming a character follow an admin rename (ledger rows keep the old name). */
function renameInEconomy(world: World, from: string, to: string): void {
  for (const m of world.tables.memberships) if (sameName(m.characterName, from)) m.characterName = to
  for (const o of world.tables.bankOfficers) if (sameName(o.characterName, from)) o.characterName = to
  for (const a of world.tables.bankAccounts) if (sameName(a.holderName, from)) a.holderName = to
  for (const n of world.tables.nations) if (sameName(n.founder, from)) n.founder = to
  for (const b of world.tables.banks) if (sameName(b.createdBy, from)) b.createdBy = to
}

/** A deleted character leaves its nation and its bank offices; its accounts and money stay. */
function removeFromEconomy(world: World, name: string): void {
  for (const m of [...world.tables.memberships])
    if (sameName(m.characterName, name)) world.remove('memberships', m)
  for (const o of [...world.tables.bankOfficers])
    if (sameName(o.characterName, name)) world.remove('bankOfficers', o)
}

export const adminHandlers = [
  http.get(
    `${API}/admin/entities/characters`,
    economyRoute(({ caller }) => {
      requireAdmin(caller)
      const world = liveWorld()
      const owners = ownerNames()
      const characters: AdminCharacter[] = db.characters
        .all()
        .map((c) => {
          const membership = world.membership(c.name)
          const nation = membership ? world.nationById(membership.nationId) : undefined
          return {
            name: c.name,
            accountOwner: owners.get(c.accountUuid) ?? 'unknown',
            biography: c.biography,
            profilePictureUrl: c.profilePictureUrl,
            isDeceased: c.isDeceased,
            firstUsed: c.firstUsed,
            lastSeen: c.lastSeen,
            nation: nation && !nation.deletedAt ? nation.name : null,
          }
        })
        .sort((a, b) => Number(a.isDeceased) - Number(b.isDeceased) || a.name.localeCompare(b.name))
      return send<{ success: boolean; characters: AdminCharacter[] }>({ characters })
    }),
  ),
  http.get(
    `${API}/admin/entities/banks`,
    economyRoute(({ caller }) => {
      requireAdmin(caller)
      const world = liveWorld()
      const banks = world
        .liveBanks()
        .map((b) => toBank(world, b, true))
        .sort((a, b) => a.name.localeCompare(b.name))
      return send<{ success: boolean; banks: Bank[] }>({ banks })
    }),
  ),
  http.get(
    `${API}/admin/entities/nations`,
    economyRoute(({ caller }) => {
      requireAdmin(caller)
      const world = liveWorld()
      const owners = ownerNames()
      const nations = world
        .liveNations()
        .map((n) => toNation(world, n, owners))
        .sort((a, b) => a.name.localeCompare(b.name))
      return send<{ success: boolean; nations: Nation[] }>({ nations })
    }),
  ),
  ...(['promote', 'demote'] as const).map((action) =>
    http.post(
      `${API}/admin/${action}-officer`,
      economyRoute(async ({ request, caller }) => {
        const body = await readJson(request)
        const name = requireString(body, 'characterName', { max: NAME_MAX })
        const type = entityType(body, 'entityType', ['bank', 'nation'] as const)
        const entityId = requireId(body, 'entityId')
        const world = liveWorld()
        const character = requireCharacterRow(name)
        const entity = type === 'nation' ? requireNation(world, entityId) : requireBank(world, entityId)
        requireAdmin(caller)
        if (type === 'nation') {
          const nation = requireNation(world, entity.id)
          const membership = world.membership(character.name)
          if (action === 'promote') {
            if (!membership) join(world, nation, character.name, 'officer')
            else if (membership.nationId !== nation.id)
              throw clash(`${character.name} belongs to another nation`)
            else promote(world, adminPanel, nation, character.name)
          } else demote(world, adminPanel, nation, character.name)
          return ok({
            message: `${character.name} ${action === 'promote' ? 'is now an officer' : 'is now a citizen'} of ${nation.name}`,
          })
        }
        const bank = requireBank(world, entity.id)
        if (action === 'promote') {
          if (world.isBankOfficer(bank.id, character.name))
            throw clash(`${character.name} is already an officer of ${bank.name}`)
          world.insert('bankOfficers', {
            bankId: bank.id,
            characterName: character.name,
            appointedAt: world.nowIso(),
          })
        } else {
          const officers = world.bankOfficers(bank.id)
          const row = officers.find((o) => sameName(o.characterName, character.name))
          if (!row) throw missing('Officer not found')
          if (officers.length === 1) throw clash('The last officer of a bank cannot be removed')
          world.remove('bankOfficers', row)
        }
        return ok({
          message: `${character.name} ${action === 'promote' ? 'is now an officer' : 'is no longer an officer'} of ${bank.name}`,
        })
      }),
    ),
  ),
  http.post(
    `${API}/admin/remove-citizen`,
    economyRoute(async ({ request, caller }) => {
      const body = await readJson(request)
      const name = requireString(body, 'characterName', { max: NAME_MAX })
      const nationId = requireId(body, 'nationId')
      const world = liveWorld()
      const nation = requireNation(world, nationId)
      requireMember(world, nation, name)
      requireAdmin(caller)
      const removed = removeMember(world, adminPanel, nation, name)
      return ok({ message: `${removed.characterName} was removed from ${nation.name}` })
    }),
  ),
  http.delete(
    `${API}/admin/entity`,
    economyRoute(async ({ request, caller }) => {
      const body = await readJson(request)
      const type = entityType(body, 'entityType', ['character', 'bank', 'nation'] as const)
      const entityId = requireId(body, 'entityId')
      const world = liveWorld()
      if (type === 'character') {
        const character = requireCharacterRow(entityId)
        requireAdmin(caller)
        removeFromEconomy(world, character.name)
        deleteCharacterIdentity(character.name)
        return ok({ message: `Character ${character.name} deleted` })
      }
      if (type === 'bank') {
        const bank = requireBank(world, entityId)
        requireAdmin(caller)
        bank.deletedAt = world.nowIso()
        return ok({ message: `Bank ${bank.name} deleted` })
      }
      const nation = requireNation(world, entityId)
      requireAdmin(caller)
      nation.deletedAt = world.nowIso()
      for (const m of [...world.members(nation.id)]) world.remove('memberships', m)
      return ok({ message: `Nation ${nation.name} deleted` })
    }),
  ),
  http.post(
    `${API}/admin/mark-deceased`,
    economyRoute(async ({ request, caller }) => {
      const body = await readJson(request)
      const character = requireCharacterRow(requireString(body, 'displayName', { max: NAME_MAX }))
      requireAdmin(caller)
      if (character.isDeceased) throw clash(`${character.name} is already deceased`)
      character.isDeceased = true
      return ok({ message: `${character.name} has been marked as deceased` })
    }),
  ),
  http.put(
    `${API}/admin/character`,
    economyRoute(async ({ request, caller }) => {
      const body = await readJson(request)
      const displayName = requireString(body, 'displayName', { max: NAME_MAX })
      const newName = optionalString(body, 'newName', { max: NAME_MAX }) || undefined
      const pictureRaw = optionalString(body, 'profilePictureUrl')
      const picture = pictureRaw ? checkPictureUrl(pictureRaw) : pictureRaw
      const biography = optionalString(body, 'biography', { max: BIOGRAPHY_MAX, trim: false })
      if (!newName && picture === undefined && biography === undefined) {
        throw badRequest('Give at least one of newName, profilePictureUrl, biography')
      }
      const character = requireCharacterRow(displayName)
      requireAdmin(caller)
      const world = liveWorld()
      if (newName && newName !== character.name) {
        if (lower(newName) === lower('Divine Entity')) throw clash('That name is reserved')
        const from = character.name
        renameCharacterIdentity(from, newName)
        renameInEconomy(world, from, newName)
      }
      if (picture !== undefined) setPicture(character, picture || null)
      if (biography !== undefined) character.biography = cleanBiography(biography) || null
      return ok({ message: `Character ${character.name} updated` })
    }),
  ),
  http.put(
    `${API}/admin/bank`,
    economyRoute(async ({ request, caller }) => {
      const body = await readJson(request)
      const bankId = requireId(body, 'bankId')
      const name = optionalString(body, 'name', { max: NAME_MAX }) || undefined
      const abbreviation = optionalString(body, 'abbreviation', { max: 10 }) || undefined
      if (!name && !abbreviation) throw badRequest('Give at least one of name, abbreviation')
      const normalized = abbreviation ? normalizeBankId(abbreviation) : undefined
      const world = liveWorld()
      const bank = requireBank(world, bankId)
      requireAdmin(caller)
      if (name) {
        const other = world.bank(name)
        if (other && other !== bank) throw clash(`A bank named "${other.name}" already exists`)
        bank.name = name
      }
      if (normalized) bank.abbreviation = normalized
      world.touched('banks')
      return ok({ message: `Bank ${bank.name} updated` })
    }),
  ),
  http.put(
    `${API}/admin/nation`,
    economyRoute(async ({ request, caller }) => {
      const body = await readJson(request)
      const nationId = requireId(body, 'nationId')
      const change = {
        name: optionalString(body, 'name', { max: NAME_MAX }) || undefined,
        abbreviation: optionalString(body, 'abbreviation') || undefined,
        description: optionalString(body, 'description', { max: 1000 }),
      }
      if (!change.name && !change.abbreviation && change.description === undefined) {
        throw badRequest('Give at least one of name, abbreviation, description')
      }
      if (change.abbreviation) normalizeAbbreviation(change.abbreviation)
      const world = liveWorld()
      const nation = requireNation(world, nationId)
      requireAdmin(caller)
      editNation(world, adminPanel, nation, change)
      return ok({ message: `Nation ${nation.name} updated` })
    }),
  ),
  http.post(
    `${API}/admin/transfer`,
    economyRoute(async ({ request, caller }) => {
      const body = await readJson(request)
      const input = {
        ...transferInput(body),
        asCharacter: requireString(body, 'asCharacter', { max: NAME_MAX }),
      }
      const world = liveWorld()
      if (!world.currency(input.currencySymbol)) throw missing('Currency not found')
      resolveParty(world, input.fromType, input.fromId)
      resolveParty(world, input.toType, input.toId)
      requireAdmin(caller)
      const row = adminTransfer(world, input)
      return send<TransferResponse>(
        {
          transfer: { id: row.id, amount: row.amount, currencySymbol: row.currencySymbol },
          message: `Transferred ${row.amount} ${row.currencySymbol} from ${row.fromName} to ${row.toName} as ${row.asCharacter}`,
        },
        201,
      )
    }),
  ),
  http.get(
    `${API}/admin/ledger-check`,
    economyRoute(({ caller }) => {
      requireAdmin(caller)
      return ok({ check: checkLedger(liveWorld()) })
    }),
  ),
  http.post(
    `${API}/admin/economy/cycle`,
    economyRoute(async ({ request, caller }) => {
      const body = await readJson(request)
      const advance = optionalBoolean(body, 'advanceWeek') ?? false
      requireAdmin(caller)
      const summary = advance ? advanceOneWeek() : runEconomyCycle(liveWorld())
      return ok({ summary, message: `Economy cycle run: ${summary.transactions} transactions` })
    }),
  ),
]
