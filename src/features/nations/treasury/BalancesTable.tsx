import type { TreasuryBalance } from '@/api/currencies.types'
import { DataTable, type Column } from '@/ui/data-table'
import { Money } from '@/ui/money'
import { TREASURY_TEXTS } from '../texts'

// Made at render: the headers follow the language.
const columns = (): readonly Column<TreasuryBalance>[] => [
  { header: TREASURY_TEXTS.currency, cell: (b) => b.currencyName, cardTitle: true },
  { header: TREASURY_TEXTS.symbol, cell: (b) => b.currencySymbol },
  {
    header: TREASURY_TEXTS.balance,
    align: 'right',
    cell: (b) => <Money amount={b.balance} symbol={b.currencySymbol} className="font-medium text-strong" />,
  },
]

/** Treasury Balances: currency, symbol, balance. */
export function BalancesTable({ balances }: { balances: readonly TreasuryBalance[] }) {
  return (
    <DataTable
      label={TREASURY_TEXTS.balances}
      rows={balances}
      columns={columns()}
      rowKey={(b) => b.currencySymbol}
      empty={TREASURY_TEXTS.noBalances}
    />
  )
}
