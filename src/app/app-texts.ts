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
  terms: 'Terms of Service',
} as const)
