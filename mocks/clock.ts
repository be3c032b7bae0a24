// The fake backend's only source of "now" (handlers, rules, seeding and persistence read it here).

import { worldTouched } from './db/version'

/** The instant seeded worlds are generated relative to (tests freeze the clock here). */
export const REFERENCE_DATE = new Date('2026-11-20T12:00:00.000Z')

export const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS
export const WEEK_MS = 7 * DAY_MS

// The instants formatted here: 1970-01-01 up to the end of year 9999 (Date's own takes the rest).
const LAST_FAST_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999)
const DIGIT = 48
let isoDay = NaN
let isoHead: number[] = []

/**
 * `new Date(ms).toISOString()`, about 3 times faster: a seeding replay stamps a million ledger
 * rows, each at its own instant. The date part is formatted once per day; the time of day is
 * written digit by digit into one flat string.
 */
export function isoString(ms: number): string {
  if (!(ms >= 0 && ms <= LAST_FAST_MS) || !Number.isInteger(ms)) return new Date(ms).toISOString()
  const day = Math.floor(ms / DAY_MS)
  if (day !== isoDay) {
    isoDay = day
    isoHead = Array.from(new Date(day * DAY_MS).toISOString().slice(0, 11), (c) => c.charCodeAt(0))
  }
  let rest = ms - day * DAY_MS
  const milli = rest % 1000
  rest = (rest - milli) / 1000
  const second = rest % 60
  rest = (rest - second) / 60
  const minute = rest % 60
  const hour = (rest - minute) / 60
  const h = isoHead
  // prettier-ignore
  return String.fromCharCode(
    h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], h[8], h[9], h[10],
    DIGIT + Math.floor(hour / 10), DIGIT + (hour % 10), 58,
    DIGIT + Math.floor(minute / 10), DIGIT + (minute % 10), 58,
    DIGIT + Math.floor(second / 10), DIGIT + (second % 10), 46,
    DIGIT + Math.floor(milli / 100), DIGIT + (Math.floor(milli / 10) % 10), DIGIT + (milli % 10), 90,
  )
}

export interface ClockState {
  /** Set: time stands still at this instant (ms). Null: time follows the machine's clock. */
  frozenAt: number | null
  /** How far the world has been moved ahead of the base time ("Advance one week"). */
  worldOffsetMs: number
}

/**
 * The backend's only source of "now". Handlers and rules call `scenarioClock.now()`, never
 * `Date.now()`, so seeded data, activity windows and ledger dates stay consistent.
 *
 * Two readings:
 * - `now()` is world time: base time plus any jumps the demo made ("Advance one week").
 * - `sessionNow()` is base time only. Token expiry uses it because the console compares
 *   `expiresAt` with the viewer's own clock; a world jump must not sign everybody out.
 * Tests freeze the clock (the default, at REFERENCE_DATE) and `tick()` it; the browser demo
 * and the mock server let it follow real time.
 */
class ScenarioClock {
  #state: ClockState = { frozenAt: REFERENCE_DATE.getTime(), worldOffsetMs: 0 }

  #baseMs(): number {
    return this.#state.frozenAt ?? Date.now()
  }

  nowMs(): number {
    return this.#baseMs() + this.#state.worldOffsetMs
  }

  now(): Date {
    return new Date(this.nowMs())
  }

  nowIso(): string {
    return this.now().toISOString()
  }

  sessionNowMs(): number {
    return this.#baseMs()
  }

  /** Stops time at `at` (default REFERENCE_DATE) and drops any world offset. */
  freeze(at: Date | string | number = REFERENCE_DATE): void {
    worldTouched()
    this.#state = { frozenAt: new Date(at).getTime(), worldOffsetMs: 0 }
  }

  /** Lets time follow the machine's clock, keeping `worldOffsetMs` (default none). */
  follow(worldOffsetMs = 0): void {
    worldTouched()
    this.#state = { frozenAt: null, worldOffsetMs }
  }

  /** Moves base time (frozen clocks only: tests of expiry and lockout). */
  tick(ms: number): void {
    worldTouched()
    if (this.#state.frozenAt === null) throw new Error('tick() needs a frozen clock')
    this.#state.frozenAt += ms
  }

  /** Moves world time ahead without touching sessions (the demo's "Advance one week"). */
  advanceWorld(ms: number): void {
    worldTouched()
    this.#state.worldOffsetMs += ms
  }

  get isFrozen(): boolean {
    return this.#state.frozenAt !== null
  }

  getState(): ClockState {
    return { ...this.#state }
  }

  setState(state: ClockState): void {
    worldTouched()
    this.#state = { frozenAt: state.frozenAt, worldOffsetMs: state.worldOffsetMs }
  }
}

export const scenarioClock = new ScenarioClock()
