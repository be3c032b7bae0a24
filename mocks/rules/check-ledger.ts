// The invariant checker. It replays the whole ledger from nothing and compares:
// - every stored balance equals the sum of the ledger rows touching it;
// - per currency, the sum of all balances = minted - burned, and the currency's running totals
//   agree with its mint and burn rows;
// - no movement took a party below its floor (0, or -overdraftLimit for overdraft accounts) or
//   an account above its maximum balance, except admin transfers, which skip those limits;
// - closed accounts hold nothing; rows are well formed (positive integers, known currency,
//   mint has no source, burn no destination, everything else both).
// Tests run it after every scenario; admins see it in demo mode.

import type { CurrencyCheck, LedgerCheck } from '@/api/demo.types'
import { ADMIN_NAME } from './permissions'
import { liveWorld } from './live'
import { balanceKey, type PartyType, type World } from './world'
import type { TransactionRow } from '../db/economy'

const MAX_PROBLEMS = 50
const BIG_MAX = BigInt(Number.MAX_SAFE_INTEGER)

export type { LedgerCheck }

export function checkLedger(world: World = liveWorld()): LedgerCheck {
  const problems: string[] = []
  const report = (text: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push(text)
  }
  const floors = new Map<string, { floor: number; maximum: number | null }>()
  const limitsOf = (type: PartyType, id: string) => {
    const key = `${type}\u0000${id}`
    let limits = floors.get(key)
    if (!limits) {
      limits = { floor: 0, maximum: null }
      if (type === 'account') {
        const account = world.account(id)
        const offering = account ? world.offering(account.offeringId) : undefined
        limits = {
          floor: offering?.overdraftAllowed ? -offering.overdraftLimit : 0,
          maximum: offering?.maximumBalance ?? null,
        }
      }
      floors.set(key, limits)
    }
    return limits
  }

  // Sums in BigInt: a double beyond 2^53 rounds, and a rounded sum could agree with a rounded
  // balance, so lost money would read as ok. Every stored figure must also be an exact integer.
  const exact = (n: number) => Number.isSafeInteger(n)
  const big = (n: number) => (Number.isFinite(n) ? BigInt(Math.trunc(n)) : 0n)
  const rows = sortedBySeq(world.tables.transactions)
  const replayed = new Map<string, bigint>()
  const minted = new Map<string, bigint>()
  const burned = new Map<string, bigint>()
  for (const row of rows) {
    const label = row.id
    if (!exact(row.amount) || row.amount <= 0)
      report(`${label}: amount ${row.amount} is not a positive integer within the exact range`)
    if (!world.currency(row.currencySymbol)) report(`${label}: unknown currency ${row.currencySymbol}`)
    const hasFrom = row.fromType !== null && row.fromId !== null
    const hasTo = row.toType !== null && row.toId !== null
    if (
      row.type === 'mint' ? hasFrom || !hasTo : row.type === 'burn' ? !hasFrom || hasTo : !hasFrom || !hasTo
    ) {
      report(`${label}: a ${row.type} with the wrong parties`)
    }
    const byAdmin = row.initiatedBy === ADMIN_NAME && row.asCharacter !== null
    const amount = big(row.amount)
    if (hasFrom) {
      const key = balanceKey(row.fromType!, row.fromId!, row.currencySymbol)
      const after = (replayed.get(key) ?? 0n) - amount
      replayed.set(key, after)
      const { floor } = limitsOf(row.fromType!, row.fromId!)
      if (!byAdmin && after < big(floor))
        report(`${label}: took ${row.fromType} ${row.fromId} to ${after}, below its floor ${floor}`)
      if (after < -BIG_MAX)
        report(`${label}: took ${row.fromType} ${row.fromId} to ${after}, beyond the exact range`)
    } else minted.set(row.currencySymbol, (minted.get(row.currencySymbol) ?? 0n) + amount)
    if (hasTo) {
      const key = balanceKey(row.toType!, row.toId!, row.currencySymbol)
      const after = (replayed.get(key) ?? 0n) + amount
      replayed.set(key, after)
      const { maximum } = limitsOf(row.toType!, row.toId!)
      if (!byAdmin && maximum !== null && after > big(maximum)) {
        report(`${label}: took ${row.toType} ${row.toId} to ${after}, above its maximum ${maximum}`)
      }
      if (after > BIG_MAX)
        report(`${label}: took ${row.toType} ${row.toId} to ${after}, beyond the exact range`)
    } else burned.set(row.currencySymbol, (burned.get(row.currencySymbol) ?? 0n) + amount)
  }

  const stored = new Map<string, number>()
  const sums = new Map<string, bigint>()
  let belowFloorByAdmin = 0
  for (const balance of world.tables.balances) {
    const key = balanceKey(balance.holderType, balance.holderId, balance.currencySymbol)
    if (stored.has(key))
      report(`duplicate balance row for ${balance.holderType} ${balance.holderId} ${balance.currencySymbol}`)
    stored.set(key, balance.amount)
    if (!exact(balance.amount)) {
      report(
        `${balance.holderType} ${balance.holderId} holds ${balance.amount} ${balance.currencySymbol}, not an integer within the exact range`,
      )
    }
    sums.set(balance.currencySymbol, (sums.get(balance.currencySymbol) ?? 0n) + big(balance.amount))
    const expected = replayed.get(key) ?? 0n
    if (!exact(balance.amount) || expected !== BigInt(balance.amount)) {
      report(
        `${balance.holderType} ${balance.holderId} holds ${balance.amount} ${balance.currencySymbol} but its ledger sums to ${expected}`,
      )
    }
    if (balance.amount < limitsOf(balance.holderType, balance.holderId).floor) belowFloorByAdmin += 1
    if (
      balance.holderType === 'account' &&
      balance.amount !== 0 &&
      world.account(balance.holderId)?.closedAt
    ) {
      report(`closed account ${balance.holderId} still holds ${balance.amount} ${balance.currencySymbol}`)
    }
  }
  for (const [key, amount] of replayed) {
    if (amount !== 0n && !stored.has(key))
      report(`ledger gives ${key.replaceAll('\u0000', ' ')} ${amount} but no balance row exists`)
  }

  const currencies: CurrencyCheck[] = world.tables.currencies.map((currency) => {
    const m = minted.get(currency.symbol) ?? 0n
    const b = burned.get(currency.symbol) ?? 0n
    const sum = sums.get(currency.symbol) ?? 0n
    if (sum !== m - b) report(`${currency.symbol}: balances sum to ${sum} but minted - burned = ${m - b}`)
    if (m > BIG_MAX) report(`${currency.symbol}: ${m} minted in all, beyond the exact range`)
    if (
      !exact(currency.totalMinted) ||
      !exact(currency.totalBurned) ||
      BigInt(currency.totalMinted) !== m ||
      BigInt(currency.totalBurned) !== b
    ) {
      report(
        `${currency.symbol}: running totals ${currency.totalMinted}/${currency.totalBurned} differ from the ledger ${m}/${b}`,
      )
    }
    // Shown as numbers: exact whenever the check is ok (a figure beyond the range is a problem above).
    return {
      symbol: currency.symbol,
      minted: Number(m),
      burned: Number(b),
      supply: Number(m - b),
      sumOfBalances: Number(sum),
    }
  })

  return {
    ok: problems.length === 0,
    problems,
    transactions: rows.length,
    balances: world.tables.balances.length,
    currencies,
    belowFloorByAdmin,
  }
}

function sortedBySeq(rows: TransactionRow[]): TransactionRow[] {
  for (let i = 1; i < rows.length; i++) {
    if (rows[i].seq <= rows[i - 1].seq) return [...rows].sort((a, b) => a.seq - b.seq)
  }
  return rows
}
