// Focus never drops to <body>. When the focused element leaves the page (Make Default's button
// vanishes once the account is the default, a closed account's card goes, a search's Clear button
// hides once the text is gone), the browser moves focus to <body> and a keyboard or screen-reader
// user starts again from the top. This watches for that and moves focus to the first focusable
// element of the nearest part of the page that is still there: the card's next button, the list,
// the search box.

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

const isShown = (el: HTMLElement) => el.getClientRects().length > 0

function firstFocusableIn(container: Element): HTMLElement | null {
  for (const el of container.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (!el.closest('[inert], [aria-hidden="true"]') && isShown(el)) return el
  }
  return null
}

let installed = false

/** Installs the rescue once for the page (the screens after the login call it). */
export function ensureFocusRescue(): void {
  if (installed || typeof document === 'undefined' || typeof MutationObserver === 'undefined') return
  installed = true
  installFocusRescue()
}

/**
 * Starts watching `doc`; returns a stop. `settle` waits before rescuing, so focus a dialog hands
 * back to its opener on closing (in a microtask) lands first and is left alone.
 */
export function installFocusRescue(
  doc: Document = document,
  settle: (run: () => void) => void = (run) => requestAnimationFrame(() => run()),
): () => void {
  /** The focused element and its ancestors, innermost first, as they were when it got focus. */
  let lastChain: Element[] = []

  const onFocusIn = (event: FocusEvent) => {
    const chain: Element[] = []
    for (let el = event.target as Element | null; el && el !== doc.body; el = el.parentElement) chain.push(el)
    lastChain = chain
  }

  const rescue = () => {
    const active = doc.activeElement
    if (active && active !== doc.body) return
    const [lost, ...ancestors] = lastChain
    if (!lost || lost.isConnected) return // focus left on purpose (a click on the page's background)
    for (const ancestor of ancestors) {
      if (!ancestor.isConnected) continue
      const next = firstFocusableIn(ancestor)
      if (next) {
        next.focus()
        return
      }
    }
  }

  let pending = false
  const observer = new MutationObserver(() => {
    const active = doc.activeElement
    if (pending || (active && active !== doc.body)) return
    pending = true
    settle(() => {
      pending = false
      rescue()
    })
  })
  doc.addEventListener('focusin', onFocusIn)
  observer.observe(doc.body, { childList: true, subtree: true })
  return () => {
    doc.removeEventListener('focusin', onFocusIn)
    observer.disconnect()
  }
}
