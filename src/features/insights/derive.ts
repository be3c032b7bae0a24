import { sameParty, type LedgerEntry, type Party } from '@/api/ledger'
import { INSIGHT_TEXTS } from './texts'

// Everything Insights shows is derived here from plain ledger rows (spec section 7 is all the
// real server offers): balances over time are the balance the console already has, walked back
// row by row; supply is the currency's currentSupply walked back over the issuing treasury's mint
// and burn rows (the only rows that change supply, server rules). Pure functions, so they can be
// property-tested and timed without a browser.

export type InsightWindow = '7' | '30' | '90' | 'all'

export const INSIGHT_WINDOWS: readonly InsightWindow[] = ['7', '30', '90', 'all']

/** Rows per request: the ledger's largest page (spec section 9). */
export const WALK_PAGE_SIZE = 200
/** At most 25 pages (5 000 rows) per walk: beyond that the window is cut, and the panel says so. */
export const WALK_MAX_PAGES = 25

const DAY_MS = 86_400_000

/** The UTC day `days` before `now`, as the ledger's from_date (YYYY-MM-DD); undefined for "all". */
export function windowFromDate(window: InsightWindow, now: Date): string | undefined {
  if (window === 'all') return undefined
  return new Date(now.getTime() - Number(window) * DAY_MS).toISOString().slice(0, 10)
}

/** The first moment the window covers (the from_date's midnight, UTC); null for "all". */
export function windowStart(window: InsightWindow, now: Date): string | null {
  const day = windowFromDate(window, now)
  return day ? `${day}T00:00:00.000Z` : null
}

// ---------------------------------------------------------------- direction

/**
 * What a row did to the party's balance: + when the party received (it is `to`), − when it paid
 * (it is `from`), 0 when it is both. A mint or burn row whose sides the server left out still
 * counts for the treasury it was listed under: a mint always adds, a burn always takes.
 */
export function changeFor(row: LedgerEntry, party: Party): number {
  const received = row.to !== null && sameParty(row.to, party)
  const paid = row.from !== null && sameParty(row.from, party)
  if (received && paid) return 0
  if (received) return row.amount
  if (paid) return -row.amount
  if (party.type === 'treasury' && row.type === 'mint' && !row.from) return row.amount
  if (party.type === 'treasury' && row.type === 'burn' && !row.to) return -row.amount
  return 0
}

/** A mint adds to supply and a burn removes from it; nothing else changes supply. */
export const supplyChangeFor = (row: LedgerEntry): number =>
  row.type === 'mint' ? row.amount : row.type === 'burn' ? -row.amount : 0

// ---------------------------------------------------------------- series

export interface SeriesPoint {
  /** ISO time. */
  at: string
  /** The balance (or supply) right after this moment. */
  value: number
  /** What the row changed; 0 for the window's opening point and for "now". */
  change: number
  /** The row behind the point; null for the opening and closing points. */
  rowId: string | null
  /** The row's transaction type; null for the opening and closing points. */
  type: string | null
}

export interface Series {
  currencySymbol: string
  /** Oldest first: the opening value, one point per row, then today's value at `now`. */
  points: SeriesPoint[]
  opening: number
  closing: number
}

export interface SeriesOptions {
  /** The window's first moment; null ("all", or a cut walk) opens at the oldest row. */
  from: string | null
  /** ISO time of today's value. */
  now: string
}

const instant = (iso: string) => {
  const at = Date.parse(iso)
  return Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at
}

/**
 * Walks `rows` (newest first, as the ledger sends them) back from `current`, undoing each row's
 * change. The result is oldest first, so it replays forwards: opening + the changes = closing.
 * Rows before `from` are not the window's (a walk asked from an earlier day) and are left out;
 * "now" is never before the newest row, so the points stay in time order whatever clock `now`
 * was read from.
 */
export function walkBack(
  currencySymbol: string,
  rows: readonly LedgerEntry[],
  current: number,
  changeOf: (row: LedgerEntry) => number,
  options: SeriesOptions,
): Series {
  const fromMs = options.from ? instant(options.from) : Number.NEGATIVE_INFINITY
  const mine = rows.filter((row) => row.currencySymbol === currencySymbol && instant(row.createdAt) >= fromMs)
  const newest = mine[0]
  const now = newest && instant(newest.createdAt) > instant(options.now) ? newest.createdAt : options.now
  const backwards: SeriesPoint[] = [{ at: now, value: current, change: 0, rowId: null, type: null }]
  let value = current
  for (const row of mine) {
    const change = changeOf(row)
    backwards.push({ at: row.createdAt, value, change, rowId: row.id, type: row.type })
    value -= change
  }
  const oldest = backwards[backwards.length - 1]
  const openingAt = options.from ?? (backwards.length > 1 ? oldest.at : now)
  backwards.push({ at: openingAt, value, change: 0, rowId: null, type: null })
  return { currencySymbol, points: backwards.reverse(), opening: value, closing: current }
}

/** The rows at or after `from` (all of them when null): a walk may hold older ones. */
export const rowsFrom = (rows: readonly LedgerEntry[], from: string | null): readonly LedgerEntry[] => {
  if (!from) return rows
  const fromMs = instant(from)
  return rows.filter((row) => instant(row.createdAt) >= fromMs)
}

/** The currencies a party has a balance in or moved, in a stable order (balances first). */
export function currenciesOf(balances: ReadonlyMap<string, number>, rows: readonly LedgerEntry[]): string[] {
  const symbols = new Set(balances.keys())
  for (const row of rows) if (row.currencySymbol) symbols.add(row.currencySymbol)
  return [...symbols]
}

/** The balance history of a treasury, vault or account, one series per currency. */
export function balanceSeries(
  party: Party,
  balances: ReadonlyMap<string, number>,
  rows: readonly LedgerEntry[],
  options: SeriesOptions,
): Series[] {
  return currenciesOf(balances, rows).map((symbol) =>
    walkBack(symbol, rows, balances.get(symbol) ?? 0, (row) => changeFor(row, party), options),
  )
}

/** Money supply of a currency over time, from the issuing treasury's mint and burn rows. */
export const supplySeries = (
  currencySymbol: string,
  currentSupply: number,
  rows: readonly LedgerEntry[],
  options: SeriesOptions,
): Series => walkBack(currencySymbol, rows, currentSupply, supplyChangeFor, options)

// ---------------------------------------------------------------- pages

/** Appends an older page to the rows walked so far; a row seen twice (the ledger moved) counts once. */
export function appendPage(rows: readonly LedgerEntry[], page: readonly LedgerEntry[]): LedgerEntry[] {
  const seen = new Set(rows.map((row) => row.id))
  return [...rows, ...page.filter((row) => !seen.has(row.id))]
}

/**
 * Puts a freshly fetched newest page in front of the rows walked before: the rows above the first
 * one already known are new. Null when the page holds no known row (more new rows than one page,
 * or the old rows are gone): then the walk starts again.
 */
export function mergeNewest(
  rows: readonly LedgerEntry[],
  newest: readonly LedgerEntry[],
): { rows: LedgerEntry[]; added: number } | null {
  if (rows.length === 0) return { rows: [...newest], added: newest.length }
  const known = new Set(rows.map((row) => row.id))
  const overlap = newest.findIndex((row) => known.has(row.id))
  if (overlap < 0) return null
  const added = newest.slice(0, overlap)
  return { rows: [...added, ...rows], added: added.length }
}

// ---------------------------------------------------------------- flows

export interface FlowBar {
  /** A transaction type, or a counterparty's key. */
  key: string
  label: string
  amount: number
  count: number
  /** The counterparty as the ledger names it (null for types and "others"). */
  party: { type: string | null; id: string | null; name: string } | null
}

export interface WeekNet {
  /** Monday of the week, YYYY-MM-DD (UTC). */
  week: string
  in: number
  out: number
  net: number
}

export interface Flows {
  currencySymbol: string
  totalIn: number
  totalOut: number
  inByType: FlowBar[]
  outByType: FlowBar[]
  inByParty: FlowBar[]
  outByParty: FlowBar[]
  weeks: WeekNet[]
}

/** Counterparties shown by name; the rest are summed into one "others" bar. */
export const TOP_PARTIES = 10
export const OTHERS_KEY = '__others__'

/** Monday (UTC) of the week an ISO time falls in. */
export function weekOf(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7))
  return monday.toISOString().slice(0, 10)
}

function add(map: Map<string, FlowBar>, key: string, label: string, amount: number, party: FlowBar['party']) {
  const bar = map.get(key) ?? { key, label, amount: 0, count: 0, party }
  bar.amount += amount
  bar.count += 1
  map.set(key, bar)
}

const largestFirst = (bars: Iterable<FlowBar>) =>
  [...bars].sort((a, b) => b.amount - a.amount || a.label.localeCompare(b.label))

/** The largest `top` bars, and the rest summed into "Others". */
export function topWithOthers(bars: Iterable<FlowBar>, top = TOP_PARTIES): FlowBar[] {
  const sorted = largestFirst(bars)
  if (sorted.length <= top) return sorted
  const rest = sorted.slice(top)
  const others: FlowBar = {
    key: OTHERS_KEY,
    label: INSIGHT_TEXTS.others(rest.length),
    amount: rest.reduce((sum, bar) => sum + bar.amount, 0),
    count: rest.reduce((sum, bar) => sum + bar.count, 0),
    party: null,
  }
  return [...sorted.slice(0, top), others]
}

function counterparty(row: LedgerEntry, change: number): FlowBar['party'] {
  const side = change > 0 ? row.from : row.to
  if (side)
    return { type: side.type, id: side.id, name: side.name || side.id || INSIGHT_TEXTS.noCounterparty.none }
  const name =
    row.type === 'mint'
      ? INSIGHT_TEXTS.noCounterparty.mint
      : row.type === 'burn'
        ? INSIGHT_TEXTS.noCounterparty.burn
        : INSIGHT_TEXTS.noCounterparty.none
  return { type: null, id: null, name }
}

const partyBarKey = (party: NonNullable<FlowBar['party']>) =>
  `${party.type ?? ''}:${(party.id ?? party.name).toLowerCase()}`

/** Money in and out of a party in one currency: by type, by counterparty, and net per week. */
export function flowsOf(party: Party, currencySymbol: string, rows: readonly LedgerEntry[]): Flows {
  const inByType = new Map<string, FlowBar>()
  const outByType = new Map<string, FlowBar>()
  const inByParty = new Map<string, FlowBar>()
  const outByParty = new Map<string, FlowBar>()
  const weeks = new Map<string, WeekNet>()
  let totalIn = 0
  let totalOut = 0
  for (const row of rows) {
    if (row.currencySymbol !== currencySymbol) continue
    const change = changeFor(row, party)
    if (change === 0) continue
    const other = counterparty(row, change)!
    const amount = Math.abs(change)
    add(change > 0 ? inByType : outByType, row.type, row.type, amount, null)
    add(change > 0 ? inByParty : outByParty, partyBarKey(other), other.name, amount, other)
    const week = weekOf(row.createdAt)
    const net = weeks.get(week) ?? { week, in: 0, out: 0, net: 0 }
    if (change > 0) net.in += amount
    else net.out += amount
    net.net = net.in - net.out
    weeks.set(week, net)
    if (change > 0) totalIn += amount
    else totalOut += amount
  }
  return {
    currencySymbol,
    totalIn,
    totalOut,
    inByType: largestFirst(inByType.values()),
    outByType: largestFirst(outByType.values()),
    inByParty: topWithOthers(inByParty.values()),
    outByParty: topWithOthers(outByParty.values()),
    weeks: [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week)),
  }
}

/** What the party paid per week in rows of one type (a treasury's UBI), oldest week first. */
export function paidPerWeek(
  party: Party,
  currencySymbol: string,
  type: string,
  rows: readonly LedgerEntry[],
): { week: string; amount: number; count: number }[] {
  const weeks = new Map<string, { week: string; amount: number; count: number }>()
  for (const row of rows) {
    if (row.currencySymbol !== currencySymbol || row.type !== type) continue
    const change = changeFor(row, party)
    if (change >= 0) continue
    const week = weekOf(row.createdAt)
    const entry = weeks.get(week) ?? { week, amount: 0, count: 0 }
    entry.amount -= change
    entry.count += 1
    weeks.set(week, entry)
  }
  return [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week))
}

// ---------------------------------------------------------------- days

export interface DayClose {
  /** YYYY-MM-DD (UTC). */
  day: string
  /** The value at the end of the day (or now, for today). */
  value: number
  in: number
  out: number
  /** Rows that day. */
  count: number
  /** Mint and burn rows that day (the supply chart marks them). */
  minted: number
  burned: number
}

/** The UTC day before `day` (YYYY-MM-DD). */
export function dayBefore(day: string): string {
  const at = Date.parse(`${day}T00:00:00.000Z`)
  return Number.isNaN(at) ? day : new Date(at - DAY_MS).toISOString().slice(0, 10)
}

/**
 * One point per day that had rows, plus the opening and today: what the chart draws and the
 * table lists, so both show the same numbers, and a 5 000-row history paints a few hundred points.
 * Every value is a day's close. The opening balance, before the window's first moment, is the
 * close of the day before it: "$AR 1,448 on Oct 28" and then "$AR 1,830 on Oct 29" after that
 * day's +382, never two values under one date. Days are in order, one entry each.
 */
export function dailyCloses(series: Series): DayClose[] {
  const days: DayClose[] = []
  series.points.forEach((point, at) => {
    const opening = at === 0 && point.rowId === null
    const day = opening ? dayBefore(point.at.slice(0, 10)) : point.at.slice(0, 10)
    let last = days[days.length - 1]
    if (!last || last.day < day) {
      last = { day, value: point.value, in: 0, out: 0, count: 0, minted: 0, burned: 0 }
      days.push(last)
    }
    last.value = point.value
    if (point.rowId === null) return
    last.count += 1
    if (point.change > 0) last.in += point.change
    else last.out -= point.change
    if (point.type === 'mint') last.minted += Math.abs(point.change)
    if (point.type === 'burn') last.burned += Math.abs(point.change)
  })
  return days
}
