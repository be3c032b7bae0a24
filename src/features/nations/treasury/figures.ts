import type { Nation } from '@/api/nations.types'
import type { TreasuryBalance, UbiPolicy } from '@/api/currencies.types'

// The figures an officer checks before acting: what a mint or burn does to the treasury and to
// the currency's supply, and what each UBI policy costs. The spec shows none of them; all are
// derived here from what the treasury and currency calls return.

export type SupplyAction = 'mint' | 'burn'

export interface SupplyEffect {
  balanceBefore: number
  balanceAfter: number
  /** Null when the supply is not known (the currency list did not load). */
  supplyBefore: number | null
  supplyAfter: number | null
  /** A burn of more than the treasury holds: the server will refuse it. */
  exceedsBalance: boolean
}

/** Before and after of a mint (adds to both) or a burn (takes from both). */
export function supplyEffect(
  action: SupplyAction,
  amount: number,
  balance: number,
  supply: number | null,
): SupplyEffect {
  const delta = action === 'mint' ? amount : -amount
  return {
    balanceBefore: balance,
    balanceAfter: balance + delta,
    supplyBefore: supply,
    supplyAfter: supply === null ? null : supply + delta,
    exceedsBalance: action === 'burn' && amount > balance,
  }
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
