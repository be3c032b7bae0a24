import { ofetch, FetchError, type FetchOptions } from 'ofetch'
import { getConfig } from '@/config/runtime'
import { optionalRecord, UnreadableBody } from './read'

/** Request time-out of every API call (spec section 9). */
export const API_TIMEOUT_MS = 10_000

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

export const apiBase = () => `${getConfig().apiUrl}/api/v1`

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

function textsOf(body: unknown): ServerTexts {
  const b = optionalRecord(body)
  if (!b) return NO_TEXTS
  const pick = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null)
  return { error: pick(b.error), message: pick(b.message) }
}

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function failureOf(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof FetchError) {
    if (error.status) {
      const data = typeof error.data === 'string' ? parseJson(error.data) : error.data
      return new ApiError('http', error.status, textsOf(data))
    }
    const cause = error.cause as { name?: string } | undefined
    if (
      error.name === 'TimeoutError' ||
      cause?.name === 'TimeoutError' ||
      /timeout|aborted/i.test(error.message)
    ) {
      return new ApiError('timeout', null, NO_TEXTS, 'The request timed out')
    }
    return new ApiError('network', null, NO_TEXTS, 'Network error')
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new ApiError('timeout', null, NO_TEXTS, 'The request timed out')
  }
  return new ApiError('network', null, NO_TEXTS, 'Network error')
}

/**
 * The 10 s limit. ofetch applies its `timeout` only to calls without a signal of their own, so a
 * caller's signal (every query's) is joined with a timer here instead.
 */
function timeLimit(signal: AbortSignal | undefined): {
  options: Pick<FetchOptions<'text'>, 'signal' | 'timeout'>
  done: () => void
} {
  if (!signal) return { options: { timeout: API_TIMEOUT_MS }, done: () => {} }
  const controller = new AbortController()
  const forward = () => controller.abort(signal.reason)
  const timer = setTimeout(
    () => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    API_TIMEOUT_MS,
  )
  if (signal.aborted) forward()
  else signal.addEventListener('abort', forward, { once: true })
  return {
    options: { signal: controller.signal },
    done: () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', forward)
    },
  }
}

export interface CallOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: Record<string, unknown> | FormData
  query?: Record<string, string | number | boolean | undefined | null>
  /** Login carries no token. */
  auth?: boolean
  headers?: Record<string, string>
  /** Cancels the call (TanStack Query passes one per query). */
  signal?: AbortSignal
  /** Reads the body into the shape the console uses; throw UnreadableBody when it cannot. */
  read: (body: unknown) => T
}

/**
 * Calls `/api/v1{path}` and returns the body as `read` makes it. Empty query values are omitted.
 * Fails with ApiError: network, timeout, http (non-2xx; the body's texts are kept), refused
 * (2xx with `success: false`) or bad-body (not JSON, or `read` could not make sense of it).
 */
export async function api<T>(path: string, options: CallOptions<T>): Promise<T> {
  const { method = 'GET', body, query, auth = true, headers = {}, signal, read } = options
  const token = auth ? tokenSource() : null
  const cleanQuery = query
    ? Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''))
    : undefined
  const limit = timeLimit(signal)
  const request: FetchOptions<'text'> = {
    method,
    body,
    query: cleanQuery,
    ...limit.options,
    retry: 0,
    responseType: 'text',
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  }
  let raw: string | undefined
  try {
    raw = await ofetch(`${apiBase()}${path}`, request)
  } catch (error) {
    // A cancelled query is not a failure to report; let the caller see the abort as it is.
    if (signal?.aborted) throw signal.reason ?? error
    throw failureOf(error)
  } finally {
    limit.done()
  }
  // An empty answer reaches `read` as undefined: calls that need a body fail there as bad-body.
  const parsed = parseJson(raw)
  if (parsed === undefined && raw?.trim()) {
    throw new ApiError('bad-body', null, NO_TEXTS, 'The server sent a malformed response')
  }
  if (optionalRecord(parsed)?.success === false) throw new ApiError('refused', 200, textsOf(parsed))
  try {
    return read(parsed)
  } catch (error) {
    if (error instanceof UnreadableBody) throw new ApiError('bad-body', null, NO_TEXTS, error.message)
    throw error
  }
}
