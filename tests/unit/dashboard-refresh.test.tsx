import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { renderHook } from '@testing-library/react'
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query'
import { DASHBOARD_META } from '@/features/dashboard/queries'
import {
  REFRESH_EVERY_MS,
  refreshDashboard,
  useDashboardRefresh,
} from '@/features/dashboard/use-dashboard-refresh'

let visibility: DocumentVisibilityState = 'visible'
function setVisibility(state: DocumentVisibilityState) {
  visibility = state
  document.dispatchEvent(new Event('visibilitychange'))
}

beforeEach(() => {
  vi.useFakeTimers()
  visibility = 'visible'
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
})
afterEach(() => {
  vi.useRealTimers()
})

const wrapper =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )

describe('the dashboard stays fresh', () => {
  it('refreshes every minute while visible, stops while hidden, and refreshes at once when shown again', () => {
    const refresh = vi.fn()
    const { unmount } = renderHook(() => useDashboardRefresh(refresh), {
      wrapper: wrapper(new QueryClient()),
    })
    vi.advanceTimersByTime(REFRESH_EVERY_MS - 1)
    expect(refresh).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(refresh).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(REFRESH_EVERY_MS)
    expect(refresh).toHaveBeenCalledTimes(2)

    setVisibility('hidden')
    vi.advanceTimersByTime(5 * REFRESH_EVERY_MS)
    expect(refresh).toHaveBeenCalledTimes(2)

    setVisibility('visible')
    expect(refresh).toHaveBeenCalledTimes(3)
    vi.advanceTimersByTime(REFRESH_EVERY_MS)
    expect(refresh).toHaveBeenCalledTimes(4)

    unmount()
    vi.advanceTimersByTime(5 * REFRESH_EVERY_MS)
    setVisibility('hidden')
    setVisibility('visible')
    expect(refresh).toHaveBeenCalledTimes(4)
  })

  it("refetches only the dashboard's active queries, keeping their data, and not while a change is sent", async () => {
    const client = new QueryClient()
    const mine = vi.fn(async () => 'accounts')
    const other = vi.fn(async () => 'open dialog')
    const observe = (key: string, fn: () => Promise<string>, meta?: Record<string, unknown>) =>
      new QueryObserver(client, { queryKey: [key], queryFn: fn, meta }).subscribe(() => {})
    const stop = [observe('mine', mine, DASHBOARD_META), observe('other', other)]
    await vi.waitFor(() => expect(client.getQueryData(['mine'])).toBe('accounts'))
    expect(mine).toHaveBeenCalledTimes(1)

    expect(refreshDashboard(client)).toBe(true)
    expect(client.getQueryData(['mine'])).toBe('accounts')
    await vi.waitFor(() => expect(mine).toHaveBeenCalledTimes(2))
    expect(other).toHaveBeenCalledTimes(1)

    // A dialog is submitting: nothing is refetched until it is done.
    let finish: (() => void) | undefined
    const sending = client
      .getMutationCache()
      .build(client, { mutationFn: () => new Promise<void>((resolve) => (finish = resolve)) })
      .execute(undefined)
    expect(client.isMutating()).toBe(1)
    expect(refreshDashboard(client)).toBe(false)
    await vi.waitFor(() => expect(finish).toBeDefined())
    finish!()
    await sending
    expect(mine).toHaveBeenCalledTimes(2)
    for (const s of stop) s()
  })
})
