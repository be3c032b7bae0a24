import { beforeEach, describe, expect, it } from 'vitest'
import {
  MAX_REMEMBERED_CHARACTERS,
  readVisit,
  VISITS_KEY,
  visitKey,
  writeVisit,
} from '@/features/dashboard/visit-marks'

const KEY = visitKey('6F1C2A3B-4D5E-4F60-8A7B-9C0D1E2F3A4B', 'Aurelia Voss')
const mark = (seenAt = '2026-11-26T12:00:00.000Z') => ({
  seenAt,
  accounts: { 'FAB-000001': { newest: '2026-11-26T08:00:00.000Z', ids: ['tx-1'] } },
})

beforeEach(() => localStorage.clear())

describe('the last visit kept in this browser', () => {
  it('is kept per game account and character, and read back as written', () => {
    expect(readVisit(KEY)).toBeNull()
    writeVisit(KEY, mark())
    expect(readVisit(KEY)).toEqual(mark())
    expect(readVisit(visitKey('6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', 'aurelia voss'))).toEqual(mark())
    expect(readVisit(visitKey('6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', 'Bram Holloway'))).toBeNull()
    const stored = JSON.parse(localStorage.getItem(VISITS_KEY)!)
    expect(Object.keys(stored)).toEqual(['format', 'visits'])
  })

  it.each([
    ['not JSON', '{'],
    ['another format', JSON.stringify({ format: 2, visits: {} })],
    ['an extra field', JSON.stringify({ format: 1, visits: { [KEY]: { ...mark(), token: 'secret' } } })],
    ['a bad time', JSON.stringify({ format: 1, visits: { [KEY]: { ...mark(), seenAt: 'yesterday' } } })],
    [
      'ids that are not text',
      JSON.stringify({
        format: 1,
        visits: { [KEY]: { seenAt: mark().seenAt, accounts: { A: { newest: null, ids: [1] } } } },
      }),
    ],
  ])('is dropped when it holds %s, and counts as no visit', (_what, raw) => {
    localStorage.setItem(VISITS_KEY, raw)
    expect(readVisit(KEY)).toBeNull()
    expect(localStorage.getItem(VISITS_KEY)).toBeNull()
  })

  it('forgets the least recently seen characters beyond the limit', () => {
    for (let i = 0; i <= MAX_REMEMBERED_CHARACTERS; i++) {
      writeVisit(visitKey('u', `c${i}`), mark(new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()))
    }
    expect(readVisit(visitKey('u', 'c0'))).toBeNull()
    expect(readVisit(visitKey('u', 'c1'))).not.toBeNull()
    expect(readVisit(visitKey('u', `c${MAX_REMEMBERED_CHARACTERS}`))).not.toBeNull()
  })
})
