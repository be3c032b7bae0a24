// Texts of the app's frame that the login shows too: loading states, the skip link, the terms link
// (the game header's are in game-texts.ts).
import { localised } from '@/lib/i18n/runtime'

export const APP_TEXTS = localised('app', 'APP_TEXTS', {
  loading: 'Loading...',
  /** index.html's loading state for a returning player, before any script (spec section 8). */
  startLoading: 'Loading Statecraft Console...',
  skipLink: 'Skip to main content',
  terms: 'Terms of Service',
} as const)
