// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { LedgerEntry, LedgerSide } from '@/api/ledger'
import { recentPayees } from '@/features/transfers/recent-payees'

const mine = { type: 'account' as const, id: 'FAB|FAB-139256' }
const side = (type: LedgerSide['type'], id: string, name = id): LedgerSide => ({ type, id, name })
let n = 0
const row = (from: LedgerSide | null, to: LedgerSide | null): LedgerEntry => ({
  id: `t${++n}`,
  createdAt: '2026-01-01T00:00:00Z',
  type: 'transfer',
  currencySymbol: '$AR',
  amount: 5,
  from,
  to,
  description: null,
  initiatedBy: 'Aurelia Voss',
  asCharacter: null,
})

describe('recentPayees: the accounts a source paid lately', () => {
  it('lists the accounts it sent to, newest first, each once, as the ledger names them', () => {
    const rows = [
      row(side('account', 'FAB|FAB-139256'), side('account', 'FAB|FAB-147175', 'FAB-147175 (Mira Quill)')),
      row(side('account', 'FAB|FAB-139256'), side('treasury', 'Aurelian Republic')),
      // Money in, not out: Bram paid her; he is not her payee.
      row(side('account', 'NSG|NSG-100001'), side('account', 'FAB|FAB-139256')),
      row(side('account', 'FAB-139256'), side('account', 'NSG-100002', 'NSG-100002 (Bram Holloway)')),
      row(side('account', 'FAB|FAB-139256'), side('account', 'FAB-147175', 'FAB-147175 (Mira Quill)')),
    ]
    expect(recentPayees(mine, rows)).toEqual([
      { type: 'account', id: 'FAB|FAB-147175', label: 'FAB-147175 (Mira Quill)' },
      { type: 'account', id: 'NSG|NSG-100002', label: 'NSG-100002 (Bram Holloway)' },
    ])
  })

  it('never offers the source itself, and stops at the limit', () => {
    const rows = [
      row(side('account', 'FAB|FAB-139256'), side('account', 'FAB|FAB-139256')),
      ...Array.from({ length: 8 }, (_, i) =>
        row(side('account', 'FAB|FAB-139256'), side('account', `FAB|FAB-20000${i}`)),
      ),
    ]
    const payees = recentPayees(mine, rows, 3)
    expect(payees.map((p) => p.id)).toEqual(['FAB|FAB-200000', 'FAB|FAB-200001', 'FAB|FAB-200002'])
  })
})
