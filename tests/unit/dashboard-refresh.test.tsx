import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { renderHook } from '@testing-library/react'
import {
  focusManager,
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  useQuery,
} from '@tanstack/react-query'
import { REFRESH_EVERY_MS, useDashboardRefresh } from '@/features/dashboard/use-dashboard-refresh'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  focusManager.setFocused(undefined)
  vi.useRealTimers()
})

const wrapper =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )

/** A panel's read: a query with the dashboard's refresh, counting its fetches. */
function panelRead(client: QueryClient) {
  const fetches = vi.fn(async () => 'accounts')
  const hook = renderHook(
    () => useQuery({ queryKey: ['accounts'], queryFn: fetches, ...useDashboardRefresh() }),
    { wrapper: wrapper(client) },
  )
  return { fetches, hook }
}

describe('the dashboard stays fresh', () => {
  it('refetches every minute while visible, keeping its data; not while hidden; at once when shown again', async () => {
    const client = new QueryClient()
    const { fetches, hook } = panelRead(client)
    await vi.advanceTimersByTimeAsync(0)
    expect(fetches).toHaveBeenCalledTimes(1)

    await vi.advanceTimersByTimeAsync(REFRESH_EVERY_MS - 1)
    expect(fetches).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetches).toHaveBeenCalledTimes(2)
    expect(hook.result.current.data).toBe('accounts')

    focusManager.setFocused(false)
    await vi.advanceTimersByTimeAsync(5 * REFRESH_EVERY_MS)
    expect(fetches).toHaveBeenCalledTimes(2)

    focusManager.setFocused(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(fetches).toHaveBeenCalledTimes(3)

    hook.unmount()
    await vi.advanceTimersByTimeAsync(5 * REFRESH_EVERY_MS)
    expect(fetches).toHaveBeenCalledTimes(3)
  })

  it("refreshes only the dashboard's reads, and not while a change is sent", async () => {
    const client = new QueryClient()
    const other = vi.fn(async () => 'open dialog')
    const stop = new QueryObserver(client, { queryKey: ['other'], queryFn: other }).subscribe(() => {})
    const { fetches, hook } = panelRead(client)
    await vi.advanceTimersByTimeAsync(0)

    // A dialog is submitting: nothing is refetched until it is done.
    let finish: (() => void) | undefined
    const sending = client
      .getMutationCache()
      .build(client, { mutationFn: () => new Promise<void>((resolve) => (finish = resolve)) })
      .execute(undefined)
    await vi.advanceTimersByTimeAsync(3 * REFRESH_EVERY_MS)
    expect(fetches).toHaveBeenCalledTimes(1)

    finish!()
    await sending
    await vi.advanceTimersByTimeAsync(REFRESH_EVERY_MS)
    expect(fetches).toHaveBeenCalledTimes(2)
    expect(other).toHaveBeenCalledTimes(1)
    hook.unmount()
    stop()
  })
})
