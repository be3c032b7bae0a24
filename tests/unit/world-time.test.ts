// @vitest-environment node
// The world's clock as the server shows it: raised by every instant the server shows, never below
// the browser's own clock, forgotten when the world is rebuilt.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetWorldTime, noteNewest, noteWorldTime, worldNow, worldNowMs } from '@/lib/world-time'
import { relativeTime } from '@/lib/time'

const BROWSER = Date.parse('2026-11-28T12:00:00.000Z')
const DAY = 86_400_000

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(BROWSER)
  forgetWorldTime()
})
afterEach(() => {
  forgetWorldTime()
  vi.useRealTimers()
})

describe('world time', () => {
  it('is the browser’s clock until the server shows a later instant', () => {
    expect(worldNowMs()).toBe(BROWSER)
    noteWorldTime('2026-11-20T12:00:00.000Z')
    expect(worldNowMs()).toBe(BROWSER)
  })

  it('follows the newest instant the server showed, then runs on at the browser’s pace', () => {
    noteNewest(['2026-12-05T12:00:00.000Z', '2026-12-12T12:00:00.000Z', '', null, 'garbage'])
    expect(worldNow().toISOString()).toBe('2026-12-12T12:00:00.000Z')
    vi.advanceTimersByTime(DAY)
    expect(worldNow().toISOString()).toBe('2026-12-13T12:00:00.000Z')
    // An older instant, or an HTTP date behind it, never takes it back.
    noteWorldTime('Sat, 28 Nov 2026 12:00:00 GMT')
    expect(worldNow().toISOString()).toBe('2026-12-13T12:00:00.000Z')
  })

  it('reads an HTTP Date header', () => {
    noteWorldTime('Sat, 12 Dec 2026 12:00:00 GMT')
    expect(worldNow().toISOString()).toBe('2026-12-12T12:00:00.000Z')
  })

  it('ignores moves under a second (the network’s delay) and unreadable values', () => {
    noteWorldTime(BROWSER + 900)
    noteWorldTime('not a date')
    noteWorldTime(null)
    expect(worldNowMs()).toBe(BROWSER)
  })

  it('is forgotten when the world is rebuilt', () => {
    noteWorldTime(BROWSER + 7 * DAY)
    forgetWorldTime()
    expect(worldNowMs()).toBe(BROWSER)
  })

  it('is the "now" of relative times: a row of the world’s today reads Today, not a future day', () => {
    noteWorldTime('2026-12-12T12:00:00.000Z')
    expect(relativeTime('2026-12-12T08:00:00.000Z')).toBe('Today')
    expect(relativeTime('2026-11-28T12:00:00.000Z')).toBe('2 weeks ago')
  })
})
