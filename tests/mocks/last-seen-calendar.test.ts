// @vitest-environment node
// The named characters' last-seen labels ("Today", "Yesterday", "3 days ago") hold at every hour
// of the viewer's day, not only around midday: stories and the demo run at whatever time it is.
import { describe, expect, it } from 'vitest'
import { agoOnCalendarDay, DEMO_ACCOUNTS, MINIMAL_ACCOUNTS } from '@mocks/scenarios/identity'
import { DAY_MS, HOUR_MS, REFERENCE_DATE } from '@mocks/clock'
import { loadScenario } from '@mocks/scenarios'
import { db } from '@mocks/db'
import { calendarDaysBetween, relativeTime } from '@/lib/time'

/** REFERENCE_DATE's local calendar day at `hours`:`minutes` local time. */
function localTime(hours: number, minutes = 0): Date {
  const d = new Date(REFERENCE_DATE.getTime())
  d.setHours(hours, minutes, 0, 0)
  return d
}

const NAMED = [...Object.values(DEMO_ACCOUNTS), ...MINIMAL_ACCOUNTS].flatMap((a) =>
  a.characters.filter((c) => c.lastSeenAgoMs !== null),
)
const AGOS = [0, 1, HOUR_MS, 2 * HOUR_MS, 5 * HOUR_MS, 20 * HOUR_MS, 27 * HOUR_MS, 3 * DAY_MS, 40 * DAY_MS]

describe('agoOnCalendarDay', () => {
  it.each([0, 1, 2, 3, 6, 11, 12, 18, 23])(
    'at %i:xx local: the named day, never later than now, order kept',
    (h) => {
      for (const minutes of [0, 1, 30, 59]) {
        const now = localTime(h, minutes)
        const times = AGOS.map((ago) => agoOnCalendarDay(now, ago).getTime())
        AGOS.forEach((ago, i) => {
          expect(calendarDaysBetween(new Date(times[i]), now), `${ago} ms before ${now}`).toBe(
            Math.floor(ago / DAY_MS),
          )
          expect(times[i]).toBeLessThanOrEqual(now.getTime())
          if (i > 0) expect(times[i]).toBeLessThanOrEqual(times[i - 1])
        })
      }
    },
  )

  it('is the plain subtraction when that already lands on the named day (midday)', () => {
    const noon = localTime(12)
    for (const c of NAMED) {
      expect(agoOnCalendarDay(noon, c.lastSeenAgoMs!).getTime()).toBe(noon.getTime() - c.lastSeenAgoMs!)
    }
  })
})

describe('the minimal world seeded just after midnight', () => {
  it('still shows Mira Quill today, Bram Holloway yesterday and Tomas Reed 3 days ago', async () => {
    const now = localTime(0, 30)
    await loadScenario('minimal', { now, cache: false })
    const seen = (name: string) =>
      relativeTime(db.characters.findFirst((q) => q.where({ name }))!.lastSeen, now)
    expect(seen('Mira Quill')).toBe('Today')
    expect(seen('Aurelia Voss')).toBe('Today')
    expect(seen('Bram Holloway')).toBe('Yesterday')
    expect(seen('Tomas Reed')).toBe('3 days ago')
    expect(seen('Cassius Thorne')).toBe('1 week ago')
  })
})
