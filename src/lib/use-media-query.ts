import { useSyncExternalStore } from 'react'

/** Whether a CSS media query matches now; false where matchMedia is missing (jsdom, old browsers). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  )
}

/** Below Tailwind's `sm` breakpoint (phones). False where it cannot be told (jsdom): the wide layout. */
export const PHONE_QUERY = '(max-width: 639.98px)'
export const usePhoneLayout = () => useMediaQuery(PHONE_QUERY)
