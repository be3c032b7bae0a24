// The one way money moves: `postTransaction` writes the ledger row and the balance changes in
// the same synchronous step, after every check has passed. Nothing else in the backend writes a
// balance, so balances always equal the sum of the ledger (checkLedger() proves it).

import type { TransactionType } from '@/api/types'
import type { BalanceRow, BankAccountRow, TransactionRow } from '../db/economy'
import { invalid, missing, refused } from './errors'
import type { Party, World } from './world'

/**
 * An amount as the console writes it, "$AR 326,962": the server's messages are shown to players
 * as they are, so they use the same one money format.
 */
export const money = (amount: number, symbol: string) => `${symbol} ${amount.toLocaleString('en-US')}`

/**
 * The largest figure a JSON number (a double) holds exactly. Every amount, balance, supply and
 * total stays within -MAX_EXACT..MAX_EXACT: beyond it 2^53 + 1 reads as 2^53 and sums drift, so
 * money could appear or vanish unseen. Calls that would go beyond are refused (422).
 */
export const MAX_EXACT = Number.MAX_SAFE_INTEGER

const EXACT = 'the largest amount that can be counted exactly'

/** 422 texts of the exact range (the console shows them as they are). */
export const beyondExact = {
  amount: (symbol: string) => `The amount must be at most ${money(MAX_EXACT, symbol)}, ${EXACT}`,
  above: (name: string, symbol: string) =>
    `This would take the balance of ${name} above ${money(MAX_EXACT, symbol)}, ${EXACT}`,
  below: (name: string, symbol: string) =>
    `This would take the balance of ${name} below ${money(-MAX_EXACT, symbol)}, the smallest amount that can be counted exactly`,
  supply: (symbol: string) =>
    `This would take the supply of ${symbol} above ${money(MAX_EXACT, symbol)}, ${EXACT}`,
  minted: (symbol: string) =>
    `This would take the total ever minted of ${symbol} above ${money(MAX_EXACT, symbol)}, ${EXACT}`,
  burned: (symbol: string) =>
    `This would take the total ever burned of ${symbol} above ${money(MAX_EXACT, symbol)}, ${EXACT}`,
}

/** Who starts system payments (UBI, interest, fees) in the ledger. */
export const SYSTEM_ACTOR = 'System'

export interface Movement {
  type: TransactionType
  currencySymbol: string
  amount: number
  /** Null for a mint (money enters from nowhere). */
  from: Party | null
  /** Null for a burn. */
  to: Party | null
  description?: string | null
  initiatedBy: string
  asCharacter?: string | null
  /** Admin transfers: no floor and no maximum balance. */
  skipLimits?: boolean
}

export interface PartyInfo {
  party: Party
  name: string
  /** The lowest balance allowed: 0, or -overdraftLimit for an overdraft account. */
  floor: number
  /** The highest balance allowed (accounts whose offering caps it), else null. */
  maximum: number | null
  account: BankAccountRow | null
}

/** A party as the ledger names it. 404 when it does not exist (deleted nations/banks count). */
export function partyInfo(world: World, party: Party): PartyInfo {
  switch (party.type) {
    case 'treasury': {
      const nation = world.nationById(party.id)
      if (!nation || nation.deletedAt) throw missing('Treasury not found')
      return { party, name: nation.name, floor: 0, maximum: null, account: null }
    }
    case 'bank': {
      const bank = world.bankById(party.id)
      if (!bank || bank.deletedAt) throw missing('Bank not found')
      return { party, name: bank.name, floor: 0, maximum: null, account: null }
    }
    case 'account': {
      const account = world.account(party.id)
      // An admin-deleted bank takes its accounts out of circulation (the money stays on record).
      if (!account || world.bankById(account.bankId)?.deletedAt) throw missing('Account not found')
      const limits = accountLimits(world, account)
      return {
        party: { type: 'account', id: account.id },
        name: accountLabel(account),
        floor: -limits.overdraftLimit,
        maximum: limits.maximumBalance,
        account,
      }
    }
  }
}

/** The ledger's name of an account: "FAB-123456 (Aurelia Voss)". */
export function accountLabel(account: BankAccountRow): string {
  // Every ledger row names both parties: one string per account instead of one per row saves a
  // million strings on the large world (an in-place rename of the holder makes a new one).
  const kept = labels.get(account)
  if (kept && kept.id === account.id && kept.holderName === account.holderName) return kept.label
  const label = `${account.id} (${account.holderName})`
  labels.set(account, { id: account.id, holderName: account.holderName, label })
  return label
}
const labels = new WeakMap<BankAccountRow, { id: string; holderName: string; label: string }>()

export function accountLimits(
  world: World,
  account: BankAccountRow,
): { overdraftLimit: number; maximumBalance: number | null } {
  const offering = world.offering(account.offeringId)
  return {
    overdraftLimit: offering?.overdraftAllowed ? offering.overdraftLimit : 0,
    maximumBalance: offering?.maximumBalance ?? null,
  }
}

/**
 * Records one movement: checks it completely, then writes the ledger row, both balances and
 * the currency's supply totals together. Throws (changing nothing) when the amount is not a
 * positive integer (400), a party or the currency is missing (404), an account is closed,
 * the source would fall below its floor or the destination above its maximum (422).
 */
export function postTransaction(world: World, movement: Movement): TransactionRow {
  const { amount, type } = movement
  if (!Number.isInteger(amount) || amount <= 0) throw invalid('amount must be a positive integer')
  if (!movement.from && !movement.to) throw invalid('A transaction needs a source or a destination')
  const currency = world.currency(movement.currencySymbol)
  if (!currency) throw missing('Currency not found')
  const symbol = currency.symbol
  if (amount > MAX_EXACT) throw refused(beyondExact.amount(symbol))

  const from = movement.from ? partyInfo(world, movement.from) : null
  const to = movement.to ? partyInfo(world, movement.to) : null
  if (from && to && from.party.type === to.party.type && from.party.id === to.party.id) {
    throw invalid('The source and the destination must differ')
  }
  if (from?.account?.closedAt) throw refused('The source account is closed')
  if (to?.account?.closedAt) throw refused('The destination account is closed')

  const fromRow = from ? world.balanceRow(from.party.type, from.party.id, symbol) : undefined
  const toRow = to ? world.balanceRow(to.party.type, to.party.id, symbol) : undefined
  const fromAfter = (fromRow?.amount ?? 0) - amount
  const toAfter = (toRow?.amount ?? 0) + amount
  if (from && !movement.skipLimits && fromAfter < from.floor) {
    const avail = (fromRow?.amount ?? 0) - from.floor
    const overdraft = from.floor < 0 ? ` (including an overdraft of ${money(-from.floor, symbol)})` : ''
    throw refused(`Insufficient funds. Available: ${money(Math.max(0, avail), symbol)}${overdraft}`)
  }
  if (to && !movement.skipLimits && to.maximum !== null && toAfter > to.maximum) {
    throw refused(
      `The destination account's maximum balance of ${money(to.maximum, symbol)} would be exceeded`,
    )
  }

  // The exact range holds for everyone, admin transfers included. Each figure below is at most
  // 2 * MAX_EXACT in size, which a double still compares correctly.
  if (from && fromAfter < -MAX_EXACT) throw refused(beyondExact.below(from.name, symbol))
  if (to && toAfter > MAX_EXACT) throw refused(beyondExact.above(to.name, symbol))
  if (!from && currency.totalMinted - currency.totalBurned + amount > MAX_EXACT) {
    throw refused(beyondExact.supply(symbol))
  }
  if (!from && currency.totalMinted + amount > MAX_EXACT) throw refused(beyondExact.minted(symbol))
  if (!to && currency.totalBurned + amount > MAX_EXACT) throw refused(beyondExact.burned(symbol))

  // Every check passed: from here on nothing can fail, so the write is all or nothing.
  const seq = world.nextSeq()
  const row: TransactionRow = {
    id: `tx-${String(seq).padStart(7, '0')}`,
    seq,
    createdAt: world.nowIso(),
    type,
    currencySymbol: symbol,
    amount,
    fromType: from?.party.type ?? null,
    fromId: from?.party.id ?? null,
    fromName: from?.name ?? null,
    toType: to?.party.type ?? null,
    toId: to?.party.id ?? null,
    toName: to?.name ?? null,
    description: movement.description?.trim() ? movement.description.trim() : null,
    initiatedBy: movement.initiatedBy,
    asCharacter: movement.asCharacter ?? null,
  }
  if (from) writeBalance(world, fromRow, from.party, symbol, fromAfter)
  if (to) writeBalance(world, toRow, to.party, symbol, toAfter)
  if (!from) currency.totalMinted += amount
  if (!to) currency.totalBurned += amount
  world.insert('transactions', row)
  return row
}

function writeBalance(
  world: World,
  row: BalanceRow | undefined,
  party: Party,
  symbol: string,
  amount: number,
) {
  if (row) row.amount = amount
  else
    world.insert('balances', { holderType: party.type, holderId: party.id, currencySymbol: symbol, amount })
}
