// Texts of the shared primitives the login shows (src/ui), wrapped like every feature's table. The
// other primitives' words are in control-texts.ts, a catalogue area of its own (controls), so a
// login in another language does not download them.
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

/** Words of the status primitives (alerts, spinners, load states), which the login uses too. */
export const STATUS_TEXTS = localised('ui', 'STATUS_TEXTS', {
  dismiss: 'Dismiss',
  loading: 'Loading...',
  tryAgain: 'Try again',
} as const)
