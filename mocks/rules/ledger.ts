// Reading the ledger: one party's rows, filtered, newest first, one page at a time.

import type { TransactionType } from '@/api/types'
import type { TransactionRow } from '../db/economy'
import type { Party, World } from './world'

export const LEDGER_DEFAULT_LIMIT = 50
export const LEDGER_MAX_LIMIT = 200

export interface LedgerFilter {
  currencySymbol?: string
  type?: TransactionType
  /** Inclusive ISO instants. */
  from?: string
  to?: string
  limit: number
  offset: number
}

export interface LedgerPage {
  rows: TransactionRow[]
  total: number
}

const touches = (row: TransactionRow, party: Party) =>
  (row.fromType === party.type && row.fromId === party.id) ||
  (row.toType === party.type && row.toId === party.id)

/** Newest first: by creation time, then by write order. */
const newestFirst = (a: TransactionRow, b: TransactionRow) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.seq - a.seq

export function queryLedger(world: World, party: Party | null, filter: LedgerFilter): LedgerPage {
  // Symbols match case-insensitively: compare against the stored spelling.
  const symbol = filter.currencySymbol
    ? (world.currency(filter.currencySymbol)?.symbol ?? filter.currencySymbol)
    : undefined
  const matches: TransactionRow[] = []
  const rows = world.tables.transactions
  // Rows are appended as they happen, so walking backwards is usually already newest first.
  let ordered = true
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i]
    if (party && !touches(row, party)) continue
    if (filter.type && row.type !== filter.type) continue
    if (symbol && row.currencySymbol !== symbol) continue
    if (filter.from && row.createdAt < filter.from) continue
    if (filter.to && row.createdAt > filter.to) continue
    const last = matches[matches.length - 1]
    if (last && newestFirst(last, row) > 0) ordered = false
    matches.push(row)
  }
  if (!ordered) matches.sort(newestFirst)
  return { rows: matches.slice(filter.offset, filter.offset + filter.limit), total: matches.length }
}

/**
 * A date filter value as an ISO instant: full timestamps as given; a bare date (YYYY-MM-DD)
 * means the start of that day for `from` and its end for `to` (UTC). Null when unreadable.
 */
export function dateBound(raw: string, edge: 'start' | 'end'): string | null {
  const text = raw.trim()
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const ms = Date.parse(`${text}T00:00:00.000Z`)
    if (!Number.isFinite(ms)) return null
    return new Date(edge === 'start' ? ms : ms + 86_400_000 - 1).toISOString()
  }
  const ms = Date.parse(text)
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null
}

export function findTransaction(world: World, id: string): TransactionRow | undefined {
  const rows = world.tables.transactions
  // Ids carry their sequence number: try its likely position first.
  const seq = Number(id.replace(/^tx-/, ''))
  if (Number.isInteger(seq) && rows[seq - 1]?.id === id) return rows[seq - 1]
  return rows.find((r) => r.id === id)
}
