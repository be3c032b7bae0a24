// One economy cycle (a week of the demo world): UBI, then interest, then maintenance fees, then
// overdraft fees. Every payment is one ledger row of its type, posted through postTransaction.

import type { BankAccountRow, BankRow, OfferingRow } from '../db/economy'
import { accountLimits, MAX_EXACT, postTransaction, SYSTEM_ACTOR } from './money'
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
 *   offering's maximum balance and at MAX_EXACT (what cannot be credited is not due).
 * - Maintenance fees: charged in the bank's national currency (its jurisdiction's currency),
 *   from the account to the vault, only as far as balance plus overdraft allow.
 * - Overdraft fees: every negative balance pays the offering's fee to the vault, within the limit.
 * - No payment takes a balance beyond MAX_EXACT: a fee the vault cannot hold is taken only as far
 *   as it can, so a cycle never stops half way on the exact range.
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

/**
 * floor(balance * bps / 10000), exactly: the product of a balance near MAX_EXACT and a rate
 * passes 2^53, where a double would round it.
 */
export function interestOn(balance: number, basisPoints: number): number {
  return Number((BigInt(balance) * BigInt(basisPoints)) / 10000n)
}

/** How much more a fee may put into the account's bank vault within the exact range. */
const vaultRoom = (world: World, account: BankAccountRow, symbol: string) =>
  MAX_EXACT - world.balance('bank', account.bankId, symbol)

const openAccounts = (world: World, bank: BankRow): BankAccountRow[] =>
  world.accountsOfBank(bank.id).filter((a) => !a.closedAt)

function payInterest(world: World, bank: BankRow, summary: CycleSummary): void {
  for (const account of openAccounts(world, bank)) {
    const offering = world.offering(account.offeringId)
    if (!offering || offering.interestRateBasisPoints <= 0) continue
    const { maximumBalance } = accountLimits(world, account)
    for (const balance of world.balancesOf('account', account.id)) {
      if (balance.amount <= 0) continue
      let interest = interestOn(balance.amount, offering.interestRateBasisPoints)
      // What cannot be credited is not due: the offering's maximum, and the exact range.
      if (maximumBalance !== null) interest = Math.min(interest, maximumBalance - balance.amount)
      interest = Math.min(interest, MAX_EXACT - balance.amount)
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
    const fee = Math.min(offering.maintenanceFeeAmount, room, vaultRoom(world, account, currency.symbol))
    if (fee <= 0) continue
    chargeFee(
      world,
      { type: 'maintenance_fee', account, offering, currencySymbol: currency.symbol, fee },
      summary,
    )
  }
}

interface FeeCharge {
  type: 'maintenance_fee' | 'overdraft_fee'
  account: BankAccountRow
  offering: OfferingRow
  currencySymbol: string
  fee: number
}

const FEE_LABEL = { maintenance_fee: 'Maintenance fee', overdraft_fee: 'Overdraft fee' } as const

/** A fee from the account to its bank's vault, counted in the cycle's summary. */
function chargeFee(world: World, charge: FeeCharge, summary: CycleSummary): void {
  postTransaction(world, {
    type: charge.type,
    currencySymbol: charge.currencySymbol,
    amount: charge.fee,
    from: { type: 'account', id: charge.account.id },
    to: { type: 'bank', id: charge.account.bankId },
    description: `${FEE_LABEL[charge.type]} (${charge.offering.name})`,
    initiatedBy: SYSTEM_ACTOR,
  })
  const tally = charge.type === 'maintenance_fee' ? summary.maintenanceFees : summary.overdraftFees
  tally.count += 1
  tally.total += charge.fee
  summary.transactions += 1
}

function chargeOverdraft(world: World, bank: BankRow, summary: CycleSummary): void {
  for (const account of openAccounts(world, bank)) {
    const offering = world.offering(account.offeringId)
    if (!offering || !offering.overdraftAllowed || offering.overdraftFeeAmount <= 0) continue
    const { overdraftLimit } = accountLimits(world, account)
    for (const balance of world.balancesOf('account', account.id)) {
      if (balance.amount >= 0) continue
      const fee = Math.min(
        offering.overdraftFeeAmount,
        balance.amount + overdraftLimit,
        vaultRoom(world, account, balance.currencySymbol),
      )
      if (fee <= 0) continue
      const charge = {
        type: 'overdraft_fee',
        account,
        offering,
        currencySymbol: balance.currencySymbol,
        fee,
      } as const
      chargeFee(world, charge, summary)
    }
  }
}

/** The demo's "Advance one week": world time moves a week ahead, then one cycle runs. */
export function advanceOneWeek(): CycleSummary {
  scenarioClock.advanceWorld(WEEK_MS)
  return runEconomyCycle(liveWorld())
}
