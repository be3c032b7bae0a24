import { useSyncExternalStore } from 'react'
import { languageVersion, subscribeLanguage } from './runtime'

/**
 * Re-renders the calling component when the language changes or its messages arrive. The app's
 * root re-renders on it too, but a `memo` component skips that render when its props are the
 * same: each one calls this, so its texts switch with the rest of the screen.
 */
export function useLanguage(): number {
  return useSyncExternalStore(subscribeLanguage, languageVersion, languageVersion)
}
