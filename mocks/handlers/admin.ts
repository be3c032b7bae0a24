// The admin panel's calls: the admin panel's session only (an admin account's "Divine Entity"),
// which acts as "Divine Entity". Anyone else, an admin account's ordinary characters included,
// gets 403 before anything is read or looked up: permission before existence, so a refusal never
// tells whether a name exists. Then 400 (body), 404 (the named entity), 409/422.
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
import {
  appointBankOfficer,
  appointNationOfficer,
  deleteBank,
  deleteCharacter,
  deleteNation,
  dismissBankOfficer,
  dismissNationOfficer,
  editBank,
  editCharacter,
  markDeceased,
} from '../rules/admin'
import { normalizeBankId, requireBank } from '../rules/banks'
import { checkLedger } from '../rules/check-ledger'
import { advanceOneWeek, runEconomyCycle } from '../rules/economy-cycle'
import { invalid, missing } from '../rules/errors'
import { money } from '../rules/money'
import { requireCharacter } from '../rules/identity'
import { liveWorld } from '../rules/live'
import {
  editNation,
  normalizeAbbreviation,
  removeMember,
  requireMember,
  requireNation,
} from '../rules/nations'
import { adminPanel } from '../rules/permissions'
import { BIOGRAPHY_MAX, checkPictureUrl } from '../rules/profiles'
import { adminTransfer, resolveParty } from '../rules/transfers'
import { toBank, toNation, toTransferSummary } from './economy-dto'
import { requireId, send, transferInput } from './economy-route'
import {
  API,
  compareText,
  ok,
  optionalBoolean,
  optionalString,
  readJson,
  requireEnum,
  requireString,
  withAdmin,
} from './http'
import { ownerNames, toAdminCharacter } from './identity-dto'
import { idempotent } from './idempotent'
import { keptAnswer } from './kept-answer'

const NAME_MAX = 48

// A character's fields are stored values (lastSeen is a date, not "online now"): nothing in the
// list moves with the clock alone.
const TIMELESS = { timeless: true }

export const adminHandlers = [
  http.get(
    `${API}/admin/entities/characters`,
    withAdmin(() => {
      return keptAnswer(
        'admin/characters',
        () => {
          const world = liveWorld()
          const owners = ownerNames()
          const nationOf = (name: string) => {
            const membership = world.membership(name)
            const nation = membership ? world.nationById(membership.nationId) : undefined
            return nation && !nation.deletedAt ? nation.name : null
          }
          const characters: AdminCharacter[] = db.characters
            .all()
            .map((c) => toAdminCharacter(c, owners, nationOf(c.name)))
            .sort((a, b) => Number(a.isDeceased) - Number(b.isDeceased) || compareText(a.name, b.name))
          return { characters }
        },
        TIMELESS,
      )
    }),
  ),
  http.get(
    `${API}/admin/entities/banks`,
    withAdmin(() => {
      return keptAnswer('admin/banks', () => {
        const world = liveWorld()
        const banks: Bank[] = world
          .liveBanks()
          .map((b) => toBank(world, b, true))
          .sort((a, b) => compareText(a.name, b.name))
        return { banks }
      })
    }),
  ),
  http.get(
    `${API}/admin/entities/nations`,
    withAdmin(() => {
      return keptAnswer('admin/nations', () => {
        const world = liveWorld()
        const owners = ownerNames()
        const nations: Nation[] = world
          .liveNations()
          .map((n) => toNation(world, n, owners))
          .sort((a, b) => compareText(a.name, b.name))
        return { nations }
      })
    }),
  ),
  ...(['promote', 'demote'] as const).map((action) =>
    http.post(
      `${API}/admin/${action}-officer`,
      withAdmin(async ({ request }) => {
        const body = await readJson(request)
        const name = requireString(body, 'characterName', { max: NAME_MAX })
        const type = requireEnum(body, 'entityType', ['bank', 'nation'] as const)
        const entityId = requireId(body, 'entityId')
        const world = liveWorld()
        const character = requireCharacter(name)
        const entity = type === 'nation' ? requireNation(world, entityId) : requireBank(world, entityId)
        const promoting = action === 'promote'
        if (type === 'nation') {
          const nation = requireNation(world, entity.id)
          if (promoting) appointNationOfficer(world, nation, character)
          else dismissNationOfficer(world, nation, character)
          return ok({
            message: `${character.name} ${promoting ? 'is now an officer' : 'is now a citizen'} of ${nation.name}`,
          })
        }
        const bank = requireBank(world, entity.id)
        if (promoting) appointBankOfficer(world, bank, character)
        else dismissBankOfficer(world, bank, character)
        return ok({
          message: `${character.name} ${promoting ? 'is now an officer' : 'is no longer an officer'} of ${bank.name}`,
        })
      }),
    ),
  ),
  http.post(
    `${API}/admin/remove-citizen`,
    withAdmin(async ({ request }) => {
      const body = await readJson(request)
      const name = requireString(body, 'characterName', { max: NAME_MAX })
      const nationId = requireId(body, 'nationId')
      const world = liveWorld()
      const nation = requireNation(world, nationId)
      requireMember(world, nation, name)
      const removed = removeMember(world, adminPanel, nation, name)
      return ok({ message: `${removed.characterName} was removed from ${nation.name}` })
    }),
  ),
  http.delete(
    `${API}/admin/entity`,
    withAdmin(async ({ request }) => {
      const body = await readJson(request)
      const type = requireEnum(body, 'entityType', ['character', 'bank', 'nation'] as const)
      const entityId = requireId(body, 'entityId')
      const world = liveWorld()
      if (type === 'character') {
        const character = requireCharacter(entityId)
        deleteCharacter(world, character)
        return ok({ message: `Character ${character.name} deleted` })
      }
      if (type === 'bank') {
        const bank = requireBank(world, entityId)
        deleteBank(world, bank)
        return ok({ message: `Bank ${bank.name} deleted` })
      }
      const nation = requireNation(world, entityId)
      deleteNation(world, nation)
      return ok({ message: `Nation ${nation.name} deleted` })
    }),
  ),
  http.post(
    `${API}/admin/mark-deceased`,
    withAdmin(async ({ request }) => {
      const body = await readJson(request)
      const character = requireCharacter(requireString(body, 'displayName', { max: NAME_MAX }))
      markDeceased(character)
      return ok({ message: `${character.name} has been marked as deceased` })
    }),
  ),
  http.put(
    `${API}/admin/character`,
    withAdmin(async ({ request }) => {
      const body = await readJson(request)
      const displayName = requireString(body, 'displayName', { max: NAME_MAX })
      const newName = optionalString(body, 'newName', { max: NAME_MAX }) || undefined
      const pictureRaw = optionalString(body, 'profilePictureUrl')
      const profilePictureUrl = pictureRaw ? checkPictureUrl(pictureRaw) : pictureRaw
      const biography = optionalString(body, 'biography', { max: BIOGRAPHY_MAX, trim: false })
      if (!newName && profilePictureUrl === undefined && biography === undefined) {
        throw invalid('Give at least one of newName, profilePictureUrl, biography')
      }
      const character = requireCharacter(displayName)
      editCharacter(liveWorld(), character, { newName, profilePictureUrl, biography })
      return ok({ message: `Character ${character.name} updated` })
    }),
  ),
  http.put(
    `${API}/admin/bank`,
    withAdmin(async ({ request }) => {
      const body = await readJson(request)
      const bankId = requireId(body, 'bankId')
      const name = optionalString(body, 'name', { max: NAME_MAX }) || undefined
      const abbreviation = optionalString(body, 'abbreviation', { max: 10 }) || undefined
      if (!name && !abbreviation) throw invalid('Give at least one of name, abbreviation')
      const normalized = abbreviation ? normalizeBankId(abbreviation) : undefined
      const world = liveWorld()
      const bank = requireBank(world, bankId)
      editBank(world, bank, { name, abbreviation: normalized })
      return ok({ message: `Bank ${bank.name} updated` })
    }),
  ),
  http.put(
    `${API}/admin/nation`,
    withAdmin(async ({ request }) => {
      const body = await readJson(request)
      const nationId = requireId(body, 'nationId')
      const change = {
        name: optionalString(body, 'name', { max: NAME_MAX }) || undefined,
        abbreviation: optionalString(body, 'abbreviation') || undefined,
        description: optionalString(body, 'description', { max: 1000 }),
      }
      if (!change.name && !change.abbreviation && change.description === undefined) {
        throw invalid('Give at least one of name, abbreviation, description')
      }
      if (change.abbreviation) normalizeAbbreviation(change.abbreviation)
      const world = liveWorld()
      const nation = requireNation(world, nationId)
      editNation(world, adminPanel, nation, change)
      return ok({ message: `Nation ${nation.name} updated` })
    }),
  ),
  http.post(
    `${API}/admin/transfer`,
    withAdmin(
      idempotent(async ({ request }) => {
        const body = await readJson(request)
        const input = {
          ...transferInput(body),
          asCharacter: requireString(body, 'asCharacter', { max: NAME_MAX }),
        }
        const world = liveWorld()
        if (!world.currency(input.currencySymbol)) throw missing('Currency not found')
        resolveParty(world, input.fromType, input.fromId)
        resolveParty(world, input.toType, input.toId)
        const row = adminTransfer(world, input)
        return send<TransferResponse>(
          {
            transfer: toTransferSummary(row),
            message: `Transferred ${money(row.amount, row.currencySymbol)} from ${row.fromName} to ${row.toName} as ${row.asCharacter}`,
          },
          201,
        )
      }),
    ),
  ),
  http.get(
    `${API}/admin/ledger-check`,
    withAdmin(() => {
      return ok({ check: checkLedger(liveWorld()) })
    }),
  ),
  http.post(
    `${API}/admin/economy/cycle`,
    withAdmin(async ({ request }) => {
      const body = await readJson(request)
      const advance = optionalBoolean(body, 'advanceWeek') ?? false
      const summary = advance ? advanceOneWeek() : runEconomyCycle(liveWorld())
      return ok({ summary, message: `Economy cycle run: ${summary.transactions} transactions` })
    }),
  ),
]
