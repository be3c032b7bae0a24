import { localised } from '@/lib/i18n/runtime'
import { getConfig } from '@/config/runtime'
import { formatUuid } from '@/lib/uuid'
import { API_TIMEOUT_MS, loadTransport, untilBackendAnswers } from './client'

// Username -> UUID resolution (spec section 7): public cross-origin proxies in front of the game
// account provider's profile lookup, tried in the configured order. They are not our API, so
// this goes around the API client: no base path and never the bearer token.

export type LookupErrorKind = 'failed' | 'empty'

export const LOOKUP_MESSAGES: Record<LookupErrorKind, string> = localised('auth', 'LOOKUP_MESSAGES', {
  failed: 'Failed to resolve UUID from username. Please check the username or use UUID directly.',
  empty: 'Could not resolve UUID for this username. Please check the username or use UUID directly.',
})

export class UsernameLookupError extends Error {
  readonly kind: LookupErrorKind

  constructor(kind: LookupErrorKind, options?: { cause?: unknown }) {
    super(LOOKUP_MESSAGES[kind], options)
    this.name = 'UsernameLookupError'
    this.kind = kind
  }
}

export const isUsernameLookupError = (e: unknown): e is UsernameLookupError =>
  e instanceof UsernameLookupError

/** The lookup address for one proxy template. */
export const lookupUrl = (template: string, username: string) =>
  template.split('{username}').join(encodeURIComponent(username))

/** Marks a proxy that answered but could not be used, so the next proxy is tried. */
class ProxyFailure extends Error {}

/** One proxy's answer: the id field (possibly missing), or ProxyFailure for anything unusable. */
async function askProxy(url: string): Promise<unknown> {
  let text: string
  // In demo mode the proxies are answered by the fake backend.
  await untilBackendAnswers()
  try {
    const { ofetch } = await loadTransport()
    // A 204 has no body at all; ofetch then gives undefined rather than ''.
    text =
      (await ofetch(url, { method: 'GET', timeout: API_TIMEOUT_MS, retry: 0, responseType: 'text' })) ?? ''
  } catch (error) {
    throw new ProxyFailure('lookup request failed', { cause: error })
  }
  // The provider answers an unknown name with an empty body: a clean "nobody", not a failure.
  if (!text.trim()) return undefined
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (error) {
    throw new ProxyFailure('lookup body is not JSON', { cause: error })
  }
  return body && typeof body === 'object' ? (body as Record<string, unknown>).id : undefined
}

/**
 * Resolves a game username to its dashed lower-case UUID. A proxy that fails (network, time-out,
 * non-2xx, unreadable body) hands over to the next; when all fail the error kind is 'failed'.
 * A proxy that answers without a usable 32-hex id ends the search with kind 'empty'.
 */
export async function resolveUsername(username: string): Promise<string> {
  const templates = getConfig().usernameLookup
  let lastFailure: unknown = null
  for (const template of templates) {
    let id: unknown
    try {
      id = await askProxy(lookupUrl(template, username))
    } catch (error) {
      lastFailure = error
      continue
    }
    const uuid = typeof id === 'string' ? formatUuid(id) : null
    if (!uuid) throw new UsernameLookupError('empty')
    return uuid
  }
  throw new UsernameLookupError('failed', { cause: lastFailure })
}
