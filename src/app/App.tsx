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
  return (
    <ErrorBoundary resetKeys={[screen]}>
      <CurrentScreen screen={screen} />
    </ErrorBoundary>
  )
}

function CurrentScreen({ screen }: { screen: Screen }) {
  switch (screen) {
    case 'character-select':
      return <CharacterSelectScreen />
    case 'game':
      return <GameScreen />
    case 'tos':
      return <TermsScreen />
    case 'login':
    default:
      return <LoginScreen />
  }
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
