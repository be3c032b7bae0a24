// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { BankAccount } from '@/api/banks.types'
import type { LedgerEntry } from '@/api/ledger'
import {
  agoText,
  changesByCurrency,
  isNewSince,
  markOf,
  MAX_WATCHED_ACCOUNTS,
  mergeActivity,
  movementText,
  newSince,
  nextVisit,
  partlyRead,
  partyName,
  watchedAccounts,
} from '@/features/dashboard/activity'
import { totalsByCurrency } from '@/features/dashboard/money-totals'

const account = (accountNumber: string, more: Partial<BankAccount> = {}): BankAccount => ({
  id: accountNumber,
  bankId: accountNumber.split('-')[0]!,
  bankName: 'First Aurelian Bank',
  accountNumber,
  accountHolder: 'Aurelia Voss',
  isDefault: false,
  balances: [],
  hasBalances: false,
  createdAt: 1_700_000_000,
  offering: null,
  overdraftLimit: 0,
  availableBalance: 0,
  isClosed: false,
  ...more,
})

const MINE = account('FAB-000001', { isDefault: true })
const SAVINGS = account('NSG-000002', { bankName: 'Norvale Savings Guild' })

const side = (type: 'account' | 'treasury' | 'bank', id: string, name: string) => ({ type, id, name })
const entry = (id: string, createdAt: string, more: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id,
  createdAt,
  type: 'transfer',
  currencySymbol: '$AR',
  amount: 125,
  from: side('account', 'FAB|FAB-000009', 'FAB-000009 (Bram Holloway)'),
  to: side('account', 'FAB|FAB-000001', 'FAB-000001 (Aurelia Voss)'),
  description: null,
  initiatedBy: 'Bram Holloway',
  asCharacter: null,
  ...more,
})

describe('the movements of money the dashboard shows', () => {
  it('names money in by its payer and money out by its payee, with a sign', () => {
    const incoming = entry('tx-1', '2026-11-26T10:00:00.000Z')
    const fee = entry('tx-2', '2026-11-26T09:00:00.000Z', {
      amount: 2,
      type: 'maintenance_fee',
      from: side('account', 'FAB|FAB-000001', 'FAB-000001 (Aurelia Voss)'),
      to: side('bank', 'FAB', 'First Aurelian Bank'),
    })
    const [a, b] = mergeActivity([{ account: MINE, entries: [incoming, fee] }], [MINE])
    expect(movementText(a!)).toBe('+$AR\u00a0125 from Bram Holloway')
    expect(movementText(b!)).toBe('\u2212$AR\u00a02 to First Aurelian Bank')
  })

  it('shows a move between two of the character’s accounts once, as such', () => {
    const move = entry('tx-3', '2026-11-26T10:00:00.000Z', {
      amount: 1250,
      from: side('account', 'FAB|FAB-000001', 'FAB-000001 (Aurelia Voss)'),
      to: side('account', 'NSG|NSG-000002', 'NSG-000002 (Aurelia Voss)'),
    })
    const merged = mergeActivity(
      [
        { account: MINE, entries: [move] },
        { account: SAVINGS, entries: [move] },
      ],
      [MINE, SAVINGS],
    )
    expect(merged).toHaveLength(1)
    expect(merged[0]!.direction).toBe('between')
    expect(movementText(merged[0]!)).toBe('$AR\u00a01,250 between your accounts')
  })

  it('merges the pages newest first', () => {
    const merged = mergeActivity(
      [
        { account: MINE, entries: [entry('a', '2026-11-26T10:00:00Z'), entry('b', '2026-11-20T10:00:00Z')] },
        { account: SAVINGS, entries: [entry('c', '2026-11-24T10:00:00Z')] },
      ],
      [MINE, SAVINGS],
    )
    expect(merged.map((m) => m.entry.id)).toEqual(['a', 'c', 'b'])
  })

  it('takes the holder from a ledger account name and leaves other names as they are', () => {
    expect(partyName(side('account', 'x', 'FAB-000009 (Bram Holloway)'))).toBe('Bram Holloway')
    expect(partyName(side('account', 'x', 'FAB-000009'))).toBe('FAB-000009')
    expect(partyName(side('treasury', 'x', 'Aurelian Republic (East)'))).toBe('Aurelian Republic (East)')
  })

  it('watches the default account first, then those holding money, at most a few', () => {
    const many = Array.from({ length: 10 }, (_, i) =>
      account(`FAB-00001${i}`, { hasBalances: i % 2 === 0, createdAt: 1_700_000_000 + i }),
    )
    many[7] = { ...many[7]!, isDefault: true }
    const watched = watchedAccounts(many)
    expect(watched).toHaveLength(MAX_WATCHED_ACCOUNTS)
    expect(watched[0]!.accountNumber).toBe('FAB-000017')
    expect(watched.slice(1, 6).every((a) => a.hasBalances)).toBe(true)
  })

  it('totals each currency across the accounts', () => {
    const totals = totalsByCurrency([
      account('A-1', { balances: [{ currencySymbol: '$NV', currencyName: 'Norvale Mark', balance: 66 }] }),
      account('A-2', {
        balances: [
          { currencySymbol: '$NV', currencyName: 'Norvale Mark', balance: 230 },
          { currencySymbol: '$AR', currencyName: 'Aurelian Crown', balance: 61 },
        ],
      }),
    ])
    expect(totals).toEqual([
      { symbol: '$AR', name: 'Aurelian Crown', total: 61 },
      { symbol: '$NV', name: 'Norvale Mark', total: 296 },
    ])
  })
})

describe('what is new since the last visit', () => {
  const visit = {
    seenAt: '2026-11-26T12:00:00.000Z',
    accounts: { 'FAB-000001': { newest: '2026-11-26T08:00:00.000Z', ids: ['tx-8a'] } },
  }

  it('is what came after the newest row the account showed, by server time', () => {
    const mark = visit.accounts['FAB-000001']
    expect(isNewSince(entry('tx-9', '2026-11-26T09:00:00.000Z'), mark, visit)).toBe(true)
    expect(isNewSince(entry('tx-7', '2026-11-26T07:00:00.000Z'), mark, visit)).toBe(false)
    // The same instant as the newest row seen: new only if it was not among the rows seen.
    expect(isNewSince(entry('tx-8a', '2026-11-26T08:00:00.000Z'), mark, visit)).toBe(false)
    expect(isNewSince(entry('tx-8b', '2026-11-26T08:00:00.000Z'), mark, visit)).toBe(true)
  })

  it('falls back to the visit time for an account the visit did not look at', () => {
    expect(isNewSince(entry('x', '2026-11-26T12:30:00.000Z'), undefined, visit)).toBe(true)
    expect(isNewSince(entry('y', '2026-11-26T11:30:00.000Z'), undefined, visit)).toBe(false)
  })

  it('counts every row of an account that showed none', () => {
    expect(isNewSince(entry('x', '2020-01-01T00:00:00Z'), { newest: null, ids: [] }, visit)).toBe(true)
  })

  it('keeps the marks of accounts not read this time and moves the others on', () => {
    const pages = [
      {
        account: SAVINGS,
        entries: [entry('n1', '2026-11-26T13:00:00Z'), entry('n0', '2026-11-26T13:00:00Z')],
      },
    ]
    const next = nextVisit(visit, pages, new Date('2026-11-26T14:00:00.000Z'))
    expect(next).toEqual({
      seenAt: '2026-11-26T14:00:00.000Z',
      accounts: {
        'FAB-000001': visit.accounts['FAB-000001'],
        'NSG-000002': { newest: '2026-11-26T13:00:00Z', ids: ['n1', 'n0'] },
      },
    })
    const merged = mergeActivity(pages, [MINE, SAVINGS])
    expect(newSince(merged, pages, next)).toEqual([])
  })

  it('never moves a mark backwards', () => {
    const later = { newest: '2026-11-26T15:00:00.000Z', ids: ['z'] }
    expect(markOf([entry('a', '2026-11-26T14:00:00Z')], later)).toBe(later)
    expect(markOf([], undefined)).toEqual({ newest: null, ids: [] })
  })
})

describe('how long ago', () => {
  const now = new Date('2026-11-26T15:00:00.000Z')
  it('counts minutes and hours, then calendar days', () => {
    expect(agoText('2026-11-26T14:59:40.000Z', now)).toBe('just now')
    expect(agoText('2026-11-26T14:59:00.000Z', now)).toBe('1 minute ago')
    expect(agoText('2026-11-26T14:15:00.000Z', now)).toBe('45 minutes ago')
    expect(agoText('2026-11-26T13:00:00.000Z', now)).toBe('2 hours ago')
    expect(agoText('2026-11-20T13:00:00.000Z', now)).toBe('6 days ago')
    expect(agoText('', now)).toBe('Unknown')
  })
})

describe('what a visit changed, per currency', () => {
  const toBram = {
    from: side('account', 'FAB|FAB-000001', 'FAB-000001 (Aurelia Voss)'),
    to: side('account', 'FAB|FAB-000009', 'FAB-000009 (Bram Holloway)'),
  }
  const between = { from: side('account', 'FAB|FAB-000001', 'x'), to: side('account', 'NSG|NSG-000002', 'y') }

  it('adds money in and money out per currency and nets them, leaving moves between own accounts out', () => {
    const movements = mergeActivity(
      [
        {
          account: MINE,
          entries: [
            entry('a', '2026-11-26T10:00:00.000Z', { amount: 125 }),
            entry('b', '2026-11-26T10:01:00.000Z', { amount: 40, ...toBram }),
            entry('c', '2026-11-26T10:02:00.000Z', { amount: 500, ...between }),
            entry('d', '2026-11-26T10:03:00.000Z', { amount: 7.5, currencySymbol: '$NV', ...toBram }),
          ],
        },
      ],
      [MINE, SAVINGS],
    )
    expect(changesByCurrency(movements)).toEqual([
      { symbol: '$AR', in: 125, out: 40, net: 85 },
      { symbol: '$NV', in: 0, out: 7.5, net: -7.5 },
    ])
    expect(changesByCurrency([])).toEqual([])
  })

  it('says when an account’s whole preview is new and it holds more: the totals are the least that moved', () => {
    const visit = { seenAt: '2026-11-26T09:00:00.000Z', accounts: {} }
    const rows = [entry('a', '2026-11-26T10:00:00.000Z'), entry('b', '2026-11-26T09:30:00.000Z')]
    expect(partlyRead([{ account: MINE, entries: rows, total: 12 }], visit)).toEqual([MINE])
    expect(partlyRead([{ account: MINE, entries: rows, total: 2 }], visit)).toEqual([])
    const older = [...rows, entry('c', '2026-11-26T08:00:00.000Z')]
    expect(partlyRead([{ account: MINE, entries: older, total: 12 }], visit)).toEqual([])
  })
})
