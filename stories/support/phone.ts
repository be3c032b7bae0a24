import { PHONE_QUERY } from '@/lib/use-media-query'

/**
 * Pretends the screen is a phone for this story (Tailwind's `sm` breakpoint is not met): use as
 * a story's `beforeEach`, which restores the real media queries afterwards.
 */
export function asPhone() {
  const original = window.matchMedia
  window.matchMedia = (query: string) => {
    if (query !== PHONE_QUERY) return original.call(window, query)
    // A phone width that never changes during the story.
    const phone: Partial<MediaQueryList> = {
      matches: true,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }
    return phone as MediaQueryList
  }
  return () => {
    window.matchMedia = original
  }
}
