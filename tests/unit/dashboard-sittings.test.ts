import { beforeEach, describe, expect, it } from 'vitest'
import { visitKey, writeVisit } from '@/features/dashboard/visit-marks'
import { SITTINGS_KEY, stillHere, VISIT_GAP_MS, visitSince } from '@/features/dashboard/visit-sittings'

const KEY = visitKey('6F1C2A3B-4D5E-4F60-8A7B-9C0D1E2F3A4B', 'Aurelia Voss')
const mark = (seenAt: string) => ({ seenAt, accounts: {} })
const T0 = Date.UTC(2026, 10, 26, 12)
const MINUTE = 60_000

beforeEach(() => localStorage.clear())

describe('a visit is a sitting', () => {
  it('keeps measuring from the previous visit while the dashboard comes and goes within the gap', () => {
    writeVisit(KEY, mark('2026-11-25T12:00:00.000Z'))
    expect(visitSince(KEY, T0)).toEqual(mark('2026-11-25T12:00:00.000Z'))
    // The dashboard writes what it showed; the player goes to Banking and comes back.
    writeVisit(KEY, mark('2026-11-26T12:00:00.000Z'))
    stillHere(KEY, T0 + 2 * MINUTE)
    expect(visitSince(KEY, T0 + 10 * MINUTE)).toEqual(mark('2026-11-25T12:00:00.000Z'))
    expect(visitSince(KEY, T0 + 10 * MINUTE + VISIT_GAP_MS)).toEqual(mark('2026-11-25T12:00:00.000Z'))
  })

  it('starts a new visit after the gap, from where the last sitting left the dashboard', () => {
    writeVisit(KEY, mark('2026-11-25T12:00:00.000Z'))
    visitSince(KEY, T0)
    writeVisit(KEY, mark('2026-11-26T12:00:00.000Z'))
    expect(visitSince(KEY, T0 + VISIT_GAP_MS + 1)).toEqual(mark('2026-11-26T12:00:00.000Z'))
  })

  it('remembers a first visit as one for the whole sitting', () => {
    expect(visitSince(KEY, T0)).toBeNull()
    writeVisit(KEY, mark('2026-11-26T12:00:00.000Z'))
    expect(visitSince(KEY, T0 + MINUTE)).toBeNull()
  })

  it('drops what it cannot read and starts again', () => {
    localStorage.setItem(SITTINGS_KEY, JSON.stringify({ [KEY]: { since: 'yesterday', seenAt: T0 } }))
    writeVisit(KEY, mark('2026-11-25T12:00:00.000Z'))
    expect(visitSince(KEY, T0)).toEqual(mark('2026-11-25T12:00:00.000Z'))
    localStorage.setItem(SITTINGS_KEY, '{')
    expect(visitSince(KEY, T0)).toEqual(mark('2026-11-25T12:00:00.000Z'))
  })
})
