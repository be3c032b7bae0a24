import { useSnapshot } from 'valtio'
import { showTerms } from '@/state/session'
import { runtime } from '@/config/runtime'
import { consoleTitle } from '@/config/branding'

import { APP_TEXTS } from './app-texts'

export const APP_VERSION = '1.0.0'

export function Footer() {
  const { branding } = useSnapshot(runtime).config
  return (
    <footer className="mt-auto px-4 py-6 text-center text-xs text-subtle">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-2">
        <button
          type="button"
          onClick={showTerms}
          className="min-h-10 rounded px-2 text-sm text-muted underline decoration-faint underline-offset-4 hover:text-strong hover:decoration-muted focus-visible:outline-2 focus-visible:outline-focus"
        >
          {APP_TEXTS.terms}
        </button>
        <span>
          {consoleTitle(branding)} v{APP_VERSION}
        </span>
      </div>
    </footer>
  )
}
