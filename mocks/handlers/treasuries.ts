// Nation treasuries: balances, mint, burn and UBI policies. {nation} is the nation's name or id.
//
// GET  /treasuries                 -> { success, treasuries: Treasury[] }  (balances and policies
//                                     only for nations the caller is an officer of; admins: all)
// GET  /treasuries/{nation}        -> { success, treasury: Treasury }       officers, admins
// POST /treasuries/{nation}/mint {currencySymbol, amount, description?, mintedBy}
// POST /treasuries/{nation}/burn {currencySymbol, amount, description?, burnedBy}
//   -> { success, message, transaction: { id, amount, currencySymbol }, treasuryBalance, currentSupply }
// UBI policies (officers; one per currency):
// GET  /treasuries/{nation}/ubi-policies                 -> { success, policies: UbiPolicy[] }
// POST /treasuries/{nation}/ubi-policies {currencySymbol, amountPerCitizen, enabled?, updatedBy}
//   -> 201 { success, policy: UbiPolicy, message }
// PUT  /treasuries/{nation}/ubi-policies/{policy} {amountPerCitizen?, enabled?, updatedBy}
// PUT  /treasuries/{nation}/ubi-policies/{policy}/enable  {updatedBy}
// PUT  /treasuries/{nation}/ubi-policies/{policy}/disable {updatedBy}
//   -> { success, policy: UbiPolicy, message }
// POST /treasuries/{nation}/ubi-policies/{policy}/distribute {updatedBy}   pay now, all or nothing
//   -> { success, message, recipients, total }   (422 when the treasury cannot pay everyone)
// {policy} is the policy id or its currency symbol.

import { http, type PathParams } from 'msw'
import type { Treasury, UbiPolicy } from '@/api/types'
import type { TransactionRow } from '../db/economy'
import { missing, refused } from '../rules/errors'
import { liveWorld } from '../rules/live'
import { MAX_EXACT, money } from '../rules/money'
import { isNationOfficer, requireLivingActor, requireNationOfficer } from '../rules/permissions'
import { requireNation } from '../rules/nations'
import { burn, createUbiPolicy, distributeUbi, mint, requirePolicy, updateUbiPolicy } from '../rules/treasury'
import type { World } from '../rules/world'
import { toTransferSummary, toTreasury, toUbiPolicy } from './economy-dto'
import { actorOf, requireActorFields, send, supplyChange } from './economy-route'
import {
  API,
  compareText,
  ok,
  optionalBoolean,
  optionalInt,
  pathParam,
  readJson,
  requireInt,
  requireString,
  type Body,
  type Caller,
  withAuth,
} from './http'
import { idempotent } from './idempotent'
import { keptAnswer } from './kept-answer'

function supplyAnswer(world: World, row: TransactionRow, nationId: string, verb: string) {
  const currency = world.currency(row.currencySymbol)!
  return ok({
    message: `${verb} ${money(row.amount, row.currencySymbol)}`,
    transaction: toTransferSummary(row),
    treasuryBalance: world.balance('treasury', nationId, row.currencySymbol),
    currentSupply: currency.totalMinted - currency.totalBurned,
  })
}

/** A policy call's target, once the body's `updatedBy` names the caller (404 before 403). */
function targetPolicy(body: Body, params: PathParams, caller: Caller) {
  const world = liveWorld()
  const nation = requireNation(world, pathParam(params, 'nation'))
  const policy = requirePolicy(world, nation, pathParam(params, 'policy'))
  requireActorFields(caller, body, 'updatedBy')
  return { world, nation, policy }
}

const policyAnswer = (
  world: World,
  policy: Parameters<typeof toUbiPolicy>[1],
  message: string,
  status = 200,
) =>
  send<{ success: boolean; policy: UbiPolicy; message: string }>(
    { policy: toUbiPolicy(world, policy), message },
    status,
  )

export const treasuriesHandlers = [
  http.get(
    `${API}/treasuries`,
    withAuth(({ caller }) =>
      // Officers see their own treasuries' balances: each caller's view is kept apart.
      keptAnswer(`treasuries\u0000${caller.characterName}`, () => {
        const world = liveWorld()
        const actor = actorOf(caller)
        const treasuries: Treasury[] = world
          .liveNations()
          .map((n) => toTreasury(world, n, isNationOfficer(world, actor, n.id)))
          .sort((a, b) => compareText(a.nationName, b.nationName))
        return { treasuries }
      }),
    ),
  ),
  http.get(
    `${API}/treasuries/:nation`,
    withAuth(({ params, caller }) => {
      const world = liveWorld()
      const nation = requireNation(world, pathParam(params, 'nation'))
      requireNationOfficer(world, actorOf(caller), nation.id)
      return send<{ success: boolean; treasury: Treasury }>({ treasury: toTreasury(world, nation, true) })
    }),
  ),
  ...(
    [
      { path: 'mint', by: 'mintedBy', verb: 'Minted', change: mint },
      { path: 'burn', by: 'burnedBy', verb: 'Burned', change: burn },
    ] as const
  ).map(({ path, by, verb, change: changeSupply }) =>
    http.post(
      `${API}/treasuries/:nation/${path}`,
      withAuth(
        idempotent(async ({ request, params, caller }) => {
          const body = await readJson(request)
          const change = supplyChange(body)
          const world = liveWorld()
          const nation = requireNation(world, pathParam(params, 'nation'))
          if (
            !(change.currencySymbol
              ? world.currency(change.currencySymbol)
              : world.currencyOfNation(nation.id))
          ) {
            throw missing('Currency not found')
          }
          requireActorFields(caller, body, by)
          const row = changeSupply(world, actorOf(caller), nation, change)
          return supplyAnswer(world, row, nation.id, verb)
        }),
      ),
    ),
  ),
  http.get(
    `${API}/treasuries/:nation/ubi-policies`,
    withAuth(({ params, caller }) => {
      const world = liveWorld()
      const nation = requireNation(world, pathParam(params, 'nation'))
      requireNationOfficer(world, actorOf(caller), nation.id)
      return send<{ success: boolean; policies: UbiPolicy[] }>({
        policies: world.ubiPolicies(nation.id).map((p) => toUbiPolicy(world, p)),
      })
    }),
  ),
  http.post(
    `${API}/treasuries/:nation/ubi-policies`,
    withAuth(async ({ request, params, caller }) => {
      const body = await readJson(request)
      const input = {
        currencySymbol: requireString(body, 'currencySymbol', { max: 16 }),
        amountPerCitizen: requireInt(body, 'amountPerCitizen', { min: 1 }),
        enabled: optionalBoolean(body, 'enabled'),
      }
      const world = liveWorld()
      const nation = requireNation(world, pathParam(params, 'nation'))
      if (!world.currency(input.currencySymbol)) throw missing('Currency not found')
      requireActorFields(caller, body, 'updatedBy', 'createdBy')
      const policy = createUbiPolicy(world, actorOf(caller), nation, input)
      return policyAnswer(world, policy, `UBI policy for ${policy.currencySymbol} created`, 201)
    }),
  ),
  http.put(
    `${API}/treasuries/:nation/ubi-policies/:policy`,
    withAuth(async ({ request, params, caller }) => {
      const body = await readJson(request)
      const change = {
        amountPerCitizen: optionalInt(body, 'amountPerCitizen', { min: 1 }),
        enabled: optionalBoolean(body, 'enabled'),
      }
      const { world, nation, policy } = targetPolicy(body, params, caller)
      updateUbiPolicy(world, actorOf(caller), nation, policy, change)
      return policyAnswer(world, policy, `UBI policy for ${policy.currencySymbol} updated`)
    }),
  ),
  ...(['enable', 'disable'] as const).map((action) =>
    http.put(
      `${API}/treasuries/:nation/ubi-policies/:policy/${action}`,
      withAuth(async ({ request, params, caller }) => {
        const { world, nation, policy } = targetPolicy(await readJson(request), params, caller)
        updateUbiPolicy(world, actorOf(caller), nation, policy, { enabled: action === 'enable' })
        return policyAnswer(world, policy, `UBI policy for ${policy.currencySymbol} ${action}d`)
      }),
    ),
  ),
  http.post(
    `${API}/treasuries/:nation/ubi-policies/:policy/distribute`,
    withAuth(async ({ request, params, caller }) => {
      const { world, nation, policy } = targetPolicy(await readJson(request), params, caller)
      const actor = actorOf(caller)
      requireLivingActor(actor)
      requireNationOfficer(world, actor, nation.id)
      const outcome = distributeUbi(world, policy, actor.name)
      if (outcome.status === 'unfunded') {
        const needs =
          outcome.total === null ? `more than ${MAX_EXACT.toLocaleString('en-US')}` : String(outcome.total)
        throw refused(
          `Insufficient funds: paying ${outcome.recipients} members needs ${needs} ${policy.currencySymbol}; no one was paid`,
        )
      }
      return ok({
        message:
          outcome.status === 'paid'
            ? `Paid ${outcome.recipients} members ${outcome.total} ${policy.currencySymbol}`
            : 'No member can receive UBI',
        recipients: outcome.recipients,
        total: outcome.status === 'paid' ? (outcome.total ?? 0) : 0,
      })
    }),
  ),
]
