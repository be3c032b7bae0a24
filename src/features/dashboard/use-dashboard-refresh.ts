import { useIsMutating } from '@tanstack/react-query'

/** While the dashboard is visible its panels' reads refresh this often. */
export const REFRESH_EVERY_MS = 60_000

/**
 * The options every panel read adds to its resource's query options: TanStack Query refetches it
 * in the background every minute while the tab is visible (its data stays on screen, so nothing
 * flickers) and at once when the tab is shown again; not while any change is being sent, so a
 * dialog's submit never races it. Only the dashboard's own observers carry the interval: an open
 * area reading the same keys is not refreshed by it, and leaving the dashboard stops it.
 */
export function useDashboardRefresh() {
  const sending = useIsMutating() > 0
  return sending
    ? ({ refetchInterval: false, refetchOnWindowFocus: false } as const)
    : ({ refetchInterval: REFRESH_EVERY_MS, refetchOnWindowFocus: 'always' } as const)
}
