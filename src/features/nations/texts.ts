import { icu, localised } from '@/lib/i18n/runtime'
import { failureTable } from '@/api/failure'
import { formatPercent } from '@/lib/format'

// Every text of Nation Management and the nation treasury panel. The spec's texts (sections 2, 5
// and 8) are verbatim; the rest are ours where the spec names a message without wording it.

export const NATION_TEXTS = localised('nations', 'NATION_TEXTS', {
  searchPlaceholder: 'Search nations...',
  searchLabel: 'Search nations by name, abbreviation or description',
  yourNation: 'Your nation',
  allNations: 'All nations',
  loadingNations: 'Loading nations...',
  noNations: 'No nations yet. Found the first one!',
  noMatches: icu(
    (search: string) => `No nations found matching "${search}"`,
    'No nations found matching "{search}"',
  ),
  active: 'ACTIVE',
  activeTooltip: (percent: number) => `${formatPercent(percent)} of members online in the past 2 weeks`,
  detailsTab: 'Nation Details',
  treasuryTab: 'Treasury',
  backToList: 'All nations',
  officers: 'Officers',
  citizens: 'Citizens',
  nationNoun: { one: 'nation', other: 'nations' },
  memberNoun: { one: 'member', other: 'members' },
  officerNoun: { one: 'officer', other: 'officers' },
  citizenNoun: { one: 'citizen', other: 'citizens' },
  noOfficers: 'No officers.',
  noCitizens: 'No citizens yet.',
  searchMembers: (list: string) => `Search ${list.toLowerCase()}`,
  searchMembersPlaceholder: 'Search by name or account...',
  noMemberMatches: icu((search: string) => `No member matches "${search}".`, 'No member matches "{search}".'),
  deceased: 'Deceased',
  you: 'You',
  noDescription: 'No description yet.',
  nationInfo: 'Nation info',
  noCurrency: 'None',
  createNation: 'Create New Nation',
  editNation: 'Edit Nation',
  inviteMember: 'Invite Member',
  uploadIcon: 'Upload Nation Icon',
  leaveNation: 'Leave Nation',
  promote: 'Promote to Officer',
  demote: 'Demote to Citizen',
  remove: 'Remove from Nation',
  /** Section 1: creating a nation cannot be undone. */
  permanence:
    'Creating a nation is permanent. You cannot delete it (only an administrator can, and rarely does), it becomes part of the canon of the world, and any debts it takes on are permanent.',
} as const)

/** Validation texts (spec section 5; the name and player texts are ours: the spec gives none). */
export const NATION_CHECKS = localised('nations', 'NATION_CHECKS', {
  nameRequired: 'Nation name is required',
  abbreviation: 'Must be exactly 2 characters',
  playerRequired: 'Please enter a player name',
  playerMissing: icu(
    (name: string) => `Player "${name}" does not exist. Please check the spelling.`,
    'Player "{name}" does not exist. Please check the spelling.',
  ),
} as const)

export const TREASURY_TEXTS = localised('nations', 'TREASURY_TEXTS', {
  /** Shown when the panel has no nation to show. */
  selectNation: 'Please select a nation first',
  balances: 'Treasury Balances',
  noBalances: 'No currency balances in this treasury yet.',
  ubiPolicies: 'UBI Policies',
  noUbiPolicies: 'No UBI policies configured',
  mint: 'Mint Currency',
  burn: 'Burn Currency',
  transfer: 'Transfer',
  history: 'History',
  moneySupply: 'Money supply',
  createCurrency: 'Create Currency',
  ubiWhoIsPaid:
    'One distribution is the most it can cost: each living member is paid into their default account, and members without an open one (or at their maximum balance) are left out, so fewer may be paid.',
  noNationalCurrency: 'This nation has no national currency yet.',
  enabled: 'Enabled',
  disabled: 'Disabled',
  never: 'Never',
  cannotPay: 'Treasury cannot pay',
  requiredFields: 'Please fill in all required fields',
  /** Under each field the required-fields banner is about. */
  chooseCurrency: 'Choose a currency',
  enterAmount: 'Enter an amount',
  currencyFirst: 'Currency not found. Please create a currency first.',
  needsCurrency: 'Mint and Burn need a national currency: create one first.',
} as const)

/** Shown when a call got no answer, or an icon upload failed without a server message (section 8). */
export const CONNECT_ERROR = 'Failed to connect to server'

/** What each call shows when it fails (spec section 8: the server's text when present). */
export const NATION_FAILURES = localised(
  'nations',
  'NATION_FAILURES',
  failureTable({
    loadNations: { fallback: 'Failed to load nations' },
    loadNation: { fallback: 'Failed to load nation details' },
    createNation: { fallback: 'Failed to create nation' },
    editNation: { fallback: 'Failed to update nation' },
    invite: { fallback: 'Failed to invite member' },
    promote: { fallback: 'Failed to promote member' },
    demote: { fallback: 'Failed to demote member' },
    remove: { fallback: 'Failed to remove member' },
    leave: { fallback: 'Failed to leave nation' },
    icon: { fallback: CONNECT_ERROR, field: 'message' },
    loadTreasury: { fallback: 'Failed to load treasury details' },
    loadCurrencies: { fallback: 'Failed to load currencies' },
    mint: { fallback: 'Failed to mint currency', byStatus: { 404: TREASURY_TEXTS.currencyFirst } },
    burn: { fallback: 'Failed to burn currency' },
  }),
)
