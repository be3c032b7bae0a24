import { XMarkIcon } from '@heroicons/react/20/solid'
import type { LedgerEntry } from '@/api/ledger'
import { formatNumber } from '@/lib/format'
import { Button } from '@/ui/button'
import { LEDGER_TEXTS } from './texts'
import { sameName } from '@/lib/names'

/** A row with this name on either side (names are unique case-insensitively: server rules). */
export const involves = (row: LedgerEntry, name: string) =>
  [row.from, row.to].some((side) => side !== null && sameName(side.name, name))

/** Says that the page is narrowed to one counterparty in the browser, and undoes it. */
export function CounterpartyNote({
  name,
  shown,
  onClear,
}: {
  name: string
  shown: number
  onClear: () => void
}) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface-raised px-3 py-2 text-sm text-soft"
    >
      <span>{LEDGER_TEXTS.counterparty(name, formatNumber(shown))}</span>
      <Button color="plain" size="sm" onClick={onClear}>
        <XMarkIcon data-slot="icon" aria-hidden="true" />
        {LEDGER_TEXTS.showAllRows}
      </Button>
    </div>
  )
}
