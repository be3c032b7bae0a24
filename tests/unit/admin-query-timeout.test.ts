// @vitest-environment node
// Queries pass their own AbortSignal. The admin lists must still give up after 10 s when the
// server never answers (ofetch ignores its `timeout` once a signal is given), and a cancelled
// query must still end as a cancellation, not as a time-out.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { delay, http, HttpResponse } from 'msw'
import { API_URL, server, useFakeBackend } from '../support/backend'
import { API_TIMEOUT_MS, ApiError } from '@/api/client'
import { fetchAdminBanks } from '@/api/admin'

useFakeBackend('minimal')
afterEach(() => vi.useRealTimers())

const hang = () =>
  server.use(
    http.get(`${API_URL}/admin/entities/banks`, async () => {
      await delay('infinite')
      return HttpResponse.json({})
    }),
  )

describe('a query that never gets an answer', () => {
  it('fails as a time-out after 10 000 ms even with its own signal', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    hang()
    let settled = false
    const outcome = fetchAdminBanks(new AbortController().signal).then(
      () => null,
      (error: unknown) => error,
    )
    void outcome.finally(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 100)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    const error = await outcome
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'timeout', status: null })
  })

  it('ends as the caller’s cancellation when the caller cancels first', async () => {
    hang()
    const controller = new AbortController()
    const call = fetchAdminBanks(controller.signal)
    controller.abort(new DOMException('Left the screen', 'AbortError'))
    await expect(call).rejects.toMatchObject({ name: 'AbortError', message: 'Left the screen' })
  })
})
