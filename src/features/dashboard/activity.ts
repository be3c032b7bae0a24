import type { BankAccount } from '@/api/banks.types'
import { partyKey, type LedgerEntry, type LedgerSide } from '@/api/ledger'
import { formatAmount } from '@/lib/format'
import { parseDate, relativeTime } from '@/lib/time'
import { worldNow } from '@/lib/world-time'
import type { AccountMark, VisitMark } from './visit-marks'
import { ACTIVITY_TEXTS } from './texts'

// What the dashboard derives from the first ledger page of each of the character's accounts:
// one list, newest first, each row with its direction for the character, and which rows are new
// since the last visit.

/** How many accounts' ledgers the dashboard reads: with the accounts, nation, banks and treasury
 *  calls, a character with many accounts costs at most 12 requests. */
export const MAX_WATCHED_ACCOUNTS = 8

/** The character's accounts whose ledgers are read: the default first, then those holding money,
 *  then the newest. */
export function watchedAccounts(accounts: readonly BankAccount[]): BankAccount[] {
  const open = accounts.filter((a) => !a.isClosed)
  const rank = (a: BankAccount) => (a.isDefault ? 0 : a.hasBalances ? 1 : 2)
  return [...open]
    .sort((a, b) => rank(a) - rank(b) || b.createdAt - a.createdAt)
    .slice(0, MAX_WATCHED_ACCOUNTS)
}

/** 'between': from one of the character's accounts to another. */
export type Direction = 'in' | 'out' | 'between'

export interface Movement {
  entry: LedgerEntry
  /** The watched account whose ledger showed it (the first one, when both sides are the character's). */
  account: BankAccount
  direction: Direction | null
  /** Who paid (money in) or was paid (money out): a holder's name rather than an account number. */
  counterparty: string
}

const ownKeys = (accounts: readonly BankAccount[]) =>
  new Set(accounts.flatMap((a) => [partyKey('account', a.id), partyKey('account', a.accountNumber)]))

const isOwn = (side: LedgerSide | null, own: Set<string>) =>
  !!side && side.type === 'account' && side.id !== null && own.has(partyKey('account', side.id))

/** Names the side by its holder: the ledger names accounts "FAB-000123 (Bram Holloway)". */
export function partyName(side: LedgerSide | null): string {
  if (!side) return ''
  const holder = /^\S+ \((.+)\)$/.exec(side.name.trim())
  return side.type === 'account' && holder ? holder[1]! : side.name
}

export function directionOf(entry: LedgerEntry, own: Set<string>): Direction | null {
  const fromOwn = isOwn(entry.from, own)
  const toOwn = isOwn(entry.to, own)
  if (fromOwn && toOwn) return 'between'
  if (toOwn) return 'in'
  if (fromOwn) return 'out'
  return null
}

const time = (iso: string) => parseDate(iso)?.getTime() ?? Number.NEGATIVE_INFINITY

/**
 * Every page's rows as one list, newest first; a transfer between two of the character's accounts
 * is in both ledgers and shows once. `accounts` are all the character's accounts (direction).
 */
export function mergeActivity(
  pages: readonly { account: BankAccount; entries: readonly LedgerEntry[] }[],
  accounts: readonly BankAccount[],
): Movement[] {
  const own = ownKeys(accounts)
  const seen = new Set<string>()
  const movements: Movement[] = []
  for (const { account, entries } of pages) {
    for (const entry of entries) {
      if (seen.has(entry.id)) continue
      seen.add(entry.id)
      const direction = directionOf(entry, own)
      const other = direction === 'in' ? entry.from : direction === 'out' ? entry.to : null
      movements.push({ entry, account, direction, counterparty: partyName(other) })
    }
  }
  // Stable: rows of the same instant keep each ledger's own order.
  return movements.sort((a, b) => time(b.entry.createdAt) - time(a.entry.createdAt))
}

// ---------------------------------------------------------------- since the last visit

/** Whether the row came after what the last visit showed of its account. */
export function isNewSince(entry: LedgerEntry, mark: AccountMark | undefined, visit: VisitMark): boolean {
  const at = parseDate(entry.createdAt)?.getTime()
  if (at === undefined) return false
  if (!mark) return at > Date.parse(visit.seenAt)
  if (mark.newest === null) return true
  const newest = Date.parse(mark.newest)
  return at > newest || (at === newest && !mark.ids.includes(entry.id))
}

/** The rows that arrived since the visit, newest first (a row in two ledgers is new if either says so). */
export function newSince(
  movements: readonly Movement[],
  pages: readonly { account: BankAccount; entries: readonly LedgerEntry[] }[],
  visit: VisitMark,
): Movement[] {
  const fresh = new Set<string>()
  for (const { account, entries } of pages) {
    const mark = visit.accounts[account.accountNumber]
    for (const entry of entries) if (isNewSince(entry, mark, visit)) fresh.add(entry.id)
  }
  return movements.filter((m) => fresh.has(m.entry.id))
}

/** Money in, money out and the net change of one currency over a set of movements. */
export interface CurrencyChange {
  symbol: string
  in: number
  out: number
  net: number
}

/**
 * Per currency, what came into and went out of the character's accounts, A-Z by symbol; a move
 * between two of them changes nothing and is left out, and so is a row of no direction.
 */
export function changesByCurrency(movements: readonly Movement[]): CurrencyChange[] {
  const bySymbol = new Map<string, CurrencyChange>()
  for (const m of movements) {
    if (m.direction !== 'in' && m.direction !== 'out') continue
    const symbol = m.entry.currencySymbol
    const change = bySymbol.get(symbol) ?? { symbol, in: 0, out: 0, net: 0 }
    const amount = Math.abs(m.entry.amount)
    if (m.direction === 'in') change.in += amount
    else change.out += amount
    change.net = change.in - change.out
    bySymbol.set(symbol, change)
  }
  return [...bySymbol.values()].sort((a, b) => a.symbol.localeCompare(b.symbol))
}

/**
 * Accounts whose whole preview page is new and which hold more rows than it: rows since the
 * visit may lie beyond it, so totals made from the previews are the least that moved.
 */
export function partlyRead(
  pages: readonly { account: BankAccount; entries: readonly LedgerEntry[]; total: number }[],
  visit: VisitMark,
): BankAccount[] {
  return pages
    .filter(
      ({ account, entries, total }) =>
        entries.length > 0 &&
        total > entries.length &&
        entries.every((entry) => isNewSince(entry, visit.accounts[account.accountNumber], visit)),
    )
    .map(({ account }) => account)
}

/** What an account's preview showed: its newest instant and every row of that instant. */
export function markOf(entries: readonly LedgerEntry[], previous: AccountMark | undefined): AccountMark {
  let newest: LedgerEntry | null = null
  for (const entry of entries) if (time(entry.createdAt) > time(newest?.createdAt ?? '')) newest = entry
  if (!newest || !Number.isFinite(time(newest.createdAt))) return previous ?? { newest: null, ids: [] }
  const at = time(newest.createdAt)
  if (previous?.newest && Date.parse(previous.newest) > at) return previous
  return { newest: newest.createdAt, ids: entries.filter((e) => time(e.createdAt) === at).map((e) => e.id) }
}

/**
 * The visit to remember: now (the world's), and for each account read this time what it showed; accounts not
 * read (a failed call, beyond the watched few) keep what the last visit knew of them.
 */
export function nextVisit(
  previous: VisitMark | null,
  pages: readonly { account: BankAccount; entries: readonly LedgerEntry[] }[],
  now: Date,
): VisitMark {
  const accounts = { ...previous?.accounts }
  for (const { account, entries } of pages) {
    accounts[account.accountNumber] = markOf(entries, previous?.accounts[account.accountNumber])
  }
  return { seenAt: now.toISOString(), accounts }
}

// ---------------------------------------------------------------- texts

/**
 * "just now", "5 minutes ago", "2 hours ago", then the calendar buckets ("Yesterday", "3 days
 * ago"), counted from the world's "now" (lib/world-time.ts), not the browser's.
 */
export function agoText(iso: string, now: Date = worldNow()): string {
  const date = parseDate(iso)
  if (!date) return relativeTime(iso, now)
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000)
  if (minutes < 1) return ACTIVITY_TEXTS.justNow
  if (minutes < 60) return ACTIVITY_TEXTS.minutesAgo(minutes)
  if (minutes < 24 * 60) return ACTIVITY_TEXTS.hoursAgo(Math.floor(minutes / 60))
  return relativeTime(date, now)
}

/** "+$AR 125 from Bram Holloway", "−$AR 2 to First Aurelian Bank", "$AR 40 between your accounts". */
export function movementText(m: Movement): string {
  const magnitude = Math.abs(m.entry.amount)
  const symbol = m.entry.currencySymbol
  switch (m.direction) {
    case 'in':
      return m.counterparty
        ? ACTIVITY_TEXTS.from(formatAmount(magnitude, symbol, { signed: true }), m.counterparty)
        : formatAmount(magnitude, symbol, { signed: true })
    case 'out':
      return m.counterparty
        ? ACTIVITY_TEXTS.to(formatAmount(-magnitude, symbol, { signed: true }), m.counterparty)
        : formatAmount(-magnitude, symbol, { signed: true })
    case 'between':
      return ACTIVITY_TEXTS.between(formatAmount(magnitude, symbol))
    default:
      return formatAmount(magnitude, symbol)
  }
}
