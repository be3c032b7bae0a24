// Transfers between treasuries, bank vaults and bank accounts, for players and for admins.

import type { PartyType, TransferRequest } from '@/api/types'
import type { TransactionRow } from '../db/economy'
import { invalid, missing } from './errors'
import { accountLimits, postTransaction, type Movement } from './money'
import { ADMIN_NAME, canView, requireLivingActor, requireSpend, type Actor } from './permissions'
import { lower, type Party, type World } from './world'

export const partyTypes: readonly PartyType[] = ['treasury', 'bank', 'account']

/**
 * A party named on the wire: a treasury by nation name or id, a vault by bank id or name, an
 * account by number or ledger id (`bankId|accountId`). 404 when it does not exist.
 */
export function resolveParty(world: World, type: PartyType, ref: string): Party {
  switch (type) {
    case 'treasury': {
      const nation = world.nation(ref)
      if (!nation) throw missing('Treasury not found')
      return { type, id: nation.id }
    }
    case 'bank': {
      const bank = world.bank(ref)
      if (!bank) throw missing('Bank not found')
      return { type, id: bank.id }
    }
    case 'account': {
      const account = world.account(ref)
      if (!account || world.bankById(account.bankId)?.deletedAt) throw missing('Account not found')
      return { type, id: account.id }
    }
  }
}

/** A transfer request without the actor (who acts is the token's character, never the body). */
export type TransferInput = Omit<TransferRequest, 'initiatedBy' | 'description'> & {
  description?: string | null
}

/**
 * The movement a transfer asks for, its currency and both parties resolved (404 when missing),
 * as `initiatedBy` asks for it (built whole at once: a replay makes a million of them).
 */
function transferMovement(
  world: World,
  input: TransferInput,
  initiatedBy: string,
  skipLimits = false,
): Movement & { from: Party; to: Party } {
  const currency = world.currency(input.currencySymbol)
  if (!currency) throw missing('Currency not found')
  const from = resolveParty(world, input.fromType, input.fromId)
  const to = resolveParty(world, input.toType, input.toId)
  if (from.type === to.type && from.id === to.id) throw invalid('The source and the destination must differ')
  return {
    type: 'transfer' as const,
    currencySymbol: currency.symbol,
    amount: input.amount,
    from,
    to,
    description: input.description,
    initiatedBy,
    asCharacter: null,
    skipLimits,
  }
}

/** A player's transfer: the source must be theirs to spend; floors and maximums apply. */
export function transfer(world: World, actor: Actor, input: TransferInput): TransactionRow {
  const movement = transferMovement(world, input, actor.name)
  requireLivingActor(actor)
  requireSpend(world, actor, movement.from)
  return postTransaction(world, movement)
}

/**
 * An admin transfer: any source, no balance floor, no maximum balance. Recorded as initiated by
 * "Divine Entity" with the character the admin acted as. Closed accounts still refuse money.
 */
export function adminTransfer(world: World, input: TransferInput & { asCharacter: string }): TransactionRow {
  const movement = transferMovement(world, input, ADMIN_NAME, true)
  const as = input.asCharacter.trim()
  const asCharacter = lower(as) === lower(ADMIN_NAME) ? ADMIN_NAME : world.character(as)?.name
  if (!asCharacter) throw missing(`Character "${as}" not found`)
  movement.asCharacter = asCharacter
  return postTransaction(world, movement)
}

export interface BalanceInfo {
  balance: number
  overdraftLimit: number
  availableBalance: number
}

/** What a source can pay in a currency: its balance, its overdraft, and both together. */
export function balanceInfo(
  world: World,
  actor: Actor,
  type: PartyType,
  ref: string,
  symbol: string,
): BalanceInfo {
  const currency = world.currency(symbol)
  if (!currency) throw missing('Currency not found')
  const party = resolveParty(world, type, ref)
  if (!canView(world, actor, party)) requireSpend(world, actor, party)
  const balance = world.balance(party.type, party.id, currency.symbol)
  const account = party.type === 'account' ? world.account(party.id) : undefined
  const overdraftLimit = account ? accountLimits(world, account).overdraftLimit : 0
  return { balance, overdraftLimit, availableBalance: Math.max(0, balance + overdraftLimit) }
}
