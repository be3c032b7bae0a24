// @vitest-environment node
// The mock server over a real socket: runs `mocks/server.ts` as its own process (as
// `npm run mock-server` does) on a free port, then checks CORS, JSON, multipart and faults.
import { request as httpRequest } from 'node:http'
import { describe, expect, it } from 'vitest'
import { useMockServerProcess } from '../support/mock-server'
import { DEMO_ACCOUNTS, DEMO_PLAYER_MAIN } from '@mocks/scenarios/identity'
import { identiconPng } from '@mocks/scenarios/identicon'
import { CONTROL_HEADER, controlInit } from '@mocks/control'

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
      controlInit('POST', { routes: [{ match: '/ugc-status', status: 503 }] }),
    )
    expect(set.status).toBe(200)
    const failed = await fetch(`${server.origin()}/api/v1/ugc-status`)
    expect(failed.status).toBe(503)
    expect(await failed.json()).toMatchObject({ success: false, error: 'Service unavailable' })

    await fetch(
      `${server.origin()}/__control/faults`,
      controlInit('POST', { routes: [{ match: '/ugc-status', network: true }] }),
    )
    await expect(fetch(`${server.origin()}/api/v1/ugc-status`)).rejects.toThrow()

    await fetch(
      `${server.origin()}/__control/faults`,
      controlInit('POST', { routes: [{ match: '/ugc-status', malformed: true }] }),
    )
    const malformed = await fetch(`${server.origin()}/api/v1/ugc-status`)
    expect(malformed.status).toBe(200)
    await expect(malformed.json()).rejects.toThrow()

    expect((await fetch(`${server.origin()}/__control/faults`, controlInit('DELETE'))).status).toBe(200)
    expect((await fetch(`${server.origin()}/api/v1/ugc-status`)).status).toBe(200)

    const scenario = await fetch(
      `${server.origin()}/__control/scenario`,
      controlInit('POST', { name: 'empty' }),
    )
    expect(scenario.status).toBe(200)
    expect(((await scenario.json()) as { counts: Record<string, number> }).counts.accounts).toBe(3)
    expect(
      (await fetch(`${server.origin()}/__control/scenario`, controlInit('POST', { name: 'nope' }))).status,
    ).toBe(400)
  })

  it('sends a partial body as it comes, then cuts the connection or sends nothing more', async () => {
    await fetch(
      `${server.origin()}/__control/faults`,
      controlInit('POST', {
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

  describe('the control endpoints refuse what a web page could send', () => {
    const scenarioUrl = () => `${server.origin()}/__control/scenario`
    /** The world's answer to a probe: faults set through a refused call would show here. */
    const ugcStatus = async () => (await fetch(`${server.origin()}/api/v1/ugc-status`)).status

    /** A raw request, so the Host header can be any name (fetch always sends the real one). */
    function rawRequest(path: string, headers: Record<string, string>, body = '') {
      const { hostname, port } = new URL(server.origin())
      return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
        (resolve, reject) => {
          const req = httpRequest({ hostname, port, path, method: 'POST', headers }, (res) => {
            let text = ''
            res.on('data', (chunk: Buffer) => (text += chunk.toString()))
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
          })
          req.on('error', reject)
          req.end(body)
        },
      )
    }

    const faultBody = JSON.stringify({ routes: [{ match: '/ugc-status', status: 503 }] })

    it('needs the control header and a JSON body on calls that change something', async () => {
      const noHeader = await fetch(`${server.origin()}/__control/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: faultBody,
      })
      expect(noHeader.status).toBe(403)
      expect(await noHeader.json()).toEqual({
        success: false,
        error: `Control calls need the header ${CONTROL_HEADER}: 1`,
        message: `Control calls need the header ${CONTROL_HEADER}: 1`,
      })
      // A simple form post, as any page may send without asking: text/plain.
      const plain = await fetch(`${server.origin()}/__control/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', [CONTROL_HEADER]: '1' },
        body: faultBody,
      })
      expect(plain.status).toBe(415)
      expect(((await plain.json()) as { error: string }).error).toBe(
        'Control calls need a JSON body (Content-Type: application/json)',
      )
      const wrongValue = await fetch(`${server.origin()}/__control/faults`, {
        method: 'DELETE',
        headers: { 'Content-Type': 'application/json', [CONTROL_HEADER]: 'yes' },
      })
      expect(wrongValue.status).toBe(403)
      expect(await ugcStatus()).toBe(200)
    })

    it('refuses a page of another site, and never names its origin in CORS', async () => {
      const evil = 'http://evil.example'
      const posted = await fetch(`${server.origin()}/__control/faults`, {
        ...controlInit('POST', { routes: [{ match: '/ugc-status', status: 503 }] }),
        headers: { ...(controlInit('POST').headers as Record<string, string>), Origin: evil },
      })
      expect(posted.status).toBe(403)
      expect(((await posted.json()) as { error: string }).error).toBe(
        'Control endpoints refuse calls from pages of other sites',
      )
      expect(posted.headers.get('access-control-allow-origin')).toBeNull()
      const preflight = await fetch(scenarioUrl(), {
        method: 'OPTIONS',
        headers: {
          Origin: evil,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': `content-type, ${CONTROL_HEADER.toLowerCase()}`,
        },
      })
      expect(preflight.status).toBe(403)
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
      const health = await fetch(`${server.origin()}/__control/health`, { headers: { Origin: evil } })
      expect(health.status).toBe(403)
      expect(health.headers.get('access-control-allow-origin')).toBeNull()
      for (const origin of ['null', 'http://127.0.0.1.evil.example:4173', 'file:///tmp/page.html']) {
        const res = await fetch(`${server.origin()}/__control/health`, { headers: { Origin: origin } })
        expect({ origin, status: res.status }).toEqual({ origin, status: 403 })
      }
      expect(await ugcStatus()).toBe(200)
    })

    it('refuses a Host that is not this machine (a DNS-rebinding page)', async () => {
      for (const host of ['evil.example', `evil.example:${new URL(server.origin()).port}`, '10.0.0.5']) {
        const res = await rawRequest(
          '/__control/faults',
          {
            Host: host,
            'Content-Type': 'application/json',
            [CONTROL_HEADER]: '1',
          },
          faultBody,
        )
        expect({ host, status: res.status }).toEqual({ host, status: 403 })
        expect(JSON.parse(res.body).error).toBe(
          'Control endpoints answer only at a loopback address (localhost or 127.0.0.1)',
        )
        expect(res.headers['access-control-allow-origin']).toBeUndefined()
      }
      expect(await ugcStatus()).toBe(200)
      const local = await rawRequest(
        '/__control/faults',
        {
          Host: `localhost:${new URL(server.origin()).port}`,
          'Content-Type': 'application/json',
          [CONTROL_HEADER]: '1',
        },
        '{}',
      )
      expect(local.status).toBe(200)
    })

    it('lets a page on this machine in: its preflight names it and allows the control header', async () => {
      const local = 'http://127.0.0.1:4173'
      const preflight = await fetch(scenarioUrl(), {
        method: 'OPTIONS',
        headers: {
          Origin: local,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': `content-type, ${CONTROL_HEADER.toLowerCase()}`,
        },
      })
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get('access-control-allow-origin')).toBe(local)
      expect(preflight.headers.get('access-control-allow-headers')).toBe(`Content-Type, ${CONTROL_HEADER}`)
      const cleared = await fetch(`${server.origin()}/__control/faults`, {
        ...controlInit('DELETE'),
        headers: {
          ...(controlInit('DELETE').headers as Record<string, string>),
          Origin: 'http://localhost:5173',
        },
      })
      expect(cleared.status).toBe(200)
      expect(cleared.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
      // A readiness probe needs no header.
      expect((await fetch(`${server.origin()}/__control/health`)).status).toBe(200)
    })
  })
})
