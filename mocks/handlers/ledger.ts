// The transaction ledger of a treasury, a bank vault or a bank account, and one transaction.
//
// GET /treasuries/{nation}/transactions            nation officers, admins
// GET /banks/{id}/transactions                     bank officers, admins
// GET /banks/{bankId}/accounts/{accountId}/transactions   holder, the bank's officers, admins
//   ?currency_symbol&transaction_type&from_date&to_date&limit(50, max 200)&offset
//   -> { success, transactions: TransactionListItem[], pagination: { total, limit, offset, hasMore } }
//   Newest first. Party ids: treasury = nation name, bank = bank id, account = `bankId|accountId`.
// GET /transactions/{id} -> { success, transaction: TransactionDetail }   anyone who may view a side

import { http } from 'msw'
import type { TransactionDetailResponse, TransactionListResponse } from '@/api/types'
import { denied, missing } from '../rules/errors'
import { findTransaction, queryLedger, type LedgerFilter } from '../rules/ledger'
import { liveWorld } from '../rules/live'
import { canView } from '../rules/permissions'
import { resolveParty } from '../rules/transfers'
import type { Party, World } from '../rules/world'
import { toDetail, toListItem } from './economy-dto'
import { actorOf, ledgerFilter, send } from './economy-route'
import { API, pathParam, type Caller, withAuth } from './http'

function ledgerPage(world: World, caller: Caller, party: Party, filter: LedgerFilter): Response {
  if (!canView(world, actorOf(caller), party)) throw denied('You may not view this ledger')
  const page = queryLedger(world, party, filter)
  return send<TransactionListResponse>({
    transactions: page.rows.map((row) => toListItem(world, row)),
    pagination: {
      total: page.total,
      limit: filter.limit,
      offset: filter.offset,
      hasMore: filter.offset + page.rows.length < page.total,
    },
  })
}

export const ledgerHandlers = [
  http.get(
    `${API}/treasuries/:nation/transactions`,
    withAuth(({ request, params, caller }) => {
      const filter = ledgerFilter(request.url)
      const world = liveWorld()
      const party = resolveParty(world, 'treasury', pathParam(params, 'nation'))
      return ledgerPage(world, caller, party, filter)
    }),
  ),
  http.get(
    `${API}/banks/:bankId/accounts/:accountId/transactions`,
    withAuth(({ request, params, caller }) => {
      const filter = ledgerFilter(request.url)
      const world = liveWorld()
      const bank = resolveParty(world, 'bank', pathParam(params, 'bankId'))
      const accountRef = pathParam(params, 'accountId')
      const account = world.account(
        accountRef.includes('-') || accountRef.includes('|') ? accountRef : `${bank.id}-${accountRef}`,
      )
      if (!account || account.bankId !== bank.id) throw missing('Account not found')
      return ledgerPage(world, caller, { type: 'account', id: account.id }, filter)
    }),
  ),
  http.get(
    `${API}/banks/:id/transactions`,
    withAuth(({ request, params, caller }) => {
      const filter = ledgerFilter(request.url)
      const world = liveWorld()
      const party = resolveParty(world, 'bank', pathParam(params, 'id'))
      return ledgerPage(world, caller, party, filter)
    }),
  ),
  http.get(
    `${API}/transactions/:id`,
    withAuth(({ params, caller }) => {
      const world = liveWorld()
      const row = findTransaction(world, pathParam(params, 'id'))
      if (!row) throw missing('Transaction not found')
      const actor = actorOf(caller)
      const sides: Party[] = []
      if (row.fromType && row.fromId) sides.push({ type: row.fromType, id: row.fromId })
      if (row.toType && row.toId) sides.push({ type: row.toType, id: row.toId })
      if (!sides.some((side) => canView(world, actor, side)))
        throw denied('You may not view this transaction')
      return send<TransactionDetailResponse>({ transaction: toDetail(row) })
    }),
  ),
]
