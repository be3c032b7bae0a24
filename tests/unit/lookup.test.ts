// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setupServer } from 'msw/node'
import { delay, http, HttpResponse } from 'msw'
import { lookupUrl, resolveUsername, UsernameLookupError } from '@/api/lookup'
import { getConfig, setRuntimeConfig } from '@/config/runtime'
import { API_TIMEOUT_MS } from '@/api/client'

const FIRST = 'https://proxy-one.test/profile/{username}'
const SECOND = 'https://proxy-two.test/users/profiles/{username}'
const FIRST_URL = 'https://proxy-one.test/profile/:username'
const SECOND_URL = 'https://proxy-two.test/users/profiles/:username'
const HEX = '6F1C2A3B4D5E4F608A7B9C0D1E2F3A4B'
const DASHED = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b'

const server = setupServer()
const original = getConfig()

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  setRuntimeConfig({ ...original, usernameLookup: [FIRST, SECOND] })
})
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
})
afterAll(() => {
  server.close()
  setRuntimeConfig(original)
})

async function lookupError(username: string): Promise<UsernameLookupError> {
  const error = await resolveUsername(username).then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(UsernameLookupError)
  return error as UsernameLookupError
}

describe('lookupUrl', () => {
  it('puts the encoded username in place of {username}', () => {
    expect(lookupUrl(FIRST, 'DemoPlayer')).toBe('https://proxy-one.test/profile/DemoPlayer')
    expect(lookupUrl('https://x/?u={username}&again={username}', 'a b')).toBe(
      'https://x/?u=a%20b&again=a%20b',
    )
  })
})

describe('resolveUsername', () => {
  it('reads the id from the first proxy and dashes it, without an auth header', async () => {
    const seen: { name: string; auth: string | null }[] = []
    server.use(
      http.get(FIRST_URL, ({ request, params }) => {
        seen.push({ name: String(params.username), auth: request.headers.get('authorization') })
        return HttpResponse.json({ id: HEX, name: 'DemoPlayer' })
      }),
      http.get(SECOND_URL, () => HttpResponse.json({ id: '0'.repeat(32) })),
    )
    await expect(resolveUsername('DemoPlayer')).resolves.toBe(DASHED)
    expect(seen).toEqual([{ name: 'DemoPlayer', auth: null }])
  })

  it('falls back to the second proxy when the first fails', async () => {
    const calls: string[] = []
    server.use(
      http.get(FIRST_URL, () => {
        calls.push('first')
        return HttpResponse.json({ error: 'busy' }, { status: 503 })
      }),
      http.get(SECOND_URL, () => {
        calls.push('second')
        return HttpResponse.json({ id: HEX })
      }),
    )
    await expect(resolveUsername('DemoPlayer')).resolves.toBe(DASHED)
    expect(calls).toEqual(['first', 'second'])
  })

  it('falls back when the first proxy is unreachable or sends garbage', async () => {
    server.use(
      http.get(FIRST_URL, () => HttpResponse.error()),
      http.get(SECOND_URL, () => HttpResponse.json({ id: HEX })),
    )
    await expect(resolveUsername('DemoPlayer')).resolves.toBe(DASHED)
    server.use(
      http.get(FIRST_URL, () => new HttpResponse('<html>oops</html>', { status: 200 })),
      http.get(SECOND_URL, () => HttpResponse.json({ id: HEX })),
    )
    await expect(resolveUsername('DemoPlayer')).resolves.toBe(DASHED)
  })

  it("fails with kind 'failed' and the spec text when every proxy fails", async () => {
    server.use(
      http.get(FIRST_URL, () => HttpResponse.error()),
      http.get(SECOND_URL, () => HttpResponse.json({ errorMessage: 'Not Found' }, { status: 404 })),
    )
    const error = await lookupError('DemoPlayer')
    expect(error.kind).toBe('failed')
    expect(error.message).toBe(
      'Failed to resolve UUID from username. Please check the username or use UUID directly.',
    )
  })

  it("fails with kind 'empty' when a proxy answers without an id", async () => {
    server.use(http.get(FIRST_URL, () => HttpResponse.json({ name: 'Ghost' })))
    const error = await lookupError('Ghost')
    expect(error.kind).toBe('empty')
    expect(error.message).toBe(
      'Could not resolve UUID for this username. Please check the username or use UUID directly.',
    )
  })

  it("treats an empty answer or an id that is not 32 hex as 'empty'", async () => {
    server.use(http.get(FIRST_URL, () => new HttpResponse(null, { status: 204 })))
    expect((await lookupError('Ghost')).kind).toBe('empty')
    server.use(http.get(FIRST_URL, () => HttpResponse.json({ id: 'abc' })))
    expect((await lookupError('Ghost')).kind).toBe('empty')
  })

  it(`gives up on a proxy after ${API_TIMEOUT_MS} ms and tries the next`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(
      http.get(FIRST_URL, async () => {
        await delay('infinite')
        return HttpResponse.json({ id: HEX })
      }),
      http.get(SECOND_URL, () => HttpResponse.json({ id: HEX })),
    )
    const result = resolveUsername('DemoPlayer')
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1)
    let settled = false
    void result.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).resolves.toBe(DASHED)
  })

  it("fails with 'failed' when no proxy is configured", async () => {
    setRuntimeConfig({ ...original, usernameLookup: [] })
    try {
      expect((await lookupError('DemoPlayer')).kind).toBe('failed')
    } finally {
      setRuntimeConfig({ ...original, usernameLookup: [FIRST, SECOND] })
    }
  })
})
