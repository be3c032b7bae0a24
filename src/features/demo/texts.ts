import { icu, localised } from '@/lib/i18n/runtime'
/** Every text of the demo tools panel, shared by the panel, its stories and its tests. */
export const DEMO_TOOLS_TEXTS = localised('demo', 'DEMO_TOOLS_TEXTS', {
  open: 'Demo tools',
  title: 'Demo tools',
  description:
    'Make the fake backend misbehave on purpose and check that its money adds up. Faults stay on until you clear them or reload the page.',
  close: 'Close',

  faultsHeading: 'Fault injection',
  latencyLabel: 'Added latency (ms)',
  latencyDescription: 'Delays every call to the fake backend.',
  latencyInvalid: 'Enter whole milliseconds from 0 to 60000.',
  routesHeading: 'Route faults',
  routeLabel: 'Route match',
  routeDescription:
    "Any part of a backend call's address, e.g. /auth/login (the console's own files are never faulted)",
  routeRequired: 'Enter part of a route, e.g. /auth/login.',
  kindLabel: 'Fault',
  statusLabel: 'Status',
  statusInvalid: 'Enter an HTTP status from 400 to 599.',
  addFault: 'Add fault',
  noFaults: 'No faults: every call answers normally.',
  clearAll: 'Clear all',
  removeFault: icu((match: string) => `Remove fault on ${match}`, 'Remove fault on {match}'),
  faultsCleared: 'All faults cleared.',

  ledgerHeading: 'Ledger check',
  ledgerDescription:
    'Replays the whole ledger: every balance must equal its rows, and per currency the balances must add up to minted minus burned.',
  runLedgerCheck: 'Run ledger check',
  checking: 'Checking...',
  ledgerOk: 'The ledger adds up: no problems found.',
  ledgerProblems: icu(
    (count: number) => `The ledger check found ${count} ${count === 1 ? 'problem' : 'problems'}.`,
    'The ledger check found {count, plural, one {# problem} other {# problems}}.',
  ),
  ledgerFailed: 'The ledger check could not run',
  ledgerSummary: icu(
    (transactions: string, balances: string) =>
      `${transactions} transactions and ${balances} balances checked.`,
    '{transactions} transactions and {balances} balances checked.',
  ),
  currenciesLabel: 'Supply per currency',
  noCurrencies: 'No currencies exist yet.',

  chip: icu(
    (count: number) => `${count} ${count === 1 ? 'fault' : 'faults'} on`,
    '{count, plural, one {# fault} other {# faults}} on',
  ),
  columnCurrency: 'Currency',
  columnMinted: 'Minted',
  columnBurned: 'Burned',
  columnSupply: 'Supply',
  columnSumOfBalances: 'Sum of balances',
  /** In the faults chip's details and a fault's description. */
  addedLatency: icu((ms: number) => `+${ms} ms latency`, '+{ms} ms latency'),
  methodOnly: icu((method: string) => `${method} only`, '{method} only'),
  latencyOnly: 'Latency only',
} as const)

export const FAULT_KIND_LABELS = localised('demo', 'FAULT_KIND_LABELS', {
  status: 'Error status',
  network: 'Network failure',
  hang: 'Hang past the 10 s time-out',
  malformed: 'Malformed body',
} as const)
