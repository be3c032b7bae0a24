// Texts of the app's frame: the game bar, the area pages' way back, loading states, the skip link.
import { localised } from '@/lib/i18n/runtime'

export const APP_TEXTS = localised('app', 'APP_TEXTS', {
  loading: 'Loading...',
  skipLink: 'Skip to main content',
  playingAs: 'playing as',
  back: 'Back',
  toCharacters: 'to characters',
  logout: 'Logout',
  dashboard: 'Dashboard',
  gameNav: 'Game',
} as const)

/** Titles of the areas the dashboard tiles open (spec section 2). */
export const SECTION_TITLE_TEXTS = localised('app', 'SECTION_TITLES', {
  nations: 'Nation Management',
  relations: 'Player Relations',
  banking: 'Banking & Finance',
} as const)
