// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { LedgerEntry } from '@/api/ledger'
import { ledgerTracks } from '@/features/ledger/LedgerTable'

const entry = (amount: number, currencySymbol = '$AR'): LedgerEntry => ({
  id: `t-${amount}`,
  createdAt: '2026-11-23T10:00:00Z',
  type: 'transfer',
  currencySymbol,
  amount,
  from: null,
  to: null,
  description: null,
  initiatedBy: 'Aurelia Voss',
  asCharacter: null,
})

const tracks = ledgerTracks

describe('the ledger grid', () => {
  it('has the nine columns of the spec, fixed or shared, never sized by one row', () => {
    const columns = tracks([entry(5)])
    expect(columns).toHaveLength(9)
    for (const track of columns) expect(track).not.toMatch(/auto|min-content|max-content|fit-content/)
  })

  it("makes Amount as wide as the page's longest amount, sign included", () => {
    // "+$GW 10,000,000" is 15 characters.
    expect(tracks([entry(3), entry(-10_000_000, '$GW')])[3]).toBe('max(6rem,calc(15ch + 1.75rem))')
    // "+$AR 6": small amounts keep at least the header's width.
    expect(tracks([entry(6)])[3]).toBe('max(6rem,calc(6ch + 1.75rem))')
    expect(tracks([])[3]).toBe('max(6rem,calc(0ch + 1.75rem))')
  })
})
