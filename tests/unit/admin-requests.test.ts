// @vitest-environment node
// The admin calls' bodies: only changed fields are sent, the spec's texts when nothing can be sent.
import { describe, expect, it } from 'vitest'
import type { AdminCharacter } from '@/api/admin.types'
import type { Bank } from '@/api/banks.types'
import type { Nation } from '@/api/nations.types'
import { readBank } from '@/api/banks'
import { readNation } from '@/api/nations'
import {
  bankDraft,
  bankEdit,
  characterDraft,
  characterEdit,
  citizenRemoval,
  deceasedRequest,
  deleteRequest,
  nationDraft,
  nationEdit,
  officerChange,
} from '@/features/admin/admin-requests'
import { ADMIN_CHECKS } from '@/features/admin/texts'

const mira: AdminCharacter = {
  name: 'Mira Quill',
  accountOwner: 'NorthWind',
  biography: 'Scribe of the northern guild.',
  profilePictureUrl: null,
  isDeceased: false,
  firstUsed: '2024-01-01T00:00:00.000Z',
  lastSeen: null,
  nation: 'Aurelian Republic',
}
const bank: Bank = readBank({
  id: 'FAB',
  name: 'First Aurelian Bank',
  abbreviation: 'FAB',
  jurisdictionNation: 'Aurelian Republic',
})
const nation: Nation = readNation({
  id: 'n-1',
  name: 'Aurelian Republic',
  abbreviation: 'AR',
  description: 'River ports.',
})

describe('edit requests', () => {
  it('refuses an unchanged form with the spec text', () => {
    expect(characterEdit(mira, characterDraft(mira))).toEqual({ error: ADMIN_CHECKS.nothingToEdit })
    expect(bankEdit(bank, bankDraft(bank))).toEqual({ error: ADMIN_CHECKS.nothingToEdit })
    expect(nationEdit(nation, nationDraft(nation))).toEqual({ error: ADMIN_CHECKS.nothingToEdit })
    expect(ADMIN_CHECKS.nothingToEdit).toBe('Please select an entity and fill in at least one field to edit')
  })

  it('sends a character only what changed, trimmed, under its current name', () => {
    const draft = { ...characterDraft(mira), biography: '  Retired scribe.  ' }
    expect(characterEdit(mira, draft)).toEqual({
      body: { displayName: 'Mira Quill', biography: 'Retired scribe.' },
    })
    expect(
      characterEdit(mira, {
        ...characterDraft(mira),
        name: ' Mira Inkwell ',
        picture: 'https://x.test/a.png',
      }),
    ).toEqual({
      body: { displayName: 'Mira Quill', newName: 'Mira Inkwell', profilePictureUrl: 'https://x.test/a.png' },
    })
  })

  it('treats a blanked name as unchanged but a blanked biography or picture as cleared', () => {
    expect(characterEdit(mira, { ...characterDraft(mira), name: '   ' })).toEqual({
      error: ADMIN_CHECKS.nothingToEdit,
    })
    expect(characterEdit(mira, { ...characterDraft(mira), biography: '' })).toEqual({
      body: { displayName: 'Mira Quill', biography: '' },
    })
    const pictured = { ...mira, profilePictureUrl: 'https://x.test/a.png' }
    expect(characterEdit(pictured, { ...characterDraft(pictured), picture: ' ' })).toEqual({
      body: { displayName: 'Mira Quill', profilePictureUrl: '' },
    })
  })

  it('sends a bank its id and the changed name or abbreviation', () => {
    expect(bankEdit(bank, { name: 'First Aurelian Trust', abbreviation: 'FAB' })).toEqual({
      body: { bankId: 'FAB', name: 'First Aurelian Trust' },
    })
    expect(bankEdit(bank, { name: 'First Aurelian Bank', abbreviation: ' FAT ' })).toEqual({
      body: { bankId: 'FAB', abbreviation: 'FAT' },
    })
  })

  it('sends a nation its id, upper-cases the abbreviation and checks it has 2 characters', () => {
    expect(nationEdit(nation, { ...nationDraft(nation), abbreviation: 'rp' })).toEqual({
      body: { nationId: 'n-1', abbreviation: 'RP' },
    })
    expect(nationEdit(nation, { ...nationDraft(nation), abbreviation: 'ar' })).toEqual({
      error: ADMIN_CHECKS.nothingToEdit,
    })
    expect(nationEdit(nation, { ...nationDraft(nation), abbreviation: 'R', name: 'New' })).toEqual({
      error: 'Must be exactly 2 characters',
    })
    expect(nationEdit(nation, { ...nationDraft(nation), description: 'Toll bridges.' })).toEqual({
      body: { nationId: 'n-1', description: 'Toll bridges.' },
    })
  })
})

describe('delete, deceased and officer requests', () => {
  it('names a bank by id, a nation and a character by name', () => {
    expect(deleteRequest({ type: 'bank', item: bank })).toEqual({
      body: { entityType: 'bank', entityId: 'FAB' },
    })
    expect(deleteRequest({ type: 'nation', item: nation })).toEqual({
      body: { entityType: 'nation', entityId: 'Aurelian Republic' },
    })
    expect(deleteRequest({ type: 'character', item: mira })).toEqual({
      body: { entityType: 'character', entityId: 'Mira Quill' },
    })
    expect(deleteRequest(null)).toEqual({ error: 'Please select an entity to delete' })
  })

  it('marks a chosen character only', () => {
    expect(deceasedRequest(mira)).toEqual({ body: { displayName: 'Mira Quill' } })
    expect(deceasedRequest(null)).toEqual({ error: 'Please select a character to mark as deceased' })
  })

  it('needs a character name and an entity to change an officer', () => {
    expect(officerChange(' Lena Brook ', { type: 'nation', item: nation })).toEqual({
      body: { characterName: 'Lena Brook', entityType: 'nation', entityId: 'Aurelian Republic' },
    })
    expect(officerChange('Lena Brook', { type: 'bank', item: bank })).toEqual({
      body: { characterName: 'Lena Brook', entityType: 'bank', entityId: 'FAB' },
    })
    expect(officerChange('  ', { type: 'bank', item: bank })).toEqual({ error: 'Invalid officer selection' })
    expect(officerChange('Lena Brook', null)).toEqual({ error: 'Invalid officer selection' })
    expect(citizenRemoval('Lena Brook', nation)).toEqual({
      body: { characterName: 'Lena Brook', nationId: 'n-1' },
    })
    expect(citizenRemoval('', nation)).toEqual({ error: 'Invalid officer selection' })
  })
})
