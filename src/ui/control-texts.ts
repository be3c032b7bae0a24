// Texts of the shared primitives after the login (dialogs, lists, pickers, paging, the theme
// menu): the catalogue area controls, loaded with the first screen that uses them.
import { icu, localised } from '@/lib/i18n/runtime'

/** The shared primitives' own words: dialogs, lists, pickers, paging. */
export const UI_TEXTS = localised('controls', 'UI_TEXTS', {
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

export const DISCARD_TEXTS = localised('controls', 'DISCARD_TEXTS', {
  title: 'Discard your changes?',
  body: 'What you typed in this form will be lost.',
  keep: 'Keep editing',
  discard: 'Discard',
} as const)

export const THEME_TEXTS = localised('controls', 'THEME_TEXTS', {
  theme: 'Theme',
  themeIs: icu((label: string) => `Theme: ${label}`, 'Theme: {label}'),
  system: 'System',
  light: 'Light',
  dark: 'Dark',
  contrast: 'High contrast',
} as const)
