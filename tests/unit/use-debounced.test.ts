import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_DEBOUNCE_MS, useDebounced } from '@/lib/use-debounced'

// Fake timers: what is asserted is the debounce's arithmetic, not how fast this machine types.
describe('useDebounced', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('gives a value only once it has stopped changing for the debounce', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value), {
      initialProps: { value: '' },
    })
    rerender({ value: '$N' })
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    rerender({ value: '$NV' })
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    expect(result.current).toBe('')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe('$NV')
  })

  it('never gives a value that was replaced before the debounce ran out', () => {
    const seen: string[] = []
    const { rerender } = renderHook(({ value }) => seen.push(useDebounced(value, 100)), {
      initialProps: { value: 'a' },
    })
    for (const value of ['ab', 'abc', 'abcd']) {
      rerender({ value })
      act(() => vi.advanceTimersByTime(99))
    }
    act(() => vi.advanceTimersByTime(1))
    expect(new Set(seen)).toEqual(new Set(['a', 'abcd']))
  })
})
