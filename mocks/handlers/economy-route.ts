// What the economy handlers share on top of ./http: the caller as a rules Actor, and query/body
// parsing for the economy's own field kinds.
//
// Resolvers parse the request (every `await`) BEFORE building the World with `liveWorld()`:
// after that point an operation runs to the end without yielding, which makes it atomic.

import { invalid } from '../rules/errors'
import type { PartyType, TransactionType } from '@/api/types'
import { transactionTypes } from '../db/economy'
import { LEDGER_DEFAULT_LIMIT, LEDGER_MAX_LIMIT, dateBound, type LedgerFilter } from '../rules/ledger'
import { requireSelfNamed } from '../rules/permissions'
import { partyTypes, type TransferInput } from '../rules/transfers'
import type { SupplyChange } from '../rules/treasury'
import { ok, optionalString, requireInt, requireString, type Body, type Caller } from './http'

export { actorOf } from '../rules/identity'

/** `ok()` for a contract type (interfaces lack the index signature `ok` asks for). */
export function send<T extends object>(body: Omit<T, 'success'>, status = 200): Response {
  return ok(body as Record<string, unknown>, status)
}

/** `*By` fields must name the caller (403). Checked after existence, as the check order asks. */
export function requireActorFields(caller: Caller, body: Body, ...fields: string[]): void {
  for (const field of fields) requireSelfNamed(caller.characterName, field, body[field])
}

export function requirePartyType(body: Body, field: string): PartyType {
  const value = body[field]
  if (value === undefined || value === null || value === '') throw invalid(`${field} is required`)
  if (!partyTypes.includes(value as PartyType))
    throw invalid(`${field} must be one of: ${partyTypes.join(', ')}`)
  return value as PartyType
}

export function partyTypeParam(raw: string | undefined, name: string): PartyType {
  if (!raw) throw invalid(`${name} is required`)
  if (!partyTypes.includes(raw as PartyType))
    throw invalid(`${name} must be one of: ${partyTypes.join(', ')}`)
  return raw as PartyType
}

/** A string id field: numbers are accepted and read as text (account numbers, nation ids). */
export function requireId(body: Body, field: string): string {
  const value = body[field]
  if (value === undefined || value === null) throw invalid(`${field} is required`)
  if (typeof value !== 'string' && typeof value !== 'number') throw invalid(`${field} must be a string`)
  const text = String(value).trim()
  if (!text) throw invalid(`${field} is required`)
  return text
}

function queryWhole(params: URLSearchParams, name: string, fallback: number, min: number): number {
  const raw = params.get(name)?.trim()
  if (!raw) return fallback
  if (!/^\d+$/.test(raw)) throw invalid(`${name} must be a whole number`)
  const value = Number(raw)
  if (value < min) throw invalid(`${name} must be at least ${min}`)
  return value
}

/** Ledger query: currency_symbol, transaction_type, from_date, to_date, limit (50, max 200), offset. */
export function ledgerFilter(url: string): LedgerFilter {
  const params = new URL(url).searchParams
  const text = (name: string) => params.get(name)?.trim() || undefined
  const type = text('transaction_type')
  if (type && !transactionTypes.includes(type as TransactionType)) {
    throw invalid(`transaction_type must be one of: ${transactionTypes.join(', ')}`)
  }
  const fromRaw = text('from_date')
  const toRaw = text('to_date')
  const from = fromRaw ? dateBound(fromRaw, 'start') : undefined
  const to = toRaw ? dateBound(toRaw, 'end') : undefined
  if (from === null) throw invalid('from_date must be a date (YYYY-MM-DD or ISO 8601)')
  if (to === null) throw invalid('to_date must be a date (YYYY-MM-DD or ISO 8601)')
  const limit = Math.min(queryWhole(params, 'limit', LEDGER_DEFAULT_LIMIT, 1), LEDGER_MAX_LIMIT)
  return {
    currencySymbol: text('currency_symbol'),
    type: type as TransactionType | undefined,
    from,
    to,
    limit,
    offset: queryWhole(params, 'offset', 0, 0),
  }
}

/** Paging for account lists: limit (default 100, max 200) and offset. */
export function pageParams(url: string, defaultLimit: number): { limit: number; offset: number } {
  const params = new URL(url).searchParams
  return {
    limit: Math.min(queryWhole(params, 'limit', defaultLimit, 1), 200),
    offset: queryWhole(params, 'offset', 0, 0),
  }
}

export const queryFlag = (url: string, name: string) =>
  /^(true|1|yes)$/i.test(new URL(url).searchParams.get(name) ?? '')

export const DESCRIPTION_MAX = 500

/** The body of a transfer, 400 naming the first bad field. */
export function transferInput(body: Body): TransferInput {
  return {
    currencySymbol: requireString(body, 'currencySymbol', { max: 16 }),
    amount: requireInt(body, 'amount', { min: 1 }),
    fromType: requirePartyType(body, 'fromType'),
    fromId: requireId(body, 'fromId'),
    toType: requirePartyType(body, 'toType'),
    toId: requireId(body, 'toId'),
    description: optionalString(body, 'description', { max: DESCRIPTION_MAX }) ?? null,
  }
}

/** The body of a mint or burn. */
export function supplyChange(body: Body): SupplyChange {
  return {
    amount: requireInt(body, 'amount', { min: 1 }),
    currencySymbol: optionalString(body, 'currencySymbol', { max: 16 }) || undefined,
    description: optionalString(body, 'description', { max: DESCRIPTION_MAX }) ?? null,
  }
}
