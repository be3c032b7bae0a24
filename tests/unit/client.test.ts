// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setupServer } from 'msw/node'
import { delay, http, HttpResponse } from 'msw'
import { api, ApiError, API_TIMEOUT_MS, segment, setApiTimeoutForTests, setTokenSource } from '@/api/client'
import { failureText } from '@/api/failure'
import { record } from '@/api/read'

const asIs = (body: unknown) => body
const errorText = (error: unknown, fallback: string) => failureText(error, { fallback })

const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
  setTokenSource(() => null)
  setApiTimeoutForTests(null)
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
    await expect(api('/ping', { read: asIs })).resolves.toEqual({ ok: true })
    await api('/ping', { auth: false, read: asIs })
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
    await api('/list', { query: { a: 'x', b: '', c: undefined, d: null, e: 0 }, read: asIs })
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
      api('/auth/login', { method: 'POST', body: { uuid: 'u', password: 'p' }, auth: false, read: asIs }),
    )
    expect(login.kind).toBe('http')
    expect(login.status).toBe(401)
    expect(login.serverMessage).toBe('Invalid UUID or password')
    expect(errorText(login, 'Login failed')).toBe('Invalid UUID or password')

    const notFound = await failure(api('/only-message', { read: asIs }))
    expect(notFound).toMatchObject({ kind: 'http', status: 404, serverMessage: 'Nation not found' })
  })

  it('fails as http without server text when the error body is not JSON', async () => {
    server.use(http.get('*/api/v1/broken', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })))
    const error = await failure(api('/broken', { read: asIs }))
    expect(error).toMatchObject({ kind: 'http', status: 502, serverMessage: null })
    expect(errorText(error, 'Failed to load')).toBe('Failed to load')
  })

  it('fails as network when the server cannot be reached', async () => {
    server.use(http.get('*/api/v1/down', () => HttpResponse.error()))
    const error = await failure(api('/down', { read: asIs }))
    expect(error.kind).toBe('network')
    expect(error.status).toBeNull()
    expect(errorText(error, 'fallback')).toBe('fallback')
  })

  it('fails as bad-body when a 2xx answer is not JSON', async () => {
    server.use(http.get('*/api/v1/garbled', () => new HttpResponse('{"players": [', { status: 200 })))
    const error = await failure(api('/garbled', { read: asIs }))
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
    const call = api('/slow', { read: asIs }).finally(() => {
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

  it('times out after 10000 ms when the caller passes a signal too (every query does)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    server.use(
      http.get('*/api/v1/slow', async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const outcome = failure(api('/slow', { read: asIs, signal: new AbortController().signal }))
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS + 100)
    const error = await outcome
    expect(error.kind).toBe('timeout')
  })

  it("passes the caller's cancellation through as it is", async () => {
    server.use(
      http.get('*/api/v1/slow', async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const controller = new AbortController()
    const call = api('/slow', { read: asIs, signal: controller.signal })
    const reason = new Error('unmounted')
    controller.abort(reason)
    await expect(call).rejects.toBe(reason)
  })

  it('fails as refused when a 2xx answer says success: false, keeping both texts', async () => {
    server.use(
      http.put('*/api/v1/refuse', () =>
        HttpResponse.json({ success: false, error: 'Nope', message: 'Not today' }, { status: 200 }),
      ),
    )
    const error = await failure(api('/refuse', { method: 'PUT', read: asIs }))
    expect(error).toMatchObject({
      kind: 'refused',
      status: 200,
      server: { error: 'Nope', message: 'Not today' },
    })
    expect(failureText(error, { fallback: 'x', field: 'message' })).toBe('Not today')
    expect(failureText(error, { fallback: 'x' })).toBe('Nope')
  })

  it('fails as bad-body when the reader cannot make sense of a 2xx answer (200 null, 200 {})', async () => {
    server.use(
      http.get('*/api/v1/null', () => HttpResponse.json(null)),
      http.get('*/api/v1/empty', () => new HttpResponse('', { status: 200 })),
    )
    const readObject = (body: unknown) => record(body)
    expect((await failure(api('/null', { read: readObject }))).kind).toBe('bad-body')
    expect((await failure(api('/empty', { read: readObject }))).kind).toBe('bad-body')
  })

  it('encodes path segments and refuses ones that would change the path', () => {
    expect(segment('Aurelia Voss')).toBe('Aurelia%20Voss')
    expect(segment('Ærø/ø')).toBe('%C3%86r%C3%B8%2F%C3%B8')
    expect(() => segment('..')).toThrow(ApiError)
    expect(() => segment('.')).toThrow(ApiError)
    expect(() => segment('')).toThrow(ApiError)
  })

  it('makes a call that answers too late fail as a time-out under a test time-out, and null restores the product one', async () => {
    server.use(
      http.get('*/api/v1/late', async () => {
        await delay(400)
        return HttpResponse.json({ ok: true })
      }),
    )
    setApiTimeoutForTests(50)
    expect((await failure(api('/late', { read: asIs }))).kind).toBe('timeout')
    setApiTimeoutForTests(null)
    await expect(api('/late', { read: asIs })).resolves.toEqual({ ok: true })
  })

  it('gives a test time-out with `only` to just the calls it picks, by method and whole address', async () => {
    server.use(
      http.get('*/api/v1/late', async () => {
        await delay(400)
        return HttpResponse.json({ ok: true })
      }),
    )
    const asked: string[] = []
    setApiTimeoutForTests(50, (method, url) => {
      asked.push(`${method} ${url}`)
      return url.endsWith('/late?page=2')
    })
    expect((await failure(api('/late', { read: asIs, query: { page: 2, empty: '' } }))).kind).toBe('timeout')
    await expect(api('/late', { read: asIs, query: { page: 1 } })).resolves.toEqual({ ok: true })
    expect(asked).toEqual([
      'GET http://localhost/api/v1/late?page=2',
      'GET http://localhost/api/v1/late?page=1',
    ])
  })
})
