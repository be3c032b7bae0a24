// Many queries settling one by one render in batches, not once each, and end with every result.
import { describe, expect, it } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { useMemo, type ReactNode } from 'react'
import { createQueryClient } from '@/api/query'
import { useBatchedQueries } from '@/lib/use-batched-queries'

const COUNT = 200

/** Queries whose answers the test releases one at a time, each in its own task. */
function heldQueries(count: number) {
  const release: ((n: number) => void)[] = []
  const queries = Array.from({ length: count }, (_, i) => ({
    queryKey: ['held', i] as const,
    queryFn: () => new Promise<number>((resolve) => (release[i] = resolve)),
  }))
  return { queries, release }
}

function setup(count: number, everyMs: number) {
  const client = createQueryClient()
  const held = heldQueries(count)
  let renders = 0
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const hook = renderHook(
    () => {
      renders++
      const queries = useMemo(() => held.queries, [])
      return useBatchedQueries(queries, everyMs)
    },
    { wrapper },
  )
  return { ...hook, client, held, renders: () => renders }
}

describe('useBatchedQueries', () => {
  it('renders answers in batches and ends with every one of them', async () => {
    const { result, held, renders } = setup(COUNT, 200)
    await waitFor(() => expect(held.release.filter(Boolean)).toHaveLength(COUNT))
    const before = renders()
    for (let i = 0; i < COUNT; i++) {
      await act(async () => {
        held.release[i]!(i * 10)
        // Each answer in a task of its own, as network answers arrive.
        await new Promise((resolve) => setTimeout(resolve, 0))
      })
    }
    await waitFor(() => expect(result.current.results.every((r) => r.isSuccess)).toBe(true), {
      timeout: 5000,
    })
    expect(result.current.results.map((r) => r.data)).toEqual(Array.from({ length: COUNT }, (_, i) => i * 10))
    // One render per answer would be COUNT; batches of 200 ms make far fewer.
    expect(renders() - before).toBeLessThan(COUNT / 4)
  })

  it('flush renders what changed at once', async () => {
    // A batch longer than any test: only flush can render the answer.
    const { result, held } = setup(3, 60_000)
    await waitFor(() => expect(held.release.filter(Boolean)).toHaveLength(3))
    act(() => {
      held.release[1]!(7)
    })
    await act(async () => {
      await Promise.resolve()
      await Promise.resolve()
    })
    // Settled in the cache, not yet rendered: the batch is still collecting.
    expect(result.current.results[1]!.data).toBeUndefined()
    act(() => result.current.flush())
    expect(result.current.results[1]!.data).toBe(7)
  })
})
