// @vitest-environment node
// The ledger's CSV export (features/ledger/csv-export.ts); the cells themselves are csv.test.ts's.
import { describe, expect, it } from 'vitest'
import type { LedgerEntry, LedgerPage, LedgerPageQuery } from '@/api/ledger'
import {
  CSV_HEADER,
  EXPORT_MAX_ROWS,
  EXPORT_PAGE_SIZE,
  collectLedger,
  ledgerCsv,
  ledgerCsvFileName,
} from '@/features/ledger/csv-export'
import type { LedgerEntity } from '@/features/ledger/direction'

const entity: LedgerEntity = { type: 'account', id: 'FAB|FAB-100001', name: 'FAB-100001 (Aurelia Voss)' }

const entry = (n: number, patch: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: `tx-${String(n).padStart(7, '0')}`,
  createdAt: new Date(Date.UTC(2025, 0, 1) + n * 3_600_000).toISOString(),
  type: 'transfer',
  currencySymbol: '$AR',
  amount: n,
  from: { type: 'account', id: 'FAB|FAB-100001', name: 'FAB-100001 (Aurelia Voss)' },
  to: { type: 'treasury', id: 'Aurelian Republic', name: 'Aurelian Republic' },
  description: null,
  initiatedBy: 'Aurelia Voss',
  asCharacter: null,
  ...patch,
})

describe('ledgerCsv', () => {
  it('writes one row per transaction with its direction for the entity, formulas neutralised', () => {
    const csv = ledgerCsv(
      [
        entry(2, {
          description: '=cmd|"/c calc"!A1',
          asCharacter: 'Osric Vale',
          initiatedBy: 'Divine Entity',
        }),
        entry(1, {
          type: 'interest',
          from: { type: 'bank', id: 'FAB', name: 'First Aurelian Bank' },
          to: { type: 'account', id: 'FAB|FAB-100001', name: 'FAB-100001 (Aurelia Voss)' },
        }),
      ],
      entity,
    )
    const lines = csv.slice(1).split('\r\n')
    expect(lines[0]).toBe(CSV_HEADER.join(','))
    expect(lines[1]).toBe(
      `${entry(2).createdAt},Transfer,$AR,2,Out,FAB-100001 (Aurelia Voss),Bank Account,Aurelian Republic,Treasury,"'=cmd|""/c calc""!A1",Divine Entity,Osric Vale,tx-0000002`,
    )
    expect(lines[2]).toBe(
      `${entry(1).createdAt},Interest,$AR,1,In,First Aurelian Bank,Bank Vault,FAB-100001 (Aurelia Voss),Bank Account,,Aurelia Voss,,tx-0000001`,
    )
    expect(lines[3]).toBe('')
  })
})

describe('ledgerCsvFileName', () => {
  it('names the entity and the filtered dates', () => {
    expect(ledgerCsvFileName('Aurelian Republic', { fromDate: '2025-01-01', toDate: '2025-03-31' }, [])).toBe(
      'ledger_aurelian-republic_2025-01-01_to_2025-03-31.csv',
    )
  })

  it('takes open ends from the oldest and newest exported rows', () => {
    const rows = [entry(50), entry(1)]
    expect(ledgerCsvFileName(entity.name, { fromDate: '', toDate: '' }, rows)).toBe(
      'ledger_fab-100001-aurelia-voss_2025-01-01_to_2025-01-03.csv',
    )
    expect(ledgerCsvFileName(entity.name, { fromDate: '2024-12-01' }, rows)).toBe(
      'ledger_fab-100001-aurelia-voss_2024-12-01_to_2025-01-03.csv',
    )
  })
})

/** A fake ledger of `total` rows, newest first, served a page at a time. */
function pagedLedger(total: number, inserted?: { afterCalls: number; count: number }) {
  let rows = Array.from({ length: total }, (_, i) => entry(total - i))
  const calls: LedgerPageQuery[] = []
  const fetchPage = async (_e: LedgerEntity, query: LedgerPageQuery): Promise<LedgerPage> => {
    calls.push(query)
    if (inserted && calls.length === inserted.afterCalls + 1) {
      const newer = Array.from({ length: inserted.count }, (_, i) => entry(100_000 + i))
      rows = [...newer, ...rows]
    }
    const page = rows.slice(query.offset, query.offset + query.limit)
    return {
      transactions: page,
      total: rows.length,
      limit: query.limit,
      offset: query.offset,
      hasMore: query.offset + page.length < rows.length,
    }
  }
  return { fetchPage, calls }
}

describe('collectLedger', () => {
  it('fetches every page in order with the filter, reporting progress', async () => {
    const { fetchPage, calls } = pagedLedger(450)
    const progress: [number, number][] = []
    const { entries, total } = await collectLedger(
      entity,
      { transactionType: 'transfer', currencySymbol: '$AR' },
      { fetchPage, onProgress: (fetched, target) => progress.push([fetched, target]) },
    )
    expect(total).toBe(450)
    expect(entries.map((e) => e.amount)).toEqual(Array.from({ length: 450 }, (_, i) => 450 - i))
    expect(calls.map((c) => c.offset)).toEqual([0, 200, 400])
    expect(calls.every((c) => c.limit === EXPORT_PAGE_SIZE && c.transactionType === 'transfer')).toBe(true)
    expect(progress).toEqual([
      [200, 450],
      [400, 450],
      [450, 450],
    ])
  })

  it('keeps a row once when a new transaction pushes it onto the next page', async () => {
    const { fetchPage } = pagedLedger(300, { afterCalls: 1, count: 3 })
    const { entries } = await collectLedger(entity, {}, { fetchPage })
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length)
    expect(entries.filter((e) => e.amount <= 300)).toHaveLength(300)
  })

  it('stops at 20,000 rows', async () => {
    const { fetchPage, calls } = pagedLedger(EXPORT_MAX_ROWS + 450)
    const { entries, total } = await collectLedger(entity, {}, { fetchPage })
    expect(entries).toHaveLength(EXPORT_MAX_ROWS)
    expect(total).toBe(EXPORT_MAX_ROWS + 450)
    expect(calls).toHaveLength(EXPORT_MAX_ROWS / EXPORT_PAGE_SIZE)
  })

  it('stops when cancelled', async () => {
    const { fetchPage, calls } = pagedLedger(1000)
    const controller = new AbortController()
    const run = collectLedger(
      entity,
      {},
      {
        fetchPage,
        signal: controller.signal,
        onProgress: (fetched) => fetched >= 400 && controller.abort(),
      },
    )
    await expect(run).rejects.toThrow()
    expect(calls).toHaveLength(2)
  })

  it('ends on an empty page even if the total said more', async () => {
    const calls: number[] = []
    const { entries } = await collectLedger(
      entity,
      {},
      {
        fetchPage: async (_e, q) => {
          calls.push(q.offset)
          const transactions = q.offset === 0 ? [entry(1)] : []
          return { transactions, total: 5, limit: q.limit, offset: q.offset, hasMore: true }
        },
      },
    )
    expect(entries).toHaveLength(1)
    expect(calls).toEqual([0, 1])
  })
})
