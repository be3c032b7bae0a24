// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  calendarDaysBetween,
  formatDate,
  formatDateTime,
  parseDate,
  relativeTime,
  secondsToIso,
} from '@/lib/time'

// Built from local parts so the buckets hold in any time zone the tests run in.
const now = new Date(2024, 5, 15, 12, 0, 0) // 15 June 2024, noon local
const daysAgo = (days: number, hour = 12) =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate() - days, hour, 0, 0).toISOString()

describe('relativeTime', () => {
  it.each([
    [0, 'Today'],
    [1, 'Yesterday'],
    [2, '2 days ago'],
    [6, '6 days ago'],
    [7, '1 week ago'],
    [13, '1 week ago'],
    [14, '2 weeks ago'],
    [29, '4 weeks ago'],
    [30, '1 month ago'],
    [59, '1 month ago'],
    [60, '2 months ago'],
    [364, '12 months ago'],
    [365, '1 year ago'],
    [729, '1 year ago'],
    [730, '2 years ago'],
    [3650, '10 years ago'],
  ])('%i days back reads "%s"', (days, expected) => {
    expect(relativeTime(daysAgo(days), now)).toBe(expected)
  })

  it('counts calendar days, not 24-hour periods', () => {
    // 23:59 yesterday is only minutes ago but is still yesterday
    expect(relativeTime(daysAgo(1, 23), new Date(2024, 5, 15, 0, 30))).toBe('Yesterday')
    // early this morning is today even at night
    expect(relativeTime(daysAgo(0, 0), new Date(2024, 5, 15, 23, 59))).toBe('Today')
  })

  it('reads a future date (clock skew) as Today', () => {
    expect(relativeTime(daysAgo(-3), now)).toBe('Today')
  })

  it.each([null, undefined, '', 'not a date', '2024-13-45T00:00:00Z'])('is Unknown for %p', (value) => {
    expect(relativeTime(value, now)).toBe('Unknown')
  })

  it('defaults "now" to the current time', () => {
    expect(relativeTime(new Date().toISOString())).toBe('Today')
  })
})

describe('calendarDaysBetween', () => {
  it('is whole days across a month boundary', () => {
    expect(calendarDaysBetween(new Date(2024, 1, 28, 22), new Date(2024, 2, 1, 1))).toBe(2)
  })
})

describe('formatDate / formatDateTime', () => {
  const local = new Date(2024, 2, 5, 14, 7) // 5 March 2024 14:07 local

  it('shows the local date', () => {
    expect(formatDate(local.toISOString())).toBe('Mar 5, 2024')
  })

  it('shows the local date and time with a plain space before AM/PM', () => {
    expect(formatDateTime(local.toISOString())).toBe('Mar 5, 2024, 2:07 PM')
  })

  it.each([null, undefined, '', 'garbage'])('is Unknown for %p', (value) => {
    expect(formatDate(value)).toBe('Unknown')
    expect(formatDateTime(value)).toBe('Unknown')
  })
})

describe('parseDate / secondsToIso', () => {
  it('parses ISO strings and copies Date objects', () => {
    expect(parseDate('2024-01-02T03:04:05.000Z')?.toISOString()).toBe('2024-01-02T03:04:05.000Z')
    const original = new Date(0)
    expect(parseDate(original)).not.toBe(original)
  })

  it('turns epoch seconds into ISO', () => {
    expect(secondsToIso(1_700_000_000)).toBe('2023-11-14T22:13:20.000Z')
    expect(secondsToIso(null)).toBeNull()
    expect(secondsToIso(Number.NaN)).toBeNull()
  })
})
