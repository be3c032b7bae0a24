import { icu, localised } from '@/lib/i18n/runtime'
import { failureTable } from '@/api/failure'

/** Every text of the Transfer Funds dialog; the spec's are verbatim (sections 2, 5 and 8). */
export const TRANSFER_TEXTS = localised('transfers', 'TRANSFER_TEXTS', {
  title: 'Transfer Funds',
  adminChip: 'ADMIN',
  deceased: icu(
    (name: string) =>
      `${name} is deceased, and deceased characters cannot act: their money can be looked at but not moved.`,
    '{name} is deceased, and deceased characters cannot act: their money can be looked at but not moved.',
  ),
  adminNotice:
    'Admin transfer: this bypasses balance checks and limits. The money moves even if the source does not have it, and the ledger records Divine Entity acting as the character you name.',
  actAs: 'Act as character',
  actAsPlaceholder: 'Character name',
  actAsUnknown: icu(
    (name: string) => `No character is named "${name}". Pick one of the suggested names.`,
    'No character is named "{name}". Pick one of the suggested names.',
  ),
  from: 'From',
  to: 'To',
  sourceType: 'Source Type',
  destinationType: 'Destination Type',
  chooseType: 'Select a type',
  locked: 'Source fixed for this transfer',
  treasury: 'Treasury',
  treasuryPlaceholder: 'Search by nation name',
  noTreasuries: 'No treasuries to choose from',
  bank: 'Bank Vault',
  bankPlaceholder: 'Search by bank name',
  noBanks: 'No banks to choose from',
  jurisdiction: icu((nation: string) => `Jurisdiction: ${nation}`, 'Jurisdiction: {nation}'),
  account: 'Bank Account',
  accountPlaceholder: 'Character name or account number',
  searchByName: 'Search by character name',
  accountNumber: 'Account or routing number',
  accountNumberPlaceholder: 'e.g. FAB-000123',
  /** A typed account number shows its holder before any money goes to it. */
  payeeChecking: 'Checking whose account this is...',
  payeeFound: icu((number: string, holder: string) => `${number} · ${holder}`, '{number} · {holder}'),
  payeeUnknown: icu(
    (number: string) => `No account has the number ${number}. Check the number and try again.`,
    'No account has the number {number}. Check the number and try again.',
  ),
  payeeCheckFailed: icu(
    (number: string) => `Could not check whose account ${number} is, so no money can go to it yet.`,
    'Could not check whose account {number} is, so no money can go to it yet.',
  ),
  payeeWaiting: 'Checking account...',
  recentPayee: 'Recent payee',
  minChars: 'Type at least 2 characters',
  noAccounts: 'No accounts found',
  searching: 'Searching...',
  searchFailed: 'Could not search accounts right now. Edit the text to try again.',
  defaultMarker: 'Default',
  currency: 'Currency',
  chooseCurrency: 'Select a currency',
  heldBySource: 'Held by the source',
  otherCurrencies: 'Other currencies',
  noCurrencyMatches: 'No currency matches your search',
  heldCurrency: icu(
    (currency: string, balance: string) => `${currency} (balance ${balance})`,
    '{currency} (balance {balance})',
  ),
  currenciesFailed: 'Failed to load currencies',
  noCurrencies: 'No currencies exist yet',
  tryAgain: 'Try again',
  amount: 'Amount',
  description: 'Description (optional)',
  descriptionPlaceholder: 'What is it for?',
  balance: {
    region: 'Source balance',
    loading: 'Checking the balance...',
    balance: 'Balance',
    overdraft: 'Overdraft limit',
    available: 'Available',
    remaining: 'Remaining after transfer',
  },
  submit: 'Transfer',
  cancel: 'Cancel',
  busy: 'Transferring...',
  required: 'Please fill in all required fields',
  /** Under each field the banner's "required" is about (issue 36: the field that is wrong). */
  missing: {
    actAs: 'Name the character you act as',
    fromType: 'Choose the source type',
    from: 'Choose where the money comes from',
    toType: 'Choose the destination type',
    to: 'Choose where the money goes',
    currency: 'Choose a currency',
    amount: 'Enter an amount',
  },
  positive: 'Transfer amount must be greater than 0',
  /** 'Insufficient funds. Available: ...' naming the overdraft when the source has one (spec section 5). */
  insufficient: icu(
    (available: string, overdraft: string | null) =>
      `Insufficient funds. Available: ${available}${overdraft ? ` (including an overdraft of ${overdraft})` : ''}`,
    'Insufficient funds. Available: {available}{overdraft, select, null {} other { (including an overdraft of {overdraft})}}',
  ),
  summary: icu(
    (amount: string, from: string, to: string) => `Transfer ${amount} from ${from} to ${to}`,
    'Transfer {amount} from {from} to {to}',
  ),
  success: icu(
    (amount: string, from: string, to: string) => `Transferred ${amount} from ${from} to ${to}`,
    'Transferred {amount} from {from} to {to}',
  ),
  receiptId: 'Transaction ID',
  receiptDescription: 'Description',
  receiptBalance: 'Source balance now',
  viewDetails: 'View details',
  newTransfer: 'New transfer',
  close: 'Close',
  /** The unknown outcome (src/api/intent.ts): "we do not know whether $AR 8 moved". */
  whether: icu((amount: string) => `whether ${amount} moved`, 'whether {amount} moved'),
  checkWhere: icu((source: string) => `the ledger of ${source}`, 'the ledger of {source}'),
  checkFound: icu(
    (source: string, amount: string, to: string, at: string) =>
      `The ledger of ${source} shows a transfer of ${amount} to ${to} at ${at}.`,
    'The ledger of {source} shows a transfer of {amount} to {to} at {at}.',
  ),
  checkNotFound: icu(
    (source: string, amount: string, to: string, rows: number) =>
      `The ledger of ${source} shows no transfer of ${amount} to ${to} among its ${rows} newest rows.`,
    'The ledger of {source} shows no transfer of {amount} to {to} among its {rows} newest rows.',
  ),
  again: 'Transferring again',
} as const)

export const TRANSFER_FAILURES = localised(
  'transfers',
  'TRANSFER_FAILURES',
  failureTable({
    // An unanswered or unconfirmed transfer is an unknown outcome, worded by src/api/intent.ts.
    transfer: { fallback: 'Transfer failed' },
    adminTransfer: { prefix: 'Admin transfer failed: ', fallback: 'Admin transfer failed' },
    balance: { fallback: 'Failed to fetch balance information', serverText: false },
    currencies: { fallback: 'Failed to load currencies', serverText: false },
  }),
)
