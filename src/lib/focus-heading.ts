import { useEffect, type RefObject } from 'react'
import { afterNextPaint } from './schedule'

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
 *
 * Focus moves once the new page is painted: focusing computes the styles of the whole page just
 * added, which inside the commit's task made that task as long again (a stutter on a phone);
 * after the paint they are computed already.
 */
export function useFocusHeading(container: RefObject<HTMLElement | null>, pageKey: unknown): void {
  useEffect(() => {
    const root = container.current
    if (!root) return
    const heading = () => root.querySelector<HTMLElement>('h1')
    const document = root.ownerDocument
    // Where focus was when the page changed (usually the body: the pressed control is gone).
    const before = document.activeElement
    // Only if nothing else took focus meanwhile (a dialog the user opened, a field).
    const untouched = () => {
      const active = document.activeElement
      return !active || active === before || active === document.body || active === root
    }
    let cancel = () => {}
    const focusWhenPainted = (found: HTMLElement) => {
      cancel = afterNextPaint(() => {
        if (found.isConnected && untouched()) focusQuietly(found)
      })
    }
    const found = heading()
    if (found) {
      focusWhenPainted(found)
      return () => cancel()
    }
    const observer = new MutationObserver(() => {
      const late = heading()
      if (!late) return
      observer.disconnect()
      if (untouched()) focusWhenPainted(late)
    })
    observer.observe(root, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      cancel()
    }
  }, [container, pageKey])
}
