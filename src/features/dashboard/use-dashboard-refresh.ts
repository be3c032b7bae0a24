import { useEffect, useRef } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { isDashboardQuery } from './queries'

/** While the dashboard is visible it refreshes this often. */
export const REFRESH_EVERY_MS = 60_000

/**
 * Refetches the dashboard's queries in the background (their data stays on screen, so nothing
 * flickers); skipped while any change is being sent, so a dialog's submit never races it.
 */
export function refreshDashboard(client: QueryClient): boolean {
  if (client.isMutating() > 0) return false
  void client.refetchQueries({ type: 'active', predicate: isDashboardQuery }, { cancelRefetch: false })
  return true
}

/**
 * Keeps the dashboard fresh: every minute while the tab is visible (the timer stops when it is
 * hidden) and at once when it becomes visible again.
 */
export function useDashboardRefresh(refresh?: () => void) {
  const client = useQueryClient()
  const run = useRef(refresh ?? (() => void refreshDashboard(client)))
  useEffect(() => {
    run.current = refresh ?? (() => void refreshDashboard(client))
  }, [refresh, client])

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined
    const stop = () => {
      if (timer !== undefined) clearInterval(timer)
      timer = undefined
    }
    const start = () => {
      stop()
      timer = setInterval(() => run.current(), REFRESH_EVERY_MS)
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        run.current()
        start()
      } else stop()
    }
    if (document.visibilityState === 'visible') start()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      stop()
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [])
}
