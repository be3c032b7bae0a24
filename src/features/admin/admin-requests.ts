import type {
  AdminCharacter,
  DeleteEntityRequest,
  AdminEditBankRequest,
  AdminEditCharacterRequest,
  AdminEditNationRequest,
  MarkDeceasedRequest,
  OfficerChangeRequest,
  RemoveCitizenRequest,
} from '@/api/admin.types'
import type { Bank } from '@/api/banks.types'
import type { Nation } from '@/api/nations.types'
import { ADMIN_CHECKS } from './texts'

// The bodies of the admin calls, built from what the admin chose and typed, or the spec's text
// for why nothing can be sent. Pure, so every rule is tested without a screen.
//
// Ids: a bank is named by its id everywhere. A nation is named by its name where the spec says so
// (`entityId` of the officer calls, and so of DELETE /admin/entity, which shares the field) and by
// its id where the field is `nationId` (the list's id, which is the name when the server sends none).

export type Built<B> = { body: B; error?: undefined } | { body?: undefined; error: string }

/** An entity as the panel acts on it. */
export type AdminEntity =
  | { type: 'character'; item: AdminCharacter }
  | { type: 'bank'; item: Bank }
  | { type: 'nation'; item: Nation }

const nothingToEdit = { error: ADMIN_CHECKS.nothingToEdit } as const

/** The trimmed value when it differs from the original and is not blank, else undefined. */
function renamed(draft: string, original: string): string | undefined {
  const value = draft.trim()
  return value && value !== original ? value : undefined
}

/** The trimmed value when it differs from the original (blank included: it clears the field). */
function changedText(draft: string, original: string | null): string | undefined {
  const value = draft.trim()
  return value !== (original ?? '').trim() ? value : undefined
}

const withoutUnset = <T extends object>(body: T): T =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as T

export interface CharacterDraft {
  name: string
  picture: string
  biography: string
}

export const characterDraft = (c: AdminCharacter): CharacterDraft => ({
  name: c.name,
  picture: c.profilePictureUrl ?? '',
  biography: c.biography ?? '',
})

export function characterEdit(
  original: AdminCharacter,
  draft: CharacterDraft,
): Built<AdminEditCharacterRequest> {
  const change = withoutUnset({
    newName: renamed(draft.name, original.name),
    profilePictureUrl: changedText(draft.picture, original.profilePictureUrl),
    biography: changedText(draft.biography, original.biography),
  })
  if (Object.keys(change).length === 0) return nothingToEdit
  return { body: { displayName: original.name, ...change } }
}

export interface BankDraft {
  name: string
  abbreviation: string
}

export const bankDraft = (b: Bank): BankDraft => ({ name: b.name, abbreviation: b.abbreviation })

export function bankEdit(original: Bank, draft: BankDraft): Built<AdminEditBankRequest> {
  const change = withoutUnset({
    name: renamed(draft.name, original.name),
    abbreviation: renamed(draft.abbreviation, original.abbreviation),
  })
  if (Object.keys(change).length === 0) return nothingToEdit
  return { body: { bankId: original.id, ...change } }
}

export interface NationDraft {
  name: string
  abbreviation: string
  description: string
}

export const nationDraft = (n: Nation): NationDraft => ({
  name: n.name,
  abbreviation: n.abbreviation,
  description: n.description,
})

/** Nation abbreviations are exactly 2 characters, upper case (spec section 5). */
export const nationAbbreviationProblem = (value: string): string | null =>
  value.trim().length === 2 ? null : ADMIN_CHECKS.abbreviation

export function nationEdit(original: Nation, draft: NationDraft): Built<AdminEditNationRequest> {
  const abbreviation = renamed(draft.abbreviation.toUpperCase(), original.abbreviation)
  if (abbreviation !== undefined) {
    const problem = nationAbbreviationProblem(abbreviation)
    if (problem) return { error: problem }
  }
  const change = withoutUnset({
    name: renamed(draft.name, original.name),
    abbreviation,
    description: changedText(draft.description, original.description),
  })
  if (Object.keys(change).length === 0) return nothingToEdit
  return { body: { nationId: original.id, ...change } }
}

export function deleteRequest(entity: AdminEntity | null): Built<DeleteEntityRequest> {
  if (!entity) return { error: ADMIN_CHECKS.noEntityToDelete }
  const entityId = entity.type === 'bank' ? entity.item.id : entity.item.name
  return { body: { entityType: entity.type, entityId } }
}

export function deceasedRequest(character: AdminCharacter | null): Built<MarkDeceasedRequest> {
  if (!character) return { error: ADMIN_CHECKS.noCharacterToMark }
  return { body: { displayName: character.name } }
}

/** The bank or nation whose officers change. */
export type OfficerEntity = { type: 'bank'; item: Bank } | { type: 'nation'; item: Nation }

/** Promote and demote need a character name and an entity (spec section 5). */
export function officerChange(
  characterName: string,
  entity: OfficerEntity | null,
): Built<OfficerChangeRequest> {
  const name = characterName.trim()
  if (!name || !entity) return { error: ADMIN_CHECKS.invalidOfficer }
  const entityId = entity.type === 'bank' ? entity.item.id : entity.item.name
  return { body: { characterName: name, entityType: entity.type, entityId } }
}

export function citizenRemoval(characterName: string, nation: Nation | null): Built<RemoveCitizenRequest> {
  const name = characterName.trim()
  if (!name || !nation) return { error: ADMIN_CHECKS.invalidOfficer }
  return { body: { characterName: name, nationId: nation.id } }
}
