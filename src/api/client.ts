import type { FetchError, FetchOptions } from 'ofetch'
import { getConfig } from '@/config/runtime'
import { optionalRecord, UnreadableBody } from './read'
import type * as TransportModule from './transport'

/** Request time-out of every API call (spec section 9). */
export const API_TIMEOUT_MS = 10_000

let timeoutMs = API_TIMEOUT_MS
let timeoutApplies: ((method: string, url: string) => boolean) | null = null

/**
 * Stories and tests only: a shorter time-out, so a story of a call that never answers ends in
 * moments instead of 10 s. With `only`, just the calls it picks (by method and address, query
 * included) get it and the others keep API_TIMEOUT_MS. `null` restores API_TIMEOUT_MS for every
 * call. The product never calls this.
 */
export function setApiTimeoutForTests(
  ms: number | null,
  only?: (method: string, url: string) => boolean,
): void {
  timeoutMs = ms ?? API_TIMEOUT_MS
  timeoutApplies = ms === null ? null : (only ?? null)
}

/** The time-out of one call: see setApiTimeoutForTests. */
function timeoutOf(method: string, url: string, query: Record<string, unknown> | undefined): number {
  if (!timeoutApplies) return timeoutMs
  const search = new URLSearchParams(Object.entries(query ?? {}).map(([k, v]) => [k, String(v)])).toString()
  return timeoutApplies(method, search ? `${url}?${search}` : url) ? timeoutMs : API_TIMEOUT_MS
}

/**
 * - network: no answer (connection refused, CORS, offline)
 * - timeout: no answer within API_TIMEOUT_MS
 * - http: a non-2xx status
 * - refused: a 2xx whose body says `success: false`
 * - bad-body: an answer that is not JSON or not the expected shape
 * - invalid: the console would not send it (a path segment that would change the path)
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'refused' | 'bad-body' | 'invalid'

/** The texts an error body carries; section 8 says per call which one the console shows. */
export interface ServerTexts {
  error: string | null
  message: string | null
}

const NO_TEXTS: ServerTexts = Object.freeze({ error: null, message: null })

/** The one error every API call fails with. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | null
  readonly server: ServerTexts

  constructor(kind: ApiErrorKind, status: number | null, server: ServerTexts = NO_TEXTS, detail?: string) {
    super(detail ?? server.error ?? server.message ?? `${kind} error${status ? ` (HTTP ${status})` : ''}`)
    this.name = 'ApiError'
    this.kind = kind
    this.status = status
    this.server = server
  }

  /** The body's `error`, else its `message`. */
  get serverMessage(): string | null {
    return this.server.error ?? this.server.message
  }

  /** True when the call never got an answer. */
  get unanswered(): boolean {
    return this.kind === 'network' || this.kind === 'timeout'
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError

/** The bearer token; session state registers its getter so this module stays free of state. */
let tokenSource: () => string | null = () => null
export function setTokenSource(source: () => string | null) {
  tokenSource = source
}

/**
 * How an authenticated call keeps its token alive; session state registers them (spec section 9).
 * - beforeCall: runs before the token is read, to renew one that is about to expire; never throws.
 * - renewAfterRejection: the server answered 401 to `token`; resolves to the token to send the call
 *   again with (once), or null to let the 401 stand.
 */
export interface RenewalHooks {
  beforeCall: () => Promise<void>
  renewAfterRejection: (token: string) => Promise<string | null>
}

let renewal: RenewalHooks | null = null
export function setRenewalHooks(hooks: RenewalHooks | null) {
  renewal = hooks
}

/**
 * Hears each answer's `Date` header (null when unreadable): the world's clock (lib/world-time.ts)
 * registers it once the game's data layer loads, which keeps that module out of the login's
 * first download.
 */
let serverDateListener: ((date: string | null) => void) | null = null
export function setServerDateListener(listener: ((date: string | null) => void) | null) {
  serverDateListener = listener
}

export const apiBase = () => `${getConfig().apiUrl}/api/v1`

/** Demo mode holds every call until the in-browser backend answers (src/state/demo.ts sets it). */
let requestGate: () => Promise<unknown> = () => Promise.resolve()
export function setRequestGate(gate: () => Promise<unknown>) {
  requestGate = gate
}
export const untilBackendAnswers = () => requestGate()

type Transport = typeof TransportModule
let transport: Promise<Transport> | null = null
/**
 * ofetch, from its own chunk (transport.ts): imported on the first call, or earlier by
 * preloadTransport. A failed import is forgotten, so the next call tries again.
 */
export function loadTransport(): Promise<Transport> {
  transport ??= import('./transport').catch((error: unknown) => {
    transport = null
    throw error
  })
  return transport
}

/** Starts the transport's import before the first call needs it (main.tsx, once the app is in the page). */
export function preloadTransport(): void {
  loadTransport().catch(() => undefined)
}

/**
 * One path segment, encoded. A segment of only dots would be resolved away by the URL parser
 * (`/players/..` is `/`), and no escape survives that, so such a call is not sent at all.
 */
export function segment(value: string | number): string {
  const raw = String(value)
  if (raw === '' || raw === '.' || raw === '..') {
    throw new ApiError('invalid', null, NO_TEXTS, `"${raw}" cannot be used in a request path`)
  }
  return encodeURIComponent(raw)
}

export function textsOf(body: unknown): ServerTexts {
  const b = optionalRecord(body)
  if (!b) return NO_TEXTS
  const pick = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null)
  return { error: pick(b.error), message: pick(b.message) }
}

export function parseJson(text: string | undefined): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function failureOf(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  // By name: ofetch's class is in the transport chunk, which may not have arrived yet.
  if (error instanceof Error && error.name === 'FetchError') {
    const fetchError = error as FetchError
    if (fetchError.status) {
      const data = typeof fetchError.data === 'string' ? parseJson(fetchError.data) : fetchError.data
      return new ApiError('http', fetchError.status, textsOf(data))
    }
    const cause = fetchError.cause as { name?: string } | undefined
    if (cause?.name === 'TimeoutError' || /timeout|aborted/i.test(fetchError.message)) {
      return new ApiError('timeout', null, NO_TEXTS, 'The request timed out')
    }
    return new ApiError('network', null, NO_TEXTS, 'Network error')
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new ApiError('timeout', null, NO_TEXTS, 'The request timed out')
  }
  return new ApiError('network', null, NO_TEXTS, 'Network error')
}

/** A signal aborted after API_TIMEOUT_MS (as a TimeoutError) or when `caller` aborts. */
function timeLimit(
  caller: AbortSignal | undefined,
  ms: number,
): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController()
  const timer = setTimeout(() => {
    const error = new Error('The request timed out')
    error.name = 'TimeoutError'
    controller.abort(error)
  }, ms)
  const follow = () => controller.abort(caller?.reason)
  if (caller?.aborted) follow()
  else caller?.addEventListener('abort', follow, { once: true })
  return {
    signal: controller.signal,
    release: () => {
      clearTimeout(timer)
      caller?.removeEventListener('abort', follow)
    },
  }
}

/** What a call sends: everything but how its answer is read. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: Record<string, unknown> | FormData
  query?: Record<string, string | number | boolean | undefined | null>
  /** Login carries no token. */
  auth?: boolean
  headers?: Record<string, string>
  /** Cancels the call (TanStack Query passes one per query). */
  signal?: AbortSignal
}

export interface CallOptions<T> extends RequestOptions {
  /** Reads the body into the shape the console uses; throw UnreadableBody when it cannot. */
  read: (body: unknown) => T
}

/**
 * Calls `/api/v1{path}` and returns the body as `read` makes it. Empty query values are omitted.
 * Fails with ApiError: network, timeout, http (non-2xx; the body's texts are kept), refused
 * (2xx with `success: false`) or bad-body (not JSON, or `read` could not make sense of it).
 */
export async function api<T>(path: string, options: CallOptions<T>): Promise<T> {
  return readAnswer(await fetchAnswer(path, options), options.read)
}

/**
 * Calls `/api/v1{path}` and returns the body's text, unread. Fails as `api` does before reading:
 * network, timeout, http.
 */
export function fetchAnswer(path: string, options: RequestOptions): Promise<string | undefined> {
  return withToken(options, (token) => send(path, options, token))
}

/** Sends with the session's token, renewing it first when due and once after a 401. */
export async function withToken<R>(
  options: RequestOptions,
  attempt: (token: string | null) => Promise<R>,
): Promise<R> {
  await untilBackendAnswers()
  if (!(options.auth ?? true)) return attempt(null)
  if (!renewal) return attempt(tokenSource())
  await renewal.beforeCall()
  const token = tokenSource()
  try {
    return await attempt(token)
  } catch (error) {
    // One renewal and one more try per call: a second 401 (or any failure) is the caller's to show.
    if (!token || !(error instanceof ApiError) || error.status !== 401 || options.signal?.aborted) throw error
    const renewed = await renewal.renewAfterRejection(token)
    if (!renewed || renewed === token) throw error
    return attempt(renewed)
  }
}

/** The request as ofetch takes it, under a time limit the caller releases once done. */
export function prepare(path: string, options: RequestOptions, token: string | null) {
  const { method = 'GET', body, query, headers = {}, signal } = options
  const cleanQuery = query
    ? Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''))
    : undefined
  // ofetch ignores its `timeout` when a signal is given (every query passes one), so the
  // time-out is a signal of its own, aborted by the timer or by the caller's signal.
  const url = `${apiBase()}${path}`
  const limit = timeLimit(signal, timeoutOf(method, url, cleanQuery))
  const request = {
    method,
    body,
    query: cleanQuery,
    retry: 0 as const,
    signal: limit.signal,
    // The server's clock, where the browser lets us read it (same origin, or exposed by CORS).
    onResponse: ({ response }: { response: Response }) => serverDateListener?.(response.headers.get('date')),
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  }
  // A cancelled query is not a failure to report; let the caller see the abort as it is.
  const fail = (error: unknown): unknown => (signal?.aborted ? (signal.reason ?? error) : failureOf(error))
  return { url, request, limit, fail }
}

async function send(
  path: string,
  options: RequestOptions,
  token: string | null,
): Promise<string | undefined> {
  const { url, request, limit, fail } = prepare(path, options, token)
  try {
    const { ofetch } = await loadTransport()
    return await ofetch(url, { ...request, responseType: 'text' } satisfies FetchOptions<'text'>)
  } catch (error) {
    throw fail(error)
  } finally {
    limit.release()
  }
}

/** A malformed body: not JSON, or not the shape the call expects. */
export const badBody = (detail = 'The server sent a malformed response') =>
  new ApiError('bad-body', null, NO_TEXTS, detail)

/** Throws the refusal a 2xx body carries (`success: false`). */
export function refuseIfRefused(parsed: unknown): void {
  if (optionalRecord(parsed)?.success === false) throw new ApiError('refused', 200, textsOf(parsed))
}

/** Reads an answer's text as `api` does: JSON, then the refusal check, then `read`. */
export function readAnswer<T>(raw: string | undefined, read: (body: unknown) => T): T {
  // An empty answer reaches `read` as undefined: calls that need a body fail there as bad-body.
  const parsed = parseJson(raw)
  if (parsed === undefined && raw?.trim()) throw badBody()
  refuseIfRefused(parsed)
  try {
    return read(parsed)
  } catch (error) {
    if (error instanceof UnreadableBody) throw badBody(error.message)
    throw error
  }
}
