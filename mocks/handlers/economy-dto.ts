// One serializer per economy entity: rows never leave the backend raw. Every shape is a type of
// src/api/types.ts (the contract).

import type {
  AccountBalance,
  Bank,
  BankAccount,
  BankOfficer,
  Currency,
  Membership,
  Nation,
  NationMember,
  Offering,
  PartyType,
  TransactionDetail,
  TransactionListItem,
  Treasury,
  TreasuryBalance,
  UbiPolicy,
} from '@/api/types'
import { ownerNames } from './identity-dto'
import type * as rows from '../db/economy'
import { accountLimits } from '../rules/money'
import { interestSuccessRate, marketStats, offeringSummary, type MarketStats } from '../rules/market'
import { nationActivity } from '../rules/nations'
import type { World } from '../rules/world'

// ---------------------------------------------------------------- ledger

/** A party's id as the console sends it back: nation name, bank id, `bankId|accountId`. */
function wireId(
  world: World,
  type: PartyType | null,
  id: string | null,
  storedName: string | null,
): string | null {
  if (!type || !id) return null
  if (type === 'treasury') return world.nationById(id)?.name ?? storedName ?? id
  if (type === 'bank') return id
  const bankId = world.account(id)?.bankId ?? id.slice(0, id.lastIndexOf('-'))
  return `${bankId}|${id}`
}

export function toListItem(world: World, row: rows.TransactionRow): TransactionListItem {
  return {
    id: row.id,
    created_at: row.createdAt,
    transaction_type: row.type,
    currency_symbol: row.currencySymbol,
    amount: row.amount,
    from_name: row.fromName,
    from_type: row.fromType,
    from_id: wireId(world, row.fromType, row.fromId, row.fromName),
    to_name: row.toName,
    to_type: row.toType,
    to_id: wireId(world, row.toType, row.toId, row.toName),
    description: row.description,
    initiated_by: row.initiatedBy,
    as_character: row.asCharacter,
  }
}

/** What a transfer, mint or burn answers about the row it wrote. */
export const toTransferSummary = (row: rows.TransactionRow) => ({
  id: row.id,
  amount: row.amount,
  currencySymbol: row.currencySymbol,
})

export function toDetail(row: rows.TransactionRow): TransactionDetail {
  return {
    id: row.id,
    transactionType: row.type,
    amount: row.amount,
    currencySymbol: row.currencySymbol,
    from: row.fromType ? { name: row.fromName ?? '', type: row.fromType } : null,
    to: row.toType ? { name: row.toName ?? '', type: row.toType } : null,
    initiatedBy: row.initiatedBy,
    description: row.description,
    createdAt: row.createdAt,
    asCharacter: row.asCharacter,
  }
}

// ---------------------------------------------------------------- nations

export function toMember(
  world: World,
  membership: rows.MembershipRow,
  owners: Map<string, string>,
): NationMember {
  const character = world.character(membership.characterName)
  return {
    id: membership.characterName,
    name: membership.characterName,
    profilePictureUrl: character?.profilePictureUrl ?? null,
    isDeceased: character?.isDeceased ?? false,
    accountOwner: (character && owners.get(character.accountUuid)) ?? 'unknown',
    joinedAt: membership.joinedAt,
    role: membership.role,
  }
}

export function toNation(
  world: World,
  nation: rows.NationRow,
  owners: Map<string, string> = ownerNames(),
): Nation {
  const members = world.members(nation.id).map((m) => toMember(world, m, owners))
  const officers = members.filter((m) => m.role === 'officer')
  const citizens = members.filter((m) => m.role === 'citizen')
  return {
    id: nation.id,
    name: nation.name,
    abbreviation: nation.abbreviation,
    description: nation.description,
    createdAt: nation.createdAt,
    profilePictureUrl: nation.profilePictureUrl,
    ...nationActivity(world, nation.id),
    officerCount: officers.length,
    citizenCount: citizens.length,
    officers,
    citizens,
    nationalCurrency: world.currencyOfNation(nation.id)?.symbol ?? null,
  }
}

export function toMembership(world: World, membership: rows.MembershipRow): Membership | null {
  const nation = world.nationById(membership.nationId)
  if (!nation || nation.deletedAt) return null
  return {
    nationId: nation.id,
    nationName: nation.name,
    abbreviation: nation.abbreviation,
    role: membership.role,
    joinedAt: membership.joinedAt,
  }
}

// ---------------------------------------------------------------- treasuries and currencies

export function toUbiPolicy(world: World, policy: rows.UbiPolicyRow): UbiPolicy {
  const currency = world.currency(policy.currencySymbol)
  return {
    id: policy.id,
    currencyId: currency?.id ?? '',
    currencyName: currency?.name ?? policy.currencySymbol,
    currencySymbol: policy.currencySymbol,
    amountPerCitizen: policy.amountPerCitizen,
    enabled: policy.enabled,
    lastDistribution: policy.lastDistribution,
  }
}

/** The national currency first (even at 0, so it can be minted into), then every other holding. */
export function treasuryBalances(world: World, nation: rows.NationRow): TreasuryBalance[] {
  const own = world.currencyOfNation(nation.id)
  const rows = world
    .balancesOf('treasury', nation.id)
    .filter((b) => b.amount !== 0 && b.currencySymbol !== own?.symbol)
  rows.sort((a, b) => a.currencySymbol.localeCompare(b.currencySymbol))
  const line = (
    currency: rows.CurrencyRow | undefined,
    symbol: string,
    balance: number,
  ): TreasuryBalance => ({
    currencyId: currency?.id ?? '',
    currencyName: currency?.name ?? symbol,
    currencySymbol: symbol,
    balance,
  })
  const out = rows.map((b) => line(world.currency(b.currencySymbol), b.currencySymbol, b.amount))
  if (own) out.unshift(line(own, own.symbol, world.balance('treasury', nation.id, own.symbol)))
  return out
}

export function toTreasury(world: World, nation: rows.NationRow, detailed: boolean): Treasury {
  return {
    nationName: nation.name,
    balances: detailed ? treasuryBalances(world, nation) : [],
    ubiPolicies: detailed ? world.ubiPolicies(nation.id).map((p) => toUbiPolicy(world, p)) : [],
  }
}

export function toCurrency(
  world: World,
  currency: rows.CurrencyRow,
  stats: MarketStats | undefined,
): Currency {
  return {
    id: currency.id,
    name: currency.name,
    symbol: currency.symbol,
    issuingNation: world.nationById(currency.nationId)?.name ?? currency.nationName,
    currentSupply: currency.totalMinted - currency.totalBurned,
    createdAt: currency.createdAt,
    purchasingPowerIndex: stats?.purchasingPowerIndex ?? null,
    inflationRisk: stats?.inflationRisk ?? null,
    supplyPerCapita: stats?.supplyPerCapita ?? null,
  }
}

export function currencies(world: World): Currency[] {
  const stats = marketStats(world)
  return world.tables.currencies.map((c) => toCurrency(world, c, stats.get(c.symbol)))
}

// ---------------------------------------------------------------- banks

export function toOffering(row: rows.OfferingRow): Offering {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    interestRateBasisPoints: row.interestRateBasisPoints,
    maintenanceFeeAmount: row.maintenanceFeeAmount,
    minimumBalance: row.minimumBalance,
    maximumBalance: row.maximumBalance,
    overdraftAllowed: row.overdraftAllowed,
    overdraftLimit: row.overdraftLimit,
    overdraftFeeAmount: row.overdraftFeeAmount,
    isActive: row.isActive,
  }
}

export const toBankOfficer = (row: rows.BankOfficerRow): BankOfficer => ({
  name: row.characterName,
  appointedAt: row.appointedAt,
})

/** Vault balances are shown to the bank's officers (and admins) only. */
export function toBank(world: World, bank: rows.BankRow, showBalances: boolean): Bank {
  const officers = world.bankOfficers(bank.id)
  return {
    id: bank.id,
    name: bank.name,
    abbreviation: bank.abbreviation,
    jurisdictionNation: world.nationById(bank.jurisdictionNationId)?.name ?? '',
    accountCount: world.accountsOfBank(bank.id).filter((a) => !a.closedAt).length,
    officerCount: officers.length,
    nationalCurrency: world.currencyOfNation(bank.jurisdictionNationId)?.symbol ?? null,
    interestSuccessRate: interestSuccessRate(bank),
    offeringSummary: offeringSummary(world, bank.id),
    createdAt: bank.createdAt,
    officers: officers.map(toBankOfficer),
    balances: showBalances
      ? world
          .balancesOf('bank', bank.id)
          .filter((b) => b.amount !== 0)
          .map((b) => ({
            currencyName: world.currency(b.currencySymbol)?.name ?? b.currencySymbol,
            currencySymbol: b.currencySymbol,
            balance: b.amount,
          }))
      : [],
  }
}

/**
 * A bank account. `availableBalance` is for the account's main currency (the bank's national
 * currency, else its largest holding): balance plus overdraft. GET /transfers/balance gives the
 * exact figure for any currency. Redacted (balances hidden) for viewers who are not the holder,
 * the bank's officers or an admin.
 */
export function toAccount(world: World, account: rows.BankAccountRow, redact = false): BankAccount {
  const bank = world.bankById(account.bankId)
  const offering = world.offering(account.offeringId)
  const { overdraftLimit } = accountLimits(world, account)
  const balances: AccountBalance[] = redact
    ? []
    : world
        .balancesOf('account', account.id)
        .filter((b) => b.amount !== 0)
        .map((b) => ({
          currencySymbol: b.currencySymbol,
          currencyName: world.currency(b.currencySymbol)?.name ?? b.currencySymbol,
          balance: b.amount,
        }))
  const national = bank ? world.currencyOfNation(bank.jurisdictionNationId)?.symbol : undefined
  const main =
    balances.find((b) => b.currencySymbol === national) ??
    [...balances].sort((a, b) => b.balance - a.balance)[0]
  return {
    id: account.id,
    bankId: account.bankId,
    bankName: bank?.name ?? account.bankId,
    accountNumber: account.id,
    accountHolder: account.holderName,
    isDefault: account.isDefault && !account.closedAt,
    balances,
    hasBalances: balances.length > 0,
    createdAt: account.createdAt,
    offering: offering ? toOffering(offering) : null,
    overdraftLimit: redact ? 0 : overdraftLimit,
    availableBalance: redact ? 0 : Math.max(0, (main?.balance ?? 0) + overdraftLimit),
    isClosed: account.closedAt !== null,
  }
}
