// Where this browser keeps "the last time this character's dashboard was seen" (localStorage), so
// the dashboard can tell what changed since. Per game account UUID and character: when the visit
// was, and per bank account the newest transaction it showed (server time, so a wrong clock in the
// browser does not hide or repeat anything). Nothing secret: no token, password or balance.
// The record is checked field by field on read; anything else is dropped and counts as no visit.

export const VISITS_KEY = 'statecraft.visits'
export const VISITS_FORMAT = 1

/** Old entries go first once there are more characters than this. */
export const MAX_REMEMBERED_CHARACTERS = 50
/** Transactions stamped with the same instant as the newest one seen (one weekly cycle writes many). */
const MAX_IDS = 100

/** The newest transaction an account's preview showed; `newest` null: it showed none. */
export interface AccountMark {
  newest: string | null
  /** Ids of the transactions at exactly `newest`, so one more at that instant still counts as new. */
  ids: string[]
}

export interface VisitMark {
  /** World time of the visit (lib/world-time.ts): the fallback for an account not looked at then. */
  seenAt: string
  /** By account number. */
  accounts: Record<string, AccountMark>
}

interface StoredVisits {
  format: typeof VISITS_FORMAT
  visits: Record<string, VisitMark>
}

export const visitKey = (accountUuid: string, character: string) =>
  `${accountUuid.trim().toLowerCase()}|${character.trim().toLowerCase()}`

// ---------------------------------------------------------------- schema

const isInstant = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v))
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const hasExactly = (v: Record<string, unknown>, names: string[]) =>
  Object.keys(v).length === names.length && names.every((n) => Object.hasOwn(v, n))

const isAccountMark = (v: unknown): v is AccountMark =>
  isPlainObject(v) &&
  hasExactly(v, ['newest', 'ids']) &&
  (v.newest === null || isInstant(v.newest)) &&
  Array.isArray(v.ids) &&
  v.ids.length <= MAX_IDS &&
  v.ids.every((id) => typeof id === 'string')

export const isVisitMark = (v: unknown): v is VisitMark =>
  isPlainObject(v) &&
  hasExactly(v, ['seenAt', 'accounts']) &&
  isInstant(v.seenAt) &&
  isPlainObject(v.accounts) &&
  Object.values(v.accounts).every(isAccountMark)

export const isStoredVisits = (v: unknown): v is StoredVisits =>
  isPlainObject(v) &&
  hasExactly(v, ['format', 'visits']) &&
  v.format === VISITS_FORMAT &&
  isPlainObject(v.visits) &&
  Object.keys(v.visits).length <= MAX_REMEMBERED_CHARACTERS &&
  Object.values(v.visits).every(isVisitMark)

// ---------------------------------------------------------------- storage

// Every access may throw (blocked storage, private mode): the dashboard then treats each visit
// as the first, and nothing breaks.
const storage = () => globalThis.localStorage as Storage | undefined

function readAll(): StoredVisits | null {
  let raw: string | null | undefined
  try {
    raw = storage()?.getItem(VISITS_KEY)
  } catch {
    return null
  }
  if (raw == null) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    parsed = undefined
  }
  if (isStoredVisits(parsed)) return parsed
  try {
    storage()?.removeItem(VISITS_KEY)
  } catch {
    /* blocked */
  }
  return null
}

/** The last visit of this character on this browser, or null when there was none. */
export function readVisit(key: string): VisitMark | null {
  return readAll()?.visits[key] ?? null
}

/** Records a visit; the least recently seen characters are forgotten beyond the limit. */
export function writeVisit(key: string, mark: VisitMark): void {
  const visits = { ...readAll()?.visits, [key]: trimmed(mark) }
  const keys = Object.keys(visits).sort(
    (a, b) => Date.parse(visits[b]!.seenAt) - Date.parse(visits[a]!.seenAt),
  )
  for (const old of keys.slice(MAX_REMEMBERED_CHARACTERS)) delete visits[old]
  const record: StoredVisits = { format: VISITS_FORMAT, visits }
  try {
    storage()?.setItem(VISITS_KEY, JSON.stringify(record))
  } catch {
    /* storage full or blocked */
  }
}

const trimmed = (mark: VisitMark): VisitMark => ({
  seenAt: mark.seenAt,
  accounts: Object.fromEntries(
    Object.entries(mark.accounts).map(([number, m]) => [
      number,
      { newest: m.newest, ids: m.ids.slice(0, MAX_IDS) },
    ]),
  ),
})
