import { api } from './client'
import {
  flag,
  list,
  number,
  optionalNumber,
  optionalRecord,
  optionalText,
  record,
  requiredList,
  text,
  UnreadableBody,
} from './read'
import type { AccountBalance, Bank, BankAccount, BankBalance, Offering } from './banks.types'

// Banks, offerings and accounts (spec section 7 "Banks"). The readers here are shared: the
// transfer dialog picks vaults and accounts, banking shows them, the admin panel edits banks.

const required = (value: unknown, what: string): string => {
  const result = text(value).trim()
  if (!result) throw new UnreadableBody(`${what} without an id`)
  return result
}

export function readOffering(raw: unknown): Offering {
  const r = record(raw)
  return {
    id: required(r.id, 'an offering'),
    name: text(r.name),
    description: text(r.description),
    interestRateBasisPoints: number(r.interestRateBasisPoints),
    maintenanceFeeAmount: number(r.maintenanceFeeAmount),
    minimumBalance: number(r.minimumBalance),
    maximumBalance: optionalNumber(r.maximumBalance),
    overdraftAllowed: flag(r.overdraftAllowed),
    overdraftLimit: number(r.overdraftLimit),
    overdraftFeeAmount: number(r.overdraftFeeAmount),
    isActive: flag(r.isActive, true),
  }
}

const readBankBalance = (raw: unknown): BankBalance => {
  const r = record(raw)
  const currencySymbol = required(r.currencySymbol, 'a balance')
  return { currencySymbol, currencyName: text(r.currencyName, currencySymbol), balance: number(r.balance) }
}

export function readBank(raw: unknown): Bank {
  const r = record(raw)
  const summary = optionalRecord(r.offeringSummary) ?? {}
  const officers = list(r.officers, (o) => {
    const officer = typeof o === 'string' ? { name: o } : record(o)
    return { name: required(officer.name, 'an officer'), appointedAt: text(officer.appointedAt) }
  })
  return {
    id: required(r.id, 'a bank'),
    name: text(r.name),
    abbreviation: text(r.abbreviation),
    jurisdictionNation: text(r.jurisdictionNation),
    accountCount: number(r.accountCount),
    officerCount: number(r.officerCount, officers.length),
    nationalCurrency: optionalText(r.nationalCurrency) || null,
    interestSuccessRate: number(r.interestSuccessRate, 100),
    offeringSummary: {
      hasInterestAccounts: flag(summary.hasInterestAccounts),
      hasOverdraft: flag(summary.hasOverdraft),
      lowestMaintenanceFee: optionalNumber(summary.lowestMaintenanceFee),
    },
    createdAt: text(r.createdAt),
    officers,
    balances: list(r.balances, readBankBalance),
  }
}

const readAccountBalance = (raw: unknown): AccountBalance => readBankBalance(raw)

/** An account: `createdAt` is seconds since epoch (spec section 3). */
export function readBankAccount(raw: unknown): BankAccount {
  const r = record(raw)
  const accountNumber = required(r.accountNumber ?? r.id, 'an account')
  const balances = list(r.balances, readAccountBalance)
  let offering: Offering | null = null
  try {
    offering = r.offering ? readOffering(r.offering) : null
  } catch {
    offering = null
  }
  const bankId = text(r.bankId) || accountNumber.slice(0, Math.max(0, accountNumber.lastIndexOf('-')))
  return {
    id: text(r.id, accountNumber),
    bankId,
    bankName: text(r.bankName, bankId),
    accountNumber,
    accountHolder: text(r.accountHolder),
    isDefault: flag(r.isDefault),
    balances,
    hasBalances: flag(
      r.hasBalances,
      balances.some((b) => b.balance !== 0),
    ),
    createdAt: number(r.createdAt),
    offering,
    overdraftLimit: number(r.overdraftLimit),
    availableBalance: number(r.availableBalance),
    isClosed: flag(r.isClosed),
  }
}

/** Query keys of everything under /banks. */
export const bankKeys = {
  all: ['banks'] as const,
  list: () => [...bankKeys.all, 'list'] as const,
  detail: (bankId: string) => [...bankKeys.all, 'detail', bankId] as const,
}

/** GET /banks. */
export const fetchBanks = (signal?: AbortSignal) =>
  api('/banks', { signal, read: (raw) => requiredList(record(raw).banks, readBank, 'banks') })
