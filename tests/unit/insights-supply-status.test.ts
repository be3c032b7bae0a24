// @vitest-environment node
// Money supply walks mints and burns separately; their status shows as one, and its Retry and
// Cancel act on every walk they concern (issue 40: the first Retry re-ran only one of two failed walks).
import { describe, expect, it, vi } from 'vitest'
import type { WalkState } from '@/features/insights/queries'
import { worst } from '@/features/insights/SupplyPanel'

const state = (patch: Partial<WalkState>): WalkState => ({
  walk: undefined,
  loading: false,
  error: null,
  forbidden: false,
  stopped: false,
  progress: 1,
  cancel: vi.fn(),
  retry: vi.fn(),
  ...patch,
})

describe('the money supply walks as one status', () => {
  it('one Retry re-runs both walks when both failed', () => {
    const mints = state({ error: new Error('mints') })
    const burns = state({ error: new Error('burns') })
    const shown = worst([mints, burns])
    expect(shown.error).toBe(mints.error)
    shown.retry()
    expect(mints.retry).toHaveBeenCalledTimes(1)
    expect(burns.retry).toHaveBeenCalledTimes(1)
  })

  it('re-runs only the failed walk when the other one is done', () => {
    const mints = state({})
    const burns = state({ error: new Error('burns') })
    worst([mints, burns]).retry()
    expect(mints.retry).not.toHaveBeenCalled()
    expect(burns.retry).toHaveBeenCalledTimes(1)
  })

  it('one Cancel stops every walk still loading', () => {
    const mints = state({ loading: true })
    const burns = state({ loading: true })
    const done = state({})
    const shown = worst([mints, burns, done])
    expect(shown.loading).toBe(true)
    shown.cancel()
    expect(mints.cancel).toHaveBeenCalledTimes(1)
    expect(burns.cancel).toHaveBeenCalledTimes(1)
    expect(done.cancel).not.toHaveBeenCalled()
  })
})
