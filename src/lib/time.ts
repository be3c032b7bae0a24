// Dates as the console shows them, in the player's locale (currentLocale: en-US for English, so
// stories, tests and screenshots read the same on every machine); the time zone is the viewer's own.

import { currentLocale, dateTimeFormat } from './intl'
import { LIB_TEXTS } from './lib-texts'
import { worldNow } from './world-time'

const DAY_MS = 24 * 60 * 60 * 1000

type DateInput = string | Date | null | undefined

/** Parses an ISO string (or Date); null for missing, empty or unparsable input. */
export function parseDate(value: DateInput): Date | null {
  if (value == null || value === '') return null
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** Account records carry seconds since epoch (spec section 9); everything else speaks ISO. */
export function secondsToIso(seconds: number | null | undefined): string | null {
  if (seconds == null || !Number.isFinite(seconds)) return null
  return new Date(seconds * 1000).toISOString()
}

const startOfLocalDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate())

/**
 * Whole calendar days between the two dates in local time, so "Yesterday" means the previous
 * calendar day, not "24 to 48 hours ago". Rounding absorbs the 23/25-hour days around DST changes.
 */
export function calendarDaysBetween(earlier: Date, later: Date): number {
  return Math.round((startOfLocalDay(later).getTime() - startOfLocalDay(earlier).getTime()) / DAY_MS)
}

type Unit = 'day' | 'week' | 'month' | 'year'

const AGO: Record<Unit, (n: number) => string> = {
  day: (n) => LIB_TEXTS.daysAgo(n),
  week: (n) => LIB_TEXTS.weeksAgo(n),
  month: (n) => LIB_TEXTS.monthsAgo(n),
  year: (n) => LIB_TEXTS.yearsAgo(n),
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>()

/** English keeps the spec's words; other languages say it as Intl does ("vor 3 Tagen", "gestern"). */
function ago(n: number, unit: Unit): string {
  const locale = currentLocale()
  if (locale === 'en-US') {
    if (unit === 'day' && n === 0) return LIB_TEXTS.today
    if (unit === 'day' && n === 1) return LIB_TEXTS.yesterday
    return AGO[unit](n)
  }
  let format = relativeFormats.get(locale)
  if (!format)
    relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })))
  const text = format.format(-n, unit)
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)
}

/**
 * Spec section 9 buckets: Today, Yesterday, under 7 days as days, under 30 as weeks, under 365 as
 * months (30-day months), else years; 'Unknown' when missing or invalid. "Now" is the world's
 * (lib/world-time.ts), not the browser's; a date still ahead of it reads as Today rather than a
 * negative count.
 */
export function relativeTime(iso: DateInput, now: Date = worldNow()): string {
  const date = parseDate(iso)
  if (!date || Number.isNaN(now.getTime())) return LIB_TEXTS.unknown
  const days = calendarDaysBetween(date, now)
  if (days <= 0) return ago(0, 'day')
  if (days < 7) return ago(days, 'day')
  if (days < 30) return ago(Math.floor(days / 7), 'week')
  if (days < 365) return ago(Math.floor(days / 30), 'month')
  return ago(Math.floor(days / 365), 'year')
}

const dateOnly = () => dateTimeFormat(currentLocale(), { year: 'numeric', month: 'short', day: 'numeric' })()
const dateAndTime = () =>
  dateTimeFormat(currentLocale(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })()

/** Local date, e.g. "Mar 5, 2024"; 'Unknown' when missing or invalid. */
export function formatDate(iso: DateInput): string {
  const date = parseDate(iso)
  return date ? dateOnly().format(date) : LIB_TEXTS.unknown
}

/** Local date and time, e.g. "Mar 5, 2024, 2:07 PM"; 'Unknown' when missing or invalid. */
export function formatDateTime(iso: DateInput): string {
  const date = parseDate(iso)
  // ICU puts a narrow no-break space before AM/PM; a plain space keeps texts easy to match
  return date
    ? dateAndTime()
        .format(date)
        .replace(/\u202f/g, ' ')
    : LIB_TEXTS.unknown
}
