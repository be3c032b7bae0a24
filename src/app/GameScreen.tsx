import { useSnapshot } from 'valtio'
import { ArrowLeftIcon, ArrowRightStartOnRectangleIcon } from '@heroicons/react/20/solid'
import { GlobeEuropeAfricaIcon } from '@heroicons/react/24/solid'
import { Button } from '@/ui/button'
import { logout, session } from '@/state/session'
import { CharacterDashboard } from '@/features/dashboard'
import { AdminPanel } from '@/features/admin'
import { returnToCharacters } from './navigation'

/** The signed-in game: a bar with the way back and out, then the dashboard or the admin panel. */
export function GameScreen() {
  const snap = useSnapshot(session)
  const adminPanel = !!snap.session?.isAdminPanel
  return (
    <>
      <GameHeader playing={snap.session?.selectedDisplayName ?? null} />
      {adminPanel ? <AdminPanel /> : <CharacterDashboard />}
    </>
  )
}

export function GameHeader({ playing }: { playing: string | null }) {
  return (
    <div className="border-b border-white/10 bg-slate-950/40 backdrop-blur">
      <nav aria-label="Game" className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2">
        <div className="flex min-w-0 items-center gap-2">
          <span
            aria-hidden="true"
            className="grid size-8 shrink-0 place-items-center rounded-lg bg-linear-to-br from-primary-500 to-secondary-500 ring-1 ring-white/20"
          >
            <GlobeEuropeAfricaIcon className="size-5 text-white" />
          </span>
          <span className="font-semibold text-white">Statecraft</span>
          {playing && (
            <span className="hidden truncate text-sm text-slate-400 md:inline">
              <span aria-hidden="true">· </span>playing as {playing}
            </span>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <Button color="plain" size="sm" onClick={() => void returnToCharacters()}>
            <ArrowLeftIcon className="size-4" aria-hidden="true" />
            <span>Back</span>
            <span className="sr-only sm:not-sr-only">to characters</span>
          </Button>
          <Button color="secondary" size="sm" onClick={logout}>
            <ArrowRightStartOnRectangleIcon className="size-4" aria-hidden="true" />
            Logout
          </Button>
        </div>
      </nav>
    </div>
  )
}
