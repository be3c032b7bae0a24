import { useEffect, useRef, useState, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { createQueryClient } from '@/api/query'
import { session } from '@/state/session'

/**
 * Server data for the whole console. One character's cached data is dropped when another
 * character (or nobody) takes over the session, so nothing of one ever shows for the other.
 */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [own] = useState(() => client ?? createQueryClient())
  const token = useSnapshot(session).session?.token ?? null
  const previous = useRef(token)
  useEffect(() => {
    if (previous.current !== token) own.clear()
    previous.current = token
  }, [token, own])
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>
}
