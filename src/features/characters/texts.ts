// Character selection's texts; quoted ones are the spec's, verbatim.
import { icu, localised } from '@/lib/i18n/runtime'
import { formatNumber } from '@/lib/format'

export const CHARACTER_TEXTS = localised('characters', 'CHARACTER_TEXTS', {
  title: 'Select a Character',
  // The spec's sentence keeps its plural whatever N is ("Choose from your 1 characters ..."):
  // quoted texts are verbatim. Only the number is grouped.
  subtitle: icu(
    (count: number) => `Choose from your ${formatNumber(count)} characters to continue`,
    'Choose from your {count, number} characters to continue',
  ),
  searchLabel: 'Search characters',
  listLabel: 'Characters',
  account: 'Account',
  lastSeen: 'Last seen:',
  firstUsed: 'First used:',
  searchPlaceholder: 'Search characters...',
  logout: 'Logout',
  noCharacters: 'No characters found. Your display names will be tracked when you join the server.',
  noCharactersAdmin: ' As an admin, you can still access the admin panel using Divine Entity.',
  noMatch: icu(
    (search: string) => `No characters found matching "${search}"`,
    'No characters found matching "{search}"',
  ),
  loading: 'Loading character...',
  deceased: 'Deceased',
  mostRecent: 'Most Recent',
  adminPanel: 'Admin Panel',
  adminCaption: 'Manage characters, nations, banks and the economy',
} as const)

export const PASSWORD_PROMPT_TEXTS = localised('characters', 'PASSWORD_PROMPT_TEXTS', {
  title: 'Enter your password',
  description: icu(
    (name: string) =>
      `To continue as ${name}, enter the password of your game account. The console keeps it only while this tab is open.`,
    'To continue as {name}, enter the password of your game account. The console keeps it only while this tab is open.',
  ),
  label: 'Password',
  placeholder: 'Enter your password',
  submit: 'Continue',
  busy: 'Loading character...',
} as const)
