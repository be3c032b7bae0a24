import { APP_TEXTS } from './app-texts'

/** The id of the region the skip link jumps to: the screen itself, below banners and bars. */
export const MAIN_CONTENT_ID = 'main-content'

/**
 * "Skip to main content": the first stop of the Tab key, visible only while focused, so keyboard
 * users can pass the demo banner, quick links and the game bar.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus the target itself: the hash alone would scroll but leave focus where it was.
        const target = document.getElementById(MAIN_CONTENT_ID)
        if (!target) return
        event.preventDefault()
        target.focus()
      }}
      className="sr-only z-[60] rounded-lg bg-accent px-4 py-2.5 text-sm font-semibold text-on-accent shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {APP_TEXTS.skipLink}
    </a>
  )
}
