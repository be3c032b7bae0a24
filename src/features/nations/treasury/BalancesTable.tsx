import type { TreasuryBalance } from '@/api/currencies.types'
import { DataTable, type Column } from '@/ui/data-table'
import { Money } from '@/ui/money'
import { TREASURY_TEXTS } from '../texts'

const COLUMNS: readonly Column<TreasuryBalance>[] = [
  { header: 'Currency', cell: (b) => b.currencyName, cardTitle: true },
  { header: 'Symbol', cell: (b) => b.currencySymbol },
  {
    header: 'Balance',
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
      columns={COLUMNS}
      rowKey={(b) => b.currencySymbol}
      empty={TREASURY_TEXTS.noBalances}
    />
  )
}
