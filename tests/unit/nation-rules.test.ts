// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/client'
import { readNation } from '@/api/nations'
import type { Membership, Nation } from '@/api/nations.types'
import { explainMissingPlayer } from '@/features/nations/InviteMemberDialog'
import { checkNationFields } from '@/features/nations/NationFormDialog'
import { matchesSearch, roleIn, visibleNations } from '@/features/nations/nation-list'

/** A nation as the server might send it (members as names or objects): read like the console does. */
const nation = (fields: Record<string, unknown> & { name: string }): Nation =>
  readNation({ abbreviation: 'XX', description: '', ...fields })

describe('nation list rules', () => {
  const list = [
    nation({
      name: 'Misthaven',
      abbreviation: 'MH',
      isActive: false,
      activityPercentage: 0,
      totalMembers: 10,
    }),
    nation({
      name: 'Thornwood',
      abbreviation: 'TW',
      isActive: true,
      activityPercentage: 67,
      totalMembers: 12,
    }),
    nation({ name: 'Norvale', abbreviation: 'NV', isActive: true, activityPercentage: 67, totalMembers: 40 }),
    nation({
      name: 'Aurelian Republic',
      abbreviation: 'AR',
      description: 'River ports and toll bridges',
      isActive: true,
      activityPercentage: 80,
      totalMembers: 5,
    }),
  ]

  it('sorts active first, then by activity percentage, then by member count', () => {
    expect(visibleNations(list, '').map((n) => n.abbreviation)).toEqual(['AR', 'NV', 'TW', 'MH'])
  })

  it('searches name, abbreviation and description without case', () => {
    expect(visibleNations(list, 'norv').map((n) => n.abbreviation)).toEqual(['NV'])
    expect(visibleNations(list, 'mh').map((n) => n.abbreviation)).toEqual(['MH'])
    expect(visibleNations(list, 'TOLL').map((n) => n.abbreviation)).toEqual(['AR'])
    expect(visibleNations(list, '  ')).toHaveLength(4)
    expect(matchesSearch(list[0], 'nowhere')).toBe(false)
  })

  it("finds the character's role in the member lists, else in the memberships", () => {
    const ar = nation({
      name: 'Aurelian Republic',
      officers: [{ name: 'Aurelia Voss' }],
      citizens: ['Mira Quill'],
    })
    expect(roleIn(ar, 'aurelia voss', [])).toBe('officer')
    expect(roleIn(ar, 'Mira Quill', [])).toBe('citizen')
    expect(roleIn(ar, 'Cassius Thorne', [])).toBeNull()
    // A server that sends nations without their members: the membership list decides.
    const bare = nation({ name: 'Norvale', id: 'nat-2' })
    const memberships: Membership[] = [
      { nationId: 'nat-2', nationName: 'Norvale', abbreviation: 'NV', role: 'officer', joinedAt: '' },
    ]
    expect(roleIn(bare, 'Osric Vale', memberships)).toBe('officer')
    expect(roleIn(nation({ name: 'Elsewhere' }), 'Osric Vale', memberships)).toBeNull()
  })
})

describe('nation form checks (spec section 5)', () => {
  it('needs a name and an abbreviation of exactly 2 characters', () => {
    expect(checkNationFields({ name: ' ', abbreviation: 'A', description: '' })).toEqual({
      name: 'Nation name is required',
      abbreviation: 'Must be exactly 2 characters',
    })
    expect(checkNationFields({ name: 'Lumen', abbreviation: ' lu ', description: '' })).toEqual({})
    expect(checkNationFields({ name: 'Lumen', abbreviation: '', description: '' }).abbreviation).toBe(
      'Must be exactly 2 characters',
    )
  })
})

describe('an invitation to an unknown player', () => {
  const text = 'Player "Nobody" does not exist. Please check the spelling.'

  it('turns the 404 into the spec text naming what was typed', () => {
    const explained = explainMissingPlayer(
      new ApiError('http', 404, { error: 'Player not found', message: 'Player not found' }),
      'Nobody',
    )
    expect(explained).toBeInstanceOf(ApiError)
    expect((explained as ApiError).serverMessage).toBe(text)
    // A 404 without a body says the same.
    expect((explainMissingPlayer(new ApiError('http', 404), 'Nobody') as ApiError).serverMessage).toBe(text)
  })

  it('leaves other failures alone, a missing nation included', () => {
    const nationGone = new ApiError('http', 404, { error: 'Nation not found', message: 'Nation not found' })
    expect(explainMissingPlayer(nationGone, 'Nobody')).toBe(nationGone)
    const conflict = new ApiError('http', 409, { error: 'Already a member', message: 'Already a member' })
    expect(explainMissingPlayer(conflict, 'Nobody')).toBe(conflict)
  })
})
