// The home screen's texts.
import { icu, localised } from '@/lib/i18n/runtime'
import { failureTable } from '@/api/failure'
import { formatNumber } from '@/lib/format'

export const DASHBOARD_TEXTS = localised('dashboard', 'DASHBOARD_TEXTS', {
  notFound: 'Character data not found. Please go back and select a character.',
  recent: 'Most Recent Character',
  noBiography: 'No biography yet.',
  /** Why a deceased character's dashboard offers no edits (the server refuses them with 403). */
  deceasedReadOnly: icu(
    (name: string) =>
      `${name} is deceased. Deceased characters cannot act: this profile, its money and its history stay open to read, but nothing can be edited, sent or joined.`,
    '{name} is deceased. Deceased characters cannot act: this profile, its money and its history stay open to read, but nothing can be edited, sent or joined.',
  ),
} as const)

/** The four tiles (spec section 2, Character dashboard) and the profile card. */
export const TILE_TEXTS = localised('dashboard', 'TILE_TEXTS', {
  areas: 'Areas',
  open: 'Open',
  nations: {
    title: 'Nation Management',
    description: 'Found or join a nation, manage its members, officers and treasury.',
  },
  relations: {
    title: 'Player Relations',
    description: 'Browse the other characters of the world and rate your relations with them.',
  },
  banking: {
    title: 'Banking & Finance',
    description: 'Your bank accounts, the banks of the world, transfers and currency markets.',
  },
  skills: { description: "See and train your character's skills." },
} as const)

export const PROFILE_CARD_TEXTS = localised('dashboard', 'PROFILE_CARD_TEXTS', {
  editPicture: 'Edit profile picture',
  lastSeen: 'Last seen',
  firstUsed: 'First used',
  biography: 'Biography',
  edit: 'Edit',
  editBiography: 'Edit biography',
} as const)

/** How the panels word a movement of money and how long ago it was. */
export const ACTIVITY_TEXTS = localised('dashboard', 'ACTIVITY_TEXTS', {
  from: icu((amount: string, party: string) => `${amount} from ${party}`, '{amount} from {party}'),
  to: icu((amount: string, party: string) => `${amount} to ${party}`, '{amount} to {party}'),
  between: icu((amount: string) => `${amount} between your accounts`, '{amount} between your accounts'),
  justNow: 'just now',
  minutesAgo: icu(
    (n: number) => `${n} minute${n === 1 ? '' : 's'} ago`,
    '{n, plural, one {# minute ago} other {# minutes ago}}',
  ),
  hoursAgo: icu(
    (n: number) => `${n} hour${n === 1 ? '' : 's'} ago`,
    '{n, plural, one {# hour ago} other {# hours ago}}',
  ),
} as const)

export const SKILLS_TEXTS = localised('dashboard', 'SKILLS_TEXTS', {
  tile: 'Character Skills',
  title: 'Player Skills',
  chip: 'Coming Soon',
  body: 'This feature is currently under development',
  back: 'Back to dashboard',
} as const)

/** Texts of the dashboard's panels (beyond spec section 2, whose texts stay verbatim). */
export const PANEL_TEXTS = localised('dashboard', 'PANEL_TEXTS', {
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
    allAccounts: icu((n: number) => `All ${formatNumber(n)} accounts`, 'All {n, number} accounts'),
    moreBalances: icu((n: number) => `+${formatNumber(n)} more`, '+{n, number} more'),
    openLedger: icu((number: string) => `Open the ledger of ${number}`, 'Open the ledger of {number}'),
  },
  since: {
    title: 'Since your last visit',
    loading: 'Loading transactions...',
    firstVisit: 'Welcome! This is your first visit on this browser.',
    firstVisitHint:
      'Next time, the money that came into and went out of your accounts while you were away shows here.',
    nothingNew: 'Nothing new since your last visit.',
    lastVisit: icu((ago: string) => `Last visit ${ago}`, 'Last visit {ago}'),
    changes: 'Money since your last visit, by currency',
    columns: { currency: 'Currency', in: 'In', out: 'Out', net: 'Net' },
    partly: icu(
      (rows: number) =>
        `Counted from the newest ${formatNumber(rows)} transactions of each account; its ledger has the rest.`,
      'Counted from the newest {rows, number} transactions of each account; its ledger has the rest.',
    ),
    noAccounts: 'No bank accounts to watch yet.',
    more: icu((n: number) => `and ${formatNumber(n)} more`, 'and {n, number} more'),
    viewAll: 'View all',
    viewAllIn: icu((number: string) => `View all in ${number}`, 'View all in {number}'),
    unchecked: icu(
      (n: number) => `${formatNumber(n)} more ${n === 1 ? 'account was' : 'accounts were'} not checked.`,
      '{n, plural, one {# more account was not checked.} other {# more accounts were not checked.}}',
    ),
  },
  recent: {
    title: 'Recent activity',
    loading: 'Loading transactions...',
    empty: 'No transactions found',
    details: 'Transaction Details',
    ofWatched: icu(
      (shown: number, total: number) => `From ${formatNumber(shown)} of your ${formatNumber(total)} accounts`,
      'From {shown, number} of your {total, number} accounts',
    ),
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
} as const)

export const PANEL_FAILURES = localised(
  'dashboard',
  'PANEL_FAILURES',
  failureTable({
    accounts: { fallback: 'Failed to load accounts' },
    transactions: { fallback: 'Failed to fetch transactions', serverText: false },
    memberships: { fallback: 'Failed to load nations' },
    banks: { fallback: 'Failed to load banks' },
    treasury: { fallback: 'Failed to load treasury details' },
  }),
)
