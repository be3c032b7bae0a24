// One economy cycle (a week of the demo world): UBI, then interest, then maintenance fees, then
// overdraft fees. Every payment is one ledger row of its type, posted through postTransaction.

import type { BankAccountRow, BankRow } from '../db/economy'
import { accountLimits, postTransaction, SYSTEM_ACTOR } from './money'
import { distributeUbi, type UbiOutcome } from './treasury'
import { liveWorld } from './live'
import { scenarioClock, WEEK_MS } from '../clock'
import type { World } from './world'

export interface CycleSummary {
  at: string
  ubi: Omit<UbiOutcome, 'transactions'>[]
  interest: { due: number; paid: number; missed: number; total: number }
  maintenanceFees: { count: number; total: number }
  overdraftFees: { count: number; total: number }
  /** Ledger rows written by this cycle. */
  transactions: number
}

/**
 * Runs one cycle at the world's "now" (for the live database: the scenario clock).
 * - UBI: each enabled policy of each nation distributes, all or nothing per policy.
 * - Interest: every positive balance of an open account on an offering with interest earns
 *   floor(balance * bps / 10000) from the bank's vault. A vault that cannot pay skips that
 *   payment, which counts against the bank's interestSuccessRate. Interest stops at the
 *   offering's maximum balance (what cannot be credited is not due).
 * - Maintenance fees: charged in the bank's national currency (its jurisdiction's currency),
 *   from the account to the vault, only as far as balance plus overdraft allow.
 * - Overdraft fees: every negative balance pays the offering's fee to the vault, within the limit.
 */
export function runEconomyCycle(world: World = liveWorld()): CycleSummary {
  const summary: CycleSummary = {
    at: world.nowIso(),
    ubi: [],
    interest: { due: 0, paid: 0, missed: 0, total: 0 },
    maintenanceFees: { count: 0, total: 0 },
    overdraftFees: { count: 0, total: 0 },
    transactions: 0,
  }

  for (const nation of world.liveNations()) {
    for (const policy of world.ubiPolicies(nation.id)) {
      if (!policy.enabled) continue
      const { transactions, ...outcome } = distributeUbi(world, policy)
      summary.ubi.push(outcome)
      summary.transactions += transactions.length
    }
  }

  const banks = world.liveBanks()
  for (const bank of banks) payInterest(world, bank, summary)
  for (const bank of banks) chargeMaintenance(world, bank, summary)
  for (const bank of banks) chargeOverdraft(world, bank, summary)
  return summary
}

const openAccounts = (world: World, bank: BankRow): BankAccountRow[] =>
  world.accountsOfBank(bank.id).filter((a) => !a.closedAt)

function payInterest(world: World, bank: BankRow, summary: CycleSummary): void {
  for (const account of openAccounts(world, bank)) {
    const offering = world.offering(account.offeringId)
    if (!offering || offering.interestRateBasisPoints <= 0) continue
    const { maximumBalance } = accountLimits(world, account)
    for (const balance of world.balancesOf('account', account.id)) {
      if (balance.amount <= 0) continue
      let interest = Math.floor((balance.amount * offering.interestRateBasisPoints) / 10000)
      if (maximumBalance !== null) interest = Math.min(interest, maximumBalance - balance.amount)
      if (interest <= 0) continue
      bank.interestDue += 1
      summary.interest.due += 1
      if (world.balance('bank', bank.id, balance.currencySymbol) < interest) {
        summary.interest.missed += 1
        continue
      }
      postTransaction(world, {
        type: 'interest',
        currencySymbol: balance.currencySymbol,
        amount: interest,
        from: { type: 'bank', id: bank.id },
        to: { type: 'account', id: account.id },
        description: `Interest at ${offering.interestRateBasisPoints / 100}%`,
        initiatedBy: SYSTEM_ACTOR,
      })
      bank.interestPaid += 1
      summary.interest.paid += 1
      summary.interest.total += interest
      summary.transactions += 1
    }
  }
}

function chargeMaintenance(world: World, bank: BankRow, summary: CycleSummary): void {
  const currency = world.currencyOfNation(bank.jurisdictionNationId)
  if (!currency) return
  for (const account of openAccounts(world, bank)) {
    const offering = world.offering(account.offeringId)
    if (!offering || offering.maintenanceFeeAmount <= 0) continue
    const { overdraftLimit } = accountLimits(world, account)
    const room = world.balance('account', account.id, currency.symbol) + overdraftLimit
    const fee = Math.min(offering.maintenanceFeeAmount, room)
    if (fee <= 0) continue
    postTransaction(world, {
      type: 'maintenance_fee',
      currencySymbol: currency.symbol,
      amount: fee,
      from: { type: 'account', id: account.id },
      to: { type: 'bank', id: bank.id },
      description: `Maintenance fee (${offering.name})`,
      initiatedBy: SYSTEM_ACTOR,
    })
    summary.maintenanceFees.count += 1
    summary.maintenanceFees.total += fee
    summary.transactions += 1
  }
}

function chargeOverdraft(world: World, bank: BankRow, summary: CycleSummary): void {
  for (const account of openAccounts(world, bank)) {
    const offering = world.offering(account.offeringId)
    if (!offering || !offering.overdraftAllowed || offering.overdraftFeeAmount <= 0) continue
    const { overdraftLimit } = accountLimits(world, account)
    for (const balance of world.balancesOf('account', account.id)) {
      if (balance.amount >= 0) continue
      const fee = Math.min(offering.overdraftFeeAmount, balance.amount + overdraftLimit)
      if (fee <= 0) continue
      postTransaction(world, {
        type: 'overdraft_fee',
        currencySymbol: balance.currencySymbol,
        amount: fee,
        from: { type: 'account', id: account.id },
        to: { type: 'bank', id: bank.id },
        description: `Overdraft fee (${offering.name})`,
        initiatedBy: SYSTEM_ACTOR,
      })
      summary.overdraftFees.count += 1
      summary.overdraftFees.total += fee
      summary.transactions += 1
    }
  }
}

/** The demo's "Advance one week": world time moves a week ahead, then one cycle runs. */
export function advanceOneWeek(): CycleSummary {
  scenarioClock.advanceWorld(WEEK_MS)
  return runEconomyCycle(liveWorld())
}
