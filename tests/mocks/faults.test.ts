// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { getResponse } from 'msw'
import { api, ApiError } from '@/api/client'
import { login } from '@/api/auth'
import {
  addFault,
  clearFaults,
  faultHandlers,
  faultsFromJson,
  getFaults,
  hangs,
  setFaults,
} from '@mocks/faults'
import { DEMO_ACCOUNTS } from '@mocks/scenarios/identity'
import { API_URL, call, tokenFor, useFakeBackend } from '../support/backend'

useFakeBackend('minimal')

const { uuid, password } = DEMO_ACCOUNTS.player
const loginBody = { uuid, password }

describe('fault switch', () => {
  it('answers a chosen status with the standard error body on matching routes only', async () => {
    setFaults({ routes: [{ match: '/auth/login', status: 500 }] })
    const failed = await call('POST', '/auth/login', { body: loginBody })
    expect(failed.status).toBe(500)
    expect(failed.body).toEqual({
      success: false,
      error: 'Internal server error',
      message: 'Internal server error',
    })
    expect((await call('GET', '/ugc-status')).status).toBe(200)
    setFaults({ routes: [{ match: '/auth/login', status: 503, message: 'Down for maintenance' }] })
    expect((await call('POST', '/auth/login', { body: loginBody })).body).toMatchObject({
      error: 'Down for maintenance',
    })
    clearFaults()
    expect((await call('POST', '/auth/login', { body: loginBody })).status).toBe(200)
  })

  it('fails as a network error', async () => {
    setFaults({ routes: [{ match: '/auth/login', network: true }] })
    await expect(
      fetch('http://localhost/api/v1/auth/login', { method: 'POST', body: '{}' }),
    ).rejects.toThrow()
    const error = await login(uuid, password).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('network')
  })

  it('answers a malformed body', async () => {
    setFaults({ routes: [{ match: '/ugc-status', malformed: true }] })
    const r = await fetch('http://localhost/api/v1/ugc-status')
    expect(r.status).toBe(200)
    await expect(r.clone().json()).rejects.toThrow()
    const error = await api('/ugc-status', { auth: false, read: (body) => body }).catch((e: unknown) => e)
    expect((error as ApiError).kind).toBe('bad-body')
  })

  it('answers exactly the body it is given, null and empty objects included', async () => {
    setFaults({ routes: [{ match: '/ugc-status', body: {} }] })
    const empty = await fetch('http://localhost/api/v1/ugc-status')
    expect([empty.status, await empty.json()]).toEqual([200, {}])
    setFaults({ routes: [{ match: '/ugc-status', body: null }] })
    const none = await fetch('http://localhost/api/v1/ugc-status')
    expect([none.status, await none.text()]).toEqual([200, 'null'])
    setFaults(faultsFromJson({ routes: [{ match: '/ugc-status', status: 500, body: { error: 'db down' } }] }))
    const errorOnly = await fetch('http://localhost/api/v1/ugc-status')
    expect([errorOnly.status, await errorOnly.json()]).toEqual([500, { error: 'db down' }])
  })

  it('hangs without answering', async () => {
    setFaults({ routes: [{ match: '/ugc-status', hang: true }] })
    const pending = fetch('http://localhost/api/v1/ugc-status', { signal: AbortSignal.timeout(300) })
    await expect(pending).rejects.toThrow()
  })

  it('sends the start of a body, then cuts it off or stalls it', async () => {
    setFaults({ routes: [{ match: '/ugc-status', partialBody: 'cut', times: 1 }] })
    const error = await api('/ugc-status', { auth: false, read: (body) => body }).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'network', message: 'Network error' })
    setFaults({ routes: [{ match: '/ugc-status', partialBody: 'stall' }] })
    // A stalled body holds its call like a hang: stories give that call a short time-out.
    expect(hangs('GET', 'http://localhost/api/v1/ugc-status')).toBe(true)
    const stalled = await fetch('http://localhost/api/v1/ugc-status')
    expect(stalled.status).toBe(200)
    const body = stalled.body!.getReader()
    expect(new TextDecoder().decode((await body.read()).value)).toBe('{"success":true,')
    // Not awaited: msw keeps a copy of the body, and a copy's cancel waits for both to cancel.
    void body.cancel()
  })

  it('tells which calls it would hold unanswered, for as many times as it holds them', async () => {
    setFaults({ routes: [{ match: /\/ugc-status$/, method: 'GET', hang: true, times: 1 }] })
    expect(hangs('GET', 'http://localhost/api/v1/ugc-status')).toBe(true)
    expect(hangs('POST', 'http://localhost/api/v1/ugc-status')).toBe(false)
    expect(hangs('GET', 'http://localhost/api/v1/ugc-status?x=1')).toBe(false)
    const pending = fetch('http://localhost/api/v1/ugc-status', { signal: AbortSignal.timeout(300) })
    await expect(pending).rejects.toThrow()
    expect(hangs('GET', 'http://localhost/api/v1/ugc-status')).toBe(false)
    setFaults({ routes: [{ match: '/ugc-status', status: 500 }] })
    expect(hangs('GET', 'http://localhost/api/v1/ugc-status')).toBe(false)
  })

  it('adds latency to backend requests', async () => {
    // On a clock of its own: the answer comes when 250 ms have passed on it, not a moment before.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      setFaults({ latencyMs: 250 })
      let answered = false
      const asked = call('GET', '/ugc-status').then((answer) => ((answered = true), answer))
      await vi.advanceTimersByTimeAsync(249)
      expect(answered).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect((await asked).status).toBe(200)
    } finally {
      vi.useRealTimers()
    }
  })

  it('filters by method, matches RegExps and can apply a limited number of times', async () => {
    setFaults({
      routes: [{ match: /\/auth\/(login|select-character)$/, method: 'post', status: 502, times: 2 }],
    })
    expect((await call('POST', '/auth/login', { body: loginBody })).status).toBe(502)
    expect((await call('POST', '/auth/login', { body: loginBody })).status).toBe(502)
    expect((await call('POST', '/auth/login', { body: loginBody })).status).toBe(200)
    addFault({ match: '/auth/login', method: 'GET', status: 418 })
    expect((await call('POST', '/auth/login', { body: loginBody })).status).toBe(200)
    expect(getFaults().routes).toHaveLength(2)
  })

  it('afterActing: the server acts, then the answer is lost (network, malformed, a body of our choosing)', async () => {
    const token = tokenFor('Aurelia Voss')
    const path = '/treasuries/Aurelian%20Republic'
    const balance = async () => {
      const answer = await call<{ treasury: { balances: { currencySymbol: string; balance: number }[] } }>(
        'GET',
        path,
        { token },
      )
      return answer.body.treasury.balances.find((b) => b.currencySymbol === '$AR')!.balance
    }
    const mint = () =>
      fetch(`${API_URL}${path}/mint`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ currencySymbol: '$AR', amount: 3, description: '', mintedBy: 'Aurelia Voss' }),
      })
    const start = await balance()
    setFaults({ routes: [{ match: '/mint', afterActing: true, network: true, times: 1 }] })
    await expect(mint()).rejects.toThrow()
    expect(await balance()).toBe(start + 3)
    setFaults({ routes: [{ match: '/mint', afterActing: true, malformed: true, times: 1 }] })
    await expect((await mint()).json()).rejects.toThrow()
    expect(await balance()).toBe(start + 6)
    setFaults({ routes: [{ match: '/mint', afterActing: true, body: {}, times: 1 }] })
    expect(await (await mint()).json()).toEqual({})
    expect(await balance()).toBe(start + 9)
    // Without afterActing the switch answers instead of the server: nothing is minted.
    setFaults({ routes: [{ match: '/mint', network: true, times: 1 }] })
    await expect(mint()).rejects.toThrow()
    expect(await balance()).toBe(start + 9)
    clearFaults()
  })

  it('takes its JSON form from the control endpoint', () => {
    const config = faultsFromJson({
      latencyMs: 10,
      routes: [{ match: '^http.*/players', regex: true, status: 500 }],
    })
    expect(config.latencyMs).toBe(10)
    expect(config.routes?.[0].match).toBeInstanceOf(RegExp)
  })

  it('does not claim requests when no fault applies (so unhandled requests are still reported)', async () => {
    clearFaults()
    const response = await getResponse(faultHandlers, new Request('http://localhost/api/v1/nothing'))
    expect(response).toBeUndefined()
  })

  it("applies route faults to backend calls only, never to the console's own files", async () => {
    setFaults({
      routes: [
        { match: '/transfers', hang: true },
        { match: /index/, status: 500 },
      ],
    })
    expect(hangs('POST', 'http://localhost/api/v1/transfers')).toBe(true)
    expect(hangs('GET', 'http://localhost/assets/transfers-CEBOjS6y.js')).toBe(false)
    expect(hangs('GET', 'http://localhost/console/assets/transfers-CEBOjS6y.js?retry=1')).toBe(false)
    for (const file of ['/assets/index-CgS3WHBv.css', '/index.html', '/assets/index-D2zhysVX.js'])
      expect(await getResponse(faultHandlers, new Request(`http://localhost${file}`))).toBeUndefined()
    // The terms text and the username look-ups are calls for data: they can be faulted.
    setFaults({
      routes: [
        { match: '/tos.txt', status: 503 },
        { match: 'proxy-one', network: true },
      ],
    })
    expect((await getResponse(faultHandlers, new Request('http://localhost/tos.txt')))?.status).toBe(503)
    expect(
      (await getResponse(faultHandlers, new Request('https://proxy-one.example/profile/DemoPlayer')))?.type,
    ).toBe('error')
    clearFaults()
  })
})
