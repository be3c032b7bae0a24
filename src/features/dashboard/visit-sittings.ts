// A visit is a sitting, not a render. "Since your last visit" measures from where the previous
// sitting left the dashboard, and keeps that reference for the whole of this sitting: going to
// Banking to send money and coming back, a reload or a remount of the panel do not turn it into
// "Last visit just now" above the player's own new rows. A sitting ends when the dashboard has
// not been on screen for VISIT_GAP_MS of this browser's time (the player's absence, not the
// world's: "Advance one week" moves the world, not the player). Kept in localStorage beside the
// visit marks (visit-marks.ts), checked on read like them; nothing secret.

import { isVisitMark, readVisit, type VisitMark } from './visit-marks'

export const SITTINGS_KEY = 'statecraft.visit-sittings'
/** Away this long, the next dashboard is a new visit (the usual length of a web session's pause). */
export const VISIT_GAP_MS = 30 * 60_000
/** As many characters as the visit marks keep. */
const MAX_SITTINGS = 50

interface Sitting {
  /** The last visit this sitting measures from: the mark as the previous sitting left it. */
  since: VisitMark | null
  /** Browser time (ms) the dashboard was last on screen in this sitting. */
  seenAt: number
}

const isSitting = (v: unknown): v is Sitting =>
  typeof v === 'object' &&
  v !== null &&
  Object.keys(v).length === 2 &&
  'since' in v &&
  'seenAt' in v &&
  (v.since === null || isVisitMark(v.since)) &&
  typeof v.seenAt === 'number' &&
  Number.isFinite(v.seenAt)

const storage = () => globalThis.localStorage as Storage | undefined

function readAll(): Record<string, Sitting> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(SITTINGS_KEY) ?? '{}')
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
    return Object.fromEntries(Object.entries(parsed).filter(([, s]) => isSitting(s))) as Record<
      string,
      Sitting
    >
  } catch {
    return {}
  }
}

function write(key: string, sitting: Sitting): void {
  const all = { ...readAll(), [key]: sitting }
  const keys = Object.keys(all).sort((a, b) => all[b]!.seenAt - all[a]!.seenAt)
  for (const old of keys.slice(MAX_SITTINGS)) delete all[old]
  try {
    storage()?.setItem(SITTINGS_KEY, JSON.stringify(all))
  } catch {
    /* storage full or blocked: every dashboard is then its own visit, as before */
  }
}

/**
 * The last visit this dashboard measures from: the one this sitting started with when the
 * dashboard was on screen within VISIT_GAP_MS, else (a new sitting) the visit mark as the
 * previous sitting left it. Null: no visit before on this browser.
 */
export function visitSince(key: string, now: number = Date.now()): VisitMark | null {
  const sitting = readAll()[key]
  if (sitting && now - sitting.seenAt >= 0 && now - sitting.seenAt <= VISIT_GAP_MS) {
    write(key, { since: sitting.since, seenAt: now })
    return sitting.since
  }
  const since = readVisit(key)
  write(key, { since, seenAt: now })
  return since
}

/** The dashboard is still on screen: the sitting goes on from now. */
export function stillHere(key: string, now: number = Date.now()): void {
  const sitting = readAll()[key]
  if (sitting) write(key, { since: sitting.since, seenAt: now })
}
