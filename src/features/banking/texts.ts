import { icu, localised } from '@/lib/i18n/runtime'
import { failureTable, type FailureTexts } from '@/api/failure'
import { formatCount, formatNumber } from '@/lib/format'

// Every text of the banking area. Texts quoted in the spec are verbatim; the others are ours and
// say plainly what happened or what to do.

const BANK = { one: 'bank', other: 'banks' }

export const BANKING_TEXTS = localised('banking', 'BANKING_TEXTS', {
  nouns: {
    account: { one: 'account', other: 'accounts' },
    bank: BANK,
    currency: { one: 'currency', other: 'currencies' },
  },
  tabs: {
    accounts: 'My Accounts',
    banks: 'All Banks',
    markets: 'Markets',
    compare: 'Compare Offerings',
    rankings: 'Rankings',
  },

  // My Accounts
  accountsIntro: 'Your accounts, grouped by bank.',
  deceasedReadOnly: icu(
    (name: string) =>
      `${name} is deceased, and deceased characters cannot act: these accounts can be looked at, but not opened, closed or used to send money.`,
    '{name} is deceased, and deceased characters cannot act: these accounts can be looked at, but not opened, closed or used to send money.',
  ),
  /** Banks, markets and the bank detail of a deceased character: looked at, never acted on. */
  deceasedBanksReadOnly: icu(
    (name: string) =>
      `${name} is deceased, and deceased characters cannot act: banks, offerings and currencies can be looked at, but nothing can be founded, opened or changed.`,
    '{name} is deceased, and deceased characters cannot act: banks, offerings and currencies can be looked at, but nothing can be founded, opened or changed.',
  ),
  noAccounts: 'You have no bank accounts yet.',
  noAccountsHint: 'Open an account at any bank to hold money and receive transfers.',
  loadingAccounts: 'Loading accounts...',
  openAccount: 'Open Account',
  refresh: 'Refresh',
  makeDefault: 'Make Default',
  history: 'History',
  transfer: 'Transfer',
  closeAccount: 'Close Account',
  defaultBadge: 'Default',
  noBalances: 'No money in this account yet.',
  belowMinimum: icu(
    (balance: string, minimum: string) =>
      `Below the minimum balance: ${balance} held, the offering asks for at least ${minimum}.`,
    'Below the minimum balance: {balance} held, the offering asks for at least {minimum}.',
  ),
  defaultNow: icu(
    (account: string) => `${account} is now your default account`,
    '{account} is now your default account',
  ),

  // Open Account dialog
  openTitle: 'Open Account',
  openDescription: 'Choose a bank, then one of its account offerings.',
  bankLabel: 'Bank',
  chooseBank: 'Choose a bank',
  offeringLabel: 'Account offering',
  chooseOffering: 'Choose an offering',
  loadingBanks: 'Loading banks...',
  pickerNoBank: 'No bank matches your search',
  loadingOfferings: 'Loading offerings...',
  noOpenOfferings: 'This bank offers no accounts to new customers right now.',
  /** An inactive offering's row, where Open Account would be (the server refuses it: 422). */
  inactiveOpensNone: 'Opens no new accounts',
  openSubmit: 'Open Account',
  openWhether: 'whether the account was opened',
  openAgain: 'Opening again',
  openBusy: 'Opening...',
  selectBankAndOffering: 'Please select a bank and account offering',
  opened: icu(
    (account: string, bank: string) => `Account ${account} opened at ${bank}`,
    'Account {account} opened at {bank}',
  ),

  // Close Account dialog
  closeTitle: 'Close Account',
  closeDescription: icu(
    (account: string) => `Close ${account}? A closed account cannot be opened again.`,
    'Close {account}? A closed account cannot be opened again.',
  ),
  closeReasonLabel: 'Reason (optional)',
  closeSubmit: 'Close Account',
  closeWhether: icu(
    (number: string) => `whether the account ${number} was closed`,
    'whether the account {number} was closed',
  ),
  closeAgain: 'Closing again',
  closeBusy: 'Closing...',
  closeNotEmpty: 'This account still holds money. An account can be closed only when every balance is zero:',
  closed: icu((account: string) => `Account ${account} closed`, 'Account {account} closed'),
  /** "Move everything to…": one transfer per currency, then the close (issue 36). */
  moveLabel: 'Move everything to…',
  moveChoose: 'Choose an account',
  moveResults: 'Transfers, one per currency',
  moveTyped: 'Another account: type its number',
  moveMissing: 'Required: choose where the money goes',
  moveNumberLabel: 'Account number',
  moveNumberPlaceholder: 'e.g. FAB-000123',
  moveNumberChecking: 'Checking whose account this is...',
  moveNumberUnknown: icu(
    (number: string) => `No other account has the number ${number}. Check the number and try again.`,
    'No other account has the number {number}. Check the number and try again.',
  ),
  moveNumberFailed: icu(
    (number: string) => `Could not check whose account ${number} is, so no money can go to it yet.`,
    'Could not check whose account {number} is, so no money can go to it yet.',
  ),
  moveIntro:
    'One transfer per currency. The account is closed only once the server has confirmed every transfer.',
  moveSubmit: 'Move everything and close',
  moveAgain: 'Move the rest and close',
  moveBusy: 'Moving...',
  moveDescription: icu(
    (account: string) => `Moving everything out of ${account} before closing it`,
    'Moving everything out of {account} before closing it',
  ),
  moveWaiting: 'Not sent yet',
  moveMoving: 'Moving...',
  moveMoved: 'Moved (confirmed by the server)',
  moveUnconfirmed: icu(
    (amount: string) =>
      `Not confirmed: the server did not confirm whether ${amount} moved. Look at the account's history before you try again.`,
    "Not confirmed: the server did not confirm whether {amount} moved. Look at the account's history before you try again.",
  ),
  moveStopped: 'Not every balance was confirmed moved, so the account is still open.',
  moveDebt: 'A balance below zero cannot be moved out: pay it in first, then close the account.',
  moveClosed: icu(
    (destination: string, account: string) => `Everything moved to ${destination}; account ${account} closed`,
    'Everything moved to {destination}; account {account} closed',
  ),

  // All Banks
  banksIntro: 'Every bank of the world and what it offers.',
  noBanks: 'No banks found. Create the first bank!',
  searchBanks: 'Search banks by name, ID or jurisdiction nation',
  searchBanksPlaceholder: 'Search banks...',
  noBankMatches: icu(
    (search: string) => `No banks found matching "${search}"`,
    'No banks found matching "{search}"',
  ),
  createBank: 'Create Bank',
  activeAccounts: 'Active Accounts',
  officers: 'Officers',
  youAreOfficer: 'You are an officer of this bank',
  officerMark: 'Officer',
  noNationalCurrency: 'No National Currency',
  interestSuccess: icu((percent: string) => `Interest success ${percent}`, 'Interest success {percent}'),
  savingsAvailable: 'Savings Available',
  overdraftAvailable: 'Overdraft Available',
  minFee: 'Min Fee',
  viewOfferings: 'View Offerings',

  // Create Bank dialog
  createBankTitle: 'Create Bank',
  createBankWarning:
    'Wait! Are you looking for an account? This menu is to create a bank. Most people do not operate banks!',
  openAccountInstead: 'Open an account instead',
  permanence:
    'Creating a bank is permanent: you cannot delete it (only an administrator can, and rarely), it becomes canon, and its debts are permanent.',
  bankNameLabel: 'Bank name',
  jurisdictionLabel: 'Jurisdiction nation',
  chooseNation: 'Choose a nation',
  loadingNations: 'Loading nations...',
  pickerNoNation: 'No nation matches your search',
  bankIdLabel: 'Bank ID',
  bankIdHint: "Made from the name's initials. It cannot be changed later.",
  bankIdTaken: icu(
    (base: string) => `${base} is taken by another bank, so a number was added.`,
    '{base} is taken by another bank, so a number was added.',
  ),
  bankIdMissing: 'Type a name with at least two letters or digits to make a bank ID.',
  createBankSubmit: 'Create Bank',
  createBankWhether: icu(
    (name: string) => `whether the bank ${name} was created`,
    'whether the bank {name} was created',
  ),
  createAgain: 'Creating it again',
  createBankBusy: 'Creating...',
  fillRequired: 'Please fill in all required fields',
  /** Under each field a form's required-fields banner is about (issue 36). */
  missing: {
    bank: 'Required: choose a bank',
    offering: 'Required: choose an offering',
    bankName: 'Required: enter the bank name',
    jurisdiction: 'Required: choose a nation',
  },
  bankCreated: icu((name: string, id: string) => `${name} (${id}) founded`, '{name} ({id}) founded'),

  // Markets
  marketsIntro: 'National currencies and how they are doing.',
  noCurrencies: 'No currencies have been created yet.',
  searchCurrencies: 'Search currencies by name, symbol or issuing nation',
  searchCurrenciesPlaceholder: 'Search currencies...',
  noCurrencyMatches: icu(
    (search: string) => `No currencies found matching "${search}"`,
    'No currencies found matching "{search}"',
  ),
  loadingCurrencies: 'Loading currencies...',
  issuedBy: 'Issued by',
  currentSupply: 'Current supply',
  ppp: icu((index: string) => `PPP ${index}`, 'PPP {index}'),
  inflationRisk: icu((risk: string) => `Inflation risk: ${risk}`, 'Inflation risk: {risk}'),
  perCapita: icu((amount: string) => `${amount} per capita`, '{amount} per capita'),
  createCurrency: 'Create Currency',
  // One currency, opened from a ranking
  purchasingPower: 'Purchasing power index',
  inflationRiskTerm: 'Inflation risk',
  supplyPerCapita: 'Supply per capita',
  noFigure: '—',
  closeCurrency: 'Close',
  currencyGone: 'This currency is no longer listed.',

  // Bank detail dialog
  jurisdiction: 'Jurisdiction',
  created: 'Created',
  accountsCount: 'Accounts',
  nationalCurrency: 'National currency',
  loadingBank: 'Loading bank...',
  officersHeading: 'Officers',
  officerName: 'Name',
  appointed: 'Appointed',
  remove: 'Remove',
  you: 'You',
  addOfficer: 'Add Bank Officer',
  officerNameLabel: 'Officer name',
  addOfficerDescription: icu(
    (bank: string) =>
      `The character becomes an officer of ${bank}: they manage offerings, officers and the vault.`,
    'The character becomes an officer of {bank}: they manage offerings, officers and the vault.',
  ),
  addOfficerSubmit: 'Add Officer',
  addOfficerBusy: 'Adding...',
  enterOfficerName: 'Please enter an officer name',
  officerAdded: icu((name: string) => `${name} is now an officer`, '{name} is now an officer'),
  removeOfficerTitle: 'Remove Bank Officer',
  removeOfficerBody: icu(
    (name: string, bank: string) => `Remove ${name} as an officer of ${bank}? They keep their own accounts.`,
    'Remove {name} as an officer of {bank}? They keep their own accounts.',
  ),
  removeOfficerSubmit: 'Remove Officer',
  removeOfficerBusy: 'Removing...',
  officerRemoved: icu((name: string) => `${name} is no longer an officer`, '{name} is no longer an officer'),
  balancesHeading: 'Bank Balances',
  allAccounts: 'All Accounts',
  currency: 'Currency',
  symbol: 'Symbol',
  balance: 'Balance',
  noBankBalances:
    'No currency balances. Banks receive funds through transfers from treasuries or other banks.',
  close: 'Close',

  // Offerings
  offeringsHeading: 'Offerings',
  noOfferings: 'This bank has no offerings yet.',
  createOffering: 'Create Offering',
  editOffering: 'Edit Offering',
  deleteOffering: 'Delete Offering',
  columnName: 'Name',
  columnInterest: 'Interest Rate',
  columnFee: 'Maintenance Fee',
  columnMinimum: 'Min Balance',
  columnMaximum: 'Max Balance',
  columnOverdraft: 'Overdraft',
  columnStatus: 'Status',
  columnActions: 'Actions',
  noLimit: 'No limit',
  overdraftUpTo: icu((amount: string) => `Up to ${amount}`, 'Up to {amount}'),
  yes: 'Yes',
  no: 'No',
  active: 'Active',
  inactive: 'Inactive',
  edit: 'Edit',
  delete: 'Delete',
  offeringActiveLabel: icu((name: string) => `${name} accepts new accounts`, '{name} accepts new accounts'),
  offeringUpdated: icu((name: string) => `Offering "${name}" updated`, 'Offering "{name}" updated'),
  offeringCreated: icu((name: string) => `Offering "${name}" created`, 'Offering "{name}" created'),
  offeringDeleted: icu((name: string) => `Offering "${name}" deleted`, 'Offering "{name}" deleted'),
  offeringDeactivated: icu(
    (name: string) => `Offering "${name}" deactivated`,
    'Offering "{name}" deactivated',
  ),
  offeringInUse: icu(
    (count: number) =>
      `${count === 1 ? '1 account uses' : `${formatNumber(count)} accounts use`} this offering, so the server will refuse to delete it. Deactivate it instead: it opens no new accounts, and existing accounts keep their terms.`,
    '{count, plural, one {# account uses} other {# accounts use}} this offering, so the server will refuse to delete it. Deactivate it instead: it opens no new accounts, and existing accounts keep their terms.',
  ),
  offeringInUseInactive: icu(
    (count: number) =>
      `${count === 1 ? '1 account uses' : `${formatNumber(count)} accounts use`} this offering, so the server will refuse to delete it. It is already inactive: it opens no new accounts.`,
    '{count, plural, one {# account uses} other {# accounts use}} this offering, so the server will refuse to delete it. It is already inactive: it opens no new accounts.',
  ),
  deactivate: 'Deactivate',
  deactivating: 'Deactivating...',
  deleteOfferingBody: icu(
    (name: string) => `Delete the offering "${name}"? This cannot be undone.`,
    'Delete the offering "{name}"? This cannot be undone.',
  ),
  deleteOfferingHint: 'An offering that accounts still use cannot be deleted; deactivate it instead.',
  deleteSubmit: 'Delete Offering',
  deleteBusy: 'Deleting...',

  // Offering form
  nameLabel: 'Name',
  descriptionLabel: 'Description',
  interestLabel: 'Interest rate (basis points)',
  interestHint: icu(
    (percent: string) => `100 basis points = 1%, paid every week. This is ${percent}.`,
    '100 basis points = 1%, paid every week. This is {percent}.',
  ),
  feeLabel: 'Maintenance fee (per week)',
  feeHint: "Charged every week in the bank's national currency.",
  minimumLabel: 'Minimum balance',
  maximumLabel: 'Maximum balance (optional)',
  maximumHint: 'Leave empty for no limit.',
  overdraftAllowedLabel: 'Overdraft allowed',
  overdraftLimitLabel: 'Overdraft limit',
  overdraftFeeLabel: 'Overdraft fee (per week)',
  overdraftFeeHint: 'Charged every week the balance is below zero.',
  activeLabel: 'Active (accepts new accounts)',
  fixedTerms: 'Terms cannot change once an offering exists; create a new offering for other terms.',
  offeringNameRequired: 'Offering name is required',
  interestRange: 'Interest rate must be between 0 and 10000 basis points',
  wholeNumber: icu(
    (label: string) => `${label} must be a whole number of at least 0`,
    '{label} must be a whole number of at least 0',
  ),
  maximumBelowMinimum: 'Maximum balance must be at least the minimum balance',
  overdraftNeedsLimit:
    'An overdraft needs a limit above 0: enter how far below zero an account may go, or turn overdraft off',
  createSubmit: 'Create Offering',
  createOfferingWhether: icu(
    (name: string) => `whether the offering "${name}" was created`,
    'whether the offering "{name}" was created',
  ),
  createBusy: 'Creating...',
  saveSubmit: 'Save',
  saveBusy: 'Saving...',

  // All Accounts dialog
  allAccountsTitle: icu((bank: string) => `All Accounts - ${bank}`, 'All Accounts - {bank}'),
  withBalancesOnly: 'Show only accounts with balances',
  columnNumber: 'Account Number',
  columnHolder: 'Holder',
  columnOffering: 'Offering',
  columnBalances: 'Balances',
  columnCreated: 'Created',
  basicAccount: 'Basic Account',
  statusActive: 'Active',
  statusEmpty: 'Empty',
  noAccountsWithBalances: 'No accounts with balances found for this bank.',
  noBankAccounts: 'No accounts found for this bank.',

  // Compare offerings
  compareTableLabel: 'Offerings of every bank',
  compareIntro: 'Every offering open to new customers, across all banks. Sort by what matters to you.',
  currencyFilter: 'Currency',
  allCurrencies: 'All currencies',
  pickerNoCurrency: 'No currency matches your search',
  sortBy: 'Sort by',
  ascending: 'Lowest first',
  descending: 'Highest first',
  noComparable: 'No bank offers an account to new customers right now.',
  noComparableForCurrency: 'No offering matches this currency.',
  loadingCompare: 'Loading offerings of every bank...',
  someOfferingsMissing: icu(
    (count: number) =>
      `The offerings of ${count === 1 ? 'one bank' : `${formatNumber(count)} banks`} could not be loaded:`,
    'The offerings of {count, plural, one {one bank} other {# banks}} could not be loaded:',
  ),
  failedBank: icu((bank: string, error: string) => `${bank}: ${error}`, '{bank}: {error}'),
  retryFailed: 'Try again',
  failedBanksLabel: 'Banks whose offerings could not be loaded',
  compareProgressLabel: 'Offerings loaded',
  compareProgress: icu(
    (settled: number, total: number) => `${formatNumber(settled)} of ${formatCount(total, BANK)}`,
    '{settled, number} of {total, plural, one {# bank} other {# banks}}',
  ),
  compareLoading: icu(
    (settled: number, total: number) =>
      `Loading offerings: ${formatNumber(settled)} of ${formatCount(total, BANK)}`,
    'Loading offerings: {settled, number} of {total, plural, one {# bank} other {# banks}}',
  ),
  compareStopped: icu(
    (settled: number, total: number) =>
      `Stopped after ${formatNumber(settled)} of ${formatCount(total, BANK)}. The table shows what arrived.`,
    'Stopped after {settled, number} of {total, plural, one {# bank} other {# banks}}. The table shows what arrived.',
  ),
  compareSummary: icu(
    (offerings: number, banks: number) =>
      `${formatCount(offerings, { one: 'offering', other: 'offerings' })} from ${formatCount(banks, BANK)}`,
    '{offerings, plural, one {# offering} other {# offerings}} from {banks, plural, one {# bank} other {# banks}}',
  ),
  cancelCompare: 'Cancel',
  resumeCompare: 'Resume',
  columnBank: 'Bank',
  columnJurisdiction: 'Jurisdiction',
  columnSuccess: 'Interest Success',
  columnSuccessShort: 'Success',
  columnInterestShort: 'Interest',
  columnFeePerWeek: 'Fee / Week',
  overdraftFeeShort: icu((fee: string) => `fee ${fee}`, 'fee {fee}'),
  columnOverdraftFee: 'Overdraft Fee',
  columnLikely: 'Likely a year',
  likelyMeaning:
    "Likely a year = the yearly yield (the weekly rate compounded over 52 weeks) × the bank's interest success (the share of the interest it owed that it paid). A bank without accounts has no record yet and ranks last.",
  likelyYearly: icu((percent: string) => `${percent} a year`, '{percent} a year'),
  /** How the likely figure was reached: "116.9% × 26%". */
  likelyFormula: icu((yearly: string, record: string) => `${yearly} × ${record}`, '{yearly} × {record}'),
  overPercent: icu((percent: string) => `over ${percent}`, 'over {percent}'),
  noInterestRecord: 'no interest record',
  /** The comparison's sort keys. */
  sortKeys: {
    likely: 'Likely interest a year',
    interest: 'Interest rate',
    fee: 'Maintenance fee',
    minimum: 'Minimum balance',
    overdraftLimit: 'Overdraft limit',
    overdraftFee: 'Overdraft fee',
    bank: 'Bank',
    jurisdiction: 'Jurisdiction',
    success: 'Interest success rate',
  },
  /** Field names in the offering form's checks ("Maintenance fee must be a whole number..."). */
  fieldNames: {
    fee: 'Maintenance fee',
    minimum: 'Minimum balance',
    maximum: 'Maximum balance',
    overdraftLimit: 'Overdraft limit',
    overdraftFee: 'Overdraft fee',
  },
  /** An offering's terms as chips. */
  amountPerWeek: icu((amount: string) => `${amount} per week`, '{amount} per week'),
  termInterest: icu((rate: string) => `Interest ${rate}`, 'Interest {rate}'),
  termNoInterest: 'No interest',
  termFee: icu((fee: string) => `Fee ${fee}`, 'Fee {fee}'),
  termNoFee: 'No fee',
  termMinimum: icu((amount: string) => `Min balance ${amount}`, 'Min balance {amount}'),
  termMaximum: icu((amount: string) => `Max balance ${amount}`, 'Max balance {amount}'),
  termOverdraft: icu((limit: string) => `Overdraft up to ${limit}`, 'Overdraft up to {limit}'),
  termOverdraftWithFee: icu(
    (limit: string, fee: string) => `Overdraft up to ${limit}, fee ${fee}`,
    'Overdraft up to {limit}, fee {fee}',
  ),
  termsLabel: 'Terms',
  featuresLabel: 'Features',
  balancesLabel: 'Balances',
  marketFigures: 'Market figures',
  openedOn: icu((date: string) => `Opened ${date}`, 'Opened {date}'),
  accountsOf: icu((bank: string) => `Accounts of ${bank}`, 'Accounts of {bank}'),
  actionsFor: icu((offering: string) => `Actions for ${offering}`, 'Actions for {offering}'),
  openAccountWith: icu((offering: string) => `Open Account with ${offering}`, 'Open Account with {offering}'),
  openAccountWithAt: icu(
    (offering: string, bank: string) => `Open Account with ${offering} at ${bank}`,
    'Open Account with {offering} at {bank}',
  ),
  sortOrder: icu((order: string) => `Sort order: ${order}. Change it.`, 'Sort order: {order}. Change it.'),
} as const)

const call = (fallback: string, extra: Omit<FailureTexts, 'fallback'> = {}): FailureTexts => ({
  fallback,
  ...extra,
})

/** What each banking call shows when it fails (spec section 8). */
export const BANKING_FAILURES = localised(
  'banking',
  'BANKING_FAILURES',
  failureTable({
    loadAccounts: call('Failed to load accounts'),
    loadBanks: call('Failed to load banks'),
    loadBank: call('Failed to load bank details'),
    loadOfferings: call('Failed to load offerings'),
    loadCurrencies: call('Failed to load currencies'),
    loadNations: call('Failed to load nations'),
    openAccount: call('Failed to open account'),
    closeAccount: call('Failed to close account'),
    moveTransfer: call('Transfer failed'),
    setDefault: call('Failed to set default account'),
    createBank: call('Failed to create bank', { prefix: 'Failed to create bank: ' }),
    addOfficer: call('Failed to add officer', { prefix: 'Failed to add officer: ' }),
    removeOfficer: call('Failed to remove officer', { prefix: 'Failed to remove officer: ' }),
    createOffering: call('Failed to create offering'),
    updateOffering: call('Failed to update offering'),
    deleteOffering: call('Failed to delete offering', {
      byStatus: {
        409: 'Cannot delete offering with existing accounts. Deactivate it instead.',
        404: 'Bank offering not found',
        401: 'Unauthorized to delete this offering',
      },
    }),
  }),
)
