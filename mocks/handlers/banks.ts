// Banks, bank officers, offerings and accounts. {id} is the bank id (or its name).
//
// GET    /banks                       -> { success, banks: Bank[] }   (vault balances for its officers)
// GET    /banks/{id}                  -> { success, bank: Bank, officers: BankOfficer[] }
// POST   /banks {bankId, name, jurisdictionNation, createdBy} -> 201 { success, bank, message }
// POST   /banks/{id}/officers {officerName, addedBy}          -> 201 { success, officers, message }
// DELETE /banks/{id}/officers/{officerName} {removedBy}       -> { success, officers, message }
// GET    /banks/{id}/offerings?activeOnly=true               -> { success, offerings: Offering[] }
// POST   /banks/{id}/offerings {name, description, interestRateBasisPoints, maintenanceFeeAmount,
//        minimumBalance, maximumBalance, overdraftAllowed, overdraftLimit, overdraftFeeAmount, createdBy}
//        -> 201 { success, offering, message }
// PUT    /banks/{id}/offerings/{offeringId} {name?, description?, isActive?, updatedBy}
//        -> { success, offering, message }  (other terms cannot change: 400 if sent different)
// DELETE /banks/{id}/offerings/{offeringId}  -> { success, message }  (409 while accounts use it)
// GET    /banks/{id}/accounts?limit=100&offset=0&active_only=true  officers, admins
//        -> { success, accounts: BankAccount[], pagination }  (active_only: accounts with balances)
// POST   /banks/{id}/accounts/open {offeringId, openedBy}   -> 201 { success, account, message }
// DELETE /banks/{id}/accounts/{accountNumber}/close {closedBy, reason} -> { success, account, message }
// PUT    /banks/{id}/accounts/{accountNumber}/set-default  -> { success, account, message }

import { http, type PathParams } from 'msw'
import type { Bank, BankAccount, BankOfficer, Offering, Pagination } from '@/api/types'
import {
  addBankOfficer,
  closeAccount,
  createBank,
  createOffering,
  deleteOffering,
  openAccount,
  removeBankOfficer,
  requireAccount,
  requireBank,
  requireOffering,
  setDefaultAccount,
  updateOffering,
  type OfferingInput,
} from '../rules/banks'
import { invalid, missing } from '../rules/errors'
import { liveWorld } from '../rules/live'
import { isBankOfficer, requireBankOfficer } from '../rules/permissions'
import type { World } from '../rules/world'
import { toAccount, toBank, toBankOfficer, toOffering } from './economy-dto'
import { actorOf, pageParams, queryFlag, requireActorFields, requireId, send } from './economy-route'
import {
  API,
  compareText,
  findCharacter,
  optionalBoolean,
  optionalInt,
  optionalString,
  pathParam,
  readJson,
  requireString,
  type Body,
  type Caller,
  withAuth,
} from './http'
import { idempotent } from './idempotent'
import { keptAnswer } from './kept-answer'

const NAME_MAX = 64
const TEXT_MAX = 500

const officersOf = (world: World, bankId: string): BankOfficer[] =>
  world.bankOfficers(bankId).map(toBankOfficer)

const bankFor = (world: World, caller: Caller, bank: Parameters<typeof toBank>[1]) =>
  toBank(world, bank, isBankOfficer(world, actorOf(caller), bank.id))

function offeringInput(body: Body): OfferingInput {
  const maximum = body.maximumBalance
  return {
    name: requireString(body, 'name', { max: NAME_MAX }),
    description: optionalString(body, 'description', { max: TEXT_MAX }) ?? '',
    interestRateBasisPoints: optionalInt(body, 'interestRateBasisPoints', { min: 0, max: 10000 }) ?? 0,
    maintenanceFeeAmount: optionalInt(body, 'maintenanceFeeAmount', { min: 0 }) ?? 0,
    minimumBalance: optionalInt(body, 'minimumBalance', { min: 0 }) ?? 0,
    maximumBalance: maximum === '' ? null : (optionalInt(body, 'maximumBalance', { min: 0 }) ?? null),
    overdraftAllowed: optionalBoolean(body, 'overdraftAllowed') ?? false,
    overdraftLimit: optionalInt(body, 'overdraftLimit', { min: 0 }) ?? 0,
    overdraftFeeAmount: optionalInt(body, 'overdraftFeeAmount', { min: 0 }) ?? 0,
  }
}

/** Terms that are fixed once an offering exists. */
const FIXED_TERMS = [
  'interestRateBasisPoints',
  'maintenanceFeeAmount',
  'minimumBalance',
  'maximumBalance',
  'overdraftAllowed',
  'overdraftLimit',
  'overdraftFeeAmount',
] as const

/** A call on one bank: its body, then the world and the bank (every await before the world). */
async function bankCall(request: Request, params: PathParams) {
  const body = await readJson(request)
  const world = liveWorld()
  return { body, world, bank: requireBank(world, pathParam(params, 'id')) }
}

export const banksHandlers = [
  http.get(
    `${API}/banks`,
    withAuth(({ caller }) =>
      // Officers see more of their own banks: each caller's view is kept apart.
      keptAnswer(`banks\u0000${caller.characterName}`, () => {
        const world = liveWorld()
        const banks: Bank[] = world
          .liveBanks()
          .map((b) => bankFor(world, caller, b))
          .sort((a, b) => compareText(a.name, b.name))
        return { banks }
      }),
    ),
  ),
  http.get(
    `${API}/banks/:id`,
    withAuth(({ params, caller }) => {
      const world = liveWorld()
      const bank = requireBank(world, pathParam(params, 'id'))
      return send<{ success: boolean; bank: Bank; officers: BankOfficer[] }>({
        bank: bankFor(world, caller, bank),
        officers: officersOf(world, bank.id),
      })
    }),
  ),
  http.post(
    `${API}/banks`,
    withAuth(
      idempotent(async ({ request, caller }) => {
        const body = await readJson(request)
        const input = {
          bankId: requireString(body, 'bankId', { max: 10 }),
          name: requireString(body, 'name', { max: NAME_MAX }),
          jurisdictionNation: requireString(body, 'jurisdictionNation'),
        }
        const world = liveWorld()
        requireActorFields(caller, body, 'createdBy')
        const bank = createBank(world, actorOf(caller), input)
        return send<{ success: boolean; bank: Bank; message: string }>(
          { bank: bankFor(world, caller, bank), message: `${bank.name} (${bank.id}) founded` },
          201,
        )
      }),
    ),
  ),
  http.post(
    `${API}/banks/:id/officers`,
    withAuth(async ({ request, params, caller }) => {
      const body = await readJson(request)
      const officerName = requireString(body, 'officerName', { max: NAME_MAX })
      const world = liveWorld()
      const bank = requireBank(world, pathParam(params, 'id'))
      if (!findCharacter(officerName)) throw missing('Character not found')
      requireActorFields(caller, body, 'addedBy')
      const row = addBankOfficer(world, actorOf(caller), bank, officerName)
      return send<{ success: boolean; officers: BankOfficer[]; message: string }>(
        {
          officers: officersOf(world, bank.id),
          message: `${row.characterName} is now an officer of ${bank.name}`,
        },
        201,
      )
    }),
  ),
  http.delete(
    `${API}/banks/:id/officers/:officerName`,
    withAuth(async ({ request, params, caller }) => {
      const { body, world, bank } = await bankCall(request, params)
      const name = pathParam(params, 'officerName')
      if (!world.isBankOfficer(bank.id, name)) throw missing('Officer not found')
      requireActorFields(caller, body, 'removedBy')
      const row = removeBankOfficer(world, actorOf(caller), bank, name)
      return send<{ success: boolean; officers: BankOfficer[]; message: string }>({
        officers: officersOf(world, bank.id),
        message: `${row.characterName} is no longer an officer of ${bank.name}`,
      })
    }),
  ),
  http.get(
    `${API}/banks/:id/offerings`,
    withAuth(({ request, params }) => {
      const world = liveWorld()
      const bank = requireBank(world, pathParam(params, 'id'))
      const activeOnly = queryFlag(request.url, 'activeOnly')
      const offerings = world.offeringsOf(bank.id).filter((o) => !activeOnly || o.isActive)
      return send<{ success: boolean; offerings: Offering[] }>({ offerings: offerings.map(toOffering) })
    }),
  ),
  http.post(
    `${API}/banks/:id/offerings`,
    withAuth(
      idempotent(async ({ request, params, caller }) => {
        const body = await readJson(request)
        const input = offeringInput(body)
        const world = liveWorld()
        const bank = requireBank(world, pathParam(params, 'id'))
        requireActorFields(caller, body, 'createdBy')
        const row = createOffering(world, actorOf(caller), bank, input)
        return send<{ success: boolean; offering: Offering; message: string }>(
          { offering: toOffering(row), message: `Offering "${row.name}" created` },
          201,
        )
      }),
    ),
  ),
  http.put(
    `${API}/banks/:id/offerings/:offeringId`,
    withAuth(async ({ request, params, caller }) => {
      const body = await readJson(request)
      const change = {
        name: optionalString(body, 'name', { max: NAME_MAX }),
        description: optionalString(body, 'description', { max: TEXT_MAX }),
        isActive: optionalBoolean(body, 'isActive'),
      }
      const world = liveWorld()
      const bank = requireBank(world, pathParam(params, 'id'))
      const offering = requireOffering(world, bank, pathParam(params, 'offeringId'))
      // Forms may send the whole offering back; only a change to a fixed term is refused.
      for (const term of FIXED_TERMS) {
        if (body[term] !== undefined && body[term] !== offering[term]) {
          throw invalid(`${term} cannot be changed: only name, description and isActive can be edited`)
        }
      }
      requireActorFields(caller, body, 'updatedBy')
      updateOffering(world, actorOf(caller), bank, offering, change)
      return send<{ success: boolean; offering: Offering; message: string }>({
        offering: toOffering(offering),
        message: `Offering "${offering.name}" updated`,
      })
    }),
  ),
  http.delete(
    `${API}/banks/:id/offerings/:offeringId`,
    withAuth(async ({ request, params, caller }) => {
      const { body, world, bank } = await bankCall(request, params)
      const offering = requireOffering(world, bank, pathParam(params, 'offeringId'))
      requireActorFields(caller, body, 'deletedBy')
      deleteOffering(world, actorOf(caller), bank, offering)
      return send<{ success: boolean; message: string }>({ message: `Offering "${offering.name}" deleted` })
    }),
  ),
  http.get(
    `${API}/banks/:id/accounts`,
    withAuth(({ request, params, caller }) => {
      const page = pageParams(request.url, 100)
      const world = liveWorld()
      const bank = requireBank(world, pathParam(params, 'id'))
      requireBankOfficer(world, actorOf(caller), bank.id)
      const withBalances = queryFlag(request.url, 'active_only')
      const all = world
        .accountsOfBank(bank.id)
        .filter((a) => !a.closedAt)
        .filter((a) => !withBalances || world.balancesOf('account', a.id).some((b) => b.amount !== 0))
        .sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id))
      const rows = all.slice(page.offset, page.offset + page.limit)
      return send<{ success: boolean; accounts: BankAccount[]; pagination: Pagination }>({
        accounts: rows.map((a) => toAccount(world, a)),
        pagination: {
          total: all.length,
          limit: page.limit,
          offset: page.offset,
          hasMore: page.offset + rows.length < all.length,
        },
      })
    }),
  ),
  http.post(
    `${API}/banks/:id/accounts/open`,
    withAuth(
      idempotent(async ({ request, params, caller }) => {
        const body = await readJson(request)
        const offeringId = requireId(body, 'offeringId')
        const world = liveWorld()
        const bank = requireBank(world, pathParam(params, 'id'))
        requireOffering(world, bank, offeringId)
        requireActorFields(caller, body, 'openedBy')
        const account = openAccount(world, actorOf(caller), bank, offeringId)
        return send<{ success: boolean; account: BankAccount; message: string }>(
          { account: toAccount(world, account), message: `Account ${account.id} opened at ${bank.name}` },
          201,
        )
      }),
    ),
  ),
  http.delete(
    `${API}/banks/:id/accounts/:accountNumber/close`,
    withAuth(
      idempotent(async ({ request, params, caller }) => {
        const body = await readJson(request)
        const reason = optionalString(body, 'reason', { max: TEXT_MAX })
        const world = liveWorld()
        const bank = requireBank(world, pathParam(params, 'id'))
        const account = requireAccount(world, bank, pathParam(params, 'accountNumber'))
        requireActorFields(caller, body, 'closedBy')
        closeAccount(world, actorOf(caller), account, reason)
        return send<{ success: boolean; account: BankAccount; message: string }>({
          account: toAccount(world, account),
          message: `Account ${account.id} closed`,
        })
      }),
    ),
  ),
  http.put(
    `${API}/banks/:id/accounts/:accountNumber/set-default`,
    withAuth(async ({ request, params, caller }) => {
      const { body, world, bank } = await bankCall(request, params)
      const account = requireAccount(world, bank, pathParam(params, 'accountNumber'))
      requireActorFields(caller, body, 'updatedBy')
      setDefaultAccount(world, actorOf(caller), account)
      return send<{ success: boolean; account: BankAccount; message: string }>({
        account: toAccount(world, account),
        message: `${account.id} is now your default account`,
      })
    }),
  ),
]
