import { useQuery } from '@tanstack/react-query'
import { bankQueries } from '@/api/banks'
import type { Currency } from '@/api/currencies.types'
import { partyKey, splitAccountPartyId, type Party } from '@/api/ledger'
import { treasuryQueries } from '@/api/treasuries'
import { useAccountSearch } from './pickers'
import { sameName } from '@/lib/names'

/** A currency the source holds, with its balance. */
export interface Holding {
  symbol: string
  balance: number
}

/**
 * What the source holds, from the lists the pickers already load (treasuries, banks, the account
 * search): a treasury's and an account's balances, a vault's when the player is its officer.
 * Empty while unknown; the currency list then offers every currency as before.
 */
export function useHoldings(source: Party | null): Holding[] {
  const accountId = source?.type === 'account' ? splitAccountPartyId(source.id).accountId : ''
  const { accounts } = useAccountSearch(accountId)
  const treasuries = useQuery({ ...treasuryQueries.list(), enabled: source?.type === 'treasury' })
  const banks = useQuery({ ...bankQueries.list(), enabled: source?.type === 'bank' })
  if (!source) return []
  const wanted = partyKey(source.type, source.id)
  const balances =
    source.type === 'treasury'
      ? treasuries.data?.find((t) => sameName(t.nationName, source.id))?.balances
      : source.type === 'bank'
        ? banks.data?.find((b) => b.id.toLowerCase() === wanted)?.balances
        : accounts.find((a) => a.id.toLowerCase() === wanted || a.accountNumber.toLowerCase() === wanted)
            ?.balances
  return (balances ?? [])
    .filter((b) => b.balance !== 0)
    .map((b) => ({ symbol: b.currencySymbol, balance: b.balance }))
}

/** The currencies the source holds first (in currency order), then every other one. */
export function orderByHoldings(
  currencies: readonly Currency[],
  holdings: readonly Holding[],
): { held: { currency: Currency; balance: number }[]; others: Currency[] } {
  const balanceOf = new Map(holdings.map((h) => [h.symbol, h.balance]))
  const held: { currency: Currency; balance: number }[] = []
  const others: Currency[] = []
  for (const currency of currencies) {
    const balance = balanceOf.get(currency.symbol)
    if (balance === undefined) others.push(currency)
    else held.push({ currency, balance })
  }
  return { held, others }
}
