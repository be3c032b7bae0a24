// The game screen's words: only its chunk needs them, so they are a catalogue area of their own
// (game), which a login in another language does not download.
import { localised } from '@/lib/i18n/runtime'

/** Titles of the areas the dashboard tiles open (spec section 2). */
export const SECTION_TITLE_TEXTS = localised('game', 'SECTION_TITLES', {
  nations: 'Nation Management',
  relations: 'Player Relations',
  banking: 'Banking & Finance',
} as const)

/** The game header and the way back to the dashboard. */
export const GAME_HEADER_TEXTS = localised('game', 'GAME_HEADER_TEXTS', {
  playingAs: 'playing as',
  back: 'Back',
  toCharacters: 'to characters',
  logout: 'Logout',
  dashboard: 'Dashboard',
  gameNav: 'Game',
} as const)
