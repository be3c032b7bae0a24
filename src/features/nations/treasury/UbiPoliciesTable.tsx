import type { TreasuryBalance, UbiPolicy } from '@/api/currencies.types'
import { Badge } from '@/ui/badge'
import { DataTable, type Column } from '@/ui/data-table'
import { Money } from '@/ui/money'
import { formatDate } from '@/lib/time'
import { TREASURY_TEXTS } from '../texts'
import { ubiCost, type UbiCost } from './figures'

interface Row {
  policy: UbiPolicy
  cost: UbiCost
}

// Made at render: the headers follow the language.
const columns = (): readonly Column<Row>[] => [
  {
    header: TREASURY_TEXTS.currency,
    cell: ({ policy }) => `${policy.currencyName} (${policy.currencySymbol})`,
    cardTitle: true,
  },
  {
    header: TREASURY_TEXTS.amountPerCitizen,
    align: 'right',
    cell: ({ policy }) => <Money amount={policy.amountPerCitizen} symbol={policy.currencySymbol} />,
  },
  {
    header: TREASURY_TEXTS.status,
    cell: ({ policy }) =>
      policy.enabled ? (
        <Badge color="success">{TREASURY_TEXTS.enabled}</Badge>
      ) : (
        <Badge>{TREASURY_TEXTS.disabled}</Badge>
      ),
  },
  {
    header: TREASURY_TEXTS.lastDistribution,
    cell: ({ policy }) =>
      policy.lastDistribution ? formatDate(policy.lastDistribution) : TREASURY_TEXTS.never,
  },
  {
    header: TREASURY_TEXTS.oneDistribution,
    align: 'right',
    cell: ({ policy, cost }) => (
      <span className="inline-flex flex-col items-end">
        <Money amount={cost.cost} symbol={policy.currencySymbol} className="font-medium text-strong" />
        <span className="text-xs text-subtle">{TREASURY_TEXTS.forUpTo(cost.recipients)}</span>
      </span>
    ),
  },
  {
    header: TREASURY_TEXTS.treasuryCovers,
    align: 'right',
    cell: ({ cost }) =>
      !cost.affordable ? (
        <Badge color="error">{TREASURY_TEXTS.cannotPay}</Badge>
      ) : cost.covers === null ? (
        <span className="text-subtle">{TREASURY_TEXTS.nothingToPay}</span>
      ) : (
        <span className="tabular-nums">{TREASURY_TEXTS.distributions(cost.covers)}</span>
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
        columns={columns()}
        rowKey={({ policy }) => policy.id}
        empty={TREASURY_TEXTS.noUbiPolicies}
      />
      {/* Why Insights' "UBI paid per week" can count fewer payments than living members. */}
      {rows.length > 0 && <p className="text-xs text-subtle">{TREASURY_TEXTS.ubiWhoIsPaid}</p>}
    </div>
  )
}
