// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { flag, list, nameOf, number, optionalText, record, text, UnreadableBody } from '@/api/read'
import { readCharacter, readLoginResponse } from '@/api/auth'

describe('boundary readers', () => {
  it('reads tolerantly and refuses only what cannot be read', () => {
    expect(() => record(null)).toThrow(UnreadableBody)
    expect(() => record([1])).toThrow(UnreadableBody)
    expect(text(12)).toBe('12')
    expect(text(undefined, 'x')).toBe('x')
    expect(number('1250')).toBe(1250)
    expect(number('abc', 7)).toBe(7)
    expect(flag(undefined)).toBe(false)
    expect(flag(undefined, true)).toBe(true)
    expect(optionalText(undefined)).toBeNull()
    expect(optionalText('')).toBe('')
    expect(list([1, null, 2], (v) => number(record({ v }).v))).toEqual([1, 0, 2])
    expect(nameOf('Mira')).toBe('Mira')
    expect(nameOf({ displayName: 'Mira' })).toBe('Mira')
  })

  it('reads a login answer whose names are strings, with missing counts and flags', () => {
    const answer = readLoginResponse({
      success: true,
      displayNames: ['Mira', { name: 'Tom', isDeceased: true }, 42, {}],
      mostRecentDisplayName: 'Mira',
    })
    expect(answer.displayNames.map((c) => c.name)).toEqual(['Mira', 'Tom'])
    expect(answer.displayNames[0]).toMatchObject({
      isRecent: true,
      isDeceased: false,
      profilePictureUrl: null,
    })
    expect(answer.displayNames[1]).toMatchObject({ isRecent: false, isDeceased: true })
    expect(answer).toMatchObject({ displayNameCount: 2, hasNoCharacters: false, isAdmin: false })
  })

  it('drops a character whose picture field has the wrong type instead of crashing', () => {
    expect(readCharacter({ name: 'Mira', profilePictureUrl: 123 }).profilePictureUrl).toBeNull()
  })
})
