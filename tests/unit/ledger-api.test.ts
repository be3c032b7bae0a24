// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  accountPartyIdFromNumber,
  ledgerKeys,
  ledgerPath,
  ledgerSearch,
  partyKey,
  readLedgerEntry,
  readLedgerPage,
  readTransactionDetails,
  splitAccountPartyId,
} from '@/api/ledger'
import { readBalanceInfo, readTransferReceipt } from '@/api/transfers'
import { UnreadableBody } from '@/api/read'
import { directionFor } from '@/features/ledger/direction'

describe('party ids', () => {
  it('splits bankId|accountId and derives the bank of a bare account number', () => {
    expect(splitAccountPartyId('FAB|FAB-139256')).toEqual({ bankId: 'FAB', accountId: 'FAB-139256' })
    expect(splitAccountPartyId('FAB-139256')).toEqual({ bankId: 'FAB', accountId: 'FAB-139256' })
    expect(splitAccountPartyId('NORTH-STAR-000001')).toEqual({
      bankId: 'NORTH-STAR',
      accountId: 'NORTH-STAR-000001',
    })
    expect(accountPartyIdFromNumber(' FAB-139256 ')).toBe('FAB|FAB-139256')
    expect(accountPartyIdFromNumber('139256')).toBeNull()
  })

  it('keys a party the same however its id is written', () => {
    expect(partyKey('account', 'FAB|FAB-139256')).toBe(partyKey('account', 'fab-139256'))
    expect(partyKey('treasury', 'Aurelian Republic')).toBe('aurelian republic')
    expect(ledgerKeys.party({ type: 'account', id: 'FAB|FAB-1' })).toEqual(
      ledgerKeys.party({ type: 'account', id: 'FAB-1' }),
    )
  })

  it('builds the three ledger paths with encoded segments', () => {
    expect(ledgerPath({ type: 'treasury', id: 'Aurelian Republic' })).toBe(
      '/treasuries/Aurelian%20Republic/transactions',
    )
    expect(ledgerPath({ type: 'bank', id: 'FAB' })).toBe('/banks/FAB/transactions')
    expect(ledgerPath({ type: 'account', id: 'FAB|FAB-139256' })).toBe(
      '/banks/FAB/accounts/FAB-139256/transactions',
    )
    expect(ledgerPath({ type: 'account', id: 'FAB-139256' })).toBe(
      '/banks/FAB/accounts/FAB-139256/transactions',
    )
    expect(() => ledgerPath({ type: 'account', id: '139256' })).toThrow()
  })

  it('asks with snake_case names', () => {
    expect(
      ledgerSearch({
        currencySymbol: ' $AR ',
        transactionType: 'mint',
        fromDate: '2025-01-01',
        toDate: '',
        limit: 50,
        offset: 100,
      }),
    ).toEqual({
      currency_symbol: '$AR',
      transaction_type: 'mint',
      from_date: '2025-01-01',
      to_date: '',
      limit: 50,
      offset: 100,
    })
  })
})

describe('ledger readers', () => {
  const wire = {
    id: 'tx-0000012',
    created_at: '2025-03-01T10:00:00.000Z',
    transaction_type: 'transfer',
    currency_symbol: '$AR',
    amount: 120,
    from_name: 'FAB-139256 (Aurelia Voss)',
    from_type: 'account',
    from_id: 'FAB|FAB-139256',
    to_name: 'FAB-147175 (Mira Quill)',
    to_type: 'account',
    to_id: 'FAB|FAB-147175',
    description: 'Ink',
    initiated_by: 'Aurelia Voss',
  }

  it('reads a row of the spec', () => {
    expect(readLedgerEntry(wire)).toEqual({
      id: 'tx-0000012',
      createdAt: '2025-03-01T10:00:00.000Z',
      type: 'transfer',
      currencySymbol: '$AR',
      amount: 120,
      from: { type: 'account', id: 'FAB|FAB-139256', name: 'FAB-139256 (Aurelia Voss)' },
      to: { type: 'account', id: 'FAB|FAB-147175', name: 'FAB-147175 (Mira Quill)' },
      description: 'Ink',
      initiatedBy: 'Aurelia Voss',
      asCharacter: null,
    })
  })

  it('reads a mint (no source), numbers as text and unknown kinds without failing', () => {
    const mint = readLedgerEntry({
      id: 7,
      amount: '10000',
      transaction_type: 'dividend',
      to_name: 'Aurelian Republic',
      to_type: 'nation',
    })
    expect(mint).toMatchObject({ id: '7', amount: 10000, type: 'dividend', from: null })
    expect(mint.to).toEqual({ type: null, id: null, name: 'Aurelian Republic' })
  })

  it('drops rows without an id and fails a page without a list', () => {
    expect(() => readLedgerEntry({ amount: 3 })).toThrow(UnreadableBody)
    const page = readLedgerPage({ transactions: [wire, { amount: 1 }] }, { limit: 50, offset: 0 })
    expect(page.transactions).toHaveLength(1)
    expect(() => readLedgerPage({ rows: [] }, { limit: 50, offset: 0 })).toThrow(UnreadableBody)
  })

  it('works out pagination the server left out', () => {
    expect(readLedgerPage({ transactions: [wire] }, { limit: 25, offset: 50 })).toMatchObject({
      total: 51,
      limit: 25,
      offset: 50,
      hasMore: false,
    })
    expect(
      readLedgerPage(
        { transactions: [wire], pagination: { total: '400', limit: 25, offset: 0 } },
        { limit: 25, offset: 0 },
      ),
    ).toMatchObject({ total: 400, hasMore: true })
  })

  it('reads details, wrapped or not', () => {
    const detail = {
      id: 'tx-1',
      transactionType: 'burn',
      amount: 300,
      currencySymbol: '$AR',
      from: { name: 'Aurelian Republic', type: 'treasury' },
      to: null,
      initiatedBy: 'Aurelia Voss',
      description: null,
      createdAt: '2025-03-01T10:00:00.000Z',
    }
    expect(readTransactionDetails({ success: true, transaction: detail })).toMatchObject({
      id: 'tx-1',
      type: 'burn',
      from: { name: 'Aurelian Republic', type: 'treasury' },
      to: null,
      description: null,
    })
    expect(readTransactionDetails(detail).amount).toBe(300)
    expect(() => readTransactionDetails({ success: true })).toThrow(UnreadableBody)
  })

  it('tells money in from money out for the entity whose ledger is open', () => {
    const row = readLedgerEntry(wire)
    expect(directionFor(row, { type: 'account', id: 'FAB-139256', name: 'x' })).toBe('out')
    expect(directionFor(row, { type: 'account', id: 'FAB|FAB-147175', name: 'x' })).toBe('in')
    expect(directionFor(row, { type: 'bank', id: 'FAB', name: 'First Aurelian Bank' })).toBeNull()
    // Ids the opener spells differently: the name still tells.
    const named = readLedgerEntry({ ...wire, to_type: 'treasury', to_id: '42', to_name: 'Aurelian Republic' })
    expect(
      directionFor(named, { type: 'treasury', id: 'Aurelian Republic', name: 'Aurelian Republic' }),
    ).toBe('in')
  })
})

describe('transfer readers', () => {
  it('reads the balance, flat or nested, working out what is available', () => {
    expect(
      readBalanceInfo({ success: true, balance: 403, overdraftLimit: 0, availableBalance: 403 }),
    ).toEqual({
      balance: 403,
      overdraftLimit: 0,
      availableBalance: 403,
    })
    expect(readBalanceInfo({ balance: { balance: 22, overdraftLimit: 500 } })).toEqual({
      balance: 22,
      overdraftLimit: 500,
      availableBalance: 522,
    })
    expect(readBalanceInfo({ balance: '15' })).toEqual({
      balance: 15,
      overdraftLimit: 0,
      availableBalance: 15,
    })
    expect(() => readBalanceInfo({ success: true })).toThrow(UnreadableBody)
  })

  it('reads a receipt only from the transfer the spec says confirms it', () => {
    expect(readTransferReceipt({ transfer: { id: 'tx-9', amount: 75, currencySymbol: '$AR' } })).toEqual({
      id: 'tx-9',
      amount: 75,
      currencySymbol: '$AR',
    })
    expect(readTransferReceipt({ transfer: { amount: 75, currencySymbol: '$AR' } }).id).toBeNull()
  })

  it('takes a 2xx without transfer{amount, currencySymbol} as unconfirmed, never as a receipt', () => {
    for (const raw of [
      {},
      null,
      undefined,
      { success: true },
      { success: true, message: 'Transferred' },
      { transfer: {} },
      { transfer: { amount: 75 } },
      { transfer: { currencySymbol: '$AR' } },
      { transfer: { amount: 'lots', currencySymbol: '$AR' } },
      { transfer: { amount: 75, currencySymbol: ' ' } },
      { transaction: { amount: 75, currencySymbol: '$AR' } },
    ])
      expect(() => readTransferReceipt(raw), JSON.stringify(raw)).toThrow(UnreadableBody)
  })
})
