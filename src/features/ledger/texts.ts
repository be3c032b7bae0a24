import { icu, localised } from '@/lib/i18n/runtime'
import { failureTable } from '@/api/failure'
import { formatCount } from '@/lib/format'

const TRANSACTION = { one: 'transaction', other: 'transactions' }
/** The spec quotes the footer as "Showing X of Y transactions" for every Y, one included. */
const SPEC_FOOTER_NOUN = { one: 'transactions', other: 'transactions' }

/** Every text of the ledger and its details dialog; the spec's are verbatim (section 2). */
export const LEDGER_TEXTS = localised('ledger', 'LEDGER_TEXTS', {
  title: icu((name: string) => `Transaction Ledger - ${name}`, 'Transaction Ledger - {name}'),
  toggleFilters: 'Toggle Filters',
  refresh: 'Refresh',
  close: 'Close',
  empty: 'No transactions found',
  noun: SPEC_FOOTER_NOUN,
  loading: 'Loading transactions...',
  updating: 'Updating...',
  viewDetails: 'View Details',
  counterparty: icu(
    (name: string, shown: string) => `Only rows with ${name} on this page: ${shown}`,
    'Only rows with {name} on this page: {shown}',
  ),
  showAllRows: 'Show all rows',
  detailsTitle: 'Transaction Details',
  detailsLoading: 'Loading transaction...',
  filters: {
    region: 'Ledger filters',
    currency: 'Currency Symbol',
    currencyPlaceholder: 'e.g. $AR',
    type: 'Transaction Type',
    all: 'All',
    from: 'From Date',
    to: 'To Date',
    limit: 'Limit',
    reset: 'Reset',
    badRange: 'The From Date is after the To Date, so no transaction can match. Change one of the dates.',
    knownSymbols: icu((symbols: string) => `Known symbols: ${symbols}`, 'Known symbols: {symbols}'),
  },
  columns: {
    date: 'Date',
    type: 'Type',
    currency: 'Currency',
    amount: 'Amount',
    from: 'From',
    to: 'To',
    description: 'Description',
    initiatedBy: 'Initiated By',
    actions: 'Actions',
  },
  details: {
    id: 'Transaction ID',
    type: 'Type',
    amount: 'Amount',
    from: 'From',
    to: 'To',
    initiatedBy: 'Initiated By',
    description: 'Description',
    date: 'Date',
  },
  /** An admin transfer names the character the admin acted as. */
  actingAs: icu(
    (initiatedBy: string, asCharacter: string) => `${initiatedBy} (as ${asCharacter})`,
    '{initiatedBy} (as {asCharacter})',
  ),
  export: {
    button: 'Export CSV',
    region: 'CSV export',
    progressLabel: 'Export progress',
    starting: 'Exporting transactions...',
    progress: icu(
      (fetched: string, target: string) => `Exporting transactions: ${fetched} of ${target}`,
      'Exporting transactions: {fetched} of {target}',
    ),
    cancel: 'Cancel',
    done: icu(
      (count: number, fileName: string) => `Exported ${formatCount(count, TRANSACTION)} to ${fileName}`,
      'Exported {count, plural, one {# transaction} other {# transactions}} to {fileName}',
    ),
    capped: icu(
      (max: string, total: string) =>
        `Only the newest ${max} of ${total} transactions were exported. Narrow the dates to export the rest.`,
      'Only the newest {max} of {total} transactions were exported. Narrow the dates to export the rest.',
    ),
    cancelled: 'Export cancelled',
    failedTitle: 'Export stopped',
    nothing: 'No transactions to export',
  },
} as const)

/** The ledger's failures show the spec's fixed texts (section 8), whatever the server said. */
export const LEDGER_FAILURES = localised(
  'ledger',
  'LEDGER_FAILURES',
  failureTable({
    transactions: { fallback: 'Failed to fetch transactions', serverText: false },
    details: { fallback: 'Failed to fetch transaction details', serverText: false },
  }),
)
