// @vitest-environment node
// The mock server over a real socket: runs `mocks/server.ts` as its own process (as
// `npm run mock-server` does) on a free port, then checks CORS, JSON, multipart and faults.
import { describe, expect, it } from 'vitest'
import { useMockServerProcess } from '../support/mock-server'
import { DEMO_ACCOUNTS, DEMO_PLAYER_MAIN } from '@mocks/scenarios/identity'
import { identiconPng } from '@mocks/scenarios/identicon'

const server = useMockServerProcess('minimal')

const { uuid, password } = DEMO_ACCOUNTS.player
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:4173' },
  body: JSON.stringify(body),
})

describe('mock server over HTTP', () => {
  it('answers CORS preflights, allowing the Authorization header', async () => {
    const r = await fetch(`${server.origin()}/api/v1/players`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    })
    expect(r.status).toBe(204)
    expect(r.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
    expect(r.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization')
    expect(r.headers.get('access-control-allow-methods')).toContain('PUT')
  })

  it('signs in and selects a character, with CORS headers on the answers', async () => {
    const r = await fetch(`${server.origin()}/api/v1/auth/login`, json({ uuid, password }))
    expect(r.status).toBe(200)
    expect(r.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
    expect(r.headers.get('content-type')).toContain('application/json')
    const body = (await r.json()) as { success: boolean; mostRecentDisplayName: string }
    expect(body).toMatchObject({ success: true, mostRecentDisplayName: DEMO_PLAYER_MAIN })
  })

  it('sends JSON errors with their status', async () => {
    const r = await fetch(`${server.origin()}/api/v1/auth/login`, json({ uuid, password: 'wrong' }))
    expect(r.status).toBe(401)
    expect(await r.json()).toEqual({
      success: false,
      error: 'Invalid UUID or password',
      message: 'Invalid UUID or password',
    })
    const missing = await fetch(`${server.origin()}/api/v1/no/such/thing`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ success: false })
    const noToken = await fetch(`${server.origin()}/api/v1/players`)
    expect(noToken.status).toBe(401)
  })

  it('takes a multipart upload and serves the file back', async () => {
    const selected = await fetch(
      `${server.origin()}/api/v1/auth/select-character`,
      json({ uuid, password, displayName: DEMO_PLAYER_MAIN }),
    )
    const { token } = (await selected.json()) as { token: string }
    const png = identiconPng('over the wire')
    const form = new FormData()
    form.append('image', new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'me.png')
    const r = await fetch(
      `${server.origin()}/api/v1/players/${encodeURIComponent(DEMO_PLAYER_MAIN)}/profile-picture/upload`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      },
    )
    expect(r.status).toBe(200)
    const { imageUrl } = (await r.json()) as { imageUrl: string }
    expect(imageUrl).toMatch(/^\/uploads\/.+\.png$/)
    const file = await fetch(`${server.origin()}${imageUrl}?t=1`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png)
  })

  it('is driven by the control endpoints: faults and scenario', async () => {
    const set = await fetch(
      `${server.origin()}/__control/faults`,
      json({ routes: [{ match: '/ugc-status', status: 503 }] }),
    )
    expect(set.status).toBe(200)
    const failed = await fetch(`${server.origin()}/api/v1/ugc-status`)
    expect(failed.status).toBe(503)
    expect(await failed.json()).toMatchObject({ success: false, error: 'Service unavailable' })

    await fetch(
      `${server.origin()}/__control/faults`,
      json({ routes: [{ match: '/ugc-status', network: true }] }),
    )
    await expect(fetch(`${server.origin()}/api/v1/ugc-status`)).rejects.toThrow()

    await fetch(
      `${server.origin()}/__control/faults`,
      json({ routes: [{ match: '/ugc-status', malformed: true }] }),
    )
    const malformed = await fetch(`${server.origin()}/api/v1/ugc-status`)
    expect(malformed.status).toBe(200)
    await expect(malformed.json()).rejects.toThrow()

    expect((await fetch(`${server.origin()}/__control/faults`, { method: 'DELETE' })).status).toBe(200)
    expect((await fetch(`${server.origin()}/api/v1/ugc-status`)).status).toBe(200)

    const scenario = await fetch(`${server.origin()}/__control/scenario`, json({ name: 'empty' }))
    expect(scenario.status).toBe(200)
    expect(((await scenario.json()) as { counts: Record<string, number> }).counts.accounts).toBe(3)
    expect((await fetch(`${server.origin()}/__control/scenario`, json({ name: 'nope' }))).status).toBe(400)
  })

  it('sends a partial body as it comes, then cuts the connection or sends nothing more', async () => {
    await fetch(
      `${server.origin()}/__control/faults`,
      json({
        routes: [
          { match: '/ugc-status', partialBody: 'cut', times: 1 },
          { match: '/ugc-status', partialBody: 'stall', times: 1 },
        ],
      }),
    )
    const start = '{"success":true,'
    const cut = await fetch(`${server.origin()}/api/v1/ugc-status`)
    expect(cut.status).toBe(200)
    const cutBody = cut.body!.getReader()
    expect(new TextDecoder().decode((await cutBody.read()).value)).toBe(start)
    await expect(cutBody.read()).rejects.toThrow()

    const client = new AbortController()
    const stalled = await fetch(`${server.origin()}/api/v1/ugc-status`, { signal: client.signal })
    expect(stalled.status).toBe(200)
    const stalledBody = stalled.body!.getReader()
    expect(new TextDecoder().decode((await stalledBody.read()).value)).toBe(start)
    // Still open: only the client's giving up ends it (an ended body would read as done).
    const next = stalledBody.read()
    client.abort()
    await expect(next).rejects.toThrow(/abort/i)

    // The server goes on answering once the faults are used up.
    expect((await fetch(`${server.origin()}/api/v1/ugc-status`)).status).toBe(200)
  })
})
