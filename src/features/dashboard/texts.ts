// The home screen's texts.
import { failureTable } from '@/api/failure'
import { formatNumber } from '@/lib/format'

export const DASHBOARD_TEXTS = {
  notFound: 'Character data not found. Please go back and select a character.',
  recent: 'Most Recent Character',
  noBiography: 'No biography yet.',
  /** Why a deceased character's dashboard offers no edits (the server refuses them with 403). */
  deceasedReadOnly: (name: string) =>
    `${name} is deceased. Deceased characters cannot act: this profile, its money and its history stay open to read, but nothing can be edited, sent or joined.`,
} as const

export const SKILLS_TEXTS = {
  tile: 'Character Skills',
  title: 'Player Skills',
  chip: 'Coming Soon',
  body: 'This feature is currently under development',
} as const

/** Texts of the dashboard's panels (beyond spec section 2, whose texts stay verbatim). */
export const PANEL_TEXTS = {
  chunkFailed: 'This part of the dashboard could not be downloaded.',
  money: {
    title: 'Money at a glance',
    loading: 'Loading accounts...',
    totals: 'Totals',
    accounts: 'Accounts',
    default: 'Default',
    empty: 'No bank accounts yet.',
    emptyHint: 'Open an account at a bank to receive and send money.',
    emptyDeceased: 'This character held no bank accounts.',
    openAccount: 'Open Account',
    noBalances: 'No balances',
    allAccounts: (n: number) => `All ${formatNumber(n)} accounts`,
    moreBalances: (n: number) => `+${formatNumber(n)} more`,
    openLedger: (number: string) => `Open the ledger of ${number}`,
  },
  since: {
    title: 'Since your last visit',
    loading: 'Loading transactions...',
    firstVisit: 'Welcome! This is your first visit on this browser.',
    firstVisitHint:
      'Next time, the money that came into and went out of your accounts while you were away shows here.',
    nothingNew: 'Nothing new since your last visit.',
    lastVisit: (ago: string) => `Last visit ${ago}`,
    noAccounts: 'No bank accounts to watch yet.',
    more: (n: number) => `and ${formatNumber(n)} more`,
    viewAll: 'View all',
    viewAllIn: (number: string) => `View all in ${number}`,
    unchecked: (n: number) =>
      `${formatNumber(n)} more ${n === 1 ? 'account was' : 'accounts were'} not checked.`,
  },
  recent: {
    title: 'Recent activity',
    loading: 'Loading transactions...',
    empty: 'No transactions found',
    details: 'Transaction Details',
    ofWatched: (shown: number, total: number) =>
      `From ${formatNumber(shown)} of your ${formatNumber(total)} accounts`,
  },
  roles: {
    title: 'My roles',
    loading: 'Loading roles...',
    nation: 'Nation',
    banks: 'Banks',
    officer: 'Officer',
    citizen: 'Citizen',
    noNation: 'Not a member of any nation.',
    noBanks: 'Not an officer of any bank.',
    treasury: 'Treasury',
    vault: 'Vault',
    noBalances: 'no balances',
    loadingBalances: 'loading balances...',
  },
} as const

export const PANEL_FAILURES = failureTable({
  accounts: { fallback: 'Failed to load accounts' },
  transactions: { fallback: 'Failed to fetch transactions', serverText: false },
  memberships: { fallback: 'Failed to load nations' },
  banks: { fallback: 'Failed to load banks' },
  treasury: { fallback: 'Failed to load treasury details' },
})
