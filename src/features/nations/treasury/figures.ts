import type { Nation } from '@/api/nations.types'
import type { TreasuryBalance, UbiPolicy } from '@/api/currencies.types'
import { formatAmount } from '@/lib/format'
import { exactSum, LARGEST_AMOUNT } from '@/lib/money'
import { TREASURY_TEXTS } from '../texts'

// The figures an officer checks before acting: what a mint or burn does to the treasury and to
// the currency's supply, and what each UBI policy costs. The spec shows none of them; all are
// derived here from what the treasury and currency calls return.

export type SupplyAction = 'mint' | 'burn'

export interface SupplyEffect {
  balanceBefore: number
  /** Null when the server would refuse the change (`refusal` says why): no impossible figure is shown. */
  balanceAfter: number | null
  /** Null when the supply is not known (the currency list did not load). */
  supplyBefore: number | null
  supplyAfter: number | null
  /** A burn of more than the treasury holds: the server will refuse it. */
  exceedsBalance: boolean
  /** Why the server would refuse this change, in the officer's words; null when it would not. */
  refusal: string | null
  /** A result past the largest exact amount: the console does not send it at all. */
  tooLarge: boolean
}

/** Why a mint or burn cannot be done, as the preview says it instead of an impossible figure. */
export const SUPPLY_REFUSALS = {
  moreThanHeld: (balance: number, symbol: string) =>
    TREASURY_TEXTS.moreThanHeld(formatAmount(balance, symbol)),
  moreThanSupply: (supply: number, symbol: string) =>
    TREASURY_TEXTS.moreThanSupply(formatAmount(supply, symbol)),
  tooLarge: (what: 'balance' | 'supply') => TREASURY_TEXTS.tooLarge(what, LARGEST_AMOUNT),
} as const

/**
 * Before and after of a mint (adds to both) or a burn (takes from both). A change the server would
 * refuse (a burn of more than is held, a mint past the largest exact amount) has no after: its
 * `refusal` says why.
 */
export function supplyEffect(
  action: SupplyAction,
  amount: number,
  balance: number,
  supply: number | null,
  symbol = '',
): SupplyEffect {
  const before = { balanceBefore: balance, supplyBefore: supply }
  const refused = (refusal: string, exceedsBalance = false, tooLarge = false): SupplyEffect => ({
    ...before,
    balanceAfter: null,
    supplyAfter: null,
    exceedsBalance,
    refusal,
    tooLarge,
  })
  if (action === 'burn') {
    if (amount > balance) return refused(SUPPLY_REFUSALS.moreThanHeld(balance, symbol), true)
    if (supply !== null && amount > supply) return refused(SUPPLY_REFUSALS.moreThanSupply(supply, symbol))
    return {
      ...before,
      balanceAfter: balance - amount,
      supplyAfter: supply === null ? null : supply - amount,
      exceedsBalance: false,
      refusal: null,
      tooLarge: false,
    }
  }
  const balanceAfter = exactSum(balance, amount)
  if (balanceAfter === null) return refused(SUPPLY_REFUSALS.tooLarge('balance'), false, true)
  const supplyAfter = supply === null ? null : exactSum(supply, amount)
  if (supply !== null && supplyAfter === null) return refused(SUPPLY_REFUSALS.tooLarge('supply'), false, true)
  return { ...before, balanceAfter, supplyAfter, exceedsBalance: false, refusal: null, tooLarge: false }
}

/**
 * Who one distribution pays. The server pays each living member's default bank account
 * (server-rules), officers included, so deceased members are not counted. When a server sends a
 * nation without its member lists, every member counts.
 */
export function ubiRecipients(nation: Pick<Nation, 'officers' | 'citizens' | 'totalMembers'>): number {
  const listed = [...nation.officers, ...nation.citizens]
  if (listed.length === 0) return nation.totalMembers
  return listed.filter((m) => !m.isDeceased).length
}

export interface UbiCost {
  recipients: number
  /** One distribution: amount per citizen times recipients. */
  cost: number
  balance: number
  /** How many whole distributions the balance pays for; null when a distribution costs nothing. */
  covers: number | null
  /** False when the treasury cannot pay one distribution (the server then pays no one). */
  affordable: boolean
}

export function ubiCost(
  policy: Pick<UbiPolicy, 'amountPerCitizen' | 'currencySymbol'>,
  recipients: number,
  balances: readonly Pick<TreasuryBalance, 'currencySymbol' | 'balance'>[],
): UbiCost {
  const balance = balances.find((b) => b.currencySymbol === policy.currencySymbol)?.balance ?? 0
  const cost = policy.amountPerCitizen * recipients
  return {
    recipients,
    cost,
    balance,
    covers: cost > 0 ? Math.max(0, Math.floor(balance / cost)) : null,
    affordable: balance >= cost,
  }
}
