// A fault switch for the fake backend: added latency, a chosen status for chosen routes, a
// network failure, a hang past the console's 10 s time-out, a malformed body, a body cut off or
// stalled part-way, a body of our choosing. Tests, stories
// and the demo panel call setFaults()/clearFaults(); the mock server exposes the same switch at
// POST /__control/faults. Implemented as one catch-all handler placed first in the list: when no
// fault applies it returns nothing and the request goes on to the real handlers.

import { HttpResponse, delay, http, type HttpHandler } from 'msw'
import type { FaultConfig, FaultRoute } from '@/api/demo.types'
import { fail } from './handlers/fail'

export type { FaultConfig, FaultRoute }

interface ActiveRoute extends FaultRoute {
  used: number
}

let latencyMs = 0
let routes: ActiveRoute[] = []
const listeners = new Set<() => void>()

/** Replaces the current faults. */
export function setFaults(config: FaultConfig): void {
  latencyMs = Math.max(0, config.latencyMs ?? 0)
  routes = (config.routes ?? []).map((route) => ({ ...route, used: 0 }))
  listeners.forEach((listener) => listener())
}

/** Adds one route fault to the current ones. */
export function addFault(route: FaultRoute): void {
  routes.push({ ...route, used: 0 })
  listeners.forEach((listener) => listener())
}

export function clearFaults(): void {
  setFaults({})
}

export function getFaults(): FaultConfig {
  return { latencyMs, routes: routes.map(({ used: _used, ...route }) => route) }
}

/** Called whenever the faults change (the demo panel re-renders). Returns an unsubscribe. */
export function onFaultsChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** JSON form of a fault route, as the control endpoint receives it: `regex: true` makes `match` a RegExp. */
export interface FaultRouteJson extends Omit<FaultRoute, 'match'> {
  match: string
  regex?: boolean
}

export function faultsFromJson(json: { latencyMs?: number; routes?: FaultRouteJson[] }): FaultConfig {
  return {
    latencyMs: typeof json.latencyMs === 'number' ? json.latencyMs : 0,
    routes: (json.routes ?? []).map(({ regex, match, ...rest }) => ({
      ...rest,
      match: regex ? new RegExp(match) : match,
    })),
  }
}

const DEFAULT_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  422: 'Unprocessable entity',
  429: 'Too many requests',
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
}

/** Requests the fault switch may slow down: the API, uploads and the username lookups. */
export const isBackendUrl = (url: string) =>
  url.includes('/api/v1/') || url.includes('/uploads/') || /\/profile\/[^/]+$/.test(new URL(url).pathname)

/**
 * The requests a route fault may answer: the backend's (isBackendUrl) and the terms text the
 * console reads beside its page. Never the console's own code, styles or pictures: a fault on
 * "/transfers" must not break the download of assets/transfers-….js.
 */
export const isFaultableUrl = (url: string) => isBackendUrl(url) || new URL(url).pathname.endsWith('/tos.txt')

function matches(route: ActiveRoute, method: string, url: string): boolean {
  if (!isFaultableUrl(url)) return false
  if (route.times !== undefined && route.used >= route.times) return false
  if (route.method && route.method.toUpperCase() !== method.toUpperCase()) return false
  return typeof route.match === 'string' ? url.includes(route.match) : route.match.test(url)
}

function activeRoute({ method, url }: { method: string; url: string }): ActiveRoute | undefined {
  return routes.find((r) => matches(r, method, url))
}

/**
 * Whether the switch would hold a `method` call to `url` (absolute) unanswered, or its body
 * unfinished: a story gives just that call a short time-out, so it ends in moments while the
 * others keep the product's.
 */
export const hangs = (method: string, url: string): boolean => {
  const route = activeRoute({ method, url })
  return route?.hang === true || route?.partialBody === 'stall'
}

/** How the runtime lets the real handlers answer a call (for `afterActing`); set by each runtime. */
let actingBackend: ((request: Request) => Promise<unknown>) | null = null

/**
 * Registers what answers a call behind the fault switch (the handler list, or the demo's world),
 * so an `afterActing` fault can let the server act before it loses the answer.
 */
export function setActingBackend(backend: (request: Request) => Promise<unknown>): void {
  actingBackend = backend
}

const partialAnswers = new WeakSet<Response>()

/**
 * Whether `response` is a partial body of the switch: a server must send it as it comes (the mock
 * server sends other answers whole, with their length).
 */
export const isPartialAnswer = (response: Response): boolean => partialAnswers.has(response)

/**
 * 200 and the start of a success body; then the body fails ('cut') or never goes on ('stall').
 * Each piece is made when the reader asks for it, so the start is sent before the failure.
 */
function partialAnswer(then: 'cut' | 'stall'): Response {
  let sentStart = false
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sentStart) {
        sentStart = true
        controller.enqueue(new TextEncoder().encode('{"success":true,'))
        return
      }
      if (then === 'cut') controller.error(new TypeError('The connection was cut off'))
      else return new Promise<void>(() => {})
    },
  })
  const response = new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'application/json' } })
  partialAnswers.add(response)
  return response
}

export const faultHandlers: HttpHandler[] = [
  // A custom predicate, so requests no fault applies to are not "matched" here: msw's
  // onUnhandledRequest still reports requests that no real handler answers.
  http.all(
    ({ request }) => (latencyMs > 0 && isBackendUrl(request.url)) || activeRoute(request) !== undefined,
    async ({ request }) => {
      const route = activeRoute(request)
      if (route) route.used += 1
      const wait = latencyMs + (route?.latencyMs ?? 0)
      if (wait > 0) await delay(wait)
      if (!route) return undefined
      // The server does the work; the answer it made is then lost the route's way.
      if (route.afterActing) {
        if (!actingBackend) throw new Error('afterActing needs setActingBackend() in this runtime')
        await actingBackend(request.clone())
      }
      if (route.hang) {
        await delay('infinite')
        return undefined
      }
      if (route.network) return HttpResponse.error()
      if (route.partialBody) return partialAnswer(route.partialBody)
      if (route.malformed) {
        return new HttpResponse('<html><body>502 Bad Gateway</body', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        })
      }
      if ('body' in route) return HttpResponse.json(route.body ?? null, { status: route.status ?? 200 })
      if (route.status) {
        return fail(route.status, route.message ?? DEFAULT_TEXT[route.status] ?? `HTTP ${route.status}`)
      }
      return undefined
    },
  ),
]
