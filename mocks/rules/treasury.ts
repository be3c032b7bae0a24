// National currencies, mint and burn, and UBI policies with their all-or-nothing distribution.

import type { CurrencyRow, NationRow, TransactionRow, UbiPolicyRow } from '../db/economy'
import { clash, invalid, missing, refused } from './errors'
import { nextId } from './ids'
import { accountLimits, MAX_EXACT, postTransaction, SYSTEM_ACTOR } from './money'
import { requireLivingActor, requireNationOfficer, type Actor } from './permissions'
import { lower, type World } from './world'

export const currencySymbolFor = (nation: Pick<NationRow, 'abbreviation'>) => `$${nation.abbreviation}`

/** One national currency per nation, created by its officers; the symbol is `$` + abbreviation. */
export function createCurrency(world: World, actor: Actor, nation: NationRow, rawName: string): CurrencyRow {
  const name = rawName.trim()
  if (!name) throw invalid('name is required')
  requireLivingActor(actor)
  requireNationOfficer(world, actor, nation.id)
  if (world.currencyOfNation(nation.id)) throw clash(`${nation.name} already has a national currency`)
  const symbol = currencySymbolFor(nation)
  if (world.currency(symbol)) throw clash(`The symbol ${symbol} is already in use`)
  if (world.tables.currencies.some((c) => lower(c.name) === lower(name))) {
    throw clash(`A currency named "${name}" already exists`)
  }
  return world.insert('currencies', {
    id: nextId(world.tables.currencies, 'cur'),
    name,
    symbol,
    nationId: nation.id,
    nationName: nation.name,
    createdAt: world.nowIso(),
    createdBy: actor.name,
    totalMinted: 0,
    totalBurned: 0,
  })
}

/** The nation's own currency named by `symbol` (or its only one when no symbol is given). */
function ownCurrency(world: World, nation: NationRow, symbol: string | undefined): CurrencyRow {
  const currency = symbol ? world.currency(symbol) : world.currencyOfNation(nation.id)
  if (!currency) throw missing('Currency not found')
  return currency
}

export interface SupplyChange {
  currencySymbol?: string
  amount: number
  description?: string | null
}

function requirePositive(amount: number): void {
  if (!Number.isInteger(amount) || amount <= 0) throw invalid('amount must be a positive integer')
}

/**
 * Mint: new money into the nation's treasury and its currency's supply. Burn: money out of the
 * treasury (never below 0) and out of supply. Officers only, and only the nation's own currency.
 */
function changeSupply(kind: 'mint' | 'burn') {
  return (world: World, actor: Actor, nation: NationRow, change: SupplyChange): TransactionRow => {
    requirePositive(change.amount)
    const currency = ownCurrency(world, nation, change.currencySymbol)
    requireLivingActor(actor)
    requireNationOfficer(world, actor, nation.id)
    if (currency.nationId !== nation.id) throw refused(`A nation can only ${kind} its own currency`)
    const treasury = { type: 'treasury' as const, id: nation.id }
    return postTransaction(world, {
      type: kind,
      currencySymbol: currency.symbol,
      amount: change.amount,
      from: kind === 'burn' ? treasury : null,
      to: kind === 'mint' ? treasury : null,
      description: change.description ?? null,
      initiatedBy: actor.name,
    })
  }
}

export const mint = changeSupply('mint')
export const burn = changeSupply('burn')

// ---------------------------------------------------------------- UBI

export function requirePolicy(world: World, nation: NationRow, ref: string): UbiPolicyRow {
  const key = lower(ref)
  const policy = world.ubiPolicies(nation.id).find((p) => p.id === ref || lower(p.currencySymbol) === key)
  if (!policy) throw missing('UBI policy not found')
  return policy
}

export interface UbiPolicyInput {
  currencySymbol: string
  amountPerCitizen: number
  enabled?: boolean
}

function requireAmountPerCitizen(amount: number): void {
  if (!Number.isInteger(amount) || amount <= 0) throw invalid('amountPerCitizen must be a positive integer')
  if (amount > MAX_EXACT) {
    throw refused(
      `amountPerCitizen must be at most ${MAX_EXACT.toLocaleString('en-US')}, the largest amount that can be counted exactly`,
    )
  }
}

/** One policy per currency and nation (officers). */
export function createUbiPolicy(
  world: World,
  actor: Actor,
  nation: NationRow,
  input: UbiPolicyInput,
): UbiPolicyRow {
  requireAmountPerCitizen(input.amountPerCitizen)
  const currency = world.currency(input.currencySymbol)
  if (!currency) throw missing('Currency not found')
  requireLivingActor(actor)
  requireNationOfficer(world, actor, nation.id)
  if (world.ubiPolicies(nation.id).some((p) => p.currencySymbol === currency.symbol)) {
    throw clash(`A UBI policy for ${currency.symbol} already exists`)
  }
  return world.insert('ubiPolicies', {
    id: nextId(world.tables.ubiPolicies, 'ubi'),
    nationId: nation.id,
    currencySymbol: currency.symbol,
    amountPerCitizen: input.amountPerCitizen,
    enabled: input.enabled ?? true,
    lastDistribution: null,
    createdAt: world.nowIso(),
  })
}

export function updateUbiPolicy(
  world: World,
  actor: Actor,
  nation: NationRow,
  policy: UbiPolicyRow,
  change: { amountPerCitizen?: number; enabled?: boolean },
): UbiPolicyRow {
  if (change.amountPerCitizen !== undefined) requireAmountPerCitizen(change.amountPerCitizen)
  requireLivingActor(actor)
  requireNationOfficer(world, actor, nation.id)
  if (change.amountPerCitizen !== undefined) policy.amountPerCitizen = change.amountPerCitizen
  if (change.enabled !== undefined) policy.enabled = change.enabled
  return policy
}

export interface UbiOutcome {
  policyId: string
  nationId: string
  currencySymbol: string
  /** Paid: everyone payable received the amount. Unfunded: the treasury could not pay all, so no one. */
  status: 'paid' | 'unfunded' | 'no-recipients'
  recipients: number
  /** What paying everyone costs; null when that is beyond MAX_EXACT (no treasury holds it). */
  total: number | null
  transactions: TransactionRow[]
}

/** recipients * amount, or null when the product is beyond MAX_EXACT. */
function costOf(recipients: number, amount: number): number | null {
  return recipients === 0 || amount <= Math.floor(MAX_EXACT / recipients) ? recipients * amount : null
}

/**
 * Pays every living member's default account `amountPerCitizen` from the treasury, all or
 * nothing: when the treasury cannot pay everyone, no one is paid and nothing is recorded.
 * Members without an open default account, or whose account would pass its maximum balance
 * (or MAX_EXACT), cannot receive and are left out (they are not counted).
 */
export function distributeUbi(world: World, policy: UbiPolicyRow, initiatedBy = SYSTEM_ACTOR): UbiOutcome {
  const outcome = (
    status: UbiOutcome['status'],
    recipients = 0,
    transactions: TransactionRow[] = [],
  ): UbiOutcome => ({
    policyId: policy.id,
    nationId: policy.nationId,
    currencySymbol: policy.currencySymbol,
    status,
    recipients,
    total: costOf(recipients, policy.amountPerCitizen),
    transactions,
  })
  const nation = world.nationById(policy.nationId)
  if (!nation || nation.deletedAt || !world.currency(policy.currencySymbol)) return outcome('no-recipients')
  const amount = policy.amountPerCitizen
  const payees = []
  for (const member of world.members(nation.id)) {
    const character = world.character(member.characterName)
    if (!character || character.isDeceased) continue
    const account = world.defaultAccount(member.characterName)
    if (!account) continue
    const { maximumBalance } = accountLimits(world, account)
    const after = world.balance('account', account.id, policy.currencySymbol) + amount
    if ((maximumBalance !== null && after > maximumBalance) || after > MAX_EXACT) continue
    payees.push(account)
  }
  if (payees.length === 0) return outcome('no-recipients')
  const total = costOf(payees.length, amount)
  if (total === null || world.balance('treasury', nation.id, policy.currencySymbol) < total)
    return outcome('unfunded', payees.length)
  const rows = payees.map((account) =>
    postTransaction(world, {
      type: 'ubi',
      currencySymbol: policy.currencySymbol,
      amount,
      from: { type: 'treasury', id: nation.id },
      to: { type: 'account', id: account.id },
      description: `UBI from ${nation.name}`,
      initiatedBy,
    }),
  )
  policy.lastDistribution = world.nowIso()
  return outcome('paid', payees.length, rows)
}
