import { icu, localised } from '@/lib/i18n/runtime'
import { failureTable } from '@/api/failure'
import { formatNumber } from '@/lib/format'

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
  activeTooltip: icu(
    (percent: string) => `${percent} of members online in the past 2 weeks`,
    '{percent} of members online in the past 2 weeks',
  ),
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
  searchOfficers: 'Search officers',
  searchCitizens: 'Search citizens',
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
  /** A deceased character's nation screens: looked at, never acted on. */
  deceasedReadOnly: icu(
    (name: string) =>
      `${name} is deceased, and deceased characters cannot act: nations can be looked at, but not founded, joined, left or managed.`,
    '{name} is deceased, and deceased characters cannot act: nations can be looked at, but not founded, joined, left or managed.',
  ),
  /** Why Leave Nation is off for the last officer (the server answers 409: promote someone first). */
  lastOfficerLeave: icu(
    (nation: string) =>
      `You are the last officer of ${nation}: promote a citizen to officer before you leave.`,
    'You are the last officer of {nation}: promote a citizen to officer before you leave.',
  ),
  promote: 'Promote to Officer',
  demote: 'Demote to Citizen',
  remove: 'Remove from Nation',
  /** Section 1: creating a nation cannot be undone. */
  permanence:
    'Creating a nation is permanent. You cannot delete it (only an administrator can, and rarely does), it becomes part of the canon of the world, and any debts it takes on are permanent.',
  officer: 'Officer',
  citizen: 'Citizen',
  abbreviation: 'Abbreviation',
  created: icu((date: string) => `Created ${date}`, 'Created {date}'),
  activeTerm: 'Active',
  activeOf: icu(
    (active: number, members: string) => `${formatNumber(active)} of ${members} active`,
    '{active, number} of {members} active',
  ),
  loadingNation: 'Loading nation...',
  youLeft: icu((nation: string) => `You left ${nation}`, 'You left {nation}'),
  membersCount: icu(
    (count: number) => `${formatNumber(count)} member${count === 1 ? '' : 's'}`,
    '{count, plural, one {# member} other {# members}}',
  ),
  edit: 'Edit',
  leaving: 'Leaving...',
  leaveTitle: icu((nation: string) => `Leave ${nation}?`, 'Leave {nation}?'),
  leaveBody: icu(
    (isOfficer: boolean, nation: string) =>
      `You stop being a member${isOfficer ? ' and an officer' : ''} of ${nation}. Only an officer’s invitation brings you back.`,
    'You stop being a member{isOfficer, select, true { and an officer} other {}} of {nation}. Only an officer’s invitation brings you back.',
  ),
  description: 'Description',
  fullName: 'Full name',
  createdTerm: 'Created',
  nationalCurrency: 'National currency',
  members: 'Members',
  membersActive: icu(
    (total: number, active: number) =>
      `${formatNumber(total)} (${formatNumber(active)} active in the past 2 weeks)`,
    '{total, number} ({active, number} active in the past 2 weeks)',
  ),
  founded: icu((nation: string) => `${nation} was founded`, '{nation} was founded'),
  updated: icu((nation: string) => `${nation} was updated`, '{nation} was updated'),
  createSubmit: 'Create Nation',
  creating: 'Creating...',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  /** Around the founder's name: "Founder: Ann. The founder becomes the nation’s first officer." */
  founderBefore: 'Founder:',
  founderAfter: '. The founder becomes the nation’s first officer.',
  nationName: 'Nation name',
  abbreviationHint: 'Two letters, e.g. AR. National currency symbols are made from it ($AR).',
  iconUpdated: 'Nation icon updated',
  iconDescription: icu(
    (nation: string) => `The icon shown for ${nation} in every list.`,
    'The icon shown for {nation} in every list.',
  ),
  upload: 'Upload',
  uploading: 'Uploading...',
  iconPreview: 'Preview of the selected image.',
  iconCurrent: 'Current icon.',
  iconNone: 'No icon yet: the abbreviation is shown instead.',
  showAll: 'Show all nations',
  inviteDescription: icu(
    (nation: string) => `Bring a character into ${nation}.`,
    'Bring a character into {nation}.',
  ),
  invite: 'Invite',
  inviting: 'Inviting...',
  playerName: 'Player name',
  playerHint: 'The character’s name as it appears in game. They join as a citizen.',
  nowOfficer: icu((name: string) => `${name} is now an officer`, '{name} is now an officer'),
  nowCitizen: icu((name: string) => `${name} is now a citizen`, '{name} is now a citizen'),
  removed: icu(
    (name: string, nation: string) => `${name} was removed from ${nation}`,
    '{name} was removed from {nation}',
  ),
  removeTitle: icu(
    (name: string, nation: string) => `Remove ${name} from ${nation}?`,
    'Remove {name} from {nation}?',
  ),
  removing: 'Removing...',
  removeBody: 'They lose their place and any office in the nation. An officer can invite them again later.',
  joined: icu((date: string) => `Joined ${date}`, 'Joined {date}'),
  actionsFor: icu((name: string) => `Actions for ${name}`, 'Actions for {name}'),
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
  currency: 'Currency',
  symbol: 'Symbol',
  balance: 'Balance',
  treasuryOf: icu((nation: string) => `Treasury of ${nation}`, 'Treasury of {nation}'),
  nationalCurrencyIs: icu(
    (name: string, symbol: string) => `National currency: ${name} (${symbol})`,
    'National currency: {name} ({symbol})',
  ),
  createOne: icu(
    (abbreviation: string) =>
      `Create one to mint money into the treasury; its symbol is made from the abbreviation (${abbreviation}).`,
    'Create one to mint money into the treasury; its symbol is made from the abbreviation ({abbreviation}).',
  ),
  loadingTreasury: 'Loading treasury...',
  amountPerCitizen: 'Amount per citizen',
  status: 'Status',
  lastDistribution: 'Last distribution',
  oneDistribution: 'One distribution',
  forUpTo: icu(
    (n: number) => `for up to ${formatNumber(n)} living member${n === 1 ? '' : 's'}`,
    '{n, plural, one {for up to # living member} other {for up to # living members}}',
  ),
  treasuryCovers: 'Treasury covers',
  nothingToPay: 'Nothing to pay',
  distributions: icu(
    (n: number) => `${formatNumber(n)} distribution${n === 1 ? '' : 's'}`,
    '{n, plural, one {# distribution} other {# distributions}}',
  ),
  mintSubmit: 'Mint',
  minting: 'Minting...',
  mintAgain: 'Minting again',
  burnSubmit: 'Burn',
  burning: 'Burning...',
  burnAgain: 'Burning again',
  /** The success note: "Minted $AR 5", "Burned $AR 5". */
  mintedAmount: icu((amount: string) => `Minted ${amount}`, 'Minted {amount}'),
  burnedAmount: icu((amount: string) => `Burned ${amount}`, 'Burned {amount}'),
  whetherMinted: icu((amount: string) => `whether ${amount} was minted`, 'whether {amount} was minted'),
  whetherBurned: icu((amount: string) => `whether ${amount} was burned`, 'whether {amount} was burned'),
  checkWhere: "the treasury's ledger",
  checkFound: icu(
    (action: 'mint' | 'burn', amount: string, at: string) =>
      `The treasury's ledger shows a ${action === 'mint' ? 'mint' : 'burn'} of ${amount} at ${at}.`,
    "The treasury''s ledger shows a {action, select, mint {mint} other {burn}} of {amount} at {at}.",
  ),
  checkNotFound: icu(
    (action: 'mint' | 'burn', amount: string, rows: number) =>
      `The treasury's ledger shows no ${action === 'mint' ? 'mint' : 'burn'} of ${amount} among its ${formatNumber(rows)} newest rows.`,
    "The treasury''s ledger shows no {action, select, mint {mint} other {burn}} of {amount} among its {rows, number} newest rows.",
  ),
  amountPositive: 'Amount must be greater than 0',
  mintInto: icu(
    (nation: string) => `New money into the treasury of ${nation}.`,
    'New money into the treasury of {nation}.',
  ),
  burnOutOf: icu(
    (nation: string) => `Money out of the treasury of ${nation}.`,
    'Money out of the treasury of {nation}.',
  ),
  noNationalCurrencyYet: 'No national currency yet',
  selectCurrency: 'Select a currency',
  burnOwnOnly: 'A nation burns only its own currency.',
  amount: 'Amount',
  descriptionOptional: 'Description (optional)',
  treasuryBalance: 'Treasury balance',
  totalSupply: 'Total supply',
  effectOf: icu(
    (action: 'mint' | 'burn') => `Effect of this ${action === 'mint' ? 'mint' : 'burn'}`,
    'Effect of this {action, select, mint {mint} other {burn}}',
  ),
  effect: 'Effect',
  figure: 'Figure',
  before: 'Before',
  after: 'After',
  unknown: 'Unknown',
  supplyUnknown: icu((why: string) => `Total supply unknown: ${why}`, 'Total supply unknown: {why}'),
  moreThanHeld: icu(
    (amount: string) => `That is more than the treasury holds (${amount}): the server will refuse it.`,
    'That is more than the treasury holds ({amount}): the server will refuse it.',
  ),
  moreThanSupply: icu(
    (amount: string) =>
      `That is more than the currency's total supply (${amount}): the server will refuse it.`,
    "That is more than the currency''s total supply ({amount}): the server will refuse it.",
  ),
  tooLarge: icu(
    (what: 'balance' | 'supply', largest: number) =>
      `The ${what === 'balance' ? 'treasury balance' : 'total supply'} would pass ${formatNumber(largest)}, the largest amount kept exactly: mint less.`,
    'The {what, select, balance {treasury balance} other {total supply}} would pass {largest, number}, the largest amount kept exactly: mint less.',
  ),
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
