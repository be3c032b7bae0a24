import { icu, localised } from '@/lib/i18n/runtime'
import { formatCount, formatNumber } from '@/lib/format'
import type { InsightWindow } from './derive'

/** Every text of Insights. The ledger's failure text is the spec's (section 8), verbatim. */
export const TRANSACTION = { one: 'transaction', other: 'transactions' }

export const INSIGHT_TEXTS = localised('insights', 'INSIGHT_TEXTS', {
  balanceHistory: 'Balance history',
  /** The button that shows a balance history; look-ups of the ledger's "History" match exactly. */
  showChart: 'Balance history',
  moneySupply: 'Money supply',
  flows: 'Money in and out',
  ubiPerWeek: 'UBI paid per week',
  rankings: 'Rankings',
  window: 'Window',
  windows: { '7': '7 days', '30': '30 days', '90': '90 days', all: 'All' } satisfies Record<
    InsightWindow,
    string
  >,
  currency: 'Currency',
  loading: icu(
    (rows: number, total: number) => `Loading transactions: ${formatNumber(rows)} of ${formatNumber(total)}`,
    'Loading transactions: {rows, number} of {total, number}',
  ),
  loadingFirst: 'Loading transactions...',
  cancel: 'Cancel',
  retry: 'Retry',
  continue: 'Continue',
  failed: 'Failed to fetch transactions',
  keptSoFar: icu(
    (rows: number) => `The chart shows the ${formatCount(rows, TRANSACTION)} loaded before the failure.`,
    'The chart shows the {rows, plural, one {# transaction} other {# transactions}} loaded before the failure.',
  ),
  stopped: icu(
    (rows: number) =>
      `Stopped after ${formatCount(rows, TRANSACTION)}: the chart starts at the oldest of them.`,
    'Stopped after {rows, plural, one {# transaction} other {# transactions}}: the chart starts at the oldest of them.',
  ),
  cut: icu(
    (rows: number, from: string) =>
      `Only the newest ${formatCount(rows, TRANSACTION)} are shown: the chart starts on ${from}, not at the start of the window.`,
    'Only the newest {rows, plural, one {# transaction} other {# transactions}} are shown: the chart starts on {from}, not at the start of the window.',
  ),
  empty: 'No transactions in this window: the balance did not change.',
  noBalances: 'No balances yet: nothing to chart.',
  showTable: 'Show the numbers',
  columns: {
    day: 'Day',
    in: 'Money in',
    out: 'Money out',
    balance: 'Balance',
    supply: 'Supply',
    minted: 'Minted',
    burned: 'Burned',
    week: 'Week of',
    net: 'Net',
    paid: 'Paid',
    payments: 'Payments',
  },
  /** Before an amount in the balance chart's tooltip. */
  moveNotes: { in: 'In', out: 'Out' },
  summary: icu(
    (from: string, to: string, opening: string, closing: string) =>
      `From ${opening} on ${from} to ${closing} on ${to}.`,
    'From {opening} on {from} to {closing} on {to}.',
    ['from', 'to', 'opening', 'closing'],
  ),
  byType: 'By type',
  byCounterparty: 'By counterparty',
  netPerWeek: 'Net per week',
  moneyIn: 'In',
  moneyOut: 'Out',
  noFlows: 'No money moved in this window.',
  openLedger: icu((what: string) => `Open the ledger: ${what}`, 'Open the ledger: {what}'),
  noUbi: 'No UBI was paid in this window.',
  account: 'Account',
  accountOption: icu(
    (bank: string, number: string, isDefault: boolean) => `${bank} ${number}${isDefault ? ' (default)' : ''}`,
    '{bank} {number}{isDefault, select, true { (default)} other {}}',
  ),
  noAccounts: icu(
    (character: string) => `${character} has no open bank accounts: nothing to chart.`,
    '{character} has no open bank accounts: nothing to chart.',
  ),
  mintMark: 'Mint',
  burnMark: 'Burn',
  /** The bar that sums the counterparties past the top ones. */
  others: icu((count: number) => `Others (${formatNumber(count)})`, 'Others ({count, number})'),
  /** The other side of a mint or burn: money from or into nowhere. */
  noCounterparty: { mint: 'Minted', burn: 'Burned', none: 'No counterparty' },
  progressOf: icu((label: string) => `${label}: loading progress`, '{label}: loading progress'),
  failures: {
    treasury: { fallback: 'Failed to load treasury details' },
    bank: { fallback: 'Failed to load bank details' },
    accounts: { fallback: 'Failed to load accounts' },
  },
  loadingBalanceHistory: 'Loading balance history...',
  loadingMoneySupply: 'Loading money supply...',
  loadingRankings: 'Loading rankings...',
} as const)

export const RANKING_TEXTS = localised('insights', 'RANKING_TEXTS', {
  intro: icu(
    (size: number) =>
      `The top ${formatNumber(size)} of every nation, bank and currency, from the lists every player can see.`,
    'The top {size, number} of every nation, bank and currency, from the lists every player can see.',
  ),
  nations: 'Nations',
  banks: 'Banks',
  currencies: 'Currencies',
  by: 'Rank by',
  /** The table's name: "Nations by members" (English lowercases the measure). */
  tableLabel: icu(
    (title: string, measure: string) => `${title} by ${measure.toLowerCase()}`,
    '{title} by {measure}',
  ),
  members: 'Members',
  activity: 'Activity',
  accounts: 'Accounts',
  interest: 'Interest success',
  supply: 'Supply',
  ppp: 'Purchasing power',
  perCapita: 'Supply per capita',
  rank: 'Rank',
  name: 'Name',
  none: 'Nothing to rank yet.',
  failures: {
    nations: { fallback: 'Failed to load nations' },
    banks: { fallback: 'Failed to load banks' },
    currencies: { fallback: 'Failed to load currencies' },
  },
} as const)
