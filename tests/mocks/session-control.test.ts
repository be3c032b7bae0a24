// @vitest-environment node
// The mock server's session control (POST /__control/sessions), which the end-to-end tests of
// token renewal use to make the server refuse the tokens it issued.
import { describe, expect, it } from 'vitest'
import { useMockServerProcess } from '../support/mock-server'
import { DEMO_ACCOUNTS, DEMO_PLAYER_MAIN } from '@mocks/scenarios/identity'
import { controlInit } from '@mocks/control'

const server = useMockServerProcess('minimal')
const { uuid, password } = DEMO_ACCOUNTS.player
const post = (path: string, body: unknown, token?: string) =>
  fetch(`${server.origin()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })

async function tokenFor(): Promise<string> {
  const answer = await post('/api/v1/auth/select-character', {
    uuid,
    password,
    displayName: DEMO_PLAYER_MAIN,
  })
  return ((await answer.json()) as { token: string }).token
}

const playersWith = (token: string) =>
  fetch(`${server.origin()}/api/v1/players?limit=1`, { headers: { Authorization: `Bearer ${token}` } })

describe('POST /__control/sessions', () => {
  it('expires every issued token at once; a new selection works again', async () => {
    const token = await tokenFor()
    expect((await playersWith(token)).status).toBe(200)

    const control = await fetch(`${server.origin()}/__control/sessions`, controlInit('POST'))
    expect(control.status).toBe(200)
    expect(((await control.json()) as { sessions: number }).sessions).toBeGreaterThan(0)

    const refused = await playersWith(token)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toMatchObject({ message: 'Session expired. Please sign in again.' })
    expect((await playersWith(await tokenFor())).status).toBe(200)
  })

  it('can move the expiry into the future instead', async () => {
    const token = await tokenFor()
    const control = await fetch(
      `${server.origin()}/__control/sessions`,
      controlInit('POST', { expireInMs: 60_000 }),
    )
    const { expiresAt } = (await control.json()) as { expiresAt: string }
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(50_000)
    expect((await playersWith(token)).status).toBe(200)
  })
})
