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
  const wanted = (row: TransactionRow) =>
    (!party || touches(row, party)) &&
    (!filter.type || row.type === filter.type) &&
    (!symbol || row.currencySymbol === symbol) &&
    (!filter.from || row.createdAt >= filter.from) &&
    (!filter.to || row.createdAt <= filter.to)
  const all = world.tables.transactions
  // One party's rows from the kept index: a big ledger is not walked whole for one account.
  const rows = party ? rowsOfParty(all, party) : all
  // Rows are appended as they happen, so walking backwards is usually already newest first: then
  // only the page is kept while the rest is counted. A row out of order means sorting them all.
  const end = filter.offset + filter.limit
  const page: TransactionRow[] = []
  let total = 0
  let last: TransactionRow | undefined
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i]
    if (!wanted(row)) continue
    if (last && newestFirst(last, row) > 0) {
      const sorted = rows.filter(wanted).sort(newestFirst)
      return { rows: sorted.slice(filter.offset, end), total: sorted.length }
    }
    last = row
    if (total >= filter.offset && total < end) page.push(row)
    total += 1
  }
  return { rows: page, total }
}

// Each party's rows in ledger order. Ledger rows are only ever appended and never edited, so
// the index grows with the table; a table that was cleared or refilled (a restore) is read again.
interface PartyIndex {
  rows: readonly TransactionRow[]
  read: number
  last: TransactionRow | undefined
  byParty: Map<string, TransactionRow[]>
}
let partyIndex: PartyIndex | null = null

const partyKey = (type: string, id: string) => `${type}\u0000${id}`

function rowsOfParty(rows: readonly TransactionRow[], party: Party): TransactionRow[] {
  let index = partyIndex
  if (!index || index.rows !== rows || index.read > rows.length || rows[index.read - 1] !== index.last) {
    index = { rows, read: 0, last: undefined, byParty: new Map() }
    partyIndex = index
  }
  for (let i = index.read; i < rows.length; i++) {
    const row = rows[i]
    if (row.fromType && row.fromId) push(index.byParty, partyKey(row.fromType, row.fromId), row)
    if (row.toType && row.toId) push(index.byParty, partyKey(row.toType, row.toId), row)
  }
  index.read = rows.length
  index.last = rows[rows.length - 1]
  return index.byParty.get(partyKey(party.type, party.id)) ?? []
}

function push(map: Map<string, TransactionRow[]>, key: string, row: TransactionRow) {
  const list = map.get(key)
  if (list) list.push(row)
  else map.set(key, [row])
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
