// @vitest-environment node
// A nation's roster as the nation screen lists it (spec section 4, issue 36): by name, case
// aside, deceased last; officers come first because their list is shown above the citizens'.
import { describe, expect, it } from 'vitest'
import { orderMembers } from '@/features/nations/nation-list'

const member = (name: string, isDeceased = false) => ({ name, isDeceased })

describe('orderMembers', () => {
  it('sorts by name whatever the case, and puts the deceased last, by name too', () => {
    const roster = [
      member('mira Quill'),
      member('Old Tobias', true),
      member('Bram Holloway'),
      member('Ada Stone', true),
      member('Élodie Marsh'),
      member('Cassius Thorne'),
    ]
    expect(orderMembers(roster).map((m) => m.name)).toEqual([
      'Bram Holloway',
      'Cassius Thorne',
      'Élodie Marsh',
      'mira Quill',
      'Ada Stone',
      'Old Tobias',
    ])
    // A new array: the server's list is left as it came.
    expect(roster[0].name).toBe('mira Quill')
  })
})
