// @vitest-environment node
// "Move everything to…" of the Close dialog (issue 36): the exact body of each currency's
// transfer, and what an answer means for its row (only a confirmed transfer is "moved").
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/client'
import { moveBody, moveOutcome, movableBalances } from '@/features/banking/move-everything'

const account = { bankId: 'FAB', id: 'acc-7', accountNumber: 'FAB-000123' }
const destination = { type: 'account' as const, id: 'NSG|acc-9', label: 'NSG-000456 (Norvale Savings Guild)' }

describe('moveBody', () => {
  it("moves the whole balance of one currency from the closing account, in the spec's fields", () => {
    expect(
      moveBody(account, { currencySymbol: '$AR', balance: 880 }, destination, 'Aurelia Voss'),
    ).toStrictEqual({
      currencySymbol: '$AR',
      amount: 880,
      fromType: 'account',
      fromId: 'FAB|acc-7',
      toType: 'account',
      toId: 'NSG|acc-9',
      description: 'Moving everything out of FAB-000123 before closing it',
      initiatedBy: 'Aurelia Voss',
    })
  })

  it('moves only what is above zero: a debt cannot be transferred away', () => {
    const balances = [
      { currencySymbol: '$AR', currencyName: 'Crown', balance: 5 },
      { currencySymbol: '$NV', currencyName: 'Mark', balance: 0 },
      { currencySymbol: '$TM', currencyName: 'Talent', balance: -3 },
    ]
    expect(movableBalances(balances).map((b) => b.currencySymbol)).toEqual(['$AR'])
  })
})

describe('moveOutcome', () => {
  it("says a refusal in the server's words", () => {
    const refused = new ApiError('http', 400, { error: 'Insufficient funds', message: null })
    expect(moveOutcome(refused, '$AR 5')).toEqual({ state: 'failed', text: 'Insufficient funds' })
    expect(moveOutcome(new ApiError('http', 500), '$AR 5')).toEqual({
      state: 'failed',
      text: 'Transfer failed',
    })
  })

  it('never claims a move the server did not confirm: no answer, or a 2xx without its transfer', () => {
    const unconfirmed = {
      state: 'unconfirmed',
      text: "Not confirmed: the server did not confirm whether $AR 5 moved. Look at the account's history before you try again.",
    }
    expect(moveOutcome(new ApiError('timeout', null), '$AR 5')).toEqual(unconfirmed)
    expect(moveOutcome(new ApiError('network', null), '$AR 5')).toEqual(unconfirmed)
    expect(moveOutcome(new ApiError('bad-body', 200), '$AR 5')).toEqual(unconfirmed)
  })
})
