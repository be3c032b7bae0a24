// The areas' titles: only the game screen's chunk needs them.
import { localised } from '@/lib/i18n/runtime'

/** Titles of the areas the dashboard tiles open (spec section 2). */
export const SECTION_TITLE_TEXTS = localised('app', 'SECTION_TITLES', {
  nations: 'Nation Management',
  relations: 'Player Relations',
  banking: 'Banking & Finance',
} as const)
