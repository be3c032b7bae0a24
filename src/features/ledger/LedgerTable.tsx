import { useMemo } from 'react'
import type { LedgerEntry } from '@/api/ledger'
import { DataTable, type Column } from '@/ui/data-table'
import { Chip } from '@/ui/chip'
import { Money } from '@/ui/money'
import { Button } from '@/ui/button'
import { formatAmount, NO_VALUE } from '@/lib/format'
import { formatDateTime } from '@/lib/time'
import { directionFor, type LedgerEntity } from './direction'
import { partyNameText } from './party-name'
import { transactionTypeColor, transactionTypeLabel } from './transaction-types'
import { LEDGER_TEXTS } from './texts'

const C = LEDGER_TEXTS.columns

export function TypeChip({ type }: { type: string }) {
  return <Chip color={transactionTypeColor(type)}>{transactionTypeLabel(type)}</Chip>
}

export const initiatorText = (entry: { initiatedBy: string; asCharacter: string | null }) =>
  entry.asCharacter
    ? LEDGER_TEXTS.actingAs(entry.initiatedBy, entry.asCharacter)
    : entry.initiatedBy || NO_VALUE

function columns(entity: LedgerEntity, onView: (id: string) => void): Column<LedgerEntry>[] {
  return [
    {
      header: C.date,
      cardTitle: true,
      className: 'whitespace-nowrap',
      cell: (entry) => formatDateTime(entry.createdAt),
    },
    { header: C.type, cell: (entry) => <TypeChip type={entry.type} /> },
    { header: C.currency, cell: (entry) => entry.currencySymbol },
    {
      header: C.amount,
      align: 'right',
      cell: (entry) => (
        <Money
          amount={entry.amount}
          symbol={entry.currencySymbol}
          direction={directionFor(entry, entity) ?? 'balance'}
          className="font-medium"
        />
      ),
    },
    { header: C.from, className: 'min-w-32', cell: (entry) => partyNameText(entry.from?.name) },
    { header: C.to, className: 'min-w-32', cell: (entry) => partyNameText(entry.to?.name) },
    {
      header: C.description,
      className: 'max-w-64 break-words text-muted',
      cell: (entry) => entry.description ?? NO_VALUE,
    },
    { header: C.initiatedBy, cell: initiatorText },
    {
      header: C.actions,
      actions: true,
      align: 'right',
      cell: (entry) => (
        <Button color="secondary" size="sm" onClick={() => onView(entry.id)}>
          {LEDGER_TEXTS.viewDetails}
        </Button>
      ),
    },
  ]
}

/**
 * A page holds up to 200 rows: as a grid, the rows out of view cost nothing until scrolled to.
 * Each row is its own grid, so no track may size itself to one row's content. Date, Type,
 * Currency and Actions are fixed to their longest texts ("Nov 25, 2026, 12:48 AM",
 * "Maintenance Fee", the CURRENCY header, View Details); Amount is as wide as this page's longest
 * amount; names and descriptions share the rest.
 */
export function ledgerTracks(entries: readonly LedgerEntry[]): string[] {
  const longestAmount = Math.max(
    0,
    ...entries.map((entry) => formatAmount(Math.abs(entry.amount), entry.currencySymbol).length + 1),
  )
  const amount = `max(6rem,calc(${longestAmount}ch + 1.75rem))`
  const shares = ['minmax(7rem,1.3fr)', 'minmax(7rem,1fr)', 'minmax(7.5rem,1.1fr)', 'minmax(6rem,0.8fr)']
  return ['11.75rem', '8.75rem', '5.75rem', amount, ...shares, '8.5rem']
}

const ledgerGrid = (entries: readonly LedgerEntry[]) => ({
  columns: ledgerTracks(entries).join(' '),
  minWidth: '66rem',
})

export interface LedgerTableProps {
  entity: LedgerEntity
  entries: readonly LedgerEntry[]
  onView: (id: string) => void
}

/** The page of transactions: a table from `sm` up, a card per row on phones. */
export function LedgerTable({ entity, entries, onView }: LedgerTableProps) {
  const grid = useMemo(() => ledgerGrid(entries), [entries])
  return (
    <DataTable
      label={LEDGER_TEXTS.title(entity.name)}
      rows={entries}
      columns={columns(entity, onView)}
      rowKey={(entry) => entry.id}
      empty={LEDGER_TEXTS.empty}
      dense
      grid={grid}
    />
  )
}
