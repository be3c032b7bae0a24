import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { useRoute } from 'wouter'
import { session, type Screen } from '@/state/session'
import { LoginScreen } from '@/features/auth'
import { CharacterSelectScreen } from '@/features/characters'
import { TermsScreen } from '@/features/tos'
import { ErrorBoundary } from './ErrorBoundary'
import { Layout } from './Layout'
import { GameScreen } from './GameScreen'
import { AppProviders } from './providers'
import { screenReset } from './screen-reset'
import { MAIN_CONTENT_ID } from './SkipLink'

/** The one real route: /tos hands the browser the static terms file. */
export const TOS_FILE = '/tos.txt'

export function App() {
  const [isTosRoute] = useRoute('/tos')
  if (isTosRoute) return <TosRedirect />
  return (
    <AppProviders>
      <Layout>
        <Screens />
      </Layout>
    </AppProviders>
  )
}

/** Screens switch on the session state, not on URLs (spec section 2). */
function Screens() {
  const { screen } = useSnapshot(session)
  const { generation } = useSnapshot(screenReset)
  return (
    <ErrorBoundary resetKeys={[screen, generation]}>
      <CurrentScreen key={generation} screen={screen} />
    </ErrorBoundary>
  )
}

function CurrentScreen({ screen }: { screen: Screen }) {
  // The game screen marks its own main content, below its bar; the others are all content.
  if (screen === 'game') return <GameScreen />
  return (
    <div id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
      {screen === 'character-select' ? (
        <CharacterSelectScreen />
      ) : screen === 'tos' ? (
        <TermsScreen />
      ) : (
        <LoginScreen />
      )}
    </div>
  )
}

function TosRedirect() {
  useEffect(() => {
    window.location.replace(TOS_FILE)
  }, [])
  return (
    <p className="p-6 text-center text-slate-300">
      Opening the{' '}
      <a href={TOS_FILE} className="underline">
        Terms of Service
      </a>
      ...
    </p>
  )
}
