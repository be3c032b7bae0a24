// Who may do what (spec section 6, server-rules.md). An Actor is the token's identity: a
// character, or the admin panel acting as "Divine Entity". The admin panel may read everything
// and manage nations and banks like an officer; it moves money as itself only through the
// normal rules, or through the admin transfer.

import { denied } from './errors'
import { lower, type Party, type World } from './world'

export interface Actor {
  name: string
  isAdminPanel: boolean
  isDeceased: boolean
}

export const character = (name: string, isDeceased = false): Actor => ({
  name,
  isAdminPanel: false,
  isDeceased,
})
export const ADMIN_NAME = 'Divine Entity'
export const adminPanel: Actor = { name: ADMIN_NAME, isAdminPanel: true, isDeceased: false }

/**
 * A body field naming the actor (`initiatedBy`, `createdBy`, `mintedBy`, ...) must name the
 * acting character (case-insensitively) or be absent; otherwise 403.
 */
export function requireSelfNamed(actorName: string, field: string, value: unknown): void {
  if (value === undefined || value === null || value === '') return
  if (typeof value !== 'string' || lower(value) !== lower(actorName)) {
    throw denied(`${field} must be your selected character (${actorName})`)
  }
}

/** Deceased characters may look but not act (403). */
export function requireLivingActor(actor: Actor): void {
  if (actor.isDeceased) throw denied('Deceased characters cannot act')
}

export function isNationOfficer(world: World, actor: Actor, nationId: string): boolean {
  return actor.isAdminPanel || world.isNationOfficer(nationId, actor.name)
}

export function isBankOfficer(world: World, actor: Actor, bankId: string): boolean {
  return actor.isAdminPanel || world.isBankOfficer(bankId, actor.name)
}

export function requireNationOfficer(world: World, actor: Actor, nationId: string): void {
  if (!isNationOfficer(world, actor, nationId)) throw denied('Only officers of this nation can do that')
}

export function requireBankOfficer(world: World, actor: Actor, bankId: string): void {
  if (!isBankOfficer(world, actor, bankId)) throw denied('Only officers of this bank can do that')
}

/** Who may pay from a party: a treasury's nation officers, a vault's bank officers, an account's holder. */
export function canSpendFrom(world: World, actor: Actor, party: Party): boolean {
  if (actor.isAdminPanel) return true
  switch (party.type) {
    case 'treasury':
      return world.isNationOfficer(party.id, actor.name)
    case 'bank':
      return world.isBankOfficer(party.id, actor.name)
    case 'account': {
      const account = world.account(party.id)
      return (
        !!account && (account.holderName === actor.name || lower(account.holderName) === lower(actor.name))
      )
    }
  }
}

/** Who may read a party's ledger and balances: those who may spend, plus an account's bank officers. */
export function canView(world: World, actor: Actor, party: Party): boolean {
  if (canSpendFrom(world, actor, party)) return true
  if (party.type === 'account') {
    const account = world.account(party.id)
    return !!account && world.isBankOfficer(account.bankId, actor.name)
  }
  return false
}

export function requireSpend(world: World, actor: Actor, party: Party): void {
  if (!canSpendFrom(world, actor, party)) {
    const what =
      party.type === 'treasury'
        ? "this nation's officers"
        : party.type === 'bank'
          ? "this bank's officers"
          : 'its holder'
    throw denied(`Only ${what} can move money from this ${party.type === 'bank' ? 'vault' : party.type}`)
  }
}
