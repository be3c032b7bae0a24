import { ofetch, FetchError, type FetchOptions } from 'ofetch'
import { getConfig } from '@/config/runtime'

/** Request time-out of every API call (spec section 9). */
export const API_TIMEOUT_MS = 10_000

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'bad-body'

/** The one error every API call fails with. `serverMessage` is the body's `error` or `message`. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | null
  readonly serverMessage: string | null

  constructor(kind: ApiErrorKind, status: number | null, serverMessage: string | null, message?: string) {
    super(message ?? serverMessage ?? `${kind} error${status ? ` (HTTP ${status})` : ''}`)
    this.name = 'ApiError'
    this.kind = kind
    this.status = status
    this.serverMessage = serverMessage
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError

/** The server's text for an error, or the fallback the spec gives for that call. */
export function errorText(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback
}

/** The bearer token; session state registers its getter so this module stays free of state. */
let tokenSource: () => string | null = () => null
export function setTokenSource(source: () => string | null) {
  tokenSource = source
}

export const apiBase = () => `${getConfig().apiUrl}/api/v1`

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>
    if (typeof b.error === 'string' && b.error) return b.error
    if (typeof b.message === 'string' && b.message) return b.message
  }
  return null
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof FetchError) {
    const cause = error.cause as { name?: string } | undefined
    if (
      error.name === 'TimeoutError' ||
      cause?.name === 'TimeoutError' ||
      (/timeout|aborted/i.test(error.message) && !error.status)
    ) {
      return new ApiError('timeout', null, null, 'The request timed out')
    }
    if (error.status) return new ApiError('http', error.status, messageOf(error.data))
    return new ApiError('network', null, null, 'Network error')
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new ApiError('timeout', null, null, 'The request timed out')
  }
  return new ApiError('network', null, null, error instanceof Error ? error.message : 'Network error')
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: Record<string, unknown> | FormData
  query?: Record<string, string | number | boolean | undefined | null>
  /** Login carries no token. */
  auth?: boolean
  headers?: Record<string, string>
}

/**
 * Calls `/api/v1{path}` and returns the parsed JSON body. Empty query values are omitted.
 * Fails with ApiError: network, timeout, http (non-2xx; the body is read) or bad-body (not JSON).
 */
export async function api<T>(path: string, options: CallOptions = {}): Promise<T> {
  const { method = 'GET', body, query, auth = true, headers = {} } = options
  const token = auth ? tokenSource() : null
  const cleanQuery = query
    ? Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''))
    : undefined
  const request: FetchOptions<'text'> = {
    method,
    body,
    query: cleanQuery,
    timeout: API_TIMEOUT_MS,
    retry: 0,
    responseType: 'text',
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  }
  let text: string
  try {
    text = await ofetch(`${apiBase()}${path}`, request)
  } catch (error) {
    if (error instanceof FetchError && error.status && typeof error.data === 'string') {
      let parsed: unknown = null
      try {
        parsed = JSON.parse(error.data)
      } catch {
        /* a non-JSON error body still fails as http, without server text */
      }
      throw new ApiError('http', error.status, messageOf(parsed))
    }
    throw toApiError(error)
  }
  try {
    return (text ? JSON.parse(text) : {}) as T
  } catch {
    throw new ApiError('bad-body', null, null, 'The server sent a malformed response')
  }
}
