// The fake backend's only source of "now" (handlers, rules, seeding and persistence read it here).

import { worldTouched } from './db/version'

/** The instant seeded worlds are generated relative to (tests freeze the clock here). */
export const REFERENCE_DATE = new Date('2026-11-20T12:00:00.000Z')

export const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS
export const WEEK_MS = 7 * DAY_MS

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
