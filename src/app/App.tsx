import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { useRoute } from 'wouter'
import { session, type Screen } from '@/state/session'
import { LoginScreen } from '@/features/auth/LoginScreen'
import { CharacterSelectScreen } from '@/features/characters/CharacterSelectScreen'
import { TermsScreen } from '@/features/tos/TermsScreen'
import { ErrorBoundary } from './ErrorBoundary'
import { Layout } from './Layout'
import { GameScreen } from './GameScreen'

/** The one real route: /tos hands the browser the static terms file. */
export const TOS_FILE = '/tos.txt'

export function App() {
  const [isTosRoute] = useRoute('/tos')
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
