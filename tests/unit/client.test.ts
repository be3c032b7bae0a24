import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setupServer } from 'msw/node'
import { delay, http, HttpResponse } from 'msw'
import { api, ApiError, API_TIMEOUT_MS, errorText, setTokenSource } from '@/api/client'

const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
  setTokenSource(() => null)
})
afterAll(() => server.close())

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    return error as ApiError
  }
  throw new Error('the call was expected to fail')
}

describe('api client', () => {
  it('returns the parsed body and sends the bearer token unless told not to', async () => {
    const seen: (string | null)[] = []
    server.use(
      http.get('*/api/v1/ping', ({ request }) => {
        seen.push(request.headers.get('authorization'))
        return HttpResponse.json({ ok: true })
      }),
    )
    setTokenSource(() => 'tok-123')
    await expect(api('/ping')).resolves.toEqual({ ok: true })
    await api('/ping', { auth: false })
    expect(seen).toEqual(['Bearer tok-123', null])
  })

  it('omits empty query values', async () => {
    let url = ''
    server.use(
      http.get('*/api/v1/list', ({ request }) => {
        url = request.url
        return HttpResponse.json({})
      }),
    )
    await api('/list', { query: { a: 'x', b: '', c: undefined, d: null, e: 0 } })
    const params = new URL(url).searchParams
    expect([...params.keys()]).toEqual(['a', 'e'])
  })

  it('fails as http with the server message (error field first, then message)', async () => {
    server.use(
      http.post('*/api/v1/auth/login', () =>
        HttpResponse.json(
          { success: false, error: 'Invalid UUID or password', message: 'other' },
          { status: 401 },
        ),
      ),
      http.get('*/api/v1/only-message', () =>
        HttpResponse.json({ success: false, message: 'Nation not found' }, { status: 404 }),
      ),
    )
    const login = await failure(
      api('/auth/login', { method: 'POST', body: { uuid: 'u', password: 'p' }, auth: false }),
    )
    expect(login.kind).toBe('http')
    expect(login.status).toBe(401)
    expect(login.serverMessage).toBe('Invalid UUID or password')
    expect(errorText(login, 'Login failed')).toBe('Invalid UUID or password')

    const notFound = await failure(api('/only-message'))
    expect(notFound).toMatchObject({ kind: 'http', status: 404, serverMessage: 'Nation not found' })
  })

  it('fails as http without server text when the error body is not JSON', async () => {
    server.use(http.get('*/api/v1/broken', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })))
    const error = await failure(api('/broken'))
    expect(error).toMatchObject({ kind: 'http', status: 502, serverMessage: null })
    expect(errorText(error, 'Failed to load')).toBe('Failed to load')
  })

  it('fails as network when the server cannot be reached', async () => {
    server.use(http.get('*/api/v1/down', () => HttpResponse.error()))
    const error = await failure(api('/down'))
    expect(error.kind).toBe('network')
    expect(error.status).toBeNull()
    expect(errorText(error, 'fallback')).toBe('fallback')
  })

  it('fails as bad-body when a 2xx answer is not JSON', async () => {
    server.use(http.get('*/api/v1/garbled', () => new HttpResponse('{"players": [', { status: 200 })))
    const error = await failure(api('/garbled'))
    expect(error.kind).toBe('bad-body')
  })

  it('times out after 10000 ms', async () => {
    expect(API_TIMEOUT_MS).toBe(10000)
    // Fake timers that still tick on their own, so msw's own scheduling keeps working;
    // jumping the clock makes the 10 s wait instant.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    server.use(
      http.get('*/api/v1/slow', async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    let settled = false
    const call = api('/slow').finally(() => {
      settled = true
    })
    const outcome = failure(call)
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 100)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    const error = await outcome
    expect(error.kind).toBe('timeout')
    expect(error.status).toBeNull()
  })
})
