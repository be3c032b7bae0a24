// Shared by the economy's backend tests: the fake backend with the money invariant checked
// after every test, tokens for the `minimal` cast, and quick reads of the database.

import { afterEach, expect } from 'vitest'
import { db } from '@mocks/db'
import { checkLedger } from '@mocks/rules/check-ledger'
import { DEMO_ACCOUNTS, DEMO_PLAYER_MAIN, type ScenarioName } from '@mocks/scenarios'
import { ECONOMY_FIXTURES } from '@mocks/scenarios/economy'
import type { CustomScenario } from '@mocks/scenarios'
import { call, tokenFor, useFakeBackend } from '../support/backend'

export { call, tokenFor }
export const F = ECONOMY_FIXTURES

/** The fake backend for this file, with checkLedger() green after every test. */
export function useEconomy(scenario: ScenarioName | CustomScenario = 'minimal'): void {
  useFakeBackend(scenario)
  afterEach(() => {
    const check = checkLedger()
    expect(check.problems).toEqual([])
    expect(check.ok).toBe(true)
  })
}

/** The `minimal` cast (see mocks/scenarios/economy.ts seedMinimal). */
export const cast = {
  /** Officer of Aurelian Republic ($AR, funded), officer of FAB; accounts at FAB (default) and NSG. */
  aurelia: DEMO_PLAYER_MAIN,
  /** Citizen of Aurelian Republic, Savings Plus account at FAB (max 100 000). */
  mira: 'Mira Quill',
  /** Citizen of Aurelian Republic, Flex Overdraft account at FAB (limit 500). */
  tomas: 'Tomas Reed',
  /** Citizen of Aurelian Republic, account on the inactive Legacy Gold offering. */
  bram: 'Bram Holloway',
  /** Deceased citizen of Aurelian Republic, no account. */
  tobias: 'Old Tobias',
  /** Officer of Kingdom of Norvale (no currency) and of NSG. */
  osric: 'Osric Vale',
  /** Citizen of Kingdom of Norvale, no account. */
  lena: 'Lena Brook',
  /** DemoAdmin's character: citizen of Kingdom of Norvale, Basic account at FAB. */
  elena: 'Elena Marsh',
  /** In no nation, no account. */
  cassius: 'Cassius Thorne',
  /** Deceased, in no nation. */
  ysolde: 'Ysolde Fenn',
} as const

export const adminToken = () => tokenFor('Divine Entity', DEMO_ACCOUNTS.admin.uuid)

/** A new offering at Aurelia's bank, as POST /banks/{id}/offerings takes it; `patch` changes fields. */
export const offeringBody = (patch: Record<string, unknown> = {}) => ({
  name: 'Gold Saver',
  description: 'High interest',
  interestRateBasisPoints: 250,
  maintenanceFeeAmount: 1,
  minimumBalance: 10,
  maximumBalance: 5000,
  overdraftAllowed: false,
  overdraftLimit: 0,
  overdraftFeeAmount: 0,
  createdBy: cast.aurelia,
  ...patch,
})

/** A transfer from the player nation's treasury to Mira's account, as POST /transfers takes it. */
export const treasuryToMira = (amount: number) => ({
  currencySymbol: F.playerCurrency,
  amount,
  fromType: 'treasury',
  fromId: F.playerNation,
  toType: 'account',
  toId: accountOf(cast.mira).id,
})

export function accountOf(holder: string, bankId = 'FAB') {
  const account = db.bankAccounts
    .all()
    .find((a) => a.holderName === holder && a.bankId === bankId && !a.closedAt)
  if (!account) throw new Error(`no open ${bankId} account for ${holder}`)
  return account
}

export function balanceOf(
  holderType: 'treasury' | 'bank' | 'account',
  holderId: string,
  symbol = F.playerCurrency,
): number {
  return (
    db.balances
      .all()
      .find((b) => b.holderType === holderType && b.holderId === holderId && b.currencySymbol === symbol)
      ?.amount ?? 0
  )
}

export const nationId = (name: string) => db.nations.all().find((n) => n.name === name)!.id
export const offeringId = (bankId: string, name: string) =>
  db.offerings.all().find((o) => o.bankId === bankId && o.name === name)!.id

/** Every balance and the ledger length: a refused call must leave this unchanged. */
export function moneySnapshot(): { rows: number; balances: string[] } {
  return {
    rows: db.transactions.count(),
    balances: db.balances
      .all()
      .map((b) => `${b.holderType}:${b.holderId}:${b.currencySymbol}=${b.amount}`)
      .sort(),
  }
}

/** The body of a transfer between two holders' FAB accounts in $AR. */
const accountTransfer = (from: string, to: string, amount = 1) => ({
  currencySymbol: F.playerCurrency,
  amount,
  fromType: 'account',
  fromId: accountOf(from).id,
  toType: 'account',
  toId: accountOf(to).id,
})

/** Looks at the money of the loaded world: accounts, balances, ids, and a before/after snapshot. */
export const money = { accountOf, accountTransfer, balanceOf, snapshot: moneySnapshot, nationId, offeringId }
