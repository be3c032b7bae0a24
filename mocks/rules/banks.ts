// Banks, their officers, offerings and accounts.

import type { CreateOfferingRequest } from '@/api/types'
import type { BankAccountRow, BankOfficerRow, BankRow, NationRow, OfferingRow } from '../db/economy'
import { clash, denied, invalid, missing, refused } from './errors'
import { accountNumber, nextId } from './ids'
import { requireBankOfficer, requireLivingActor, type Actor } from './permissions'
import { lower, type World } from './world'

export const OFFERING_IN_USE = 'Cannot delete offering with existing accounts. Deactivate it instead.'

export function requireBank(world: World, ref: string): BankRow {
  const bank = world.bank(ref)
  if (!bank) throw missing('Bank not found')
  return bank
}

export function normalizeBankId(raw: string): string {
  const id = raw.trim().toLocaleUpperCase('en')
  if (!/^[A-Z0-9]{2,10}$/.test(id)) throw invalid('bankId must be 2-10 letters or digits')
  return id
}

export interface BankInput {
  bankId: string
  name: string
  jurisdictionNation: string
}

/** Founds a bank in a nation's jurisdiction; the creator becomes its first officer. */
export function createBank(world: World, actor: Actor, input: BankInput): BankRow {
  const id = normalizeBankId(input.bankId)
  const name = input.name.trim()
  if (!name) throw invalid('name is required')
  const nation: NationRow | undefined = world.nation(input.jurisdictionNation)
  if (!nation) throw missing('Jurisdiction nation not found')
  if (actor.isAdminPanel) throw denied('The admin panel cannot create a bank; select a character')
  requireLivingActor(actor)
  if (world.bankById(id)) throw clash(`The bank id ${id} is already taken`)
  if (world.bank(name)) throw clash(`A bank named "${name}" already exists`)
  const bank: BankRow = {
    id,
    name,
    abbreviation: id,
    jurisdictionNationId: nation.id,
    createdAt: world.nowIso(),
    createdBy: actor.name,
    interestDue: 0,
    interestPaid: 0,
    deletedAt: null,
  }
  world.insert('banks', bank)
  world.insert('bankOfficers', { bankId: id, characterName: actor.name, appointedAt: bank.createdAt })
  return bank
}

/** Appoints an officer (officers of the bank). */
export function addBankOfficer(
  world: World,
  actor: Actor,
  bank: BankRow,
  officerName: string,
): BankOfficerRow {
  const officer = world.character(officerName)
  if (!officer) throw missing('Character not found')
  requireLivingActor(actor)
  requireBankOfficer(world, actor, bank.id)
  if (officer.isDeceased) throw refused('Deceased characters cannot become officers')
  if (world.isBankOfficer(bank.id, officer.name))
    throw clash(`${officer.name} is already an officer of ${bank.name}`)
  return world.insert('bankOfficers', {
    bankId: bank.id,
    characterName: officer.name,
    appointedAt: world.nowIso(),
  })
}

/** Dismisses an officer. Nobody removes themselves, and the last officer stays. */
export function removeBankOfficer(
  world: World,
  actor: Actor,
  bank: BankRow,
  officerName: string,
): BankOfficerRow {
  const officers = world.bankOfficers(bank.id)
  const row = officers.find((o) => lower(o.characterName) === lower(officerName))
  if (!row) throw missing('Officer not found')
  requireLivingActor(actor)
  requireBankOfficer(world, actor, bank.id)
  if (!actor.isAdminPanel && lower(row.characterName) === lower(actor.name)) {
    throw clash('You cannot remove yourself as an officer')
  }
  if (officers.length === 1) throw clash('The last officer of a bank cannot be removed')
  world.remove('bankOfficers', row)
  return row
}

// ---------------------------------------------------------------- offerings

/** An offering's terms as created (the request without who creates it). */
export type OfferingInput = Omit<CreateOfferingRequest, 'createdBy'>

function requireWhole(field: string, value: number, max?: number): void {
  if (!Number.isInteger(value) || value < 0) throw invalid(`${field} must be a whole number of at least 0`)
  if (max !== undefined && value > max) throw invalid(`${field} must be at most ${max}`)
}

export function validateOffering(input: OfferingInput): void {
  if (!input.name.trim()) throw invalid('name is required')
  requireWhole('interestRateBasisPoints', input.interestRateBasisPoints, 10000)
  requireWhole('maintenanceFeeAmount', input.maintenanceFeeAmount)
  requireWhole('minimumBalance', input.minimumBalance)
  if (input.maximumBalance !== undefined && input.maximumBalance !== null) {
    requireWhole('maximumBalance', input.maximumBalance)
    if (input.maximumBalance < input.minimumBalance)
      throw invalid('maximumBalance must be at least minimumBalance')
  }
  requireWhole('overdraftLimit', input.overdraftLimit)
  requireWhole('overdraftFeeAmount', input.overdraftFeeAmount)
}

export function requireOffering(world: World, bank: BankRow, id: string): OfferingRow {
  const offering = world.offering(id)
  if (!offering || offering.bankId !== bank.id || offering.deletedAt) throw missing('Bank offering not found')
  return offering
}

export function createOffering(world: World, actor: Actor, bank: BankRow, input: OfferingInput): OfferingRow {
  validateOffering(input)
  requireLivingActor(actor)
  requireBankOfficer(world, actor, bank.id)
  const name = input.name.trim()
  if (world.offeringsOf(bank.id).some((o) => lower(o.name) === lower(name))) {
    throw clash(`${bank.name} already has an offering named "${name}"`)
  }
  return world.insert('offerings', {
    id: nextId(world.tables.offerings, 'off'),
    bankId: bank.id,
    name,
    description: input.description?.trim() ?? '',
    interestRateBasisPoints: input.interestRateBasisPoints,
    maintenanceFeeAmount: input.maintenanceFeeAmount,
    minimumBalance: input.minimumBalance,
    maximumBalance: input.maximumBalance ?? null,
    overdraftAllowed: input.overdraftAllowed,
    overdraftLimit: input.overdraftAllowed ? input.overdraftLimit : 0,
    overdraftFeeAmount: input.overdraftAllowed ? input.overdraftFeeAmount : 0,
    isActive: true,
    createdAt: world.nowIso(),
    deletedAt: null,
  })
}

/** Only the name, the description and the active flag can change. */
export function updateOffering(
  world: World,
  actor: Actor,
  bank: BankRow,
  offering: OfferingRow,
  change: { name?: string; description?: string; isActive?: boolean },
): OfferingRow {
  const name = change.name?.trim()
  if (change.name !== undefined && !name) throw invalid('name is required')
  requireLivingActor(actor)
  requireBankOfficer(world, actor, bank.id)
  if (name && world.offeringsOf(bank.id).some((o) => o !== offering && lower(o.name) === lower(name))) {
    throw clash(`${bank.name} already has an offering named "${name}"`)
  }
  if (name) offering.name = name
  if (change.description !== undefined) offering.description = change.description.trim()
  if (change.isActive !== undefined) offering.isActive = change.isActive
  return offering
}

/** Deletes an offering no open account uses (409 otherwise: deactivate it instead). */
export function deleteOffering(world: World, actor: Actor, bank: BankRow, offering: OfferingRow): void {
  requireLivingActor(actor)
  requireBankOfficer(world, actor, bank.id)
  if (world.accountsWithOffering(offering.id).some((a) => !a.closedAt)) throw clash(OFFERING_IN_USE)
  // Soft: closed accounts still show the terms they had.
  offering.deletedAt = world.nowIso()
  offering.isActive = false
}

// ---------------------------------------------------------------- accounts

/** An account of this bank by number or ledger id. */
export function requireAccount(world: World, bank: BankRow, ref: string): BankAccountRow {
  const account = world.account(ref.includes('|') || ref.includes('-') ? ref : `${bank.id}-${ref}`)
  if (!account || account.bankId !== bank.id) throw missing('Account not found')
  return account
}

/** Opens an account on an active offering; a character's first open account becomes its default. */
export function openAccount(world: World, actor: Actor, bank: BankRow, offeringId: string): BankAccountRow {
  const offering = requireOffering(world, bank, offeringId)
  if (actor.isAdminPanel) throw denied('The admin panel cannot hold accounts; select a character')
  requireLivingActor(actor)
  if (!offering.isActive) throw refused('This offering is inactive and opens no new accounts')
  const holder = world.character(actor.name)?.name ?? actor.name
  const id = accountNumber(bank.id, (n) => !!world.account(n), world.accountsOfBank(bank.id).length + 1)
  return world.insert('bankAccounts', {
    id,
    bankId: bank.id,
    holderName: holder,
    offeringId: offering.id,
    isDefault: !world.defaultAccount(holder),
    createdAt: Math.floor(world.now.getTime() / 1000),
    closedAt: null,
    closeReason: null,
  })
}

function requireHolder(actor: Actor, account: BankAccountRow): void {
  if (actor.isAdminPanel) return
  if (lower(account.holderName) !== lower(actor.name)) throw denied('Only the account holder can do that')
}

/** Closes an account whose every balance is 0; the default moves to the oldest other open account. */
export function closeAccount(
  world: World,
  actor: Actor,
  account: BankAccountRow,
  reason?: string | null,
): BankAccountRow {
  requireLivingActor(actor)
  requireHolder(actor, account)
  if (account.closedAt) throw clash('The account is already closed')
  if (world.balancesOf('account', account.id).some((b) => b.amount !== 0)) {
    throw clash('Cannot close an account with money in it: every balance must be 0')
  }
  account.closedAt = world.nowIso()
  account.closeReason = reason?.trim() || null
  if (account.isDefault) {
    account.isDefault = false
    const next = world.openAccountsOf(account.holderName).sort((a, b) => a.createdAt - b.createdAt)[0]
    if (next) next.isDefault = true
  }
  return account
}

export function setDefaultAccount(world: World, actor: Actor, account: BankAccountRow): BankAccountRow {
  requireLivingActor(actor)
  requireHolder(actor, account)
  if (account.closedAt) throw refused('A closed account cannot be the default')
  for (const other of world.openAccountsOf(account.holderName)) other.isDefault = other === account
  return account
}
