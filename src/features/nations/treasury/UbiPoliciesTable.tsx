import type { TreasuryBalance, UbiPolicy } from '@/api/currencies.types'
import { Badge } from '@/ui/badge'
import { DataTable, type Column } from '@/ui/data-table'
import { Money } from '@/ui/money'
import { formatNumber } from '@/lib/format'
import { formatDate } from '@/lib/time'
import { TREASURY_TEXTS } from '../texts'
import { ubiCost, type UbiCost } from './figures'

interface Row {
  policy: UbiPolicy
  cost: UbiCost
}

const members = (n: number) => `${formatNumber(n)} living member${n === 1 ? '' : 's'}`

const COLUMNS: readonly Column<Row>[] = [
  {
    header: 'Currency',
    cell: ({ policy }) => `${policy.currencyName} (${policy.currencySymbol})`,
    cardTitle: true,
  },
  {
    header: 'Amount per citizen',
    align: 'right',
    cell: ({ policy }) => <Money amount={policy.amountPerCitizen} symbol={policy.currencySymbol} />,
  },
  {
    header: 'Status',
    cell: ({ policy }) =>
      policy.enabled ? (
        <Badge color="success">{TREASURY_TEXTS.enabled}</Badge>
      ) : (
        <Badge>{TREASURY_TEXTS.disabled}</Badge>
      ),
  },
  {
    header: 'Last distribution',
    cell: ({ policy }) =>
      policy.lastDistribution ? formatDate(policy.lastDistribution) : TREASURY_TEXTS.never,
  },
  {
    header: 'One distribution',
    align: 'right',
    cell: ({ policy, cost }) => (
      <span className="inline-flex flex-col items-end">
        <Money amount={cost.cost} symbol={policy.currencySymbol} className="font-medium text-strong" />
        <span className="text-xs text-subtle">for up to {members(cost.recipients)}</span>
      </span>
    ),
  },
  {
    header: 'Treasury covers',
    align: 'right',
    cell: ({ cost }) =>
      !cost.affordable ? (
        <Badge color="error">{TREASURY_TEXTS.cannotPay}</Badge>
      ) : cost.covers === null ? (
        <span className="text-subtle">Nothing to pay</span>
      ) : (
        <span className="tabular-nums">
          {formatNumber(cost.covers)} distribution{cost.covers === 1 ? '' : 's'}
        </span>
      ),
  },
]

export interface UbiPoliciesTableProps {
  policies: readonly UbiPolicy[]
  balances: readonly TreasuryBalance[]
  /** Who one distribution pays (the nation's living members). */
  recipients: number
}

/**
 * UBI Policies: currency, amount per citizen, Enabled/Disabled, last distribution or Never; and
 * what one distribution costs against the treasury, flagged when the treasury cannot pay it
 * (a distribution pays everyone or no one).
 */
export function UbiPoliciesTable({ policies, balances, recipients }: UbiPoliciesTableProps) {
  const rows = policies.map((policy) => ({ policy, cost: ubiCost(policy, recipients, balances) }))
  return (
    <div className="space-y-2">
      <DataTable
        label={TREASURY_TEXTS.ubiPolicies}
        rows={rows}
        columns={COLUMNS}
        rowKey={({ policy }) => policy.id}
        empty={TREASURY_TEXTS.noUbiPolicies}
      />
      {/* Why Insights' "UBI paid per week" can count fewer payments than living members. */}
      {rows.length > 0 && <p className="text-xs text-subtle">{TREASURY_TEXTS.ubiWhoIsPaid}</p>}
    </div>
  )
}
