import { queryOptions } from '@tanstack/react-query'
import { noteNewest, noteWorldTime } from '@/lib/world-time'
import { keyedQuery } from './keyed-query'
import { api, segment } from './client'
import {
  flag,
  number,
  oneOf,
  optionalRecord,
  optionalText,
  record,
  requiredList,
  text,
  UnreadableBody,
} from './read'
import type { PartyType, TransactionType } from './ledger.types'

// The ledger (spec section 7 "Ledger and transfers"): one party's transactions a page at a time,
// and one transaction's details. Parties are treasuries (by nation name), bank vaults (by bank
// id) and bank accounts, whose party id is `bankId|accountId` (spec section 3).

export const TRANSACTION_TYPES: readonly TransactionType[] = [
  'mint',
  'burn',
  'transfer',
  'ubi',
  'interest',
  'maintenance_fee',
  'overdraft_fee',
]

export const PARTY_TYPES: readonly PartyType[] = ['treasury', 'bank', 'account']

/** A treasury, vault or account as the ledger names it. */
export interface Party {
  type: PartyType
  id: string
}

/** One side of a transaction; a mint has no source and a burn no destination. */
export interface LedgerSide {
  /** Null when the server sent a type the console does not know. */
  type: PartyType | null
  id: string | null
  name: string
}

export interface LedgerEntry {
  id: string
  /** ISO time; '' when the server left it out. */
  createdAt: string
  /** One of TRANSACTION_TYPES, or whatever a newer server sent (shown as it came). */
  type: string
  currencySymbol: string
  amount: number
  from: LedgerSide | null
  to: LedgerSide | null
  description: string | null
  initiatedBy: string
  /** Admin transfers: the character the admin acted as. */
  asCharacter: string | null
}

export interface LedgerPage {
  transactions: LedgerEntry[]
  total: number
  limit: number
  offset: number
  hasMore: boolean
}

/** What one ledger page asks for; empty values are left out of the query (spec section 5). */
export interface LedgerPageQuery {
  currencySymbol?: string
  transactionType?: TransactionType | ''
  /** YYYY-MM-DD. */
  fromDate?: string
  toDate?: string
  limit: number
  offset: number
}

export interface TransactionDetails {
  id: string
  type: string
  amount: number
  currencySymbol: string
  from: { name: string; type: string } | null
  to: { name: string; type: string } | null
  initiatedBy: string
  description: string | null
  createdAt: string
  asCharacter: string | null
}

// ---------------------------------------------------------------- party ids

/** `bankId|accountId`, the ledger's id of a bank account. */
export const accountPartyId = (bankId: string, accountId: string) => `${bankId}|${accountId}`

/**
 * The bank and account of an account party id. `bankId|accountId` is the spec's form; a bare
 * account number (`FAB-000123`, format bank-number) names its bank before the last dash.
 */
export function splitAccountPartyId(id: string): { bankId: string; accountId: string } {
  const bar = id.indexOf('|')
  if (bar >= 0) return { bankId: id.slice(0, bar).trim(), accountId: id.slice(bar + 1).trim() }
  const accountId = id.trim()
  const dash = accountId.lastIndexOf('-')
  return { bankId: dash > 0 ? accountId.slice(0, dash) : '', accountId }
}

/**
 * An account number as the user typed it ("FAB-000123", or already "FAB|FAB-000123") as a
 * party id; null when no bank can be told from it.
 */
export function accountPartyIdFromNumber(typed: string): string | null {
  const { bankId, accountId } = splitAccountPartyId(typed)
  return bankId && accountId ? accountPartyId(bankId, accountId) : null
}

/**
 * One spelling per party for cache keys and comparisons: names are unique case-insensitively,
 * and an account is its account id whether or not its bank is written in front.
 */
export function partyKey(type: string, id: string): string {
  const own = type === 'account' ? splitAccountPartyId(id).accountId : id
  return own.trim().toLowerCase()
}

export const sameParty = (a: { type: string | null; id: string | null }, b: Party) =>
  a.type === b.type && a.id !== null && partyKey(a.type, a.id) === partyKey(b.type, b.id)

// ---------------------------------------------------------------- readers

const pick = (r: Record<string, unknown>, snake: string, camel: string) => r[snake] ?? r[camel]

function readSide(r: Record<string, unknown>, side: 'from' | 'to'): LedgerSide | null {
  const name = optionalText(r[`${side}_name`])
  const rawType = r[`${side}_type`]
  const rawId = r[`${side}_id`]
  if (name === null && (rawType === null || rawType === undefined) && (rawId === null || rawId === undefined))
    return null
  const id = text(rawId).trim() || null
  return {
    type: PARTY_TYPES.includes(rawType as PartyType) ? (rawType as PartyType) : null,
    id,
    name: name ?? id ?? '',
  }
}

/** A ledger row; one without an id cannot be told apart from the others and is dropped. */
export function readLedgerEntry(raw: unknown): LedgerEntry {
  const r = record(raw)
  const id = text(r.id).trim()
  if (!id) throw new UnreadableBody('a transaction without an id')
  return {
    id,
    createdAt: text(pick(r, 'created_at', 'createdAt')),
    type: text(pick(r, 'transaction_type', 'transactionType')).trim() || 'transfer',
    currencySymbol: text(pick(r, 'currency_symbol', 'currencySymbol')),
    amount: number(r.amount),
    from: readSide(r, 'from'),
    to: readSide(r, 'to'),
    description: optionalText(r.description) || null,
    initiatedBy: text(pick(r, 'initiated_by', 'initiatedBy')),
    asCharacter: optionalText(pick(r, 'as_character', 'asCharacter')) || null,
  }
}

/** A page: the list is required; pagination the server leaves out is worked out from the list. */
export function readLedgerPage(raw: unknown, asked: Pick<LedgerPageQuery, 'limit' | 'offset'>): LedgerPage {
  const r = record(raw)
  const transactions = requiredList(r.transactions, readLedgerEntry, 'transactions')
  const p = optionalRecord(r.pagination) ?? {}
  const offset = number(p.offset, asked.offset)
  const total = Math.max(number(p.total, offset + transactions.length), offset + transactions.length)
  return {
    transactions,
    total,
    limit: number(p.limit, asked.limit) || asked.limit,
    offset,
    hasMore: flag(p.hasMore, offset + transactions.length < total),
  }
}

const readDetailSide = (value: unknown): TransactionDetails['from'] => {
  if (typeof value === 'string') return value ? { name: value, type: '' } : null
  const side = optionalRecord(value)
  return side ? { name: text(side.name), type: text(side.type) } : null
}

export function readTransactionDetails(raw: unknown): TransactionDetails {
  const body = record(raw)
  const r = optionalRecord(body.transaction) ?? body
  const id = text(r.id).trim()
  if (!id) throw new UnreadableBody('a transaction without an id')
  return {
    id,
    type: text(pick(r, 'transactionType', 'transaction_type')).trim() || 'transfer',
    amount: number(r.amount),
    currencySymbol: text(pick(r, 'currencySymbol', 'currency_symbol')),
    from: readDetailSide(r.from),
    to: readDetailSide(r.to),
    initiatedBy: text(pick(r, 'initiatedBy', 'initiated_by')),
    description: optionalText(r.description) || null,
    createdAt: text(pick(r, 'createdAt', 'created_at')),
    asCharacter: optionalText(pick(r, 'asCharacter', 'as_character')) || null,
  }
}

// ---------------------------------------------------------------- calls

/** The ledger path of a party (spec section 7). */
export function ledgerPath(party: Party): string {
  switch (party.type) {
    case 'treasury':
      return `/treasuries/${segment(party.id)}/transactions`
    case 'bank':
      return `/banks/${segment(party.id)}/transactions`
    case 'account': {
      const { bankId, accountId } = splitAccountPartyId(party.id)
      return `/banks/${segment(bankId)}/accounts/${segment(accountId)}/transactions`
    }
  }
}

/** The query of one page, snake_case as the server reads it; api() drops the empty values. */
export const ledgerSearch = (query: LedgerPageQuery) => ({
  currency_symbol: query.currencySymbol?.trim(),
  transaction_type: query.transactionType,
  from_date: query.fromDate,
  to_date: query.toDate,
  limit: query.limit,
  offset: query.offset,
})

/**
 * GET the party's transactions, newest first. Every row was written at or before the world's
 * "now": the newest tells the world's clock (lib/world-time.ts) how far it has come.
 */
export const fetchLedger = (party: Party, query: LedgerPageQuery, signal?: AbortSignal) =>
  api(ledgerPath(party), {
    query: ledgerSearch(query),
    signal,
    read: (raw) => {
      const page = readLedgerPage(raw, query)
      noteNewest(page.transactions.map((row) => row.createdAt))
      return page
    },
  })

/** GET /transactions/{id}. */
export const fetchTransaction = (id: string, signal?: AbortSignal) =>
  api(`/transactions/${segment(id)}`, {
    signal,
    read: (raw) => {
      const details = readTransactionDetails(raw)
      noteWorldTime(details.createdAt)
      return details
    },
  })

/** Query keys of the ledger: a party's pages sit under its key, so a transfer refreshes them all. */
export const ledgerKeys = {
  all: ['ledger'] as const,
  party: (party: Party) => [...ledgerKeys.all, 'party', party.type, partyKey(party.type, party.id)] as const,
  page: (party: Party, query: LedgerPageQuery) => [...ledgerKeys.party(party), query] as const,
  transaction: (id: string) => [...ledgerKeys.all, 'transaction', id] as const,
}

/** What the ledger screens read. */
export const ledgerQueries = {
  page: (party: Party, query: LedgerPageQuery) =>
    queryOptions({
      queryKey: ledgerKeys.page(party, query),
      queryFn: ({ signal }) => fetchLedger(party, query, signal),
    }),
  /** One transaction's details; waits for an id. */
  transaction: (id: string) => keyedQuery(ledgerKeys.transaction(id), id, fetchTransaction),
}

/** A party type as sent, else null (for values read from user input or a prefill). */
export const partyTypeOf = (value: unknown): PartyType | null =>
  PARTY_TYPES.includes(value as PartyType) ? (value as PartyType) : null

/** A transaction type for the filter, else '' (All). */
export const transactionTypeOf = (value: unknown): TransactionType | '' =>
  oneOf<TransactionType | ''>(value, TRANSACTION_TYPES, '')

/** How many of a party's newest rows an unknown outcome's check reads. */
export const CHECKED_ROWS = 20

/**
 * After an unknown outcome: the newest row of the party's ledger that `matches` (the transfer,
 * mint or burn the player meant), read fresh from the server among its CHECKED_ROWS newest; null
 * when none does.
 */
export async function newestMatchingRow(
  party: Party,
  matches: (row: LedgerEntry) => boolean,
): Promise<LedgerEntry | null> {
  const page = await fetchLedger(party, { limit: CHECKED_ROWS, offset: 0 })
  return page.transactions.find(matches) ?? null
}
