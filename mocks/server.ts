// The fake backend as a plain HTTP server (`npm run mock-server`, or `npx tsx mocks/server.ts`):
// every request goes through the same handler list as the browser worker and the tests, so the
// console can run in live mode against it over a real socket (CORS, uploads, time-outs).
//
// Environment: PORT (default 8787), HOST (default 127.0.0.1: this machine only, since the control
// endpoints below let anyone rewrite the world; 0.0.0.0 serves the network), SCENARIO (demo |
// minimal | empty | large, default demo), LARGE_SIZES (the large world's sizes, e.g.
// "ledgerRows=200000,banks=500"; see mocks/scenarios/large-sizes.ts), SCENARIO_NOW (ISO date to
// seed at; default: now), CONTROL (set to "off" to disable the control endpoints below), LOG=1
// (one line per request).
//
// Control endpoints for end-to-end tests (not part of the game API). They answer only a loopback
// Host (127.0.0.1, localhost, [::1]) and a loopback or absent Origin, and the calls that change
// something (POST, DELETE) need a JSON body (Content-Type: application/json) and the header
// `X-Statecraft-Control: 1` (mocks/control.ts builds such a call). GET /__control/health needs
// neither, so readiness probes work, and tells nothing but that the server is up.
// Their CORS answers name a loopback origin only, never another one.
//   POST   /__control/faults    body: { latencyMs?, routes?: [{ match, regex?, method?, status?,
//                                        message?, network?, hang?, malformed?, partialBody?,
//                                        latencyMs?, times? }] }
//   DELETE /__control/faults    clears every fault
//   POST   /__control/scenario  body: { name?: 'demo'|'minimal'|'empty', now?: ISO string }
//                                 without `now`: the world seeded as at start-up, its clock going
//                                 on with the server's (new rows are stamped when they are made);
//                                 with `now`: seeded at that instant, the clock running from it
//   POST   /__control/clock     body: { advanceWorldMs?: number }
//   POST   /__control/sessions  body: { expireInMs?: number } every issued token now expires that
//                                        far from now (default 0: expired at once)
//   GET    /__control/health    { ok: true, scenario }

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { getResponse } from 'msw'
import { handlers } from './handlers'
import { keptBytes } from './handlers/kept-answer'
import { clearFaults, faultsFromJson, getFaults, isPartialAnswer, setFaults } from './faults'
import { db, dbCounts, insertRow, removeRow } from './db'
import { SCENARIOS, loadScenario, type LoadScenarioOptions, type ScenarioName } from './scenarios'
import { scenarioClock } from './clock'
import { parseLargeSizes } from './scenarios/large-sizes'
import { CONTROL_HEADER } from './control'

export interface MockServerOptions {
  port?: number
  host?: string
  scenario?: ScenarioName
  /** Seed the world at this instant (default: now; the clock then follows real time). */
  now?: Date
  /** Enable /__control endpoints (default true). */
  control?: boolean
  /** Log one line per request (default false). */
  log?: boolean
  /** The large world's sizes where they differ from LARGE_SIZES. */
  sizes?: LoadScenarioOptions['sizes']
}

export interface MockServer {
  server: Server
  port: number
  /** Base URL, e.g. http://127.0.0.1:8787 */
  url: string
  close: () => Promise<void>
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers':
      req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type, Accept, Idempotency-Key',
    'Access-Control-Expose-Headers': 'Content-Type, Content-Length, Idempotent-Replayed',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  }
}

// ------------------------------------------------------------------ the control gate

/** 127.0.0.0/8, localhost and [::1]: this machine. */
function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase()
  return name === 'localhost' || name === '[::1]' || /^127(\.\d{1,3}){3}$/.test(name)
}

function loopbackUrl(text: string): boolean {
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHostname(url.hostname)
  } catch {
    return false
  }
}

/** The request's Origin when it is on this machine, else null (absent ones included). */
function loopbackOrigin(req: IncomingMessage): string | null {
  const origin = req.headers.origin
  return origin && loopbackUrl(origin) ? origin : null
}

/** CORS for the control endpoints: a loopback origin is named; any other gets no CORS at all. */
function controlCors(req: IncomingMessage): Record<string, string> {
  const origin = loopbackOrigin(req)
  if (!origin) return { Vary: 'Origin' }
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': `Content-Type, ${CONTROL_HEADER}`,
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  }
}

/** Why a control call is refused (status and words), or null when it may go on. */
function controlRefusal(req: IncomingMessage): { status: number; text: string } | null {
  if (!loopbackUrl(`http://${req.headers.host ?? ''}`)) {
    return {
      status: 403,
      text: 'Control endpoints answer only at a loopback address (localhost or 127.0.0.1)',
    }
  }
  if (req.headers.origin !== undefined && !loopbackOrigin(req)) {
    return { status: 403, text: 'Control endpoints refuse calls from pages of other sites' }
  }
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return null
  if (req.headers[CONTROL_HEADER.toLowerCase()] !== '1') {
    return { status: 403, text: `Control calls need the header ${CONTROL_HEADER}: 1` }
  }
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
  if (type !== 'application/json') {
    return { status: 415, text: 'Control calls need a JSON body (Content-Type: application/json)' }
  }
  return null
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

function toRequest(req: IncomingMessage, body: Buffer): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0
  return new Request(url, { method, headers, body: hasBody ? new Uint8Array(body) : undefined })
}

/**
 * An answer's headers: CORS, the handler's, and the date by the world's clock, as a real server
 * dates answers by its own. Like the real server's, it is not exposed to other origins: the
 * console must work without reading it.
 */
function answerHeaders(response: Response, cors: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { ...cors }
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  headers.date = new Date(scenarioClock.nowMs()).toUTCString()
  return headers
}

async function send(res: ServerResponse, response: Response, cors: Record<string, string>): Promise<void> {
  const headers = answerHeaders(response, cors)
  const kept = keptBytes(response)
  const body = kept ?? Buffer.from(await response.arrayBuffer())
  headers['content-length'] = String(body.length)
  res.writeHead(response.status, headers)
  res.end(body)
}

/**
 * Sends the body as it comes (chunked): the fault switch's partial bodies. When the body fails the
 * connection drops, as a real server's does; when the client goes away the body is cancelled.
 */
async function sendAsItComes(
  res: ServerResponse,
  response: Response,
  cors: Record<string, string>,
): Promise<void> {
  res.writeHead(response.status, answerHeaders(response, cors))
  const reader = response.body!.getReader()
  res.on('close', () => void reader.cancel().catch(() => undefined))
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      // Out before the next piece: a failure after it must not drop what was already sent.
      await new Promise((sent) => res.write(value, sent))
    }
    res.end()
  } catch {
    res.socket?.destroy()
  }
}

function json(res: ServerResponse, status: number, body: unknown, cors: Record<string, string>) {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    ...cors,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  })
  res.end(text)
}

interface ServerState {
  scenario: ScenarioName
  /** The instant the world was seeded at start-up (resets reuse it). */
  now: Date
  sizes: LoadScenarioOptions['sizes']
  /** How far the server's world clock runs from the machine's clock (set at start-up). */
  worldOffsetMs: number
}

async function control(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  body: Buffer,
  cors: Record<string, string>,
  state: ServerState,
): Promise<void> {
  let input: Record<string, unknown> = {}
  try {
    input = body.length ? JSON.parse(body.toString('utf8')) : {}
  } catch {
    return json(res, 400, { success: false, error: 'Body must be JSON', message: 'Body must be JSON' }, cors)
  }
  if (path === '/__control/health') return json(res, 200, { ok: true, scenario: state.scenario }, cors)
  if (path === '/__control/faults' && req.method === 'POST') {
    setFaults(faultsFromJson(input as Parameters<typeof faultsFromJson>[0]))
    return json(res, 200, { success: true, faults: getFaults() }, cors)
  }
  if (path === '/__control/faults' && req.method === 'DELETE') {
    clearFaults()
    return json(res, 200, { success: true }, cors)
  }
  if (path === '/__control/scenario' && req.method === 'POST') {
    const name = (input.name ?? state.scenario) as ScenarioName
    if (!SCENARIOS.includes(name)) {
      const text = `name must be one of: ${SCENARIOS.join(', ')}`
      return json(res, 400, { success: false, error: text, message: text }, cors)
    }
    // Seeded at the start-up instant by default, so repeated resets reuse one seeded copy (fast,
    // no growth); the clock then goes on where the server's clock is (below).
    const asked = typeof input.now === 'string' ? new Date(input.now) : null
    const now = asked ?? state.now
    if (Number.isNaN(now.getTime())) {
      return json(
        res,
        400,
        { success: false, error: 'now must be an ISO date', message: 'now must be an ISO date' },
        cors,
      )
    }
    await loadScenario(name, { now, clock: 'live', sizes: state.sizes })
    // Without a `now` of its own, the world keeps the server's clock: loading restarts it at the
    // seeding instant, which would stamp new rows at the start-up time instead of the time made.
    if (!asked) scenarioClock.follow(state.worldOffsetMs)
    clearFaults()
    state.scenario = name
    return json(res, 200, { success: true, scenario: name, counts: dbCounts() }, cors)
  }
  if (path === '/__control/sessions' && req.method === 'POST') {
    const expiresAt = new Date(scenarioClock.sessionNowMs() + Number(input.expireInMs ?? 0)).toISOString()
    const sessions = [...db.sessions.all()]
    for (const session of sessions) {
      removeRow(db.sessions, session)
      insertRow(db.sessions, { ...session, expiresAt })
    }
    return json(res, 200, { success: true, sessions: sessions.length, expiresAt }, cors)
  }
  if (path === '/__control/clock' && req.method === 'POST') {
    if (typeof input.advanceWorldMs === 'number') scenarioClock.advanceWorld(input.advanceWorldMs)
    return json(res, 200, { success: true, now: scenarioClock.nowIso() }, cors)
  }
  return json(
    res,
    404,
    { success: false, error: 'Unknown control endpoint', message: 'Unknown control endpoint' },
    cors,
  )
}

/** Seeds the world and starts listening. Port 0 picks a free port. */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const now = options.now ?? new Date()
  const scenario = options.scenario ?? 'demo'
  await loadScenario(scenario, { now, clock: 'live', sizes: options.sizes })
  const state: ServerState = {
    scenario,
    now,
    sizes: options.sizes,
    worldOffsetMs: scenarioClock.getState().worldOffsetMs,
  }
  const controlEnabled = options.control ?? true

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    const isControl = controlEnabled && path.startsWith('/__control/')
    const cors = isControl ? controlCors(req) : corsHeaders(req)
    const started = Date.now()
    try {
      if (isControl) {
        const refusal = controlRefusal(req)
        if (refusal) {
          req.resume()
          return json(
            res,
            refusal.status,
            { success: false, error: refusal.text, message: refusal.text },
            cors,
          )
        }
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors)
        res.end()
        return
      }
      const body = await readBody(req)
      if (isControl) return await control(req, res, path, body, cors, state)
      const request = toRequest(req, body)
      const response = await getResponse(handlers, request)
      if (!response) {
        const text = `No such endpoint: ${req.method} ${path}`
        return json(res, 404, { success: false, error: text, message: text }, cors)
      }
      if (response.type === 'error') {
        // A simulated network failure: drop the connection without an answer.
        req.socket.destroy()
        return
      }
      if (isPartialAnswer(response)) await sendAsItComes(res, response, cors)
      else await send(res, response, cors)
    } catch (error) {
      const text = `Internal error: ${error instanceof Error ? error.message : String(error)}`
      if (!res.headersSent) json(res, 500, { success: false, error: text, message: text }, cors)
      else res.end()
    } finally {
      if (options.log) console.log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`)
    }
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 8787, options.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function main() {
  const scenario = (process.env.SCENARIO ?? 'demo') as ScenarioName
  if (!SCENARIOS.includes(scenario)) {
    console.error(`SCENARIO must be one of: ${SCENARIOS.join(', ')}`)
    process.exit(1)
  }
  const started = performance.now()
  const running = await startMockServer({
    port: Number(process.env.PORT ?? 8787),
    host: process.env.HOST ?? '127.0.0.1',
    scenario,
    now: process.env.SCENARIO_NOW ? new Date(process.env.SCENARIO_NOW) : undefined,
    control: process.env.CONTROL !== 'off',
    log: process.env.LOG === '1',
    sizes: parseLargeSizes(process.env.LARGE_SIZES),
  })
  console.log(
    `Statecraft mock server: ${running.url}/api/v1 (scenario ${scenario}, seeded in ${Math.round(performance.now() - started)} ms)`,
  )
  const stop = () => void running.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main()
}
