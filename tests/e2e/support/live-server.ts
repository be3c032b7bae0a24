// Live mode for an area's end-to-end tests: its own mock server process (so its faults and
// scenario resets never reach another file's tests), the built console pointed at it through a
// routed config.json, and a recorder of the exact API requests the console sends.
import { test, type Page, type Request } from '@playwright/test'
import { controlInit } from '../../../mocks/control'
import { MOCK_SERVER_START_MS, spawnMockServer } from '../../support/spawn-mock-server'
import { ACCOUNTS } from '../helpers'

export interface LiveServer {
  origin: string
  /** Sets the fault switch (body as POST /__control/faults takes it). */
  faults: (config: Record<string, unknown>) => Promise<void>
  clearFaults: () => Promise<void>
  /** Reloads a named world (default: the one it started with). */
  scenario: (name?: Scenario) => Promise<void>
  /** Moves the world's clock ahead of the machine's (POST /__control/clock). */
  advanceWorld: (ms: number) => Promise<void>
  stop: () => void
}

/** Starts `mocks/server.ts` on a free port (`useLiveServer` does it for a spec file). */
export async function startLiveServer(scenario: Scenario = 'demo'): Promise<LiveServer> {
  const { origin, stop } = await spawnMockServer(scenario)
  const control = async (path: string, method: 'POST' | 'DELETE', body?: unknown) => {
    const response = await fetch(`${origin}/__control/${path}`, controlInit(method, body))
    if (!response.ok) throw new Error(`control ${path}: HTTP ${response.status}`)
  }
  return {
    origin,
    faults: (config) => control('faults', 'POST', config),
    clearFaults: () => control('faults', 'DELETE'),
    scenario: (name = scenario) => control('scenario', 'POST', { name }),
    advanceWorld: (ms) => control('clock', 'POST', { advanceWorldMs: ms }),
    stop,
  }
}

type Scenario = 'demo' | 'minimal' | 'empty'

/**
 * A spec file's own live server: started before its tests (then `afterStart`, e.g. rows the
 * scenario lacks), stopped after them. `resetEachTest` gives every test the clean scenario and no
 * faults. Call it at the top of the file; the returned server is ready inside hooks and tests.
 */
export function useLiveServer(
  scenario: Scenario = 'demo',
  {
    resetEachTest = false,
    afterStart,
  }: { resetEachTest?: boolean; afterStart?: (origin: string) => Promise<void> } = {},
): LiveServer {
  let server: LiveServer | undefined
  const started = () => {
    if (!server) throw new Error('The live server starts in beforeAll: use it inside hooks and tests')
    return server
  }
  test.beforeAll(async () => {
    // The hook's own limit, not the test's: seeding a world in a new process takes a minute and
    // more on a busy 2-core machine (spawnMockServer gives up on its own after its limit).
    test.setTimeout(MOCK_SERVER_START_MS + 30_000)
    server = await startLiveServer(scenario)
    await afterStart?.(server.origin)
  })
  test.afterAll(() => server?.stop())
  if (resetEachTest) {
    // The file's tests run one after another in one worker: each worker that ran some of them
    // would start a server of its own (seconds of CPU each), and each test resets it anyway.
    test.describe.configure({ mode: 'default' })
    test.beforeEach(async () => {
      await started().clearFaults()
      await started().scenario()
    })
  }
  return {
    get origin() {
      return started().origin
    },
    faults: (config) => started().faults(config),
    clearFaults: () => started().clearFaults(),
    scenario: (name) => started().scenario(name),
    advanceWorld: (ms) => started().advanceWorld(ms),
    stop: () => server?.stop(),
  }
}

export { useLiveMode } from '../../support/live-mode'

export interface RecordedCall {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
  headers: Record<string, string>
}

/** Records every API call the page sends whose path (after /api/v1) matches `pattern`. */
export function recordApiCalls(page: Page, pattern: RegExp): RecordedCall[] {
  const calls: RecordedCall[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    const at = url.pathname.indexOf('/api/v1')
    if (at < 0 || request.method() === 'OPTIONS') return
    const path = url.pathname.slice(at + '/api/v1'.length)
    if (!pattern.test(path)) return
    let body: unknown = null
    const raw = request.postData()
    if (raw) {
      try {
        body = JSON.parse(raw)
      } catch {
        body = raw
      }
    }
    calls.push({
      method: request.method(),
      path: decodeURIComponent(path),
      query: Object.fromEntries(url.searchParams),
      body,
      headers: request.headers(),
    })
  })
  return calls
}

/** How long the console waits for an answer (API_TIMEOUT_MS in src/api/client.ts). */
const API_TIMEOUT_MS = 10_000

/**
 * Moves the page's clock past the console's time-out, so a call the server never answers fails
 * now instead of 10 s later. The clock must be installed (`page.clock.install()`) before the page
 * loads, and the call must have gone out.
 */
export const outlastTimeOut = (page: Page) => page.clock.fastForward(API_TIMEOUT_MS + 1_000)

/** A character's own calls to the game API, outside the page (DemoPlayer's account): each resolves to the answer's body. */
export type CharacterApi = (
  path: string,
  init?: { method?: string; body?: unknown },
) => Promise<Record<string, unknown>>

/**
 * Signs `name` in on the server at `origin` as its account would (DemoPlayer's unless `account`
 * says another), for calls outside the page.
 */
export async function apiAs(
  origin: string,
  name: string,
  account: { uuid: string; password: string } = ACCOUNTS.player,
): Promise<CharacterApi> {
  const call = async (path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const response = await fetch(`${origin}/api/v1${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'Content-Type': 'application/json',
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
    return (await response.json()) as Record<string, unknown>
  }
  const { uuid, password } = account
  const { token } = (await call('/auth/select-character', {
    method: 'POST',
    body: { uuid, password, displayName: name },
  })) as { token: string }
  return (path, init = {}) => call(path, { ...init, token })
}
