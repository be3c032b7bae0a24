// Texts of the shared primitives (src/ui), wrapped like every feature's table.
import { icu, localised } from '@/lib/i18n/runtime'

export const LANGUAGE_TEXTS = localised('ui', 'LANGUAGE_TEXTS', {
  label: 'Language',
} as const)

export const QUICK_LINK_TEXTS = localised('ui', 'QUICK_LINK_TEXTS', {
  nav: 'Quick links',
  newTab: '(opens in a new tab)',
  chat: 'Chat',
  store: 'Store',
  map: 'Map',
  wiki: 'Wiki',
} as const)

/** The shared primitives' own words: dialogs, lists, pickers, paging, the theme menu. */
export const UI_TEXTS = localised('ui', 'UI_TEXTS', {
  dismiss: 'Dismiss',
  noResults: 'No results',
  cancel: 'Cancel',
  /** Around the text to type in a confirmation: "Type DELETE to confirm". */
  typeBefore: 'Type',
  typeAfter: 'to confirm',
  typeHint: 'The button stays disabled until the text matches exactly.',
  imageFile: 'Image file',
  imageHint: 'PNG, JPEG or WebP, up to 5 MB.',
  chooseImage: 'Choose image',
  noFileChosen: 'No file chosen',
  select: 'Select...',
  loading: 'Loading...',
  tryAgain: 'Try again',
  clearSearch: 'Clear search',
  pagination: 'Pagination',
  previousPage: 'Previous page',
  previous: 'Previous',
  nextPage: 'Next page',
  next: 'Next',
  pageOf: icu((page: number, count: number) => `Page ${page} of ${count}`, 'Page {page} of {count}'),
  page: icu((page: number) => `Page ${page}`, 'Page {page}'),
  showing: icu(
    (places: string, total: string) => `Showing ${places} of ${total}`,
    'Showing {places} of {total}',
  ),
} as const)

export const DISCARD_TEXTS = localised('ui', 'DISCARD_TEXTS', {
  title: 'Discard your changes?',
  body: 'What you typed in this form will be lost.',
  keep: 'Keep editing',
  discard: 'Discard',
} as const)

export const THEME_TEXTS = localised('ui', 'THEME_TEXTS', {
  theme: 'Theme',
  themeIs: icu((label: string) => `Theme: ${label}`, 'Theme: {label}'),
  system: 'System',
  light: 'Light',
  dark: 'Dark',
  contrast: 'High contrast',
} as const)
