// Texts of the shared primitives (src/ui), wrapped like every feature's table.
import { localised } from '@/lib/i18n/runtime'

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
