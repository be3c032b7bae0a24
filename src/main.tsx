import { StrictMode } from 'react'
import './login.css'
import { loadConfig } from '@/config/config'
import { setRuntimeConfig } from '@/config/runtime'
import { applyBranding } from '@/config/branding'
import { preloadRenewal, restoreSession, watchOtherTabs } from '@/state/session'
import { requestUgcStatusAtStartUp } from '@/api/system'
import { setDemoStartError, setDemoStarting } from '@/state/demo'
import { preloadTransport, setRequestGate } from '@/api/client'
import { App } from '@/app/App'
import { preloadDemoBanner } from '@/app/Layout'
import { ErrorBoundary } from '@/ui/error-boundary'
import { takeOverLoginShell, type TakeOver } from '@/app/login-shell/take-over'
import { startLanguage } from '@/lib/i18n/runtime'
import { afterPaintWhenIdle } from '@/lib/schedule'

/**
 * Demo mode only: the fake backend and its starter are imported lazily so live builds never
 * download msw, @msw/data or faker, and the login's first download not even the starter. It
 * starts in the background: the login renders at once and API calls wait until the backend
 * answers, from the first call on (the starter itself is still on its way then). Resolves once
 * the demo banner can render.
 */
function startDemo(): Promise<unknown> {
  setDemoStarting()
  const started = import('@/state/demo-start')
    .then(({ startDemoBackendInBackground }) =>
      // The one place src/ reaches mocks/ (the wall in .config/eslint.config.js holds everywhere else).
      // eslint-disable-next-line import-x/no-restricted-paths
      startDemoBackendInBackground(() => import('../mocks/browser')),
    )
    .catch((error: unknown) => {
      console.error('The demo backend could not start.', error)
      setDemoStartError(error instanceof Error ? error.message : String(error))
    })
  setRequestGate(() => started)
  // The banner is part of the app's first render, so the login does not move when it comes. One
  // that cannot be fetched is left to Layout's error boundary: the login does not wait for it.
  return preloadDemoBanner().catch(() => {})
}

async function start() {
  const { config, problem } = await loadConfig()
  setRuntimeConfig(config, problem)
  void applyBranding(config.branding)
  const demoBanner = config.mode === 'demo' ? startDemo() : null
  restoreSession()
  watchOtherTabs()
  // The player's language is chosen by index.html's start-up script, which the parser may not have
  // reached yet (this script is async and may run first): read its choice once parsing has ended.
  await parsed()
  await startLanguage({ offered: config.locales, fallback: config.defaultLocale, texts: config.texts })
  await demoBanner
  const { done } = render()
  // Once the app's login is painted and the page is idle: the API client's transport and the
  // session's renewal (chunks of their own, out of the login's first download) and the UGC flag's
  // call, which defaults to enabled, so nothing waits for it. Started earlier, they would share
  // the login's first download window with index.html's own files; a press before they arrive
  // asks for them itself.
  void done.then(() =>
    afterPaintWhenIdle(() => {
      preloadTransport()
      preloadRenewal()
      void requestUgcStatusAtStartUp()
    }),
  )
}

/**
 * index.html loads this script `async`: a deferred module runs in the task that ends parsing,
 * whose load event then lays the page out, so the evaluation of the whole first download and the
 * static login's first layout were one long task (130 to 290 ms at 4x CPU); async, the code is
 * evaluated in a task of its own as soon as it has arrived. That may be before the parser has put
 * the whole static login in the page, which the app takes over: it waits for the end of parsing.
 */
function parsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve()
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  )
}

function render(): TakeOver {
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  // index.html shows a static login a player may already be using: the app takes it over.
  return takeOverLoginShell(
    container,
    <StrictMode>
      <ErrorBoundary>
        <App />
      </ErrorBoundary>
    </StrictMode>,
  )
}

start().catch(async (error: unknown) => {
  // Start-up itself failed (it should not): still render, so the user sees the app, not a white page.
  console.error('Start-up failed.', error)
  await parsed()
  render()
})
