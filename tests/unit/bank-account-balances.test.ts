// @vitest-environment node
// A bank account's balance lines read in one order on every card: by currency symbol, whatever
// order the server sent them in.
import { describe, expect, it } from 'vitest'
import { readBankAccount } from '@/api/banks'

const balance = (currencySymbol: string, amount: number) => ({
  currencySymbol,
  currencyName: currencySymbol,
  balance: amount,
})

describe('readBankAccount', () => {
  it('orders the balances by currency symbol', () => {
    const account = readBankAccount({
      accountNumber: 'FAB-000001',
      balances: [balance('$NV', 1), balance('$AR', 2), balance('$cc', 0), balance('$BQ', 3)],
    })
    expect(account.balances.map((b) => b.currencySymbol)).toEqual(['$AR', '$BQ', '$cc', '$NV'])
  })

  it('gives the same order for the same balances sent in another order', () => {
    const a = readBankAccount({ accountNumber: 'FAB-1', balances: [balance('$AR', 1), balance('$NV', 2)] })
    const b = readBankAccount({ accountNumber: 'FAB-1', balances: [balance('$NV', 2), balance('$AR', 1)] })
    expect(a.balances).toEqual(b.balances)
  })
})
