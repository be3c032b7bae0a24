// @vitest-environment node
// What the console knows the server will refuse (issue 36), so the screens offer it not and say why.
import { describe, expect, it } from 'vitest'
import type { NationMember } from '@/api/nations.types'
import { bankRights, openAccountRefusal } from '@/features/banking/refusals'
import { isLastOfficerWithOthers, mayFound, nationRights } from '@/features/nations/refusals'

describe('openAccountRefusal', () => {
  it('opens on an active offering for a living character', () => {
    expect(openAccountRefusal({ isActive: true }, false)).toBeNull()
  })
  it('refuses an inactive offering (422 on the server)', () => {
    expect(openAccountRefusal({ isActive: false }, false)).toBe('inactive')
  })
  it('names death first: no offering opens anything for a deceased character', () => {
    expect(openAccountRefusal({ isActive: true }, true)).toBe('deceased')
    expect(openAccountRefusal({ isActive: false }, true)).toBe('deceased')
  })
})

describe('bankRights', () => {
  it('lets living officers manage and anyone living open accounts', () => {
    expect(bankRights(true, false)).toEqual({ manage: true, open: true })
    expect(bankRights(false, false)).toEqual({ manage: false, open: true })
  })
  it('leaves a deceased officer nothing to do', () => {
    expect(bankRights(true, true)).toEqual({ manage: false, open: false })
    expect(bankRights(false, true)).toEqual({ manage: false, open: false })
  })
})

const member = (name: string, isDeceased = false): NationMember => ({
  id: name,
  name,
  profilePictureUrl: null,
  isDeceased,
  accountOwner: name,
  joinedAt: '2026-01-01T00:00:00Z',
  role: 'citizen',
})
const roster = (
  officers: string[],
  citizens: string[],
  counts: { total?: number; officers?: number } = {},
) => ({
  officers: officers.map((n) => member(n)),
  citizens: citizens.map((n) => member(n)),
  totalMembers: counts.total ?? officers.length + citizens.length,
  officerCount: counts.officers ?? officers.length,
})

describe('isLastOfficerWithOthers', () => {
  it('is the one officer of a nation that has anyone else', () => {
    expect(isLastOfficerWithOthers(roster(['Aurelia'], ['Mira']))).toBe(true)
  })
  it('is not a founder alone, nor one officer of two', () => {
    expect(isLastOfficerWithOthers(roster(['Aurelia'], []))).toBe(false)
    expect(isLastOfficerWithOthers(roster(['Aurelia', 'Mira'], ['Tomas']))).toBe(false)
  })
  it('counts deceased citizens as the server does', () => {
    const nation = { ...roster(['Aurelia'], []), citizens: [member('Old Tobias', true)], totalMembers: 2 }
    expect(isLastOfficerWithOthers(nation)).toBe(true)
  })
  it('reads a shortened roster from its counts', () => {
    expect(isLastOfficerWithOthers(roster(['Aurelia'], [], { total: 40 }))).toBe(true)
    expect(isLastOfficerWithOthers(roster(['Aurelia'], ['Mira'], { officers: 2 }))).toBe(false)
  })
})

describe('nationRights', () => {
  const shared = roster(['Aurelia', 'Osric'], ['Mira'])
  const alone = roster(['Aurelia'], ['Mira'])
  it('lets a living officer manage and leave while another officer stays', () => {
    expect(nationRights(shared, 'officer', false)).toEqual({ manage: true, leave: true, leaveRefusal: null })
  })
  it('keeps the last officer while others remain (409 on the server)', () => {
    expect(nationRights(alone, 'officer', false)).toEqual({
      manage: true,
      leave: false,
      leaveRefusal: 'lastOfficer',
    })
  })
  it('lets a citizen leave but not manage', () => {
    expect(nationRights(alone, 'citizen', false)).toEqual({ manage: false, leave: true, leaveRefusal: null })
  })
  it('leaves a deceased member, officer or not, nothing to do', () => {
    for (const role of ['officer', 'citizen'] as const)
      expect(nationRights(alone, role, true)).toEqual({
        manage: false,
        leave: false,
        leaveRefusal: 'deceased',
      })
  })
  it('offers no leaving to someone who is not a member', () => {
    expect(nationRights(shared, null, false)).toEqual({ manage: false, leave: false, leaveRefusal: null })
  })
})

describe('mayFound', () => {
  it('is for a living character without a nation', () => {
    expect(mayFound(0, false)).toBe(true)
    expect(mayFound(1, false)).toBe(false)
    expect(mayFound(0, true)).toBe(false)
  })
})
