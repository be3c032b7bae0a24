import { useEffect, useState, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { setServerDateListener } from '@/api/client'
import { createQueryClient } from '@/api/query'
import { systemKeys } from '@/api/system'
import { followOtherTabs, tabSync } from '@/api/tab-sync'
import { noteWorldTime } from '@/lib/world-time'
import { onWorldChanged } from '@/state/demo'
import { session } from '@/state/session'

// Every answer after sign-in tells the world's clock the server's time, where readable.
setServerDateListener(noteWorldTime)

/** Every query of the game world: all but the system's own data (the UGC flag), which is no one's. */
const isWorldQuery = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== systemKeys.all[0]

/**
 * Server data for the whole console. One character's cached data is dropped when another
 * character (or nobody) takes over the session, so nothing of one ever shows for the other.
 */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [own] = useState(() => client ?? createQueryClient())
  // Who plays, not the token: a renewed token (spec section 9) keeps the cache and open forms.
  const snap = useSnapshot(session)
  const player = snap.session
    ? `${snap.auth?.credentials.uuid}|${snap.session.selectedDisplayName}|${snap.session.isAdminPanel}`
    : null
  // Dropped while rendering, before the new character's screen builds its queries: the game screen
  // may mount in the same commit, and an effect would cancel the fetches it had just started.
  const [shownFor, setShownFor] = useState(player)
  if (shownFor !== player) {
    own.removeQueries({ predicate: isWorldQuery })
    own.getMutationCache().clear()
    setShownFor(player)
  }
  // A change of the whole world (the demo's weekly cycle) refetches every figure on screen, and
  // marks the rest stale, so no screen shows a number the world no longer has.
  // The console's other tabs are told too, and this tab follows theirs (tab-sync.ts).
  useEffect(
    () =>
      onWorldChanged(() => {
        void own.invalidateQueries({ predicate: isWorldQuery })
        tabSync().announce({ kind: 'world' })
      }),
    [own],
  )
  useEffect(() => followOtherTabs(own, isWorldQuery), [own])
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>
}
