import { Suspense, useDeferredValue, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { useRoute } from 'wouter'
import { session, type Screen } from '@/state/session'
import { LoginScreen } from '@/features/auth'
import { Spinner } from '@/ui/spinner'
import { ErrorBoundary } from '@/ui/error-boundary'
import { Layout } from './Layout'
import { lazyChunk, preloadableChunk, withFullStyles } from '@/lib/lazy-chunk'
import { screenReset } from './screen-reset'
import { languageVersion, subscribeLanguage } from '@/lib/i18n/runtime'
import { MAIN_CONTENT_ID } from './SkipLink'
import { APP_TEXTS } from './app-texts'

// Only the login is in the first download: every other screen is its own chunk, fetched with the
// full stylesheet when first shown (and early, while the user types: usePreloadedScreens). So is
// server data (TanStack Query), which the login does not use.
const ServerDataChunk = preloadableChunk(
  withFullStyles(() => import('./providers')),
  (m) => m.AppProviders,
)
const CharacterSelectChunk = preloadableChunk(
  withFullStyles(() => import('@/features/characters')),
  (m) => m.CharacterSelectScreen,
)
const GameChunk = preloadableChunk(
  withFullStyles(() => import('./GameScreen')),
  (m) => m.GameScreen,
)
const ServerData = ServerDataChunk.Component
const CharacterSelectScreen = CharacterSelectChunk.Component
const GameScreen = GameChunk.Component
const TermsScreen = lazyChunk(
  withFullStyles(() => import('@/features/tos')),
  (m) => m.TermsScreen,
)

/**
 * Once the first screen is up and the browser idles, fetches the screens after sign-in, so the
 * login never competes with them and sign-in does not wait for them. One screen per idle period:
 * each import runs its chunk's code in one task, and three at once made one long task under the
 * player's first taps. A failure here is retried when the screen is shown. Before them, ICU's set-up.
 */
function usePreloadedScreens() {
  useEffect(() => {
    const loads = [
      // ICU's set-up, paid by the page's first Intl formatter (50 ms of CPU at 4x in live mode),
      // here rather than in the render after the player picks a character: the lib's own
      // formatting makes its formatters (both helpers share one small chunk).
      () => import('@/lib/format').then(({ formatNumber }) => void formatNumber(1250.5)),
      () => import('@/lib/time').then(({ formatDate }) => void formatDate(new Date(0))),
      ServerDataChunk.preload,
      CharacterSelectChunk.preload,
      GameChunk.preload,
    ]
    let stopped = false
    let cancel = () => {}
    // Not lib/schedule.ts's whenIdle: that module would come into the login's first download whole.
    const whenIdle = (run: () => void) => {
      if (typeof requestIdleCallback !== 'function') {
        const timer = setTimeout(run, 2000)
        cancel = () => clearTimeout(timer)
        return
      }
      const handle = requestIdleCallback(run, { timeout: 5000 })
      cancel = () => cancelIdleCallback(handle)
    }
    const preloadNext = () => {
      const load = loads.shift()
      if (!load || stopped) return
      void load()
        .catch(() => {})
        .then(() => {
          if (!stopped) whenIdle(preloadNext)
        })
    }
    whenIdle(preloadNext)
    return () => {
      stopped = true
      cancel()
    }
  }, [])
}

/**
 * The one real route: `tos` beside index.html hands the browser the static terms file. Both are
 * relative to where index.html was served, so /tos and /console/tos work alike.
 */
export const TOS_ROUTE = /\/tos$/
export const TOS_FILE = 'tos.txt'

export function App() {
  const [isTosRoute] = useRoute(TOS_ROUTE)
  // A new language re-renders every screen in place: nothing typed, no open dialog is lost.
  useSyncExternalStore(subscribeLanguage, languageVersion, languageVersion)
  if (isTosRoute) return <TosRedirect />
  return (
    <Layout>
      <Screens />
    </Layout>
  )
}

/** Screens switch on the session state, not on URLs (spec section 2). */
function Screens() {
  const { screen } = useSnapshot(session)
  // The next screen (the game's above all) renders in the background, in slices that leave the
  // page responsive, not in one task that freezes it for a second on a phone: until it is ready,
  // the loading state stands in for the screen being left, which has nothing to show any more.
  const shown = useDeferredValue(screen)
  // Bumped by a demo reset: the screen mounts afresh, with nothing typed for the old world.
  const { generation } = useSnapshot(screenReset)
  usePreloadedScreens()
  return (
    <ErrorBoundary resetKeys={[screen, generation]}>
      <Suspense fallback={<ScreenLoading />}>
        <CurrentScreen key={generation} screen={shown} leaving={shown !== screen} />
      </Suspense>
    </ErrorBoundary>
  )
}

/** While a screen's chunk arrives: a visible loading state, never an empty page. */
function ScreenLoading() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Spinner label={APP_TEXTS.loading} />
    </div>
  )
}

/**
 * While the next screen renders: the loading state, at least as tall as the screen it stands in
 * for and as the window. Shorter, it brought the footer up into view and the next screen pushed
 * it back down, layout shifts the player sees (and Lighthouse counts) on a phone, where the next
 * screen takes longest; the pressed control moves it out of view at once (a shift that follows
 * input does not count), and the next screen, taller than a phone's window, keeps it there.
 */
function LeavingScreen() {
  // Read while the screen being left is still in the page, laid out and painted: no forced layout.
  const [height] = useState(() =>
    Math.max(document.getElementById(MAIN_CONTENT_ID)?.offsetHeight ?? 0, window.innerHeight),
  )
  return (
    <div className="flex flex-1 flex-col" style={height ? { minHeight: height } : undefined}>
      <ScreenLoading />
    </div>
  )
}

function CurrentScreen({ screen, leaving }: { screen: Screen; leaving: boolean }) {
  if (screen === 'login' && !leaving)
    return (
      <MainContent>
        <LoginScreen />
      </MainContent>
    )
  // One provider for every screen after the login: its cache lives until the user signs out (and
  // while the next screen renders). The game screen marks its own main content, below its bar;
  // the others are all content.
  return (
    <ServerData>
      {leaving ? (
        <MainContent>
          <LeavingScreen />
        </MainContent>
      ) : screen === 'game' ? (
        <GameScreen />
      ) : (
        <MainContent>{screen === 'tos' ? <TermsScreen /> : <CharacterSelectScreen />}</MainContent>
      )}
    </ServerData>
  )
}

/** The target of the skip link. */
function MainContent({ children }: { children: ReactNode }) {
  return (
    <div id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
      {children}
    </div>
  )
}

function TosRedirect() {
  useEffect(() => {
    window.location.replace(TOS_FILE)
  }, [])
  return (
    <p className="p-6 text-center text-muted">
      Opening the{' '}
      <a href={TOS_FILE} className="underline">
        Terms of Service
      </a>
      ...
    </p>
  )
}
