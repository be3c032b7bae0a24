import { icu, localised } from '@/lib/i18n/runtime'
import { failureTable } from '@/api/failure'
import type { AdminEntityType } from '@/api/admin.types'
import { formatNumber } from '@/lib/format'

/** What each admin call shows when it fails (spec section 8), verbatim. */
export const ADMIN_FAILURES = localised(
  'admin',
  'ADMIN_FAILURES',
  failureTable({
    edit: { prefix: 'Edit failed: ', fallback: 'Edit failed' },
    delete: { prefix: 'Delete failed: ', fallback: 'Delete failed' },
    markDeceased: {
      prefix: 'Failed to mark as deceased: ',
      fallback: 'Failed to mark character as deceased',
    },
    // Section 8 gives these three defaults but no prefix: the server's text is shown as it is.
    promote: { fallback: 'Failed to promote officer' },
    demote: { fallback: 'Failed to demote officer' },
    removeCitizen: { fallback: 'Failed to remove citizen' },
    details: { fallback: 'Failed to load entity details', serverText: false },
  }),
)

/** Local checks (spec sections 5 and 8), verbatim. */
export const ADMIN_CHECKS = localised('admin', 'ADMIN_CHECKS', {
  nothingToEdit: 'Please select an entity and fill in at least one field to edit',
  noEntityToDelete: 'Please select an entity to delete',
  noCharacterToMark: 'Please select a character to mark as deceased',
  invalidOfficer: 'Invalid officer selection',
  abbreviation: 'Must be exactly 2 characters',
  /** Under the empty name of the manual promotion (the banner says 'Invalid officer selection'). */
  manualNameMissing: 'Required: enter a character name',
} as const)

const TYPE_NAMES: Record<AdminEntityType, string> = { character: 'character', bank: 'bank', nation: 'nation' }
/** An entity list's English noun; the ICU select's `other` is nations. */
const listNoun = (list: string) => (list === 'characters' || list === 'banks' ? list : 'nations')

/** Every other text of the admin panel, shared by the screens, stories and tests. */
export const ADMIN_PANEL_TEXTS = localised('admin', 'ADMIN_PANEL_TEXTS', {
  title: 'Divine Entity Admin Panel',
  chip: 'ADMIN',
  tabs: ['Admin Transfers', 'Entity Management', 'System Settings'],
  transfers: {
    heading: 'Admin Transfers',
    intro:
      'Move money between any nation treasury, bank vault or bank account, acting as any character. The ledger records the transfer as made by Divine Entity on behalf of the character you choose.',
    bypass:
      'Admin transfers bypass balance checks and limits: the source can be taken below zero, and no overdraft or maximum-balance limit applies. Check the amount before you send it.',
    steps: [
      'Pick the source and the destination: a treasury, a bank vault or a bank account.',
      'Choose the character to act as.',
      'Enter a whole amount in the currency you move.',
    ],
    open: 'New Admin Transfer',
  },
  entities: {
    heading: 'Entity Management',
    subtabs: { characters: 'Characters', banks: 'Banks', nations: 'Nations' },
    counted: {
      characters: { one: 'character', other: 'characters' },
      banks: { one: 'bank', other: 'banks' },
      nations: { one: 'nation', other: 'nations' },
    },
    // The label (read out, and the rule of spec section 2) says what matches; the placeholder fits a phone.
    searchLabel: 'Search by name, abbreviation or jurisdiction nation',
    // Each language names the list in its own grammar (case, capitals): a select, not a noun glued in.
    searchPlaceholder: icu(
      (list: string) => `Search ${listNoun(list)}...`,
      'Search {list, select, characters {characters} banks {banks} other {nations}}...',
    ),
    loading: icu(
      (list: string) => `Loading ${listNoun(list)}...`,
      'Loading {list, select, characters {characters} banks {banks} other {nations}}...',
    ),
    none: icu(
      (list: string) => `No ${listNoun(list)} found.`,
      'No {list, select, characters {characters} banks {banks} other {nations}} found.',
    ),
    noMatch: icu(
      (list: string, search: string) => `No ${listNoun(list)} match "${search}".`,
      'No {list, select, characters {characters} banks {banks} other {nations}} match "{search}".',
    ),
    loadFailed: icu(
      (list: string) => `The list of ${listNoun(list)} could not be loaded.`,
      'The list of {list, select, characters {characters} banks {banks} other {nations}} could not be loaded.',
    ),
    retry: 'Try again',
  },
  card: {
    deceased: 'Deceased',
    noBiography: 'No biography',
    noDescription: 'No description',
    none: 'None',
    active: 'Active',
    noCurrency: 'No National Currency',
  },
  actions: {
    edit: 'Edit',
    delete: 'Delete',
    markDeceased: 'Mark Deceased',
    officers: 'Officers',
    balanceHistory: 'Balance history',
  },
  edit: {
    title: icu((name: string) => `Edit ${name}`, 'Edit {name}'),
    intro: 'Change what needs changing: only the fields you change are sent.',
    save: 'Save changes',
    saving: 'Saving...',
    name: 'Name',
    picture: 'Profile picture URL',
    pictureHint: 'An http(s) address ending in .png, .jpg, .jpeg, .gif or .webp. Empty removes the picture.',
    biography: 'Biography',
    abbreviation: 'Abbreviation',
    nationAbbreviationHint: 'Exactly 2 characters, upper case.',
    descriptionField: 'Description',
    bankIdFixed: icu(
      (id: string, nation: string) =>
        `Bank ID ${id} and jurisdiction ${nation || 'nation'} cannot be changed.`,
      'Bank ID {id} and jurisdiction {nation} cannot be changed.',
    ),
    done: icu((name: string) => `${name} updated`, '{name} updated'),
  },
  delete: {
    title: icu((name: string) => `Delete ${name}?`, 'Delete {name}?'),
    confirm: icu(
      (type: AdminEntityType) => `Delete ${TYPE_NAMES[type] ?? TYPE_NAMES.nation}`,
      'Delete {type, select, character {character} bank {bank} other {nation}}',
    ),
    busy: 'Deleting...',
    lost: {
      character: icu(
        (name: string) =>
          `The character ${name} disappears from its player's character list and from every list in the console. It leaves its nation and every bank office it holds.`,
        "The character {name} disappears from its player's character list and from every list in the console. It leaves its nation and every bank office it holds.",
      ),
      bank: icu(
        (name: string) =>
          `The bank ${name} disappears for everyone: its offerings, accounts and officers can no longer be used, and the money in its vault and accounts can no longer be moved.`,
        'The bank {name} disappears for everyone: its offerings, accounts and officers can no longer be used, and the money in its vault and accounts can no longer be moved.',
      ),
      nation: icu(
        (name: string) =>
          `The nation ${name} disappears for everyone: every member loses their citizenship or office, and its treasury and national currency can no longer be used.`,
        'The nation {name} disappears for everyone: every member loses their citizenship or office, and its treasury and national currency can no longer be used.',
      ),
    },
    kept: 'Past transactions stay in the ledger. This cannot be undone from the console.',
    done: icu((name: string) => `${name} deleted`, '{name} deleted'),
  },
  deceased: {
    title: icu((name: string) => `Mark ${name} as deceased?`, 'Mark {name} as deceased?'),
    body: icu(
      (name: string) =>
        `${name} will be shown as deceased everywhere and can no longer act: no transfers, no joining or founding, no edits.`,
      '{name} will be shown as deceased everywhere and can no longer act: no transfers, no joining or founding, no edits.',
    ),
    irreversible: 'This is reversible only through direct database access.',
    confirm: 'Mark Deceased',
    busy: 'Marking...',
    done: icu((name: string) => `${name} has been marked as deceased`, '{name} has been marked as deceased'),
  },
  officers: {
    title: icu((name: string) => `Officers of ${name}`, 'Officers of {name}'),
    description: {
      bank: 'Demoting a bank officer removes them from the bank. A bank keeps at least one officer.',
      nation: 'Promote citizens, demote officers to citizens, or remove members from the nation.',
    },
    loading: 'Loading officers...',
    current: 'Current officers',
    noOfficers: 'No officers.',
    citizens: 'Citizens available for promotion',
    noCitizens: 'No citizens to promote.',
    searchLabel: (list: string) => `Search ${list.toLowerCase()}`,
    searchPlaceholder: 'Search by name...',
    people: { one: 'person', other: 'people' },
    noMatch: icu((search: string) => `No one named like "${search}".`, 'No one named like "{search}".'),
    promote: 'Promote',
    demote: 'Demote',
    remove: 'Remove',
    removing: 'Removing...',
    manualHeading: 'Promote by character name',
    manualLabel: 'Character name',
    manualHint: {
      bank: 'Any character can be made an officer of this bank.',
      nation: 'A citizen of this nation, or a character in no nation, who then joins as an officer.',
    },
    appointed: 'Appointed',
    joined: 'Joined',
    close: 'Close',
    removeTitle: icu(
      (name: string, nation: string) => `Remove ${name} from ${nation}?`,
      'Remove {name} from {nation}?',
    ),
    removeBody: icu(
      (name: string, nation: string) =>
        `${name} stops being a member of ${nation} and loses any office there. They can be invited back later.`,
      '{name} stops being a member of {nation} and loses any office there. They can be invited back later.',
    ),
    promoted: icu((name: string) => `${name} is now an officer`, '{name} is now an officer'),
    demoted: icu((name: string) => `${name} is no longer an officer`, '{name} is no longer an officer'),
    removed: icu((name: string) => `${name} was removed`, '{name} was removed'),
  },
  settings: 'System Settings',
  close: 'Close',
  facts: {
    player: 'Player',
    nation: 'Nation',
    lastSeen: 'Last seen',
    firstUsed: 'First used',
    bankId: 'Bank ID',
    jurisdiction: 'Jurisdiction',
    activeAccounts: 'Active Accounts',
    officers: 'Officers',
    citizens: 'Citizens',
    activeMembers: 'Active members',
    activeOf: icu(
      (active: number, total: number) => `${formatNumber(active)} of ${formatNumber(total)}`,
      '{active, number} of {total, number}',
    ),
    currency: 'Currency',
    created: 'Created',
  },
} as const)

/** System Settings: the user-generated-content switch. */
export const UGC_TEXTS = localised('admin', 'UGC_TEXTS', {
  label: 'Show user-generated content',
  shown: 'User-generated content is now visible to everyone.',
  hidden: 'User-generated content is now hidden from players.',
  description:
    'When off, players see placeholders instead of uploaded images and profile pictures. Admins always see the content, and nothing is deleted.',
  saving: 'Saving...',
  visible: 'Currently: visible',
  hiddenNow: 'Currently: hidden',
} as const)

/** The toggle reads the server's `message` with a prefix (spec section 8). */
export const UGC_FAILURE = localised('admin', 'UGC_FAILURE', {
  prefix: 'Failed to toggle UGC: ',
  fallback: 'Failed to toggle UGC',
  field: 'message',
  unanswered: 'Failed to toggle UGC: Failed to connect to server',
} as const)
