// The fake backend for a vitest file: msw/node with every handler, a fresh world before each
// test, faults and per-test overrides cleared after it. Backend tests run in Node:
// put `// @vitest-environment node` at the top of the file.

import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { server } from '@mocks/node'
import { clearFaults } from '@mocks/faults'
import { buildScenario, loadScenario, type CustomScenario, type ScenarioName } from '@mocks/scenarios'
import { DIVINE_ENTITY, findAccount, findCharacter } from '@mocks/handlers/http'
import { issueToken } from '@mocks/handlers/auth'

export { server }

/** Base URL of the API in tests (tests/setup.ts sets apiUrl to http://localhost). */
export const API_URL = 'http://localhost/api/v1'

/**
 * Starts msw/node for this file and loads `scenario` (or a custom world) before every test.
 * Unhandled requests fail the test.
 */
export function useFakeBackend(scenario: ScenarioName | CustomScenario = 'minimal'): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(async () => {
    if (typeof scenario === 'string') await loadScenario(scenario)
    else await buildScenario(scenario)
  })
  afterEach(() => {
    server.resetHandlers()
    clearFaults()
  })
  afterAll(() => server.close())
}

/**
 * A valid bearer token for a character (or "Divine Entity" for an admin account's panel),
 * without going through login. `accountUuid` is needed only for Divine Entity.
 */
export function tokenFor(characterName: string, accountUuid?: string): string {
  if (characterName === DIVINE_ENTITY) {
    const account = accountUuid ? findAccount(accountUuid) : undefined
    if (!account?.isAdmin) throw new Error('tokenFor("Divine Entity") needs an admin account uuid')
    return issueToken(account.uuid, DIVINE_ENTITY, true).token
  }
  const character = findCharacter(characterName)
  if (!character) throw new Error(`tokenFor: no character "${characterName}"`)
  return issueToken(character.accountUuid, character.name, false).token
}

export interface CallResult<T = Record<string, unknown>> {
  status: number
  body: T
  headers: Headers
}

/**
 * Calls the API through fetch (so msw handles it like the console's calls) and returns status
 * and parsed body. `body` objects are sent as JSON; FormData as multipart.
 */
export async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (typeof options.body === 'string') body = options.body
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers['Content-Type'] = 'application/json'
  }
  const url = /^https?:/.test(path) ? path : `${API_URL}${path}`
  const response = await fetch(url, { method, headers, body })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : {}
  } catch {
    /* non-JSON bodies are returned as text */
  }
  return { status: response.status, body: parsed as T, headers: response.headers }
}
