// What the admin panel may do beyond the officers' rules (spec section 6, server-rules.md): appoint
// and dismiss officers anywhere, remove citizens, delete characters, banks and nations, mark a
// character deceased, and edit characters, banks and nations. Banks and nations are hidden, not
// erased: their ledger rows and money stay on record.

import type { BankRow, NationRow } from '../db/economy'
import type { CharacterRow } from '../db/identity'
import { clash, missing } from './errors'
import { requireAddressableName } from './names'
import { sameName } from './identity'
import { demote, join, promote } from './nations'
import { adminPanel, ADMIN_NAME } from './permissions'
import { cleanBiography, deleteCharacterIdentity, renameCharacterIdentity, setPicture } from './profiles'
import { lower, worldChanged, type World } from './world'

/** Economy rows naming a character follow an admin rename (ledger rows keep the old name). */
function renameInEconomy(world: World, from: string, to: string): void {
  for (const m of world.tables.memberships) if (sameName(m.characterName, from)) m.characterName = to
  for (const o of world.tables.bankOfficers) if (sameName(o.characterName, from)) o.characterName = to
  for (const a of world.tables.bankAccounts) if (sameName(a.holderName, from)) a.holderName = to
  for (const n of world.tables.nations) if (sameName(n.founder, from)) n.founder = to
  for (const b of world.tables.banks) if (sameName(b.createdBy, from)) b.createdBy = to
  worldChanged()
}

/** Makes a character a nation officer; a character in no nation joins as one. */
export function appointNationOfficer(world: World, nation: NationRow, character: CharacterRow): void {
  const membership = world.membership(character.name)
  if (!membership) join(world, nation, character.name, 'officer')
  else if (membership.nationId !== nation.id) throw clash(`${character.name} belongs to another nation`)
  else promote(world, adminPanel, nation, character.name)
}

export const dismissNationOfficer = (world: World, nation: NationRow, character: CharacterRow) =>
  demote(world, adminPanel, nation, character.name)

export function appointBankOfficer(world: World, bank: BankRow, character: CharacterRow): void {
  if (world.isBankOfficer(bank.id, character.name))
    throw clash(`${character.name} is already an officer of ${bank.name}`)
  world.insert('bankOfficers', {
    bankId: bank.id,
    characterName: character.name,
    appointedAt: world.nowIso(),
  })
}

/** Removes a bank officer; never the last one (409). */
export function dismissBankOfficer(world: World, bank: BankRow, character: CharacterRow): void {
  const officers = world.bankOfficers(bank.id)
  const row = officers.find((o) => sameName(o.characterName, character.name))
  if (!row) throw missing('Officer not found')
  if (officers.length === 1) throw clash('The last officer of a bank cannot be removed')
  world.remove('bankOfficers', row)
}

/** A deleted character leaves its nation and its bank offices; its accounts and money stay. */
export function deleteCharacter(world: World, character: CharacterRow): void {
  for (const m of [...world.tables.memberships])
    if (sameName(m.characterName, character.name)) world.remove('memberships', m)
  for (const o of [...world.tables.bankOfficers])
    if (sameName(o.characterName, character.name)) world.remove('bankOfficers', o)
  deleteCharacterIdentity(character.name)
}

export function deleteBank(world: World, bank: BankRow): void {
  bank.deletedAt = world.nowIso()
}

/** A deleted nation loses its members; its treasury and ledger rows stay on record. */
export function deleteNation(world: World, nation: NationRow): void {
  nation.deletedAt = world.nowIso()
  for (const m of [...world.members(nation.id)]) world.remove('memberships', m)
}

export function markDeceased(character: CharacterRow): void {
  if (character.isDeceased) throw clash(`${character.name} is already deceased`)
  character.isDeceased = true
}

export interface CharacterEdit {
  newName?: string
  /** '' removes the picture. */
  profilePictureUrl?: string
  biography?: string
}

export function editCharacter(world: World, character: CharacterRow, edit: CharacterEdit): void {
  if (edit.newName && edit.newName !== character.name) {
    requireAddressableName(edit.newName, 'A character name')
    if (lower(edit.newName) === lower(ADMIN_NAME)) throw clash('That name is reserved')
    const from = character.name
    renameCharacterIdentity(from, edit.newName)
    renameInEconomy(world, from, edit.newName)
  }
  if (edit.profilePictureUrl !== undefined) setPicture(character, edit.profilePictureUrl || null)
  if (edit.biography !== undefined) character.biography = cleanBiography(edit.biography) || null
}

/** `abbreviation` comes normalised (normalizeBankId: a malformed one is a 400 before any look-up). */
export function editBank(world: World, bank: BankRow, edit: { name?: string; abbreviation?: string }): void {
  const { abbreviation } = edit
  if (edit.name) {
    const other = world.bank(edit.name)
    if (other && other !== bank) throw clash(`A bank named "${other.name}" already exists`)
    bank.name = edit.name
  }
  if (abbreviation) bank.abbreviation = abbreviation
  world.touched('banks')
}
