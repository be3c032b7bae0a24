// @vitest-environment node
// Inserts skip the library's validation for speed; under tests each row is parsed with its
// collection's schema, so a malformed row cannot enter the world unnoticed.
import { afterEach, describe, expect, it } from 'vitest'
import { checkInsertedRows, db, dbCounts, insertMany, insertRow, MalformedRowError } from '@mocks/db'

const relation = {
  owner: 'Mira Quill',
  other: 'Lena Brook',
  rating: 4,
  updatedAt: '2026-01-01T00:00:00.000Z',
}

afterEach(() => {
  db.relations.all().length = 0
})

describe('the write check', () => {
  it('is on under vitest', () => {
    const was = checkInsertedRows(true)
    checkInsertedRows(was)
    expect(was).toBe(true)
  })

  it('stores a well-formed row', () => {
    const row = insertRow(db.relations, { ...relation })
    expect(db.relations.all()).toContain(row)
  })

  it.each([
    ['a field of the wrong type', { ...relation, rating: '4' }],
    ['a missing field', { owner: relation.owner, other: relation.other, rating: 4 }],
    ['null where a string belongs', { ...relation, owner: null }],
  ])('throws on %s and leaves the table as it was', (_case, row) => {
    const before = dbCounts().relations
    expect(() => insertRow(db.relations, row)).toThrow(MalformedRowError)
    expect(() => insertRow(db.relations, row)).toThrow(/malformed relations row/)
    expect(dbCounts().relations).toBe(before)
  })

  it('checks every row of a bulk insert', () => {
    expect(() => insertMany(db.relations, [{ ...relation }, { ...relation, rating: 'five' }])).toThrow(
      MalformedRowError,
    )
  })

  it('lets malformed rows through only when turned off (the browser and the mock server)', () => {
    const was = checkInsertedRows(false)
    try {
      expect(() => insertRow(db.relations, { ...relation, rating: 'five' })).not.toThrow()
    } finally {
      checkInsertedRows(was)
    }
  })
})
