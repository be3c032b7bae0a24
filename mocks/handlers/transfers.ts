// Transfers between treasuries, bank vaults and bank accounts.
//
// POST /transfers {currencySymbol, amount, fromType, fromId, toType, toId, description?, initiatedBy}
//   -> 201 { success, transfer: { id, amount, currencySymbol }, message }
//   Header `Idempotency-Key`: see ./idempotent.ts (a retry replays the first answer and moves
//   nothing; the same key with a different body is refused).
// GET /transfers/balance?sourceType&sourceId&currencySymbol
//   -> { success, balance, overdraftLimit, availableBalance }
// GET /accounts/search?q= (at least 2 characters) -> { success, accounts: BankAccount[] }
//   Matches holder names and account numbers; balances only on accounts the caller may view.
// GET /players/{name}/accounts -> { success, accounts: BankAccount[] }  (open accounts)
//   The character itself and admins see balances; others see the accounts without them.

import { http } from 'msw'
import type { AccountSearchResponse, BalanceInfo, TransferResponse } from '@/api/types'
import { invalid, missing } from '../rules/errors'
import { liveWorld } from '../rules/live'
import { money } from '../rules/money'
import { canView } from '../rules/permissions'
import { balanceInfo, resolveParty, transfer } from '../rules/transfers'
import { lower } from '../rules/world'
import { toAccount, toTransferSummary } from './economy-dto'
import { actorOf, partyTypeParam, requireActorFields, send, transferInput } from './economy-route'
import { API, pathParam, readJson, withAuth } from './http'
import { idempotent } from './idempotent'

export const ACCOUNT_SEARCH_LIMIT = 20

export const transfersHandlers = [
  http.post(
    `${API}/transfers`,
    withAuth(
      idempotent(async ({ request, caller }) => {
        const body = await readJson(request)
        const world = liveWorld()
        const input = transferInput(body)
        // Existence first (404), then who is asking (403), then the money rules (422).
        if (!world.currency(input.currencySymbol)) throw missing('Currency not found')
        resolveParty(world, input.fromType, input.fromId)
        resolveParty(world, input.toType, input.toId)
        requireActorFields(caller, body, 'initiatedBy')
        const row = transfer(world, actorOf(caller), input)
        return send<TransferResponse>(
          {
            transfer: toTransferSummary(row),
            message: `Transferred ${money(row.amount, row.currencySymbol)} from ${row.fromName} to ${row.toName}`,
          },
          201,
        )
      }),
    ),
  ),
  http.get(
    `${API}/transfers/balance`,
    withAuth(({ request, caller }) => {
      const params = new URL(request.url).searchParams
      const sourceType = partyTypeParam(params.get('sourceType')?.trim(), 'sourceType')
      const sourceId = params.get('sourceId')?.trim()
      if (!sourceId) throw invalid('sourceId is required')
      const currencySymbol = params.get('currencySymbol')?.trim()
      if (!currencySymbol) throw invalid('currencySymbol is required')
      const info = balanceInfo(liveWorld(), actorOf(caller), sourceType, sourceId, currencySymbol)
      return send<BalanceInfo>(info)
    }),
  ),
  http.get(
    `${API}/accounts/search`,
    withAuth(({ request, caller }) => {
      const q = new URL(request.url).searchParams.get('q')?.trim() ?? ''
      if (q.length < 2) throw invalid('q must have at least 2 characters')
      const world = liveWorld()
      const actor = actorOf(caller)
      const needle = lower(q)
      const matches = world.tables.bankAccounts
        .filter((a) => !a.closedAt && !world.bankById(a.bankId)?.deletedAt)
        .filter((a) => lower(a.holderName).includes(needle) || lower(a.id).includes(needle))
        // Exact holder matches first, then default accounts, then by number.
        .sort(
          (a, b) =>
            Number(lower(b.holderName) === needle) - Number(lower(a.holderName) === needle) ||
            Number(b.isDefault) - Number(a.isDefault) ||
            a.id.localeCompare(b.id),
        )
        .slice(0, ACCOUNT_SEARCH_LIMIT)
      return send<AccountSearchResponse>({
        accounts: matches.map((a) =>
          toAccount(world, a, !canView(world, actor, { type: 'account', id: a.id })),
        ),
      })
    }),
  ),
  http.get(
    `${API}/players/:name/accounts`,
    withAuth(({ params, caller }) => {
      const name = pathParam(params, 'name')
      const world = liveWorld()
      const character = world.character(name)
      if (!character) throw missing('Player not found')
      const self = lower(character.name) === lower(caller.characterName)
      const accounts = world
        .openAccountsOf(character.name)
        .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.createdAt - b.createdAt)
      return send<AccountSearchResponse>({
        accounts: accounts.map((a) => toAccount(world, a, !(self || caller.isAdminPanel))),
      })
    }),
  ),
]
