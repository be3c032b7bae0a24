import { useEffect, type RefObject } from 'react'

/** Focuses an element without scrolling it into view or showing a ring for a mouse user's page change. */
export function focusQuietly(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.tabIndex = -1
  element.focus({ preventScroll: true })
}

/**
 * After a page change inside the app (a screen, a section), moves focus to the new page's `h1`
 * so keyboard and screen-reader users start there instead of on a button that disappeared.
 * A lazily loaded page gets its heading a moment later: it is waited for. Runs again whenever
 * `pageKey` changes.
 */
export function useFocusHeading(container: RefObject<HTMLElement | null>, pageKey: unknown): void {
  useEffect(() => {
    const root = container.current
    if (!root) return
    const heading = () => root.querySelector<HTMLElement>('h1')
    const found = heading()
    if (found) {
      focusQuietly(found)
      return
    }
    const observer = new MutationObserver(() => {
      const late = heading()
      if (!late) return
      observer.disconnect()
      // Only if nothing else took focus meanwhile (a dialog the user opened, a field).
      const active = root.ownerDocument.activeElement
      if (!active || active === root.ownerDocument.body || active === root) focusQuietly(late)
    })
    observer.observe(root, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [container, pageKey])
}
