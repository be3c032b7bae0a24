import { failureTable } from '@/api/failure'

/** Every text of the Transfer Funds dialog; the spec's are verbatim (sections 2, 5 and 8). */
export const TRANSFER_TEXTS = {
  title: 'Transfer Funds',
  adminChip: 'ADMIN',
  deceased: (name: string) =>
    `${name} is deceased, and deceased characters cannot act: their money can be looked at but not moved.`,
  adminNotice:
    'Admin transfer: this bypasses balance checks and limits. The money moves even if the source does not have it, and the ledger records Divine Entity acting as the character you name.',
  actAs: 'Act as character',
  actAsPlaceholder: 'Character name',
  actAsUnknown: (name: string) => `No character is named "${name}". Pick one of the suggested names.`,
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
  jurisdiction: (nation: string) => `Jurisdiction: ${nation}`,
  account: 'Bank Account',
  accountPlaceholder: 'Character name or account number',
  searchByName: 'Search by character name',
  accountNumber: 'Account or routing number',
  accountNumberPlaceholder: 'e.g. FAB-000123',
  /** A typed account number shows its holder before any money goes to it. */
  payeeChecking: 'Checking whose account this is...',
  payeeFound: (number: string, holder: string) => `${number} · ${holder}`,
  payeeUnknown: (number: string) => `No account has the number ${number}. Check the number and try again.`,
  payeeCheckFailed: (number: string) =>
    `Could not check whose account ${number} is, so no money can go to it yet.`,
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
  heldCurrency: (currency: string, balance: string) => `${currency} (balance ${balance})`,
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
  positive: 'Transfer amount must be greater than 0',
  /** 'Insufficient funds. Available: ...' naming the overdraft when the source has one (spec section 5). */
  insufficient: (available: string, overdraft: string | null) =>
    `Insufficient funds. Available: ${available}${overdraft ? ` (including an overdraft of ${overdraft})` : ''}`,
  summary: (amount: string, from: string, to: string) => `Transfer ${amount} from ${from} to ${to}`,
  success: (amount: string, from: string, to: string) => `Transferred ${amount} from ${from} to ${to}`,
  receiptId: 'Transaction ID',
  receiptDescription: 'Description',
  receiptBalance: 'Source balance now',
  viewDetails: 'View details',
  newTransfer: 'New transfer',
  close: 'Close',
  /** After a time-out the money may have moved: say what is safe to do next. */
  uncertainSafe:
    'The server did not answer, so this transfer may or may not have gone through. Transferring again is safe: the retry carries the same key, so the money moves at most once.',
  uncertainCheck:
    'The server did not answer, so this transfer may have gone through. Check the ledger of the source before you try again.',
} as const

/** A 2xx without the `transfer` that confirms it (spec section 7): the money may have moved. */
export const UNCONFIRMED_TRANSFER =
  'The server did not confirm this transfer. Check the ledger before you try again.'

export const TRANSFER_FAILURES = failureTable({
  transfer: { fallback: 'Transfer failed', unconfirmed: UNCONFIRMED_TRANSFER },
  adminTransfer: {
    prefix: 'Admin transfer failed: ',
    fallback: 'Admin transfer failed',
    unconfirmed: UNCONFIRMED_TRANSFER,
  },
  balance: { fallback: 'Failed to fetch balance information', serverText: false },
  currencies: { fallback: 'Failed to load currencies', serverText: false },
})
