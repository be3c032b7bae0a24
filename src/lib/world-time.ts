import { useSyncExternalStore } from 'react'

// The world's clock, as the server shows it. A game server's clock (and the demo's, after
// "Advance one week") may run ahead of the player's browser: a "today", a chart's window or a
// "2 days ago" read from the browser's clock would then lag the world and contradict the rows the
// server sends. Every screen asks this module instead of `new Date()`.
//
// What the server shows is the only source: a readable `Date` header (same origin, or exposed by
// CORS; spec section 7 promises none) and every time stamp it sends that cannot lie in the
// world's future (a ledger row's created_at, the newest being written at the world's "now").
// Each such instant says the world is at least there; the world then runs on at the browser's
// pace. The estimate never drops below the browser's own clock: a server that lags the browser
// is not told apart from an answer that was cached on its way.

/** How far the world runs ahead of this browser's clock, in ms (0: not ahead, or not known). */
let aheadMs = 0
const listeners = new Set<() => void>()

/** Smaller moves are the network's delay, not the world's clock: nobody re-renders for them. */
const NOTICEABLE_MS = 1_000

const instantOf = (value: string | number | Date | null | undefined): number => {
  if (value == null || value === '') return Number.NaN
  return value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value)
}

/** The world's time now (ms since epoch). */
export const worldNowMs = (): number => Date.now() + aheadMs

/** The world's time now. */
export const worldNow = (): Date => new Date(worldNowMs())

/**
 * The server showed this instant (an ISO time, an HTTP date, ms or a Date): the world has reached
 * it. Unreadable values are ignored.
 */
export function noteWorldTime(value: string | number | Date | null | undefined): void {
  const at = instantOf(value)
  if (!Number.isFinite(at)) return
  const ahead = at - Date.now()
  if (ahead <= aheadMs + NOTICEABLE_MS) return
  aheadMs = ahead
  for (const listener of listeners) listener()
}

/** Notes the newest of many instants (a ledger page's rows). */
export function noteNewest(values: Iterable<string | null | undefined>): void {
  let newest = Number.NEGATIVE_INFINITY
  for (const value of values) {
    const at = instantOf(value)
    if (at > newest) newest = at
  }
  if (Number.isFinite(newest)) noteWorldTime(newest)
}

/** The world was rebuilt (the demo's reset): its clock is the browser's again until shown otherwise. */
export function forgetWorldTime(): void {
  if (aheadMs === 0) return
  aheadMs = 0
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const aheadNow = () => aheadMs

/**
 * How far the world runs ahead (ms), re-rendering the caller when it learns more: a key for
 * memos that depend on the world's time.
 */
export const useWorldAhead = (): number => useSyncExternalStore(subscribe, aheadNow, aheadNow)

/** The world's time at this render; the caller re-renders when the world is found further on. */
export function useWorldNow(): Date {
  const ahead = useWorldAhead()
  return new Date(Date.now() + ahead)
}
