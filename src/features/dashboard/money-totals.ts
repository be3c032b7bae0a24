import type { BankAccount } from '@/api/banks.types'

export interface CurrencyTotal {
  symbol: string
  name: string
  total: number
}

/** What the character holds in each currency across all its open accounts, by symbol A-Z. */
export function totalsByCurrency(accounts: readonly BankAccount[]): CurrencyTotal[] {
  const totals = new Map<string, CurrencyTotal>()
  for (const account of accounts) {
    if (account.isClosed) continue
    for (const b of account.balances) {
      const t = totals.get(b.currencySymbol) ?? { symbol: b.currencySymbol, name: b.currencyName, total: 0 }
      t.total += b.balance
      totals.set(b.currencySymbol, t)
    }
  }
  return [...totals.values()].sort((a, b) => a.symbol.localeCompare(b.symbol))
}

/** The default account first, then the others as the server listed them. */
export const defaultFirst = (accounts: readonly BankAccount[]) =>
  [...accounts.filter((a) => !a.isClosed)].sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
