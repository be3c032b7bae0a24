// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Currency } from '@/api/currencies.types'
import { orderByHoldings } from '@/features/transfers/holdings'
import {
  adminTransferPayload,
  checkTransfer,
  destinationOf,
  emptyForm,
  missingTransferFields,
  payeePending,
  transferPayload,
  type PayeeCheck,
  type TransferForm,
} from '@/features/transfers/transfer-form'
import { newIdempotencyKey } from '@/api/idempotency'

const filled = (patch: Partial<TransferForm> = {}): TransferForm => ({
  ...emptyForm({ type: 'account', id: 'FAB|FAB-139256', label: 'FAB-139256 (Aurelia Voss)' }),
  toType: 'treasury',
  to: { type: 'treasury', id: 'Aurelian Republic', label: 'Aurelian Republic' },
  currencySymbol: '$AR',
  amount: '250',
  description: '  Tolls  ',
  ...patch,
})

const balance = { balance: 403, overdraftLimit: 0, availableBalance: 403 }
const player = { admin: false, balance }

describe('checkTransfer, in the order of spec section 5', () => {
  it.each<[string, Partial<TransferForm>]>([
    ['no source', { fromType: '', from: null }],
    ['no destination', { toType: 'treasury', to: null }],
    ['a destination of another kind than chosen', { toType: 'bank' }],
    ['no currency', { currencySymbol: '' }],
    ['no amount', { amount: '  ' }],
  ])('asks for every required field: %s', (_, patch) => {
    expect(checkTransfer(filled(patch), player)).toEqual({
      ok: false,
      message: 'Please fill in all required fields',
    })
  })

  it('asks for the required fields before judging the amount', () => {
    expect(checkTransfer(filled({ currencySymbol: '', amount: '0' }), player)).toMatchObject({
      message: 'Please fill in all required fields',
    })
  })

  it('wants an amount above 0, whole, not negative', () => {
    expect(checkTransfer(filled({ amount: '0' }), player)).toMatchObject({
      message: 'Transfer amount must be greater than 0',
    })
    expect(checkTransfer(filled({ amount: '2.5' }), player)).toMatchObject({
      message: 'Amounts are whole units: enter a number without decimals',
    })
    expect(checkTransfer(filled({ amount: '-5' }), player)).toMatchObject({
      message: 'The amount cannot be negative',
    })
    expect(checkTransfer(filled({ amount: '1,250.00' }), { admin: false, balance: null })).toMatchObject({
      ok: true,
      draft: { amount: 1250 },
    })
  })

  it('blocks more than the balance plus overdraft, naming the overdraft when there is one', () => {
    expect(checkTransfer(filled({ amount: '404' }), player)).toEqual({
      ok: false,
      message: 'Insufficient funds. Available: $AR\u00a0403',
    })
    expect(checkTransfer(filled({ amount: '403' }), player).ok).toBe(true)
    const overdraft = { balance: 22, overdraftLimit: 500, availableBalance: 522 }
    expect(checkTransfer(filled({ amount: '1000' }), { admin: false, balance: overdraft })).toEqual({
      ok: false,
      message: 'Insufficient funds. Available: $AR\u00a0522 (including an overdraft of $AR\u00a0500)',
    })
  })

  it('leaves the balance to the server while it is unknown', () => {
    expect(checkTransfer(filled({ amount: '999999' }), { admin: false, balance: null }).ok).toBe(true)
  })

  it('lets admins past the balance but not without a character to act as', () => {
    expect(checkTransfer(filled({ amount: '999999' }), { admin: true, balance })).toEqual({
      ok: false,
      message: 'Please fill in all required fields',
    })
    expect(
      checkTransfer(filled({ amount: '999999', asCharacter: 'Osric Vale' }), { admin: true, balance }).ok,
    ).toBe(true)
  })
})

describe('the destination account by number', () => {
  const mira = { type: 'account' as const, id: 'FAB|FAB-147175', label: 'FAB-147175 (Mira Quill)' }
  const byNumber = (toNumber: string, toCheck: PayeeCheck | null) =>
    filled({ toType: 'account', to: null, toBySearch: false, toNumber, toCheck })

  it('is the account the look-up found for the number as typed now, never the bare number', () => {
    const found: PayeeCheck = { number: 'FAB-147175', state: 'found', party: mira, holder: 'Mira Quill' }
    expect(destinationOf(byNumber(' FAB-147175 ', found))).toEqual(mira)
    // A look-up made for another number (the player kept typing) names nobody.
    expect(destinationOf(byNumber('FAB-14717', found))).toBeNull()
    expect(destinationOf(byNumber('FAB-147175', null))).toBeNull()
    expect(destinationOf(byNumber('   ', null))).toBeNull()
  })

  it('waits while the holder is looked up, and blocks a number no account has', () => {
    const checking = byNumber('FAB-147175', { number: 'FAB-147175', state: 'checking' })
    expect(payeePending(checking)).toBe(true)
    expect(payeePending(byNumber('FAB-147175', null))).toBe(true)
    expect(checkTransfer(checking, player)).toEqual({
      ok: false,
      message: 'Checking whose account this is...',
    })
    const unknown = byNumber('FAB-999999', { number: 'FAB-999999', state: 'unknown' })
    expect(payeePending(unknown)).toBe(false)
    expect(checkTransfer(unknown, player)).toEqual({
      ok: false,
      message: 'No account has the number FAB-999999. Check the number and try again.',
      field: 'to',
    })
    expect(checkTransfer(byNumber('FAB-1', { number: 'FAB-1', state: 'failed' }), player)).toEqual({
      ok: false,
      message: 'Could not check whose account FAB-1 is, so no money can go to it yet.',
      field: 'to',
    })
    // The other required fields are asked for first, in the spec's words.
    expect(checkTransfer({ ...unknown, currencySymbol: '' }, player)).toEqual({
      ok: false,
      message: 'Please fill in all required fields',
    })
    const found = byNumber('FAB-147175', {
      number: 'FAB-147175',
      state: 'found',
      party: mira,
      holder: 'Mira Quill',
    })
    expect(payeePending(found)).toBe(false)
    const check = checkTransfer(found, player)
    expect(check.ok && check.draft.to).toEqual(mira)
  })

  it('starts with Bank Account as the destination type', () => {
    expect(emptyForm().toType).toBe('account')
  })
})

describe('payloads (spec section 7)', () => {
  it('are exactly the listed fields', () => {
    const check = checkTransfer(filled({ asCharacter: ' Osric Vale ' }), player)
    if (!check.ok) throw new Error(check.message)
    // The same money fields; a player's call names who initiated it, an admin's whom it acts as.
    const fields = {
      currencySymbol: '$AR',
      amount: 250,
      fromType: 'account',
      fromId: 'FAB|FAB-139256',
      toType: 'treasury',
      toId: 'Aurelian Republic',
      description: 'Tolls',
    }
    expect(transferPayload(check.draft, 'Aurelia Voss')).toStrictEqual({
      ...fields,
      initiatedBy: 'Aurelia Voss',
    })
    expect(adminTransferPayload(check.draft, ' Osric Vale ')).toStrictEqual({
      ...fields,
      asCharacter: 'Osric Vale',
    })
  })
})

describe('newIdempotencyKey', () => {
  it('makes distinct version-4 UUIDs', () => {
    const keys = new Set(Array.from({ length: 200 }, newIdempotencyKey))
    expect(keys.size).toBe(200)
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})

describe('the currency list puts what the source holds first', () => {
  const currency = (symbol: string): Currency => ({
    id: symbol,
    createdAt: '2026-01-01T00:00:00.000Z',
    name: `${symbol} coin`,
    symbol,
    issuingNation: '',
    currentSupply: 0,
    purchasingPowerIndex: null,
    inflationRisk: null,
    supplyPerCapita: null,
  })
  const all = ['$AR', '$BQ', '$NV'].map(currency)

  it('offers held currencies with their balances, then the others, each in list order', () => {
    const { held, others } = orderByHoldings(all, [
      { symbol: '$NV', balance: 619 },
      { symbol: '$AR', balance: 326_962 },
    ])
    expect(held.map((h) => [h.currency.symbol, h.balance])).toEqual([
      ['$AR', 326_962],
      ['$NV', 619],
    ])
    expect(others.map((c) => c.symbol)).toEqual(['$BQ'])
  })

  it('keeps the whole list when the holdings are not known', () => {
    const { held, others } = orderByHoldings(all, [])
    expect(held).toEqual([])
    expect(others).toEqual(all)
  })
})

describe('missingTransferFields: the fields the required-fields banner is about', () => {
  it('names each empty field with what it needs, and nothing for a complete form', () => {
    expect(missingTransferFields(filled(), false)).toEqual({})
    expect(missingTransferFields({ ...emptyForm(), toType: '' }, true)).toEqual({
      asCharacter: 'Name the character you act as',
      fromType: 'Choose the source type',
      toType: 'Choose the destination type',
      currency: 'Choose a currency',
      amount: 'Enter an amount',
    })
    // A type without its party asks for the party.
    expect(missingTransferFields(filled({ toType: 'bank' }), false)).toEqual({
      to: 'Choose where the money goes',
    })
    expect(missingTransferFields(filled({ from: null }), false)).toEqual({
      from: 'Choose where the money comes from',
    })
  })

  it('leaves a typed number to its own field: it says itself what is wrong with it', () => {
    const typed = filled({ toType: 'account', to: null, toBySearch: false, toNumber: 'FAB-999999' })
    expect(
      missingTransferFields({ ...typed, toCheck: { number: 'FAB-999999', state: 'unknown' } }, false),
    ).toEqual({})
    expect(missingTransferFields({ ...typed, toNumber: ' ' }, false)).toEqual({
      to: 'Choose where the money goes',
    })
  })
})
