// `Idempotency-Key` for every call that moves or creates money or state: a retry of a call whose
// answer was lost must not act twice. One wrapper, put inside `withAuth` of each such route:
//
//   withAuth(idempotent(async ({ request, caller }) => ...))
//
// Rules (the reference for the real server; Stripe's, as far as they go):
// - No header: the call runs as usual. A key longer than KEY_MAX characters: 400.
// - Keys belong to the caller: the character, or an admin account's panel. Two callers never
//   see each other's keys.
// - A key whose call succeeded (2xx), sent again with the same request (method, path and the
//   body in canonical form: key order and spacing do not count), gets the first answer again,
//   status and body, with the header `Idempotent-Replayed: true`; nothing is done again.
// - The same key with a different request: 422 REUSED_KEY, nothing is done (the caller meant a
//   new intent and must send a new key).
// - The same key while its first call is still running: 409 IN_FLIGHT_KEY.
// - A call that failed (4xx) keeps no key: the same key may be sent again and runs afresh.
// The kept answer is written in the same write as the change (inside `withAuth`'s write), so a
// saved world never holds the change without the key that guards it.

import { HttpResponse, type PathParams } from 'msw'
import { clash, invalid, refused } from '../rules/errors'
import { DIVINE_ENTITY } from '../rules/identity'
import { liveWorld } from '../rules/live'
import { lower } from '../rules/world'
import type { AuthedResolver, Caller } from './http'

export const KEY_MAX = 200

export const KEY_TOO_LONG = `Idempotency-Key must be at most ${KEY_MAX} characters`
export const REUSED_KEY =
  'This Idempotency-Key was already used for a different request. Send a new key for a new request.'
export const IN_FLIGHT_KEY =
  'A request with this Idempotency-Key is still being processed. Try again in a moment.'

/** Whose keys these are: the character, or the admin account whose panel is calling. */
export function keyOwner(caller: Caller): string {
  return caller.isAdminPanel ? `${DIVINE_ENTITY} ${caller.accountUuid}` : caller.characterName
}

/** JSON with object keys sorted at every depth: equal data, equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

function decodedPath(url: string): string {
  const path = new URL(url).pathname
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** What a request asks for, as the text a reuse of its key must match. */
export function requestFingerprint(method: string, url: string, bodyText: string): string {
  let body = bodyText.trim()
  if (body) {
    try {
      body = canonicalJson(JSON.parse(body))
    } catch {
      // Not JSON: the handler answers 400 and no key is kept; compare the text as sent.
    }
  }
  return `${method.toUpperCase()} ${decodedPath(url)}\n${body}`
}

/** Keys whose first call is still running, by owner and key (this process only). */
const running = new Set<string>()

/** Wraps a resolver so that an `Idempotency-Key` makes its effect happen at most once. */
export function idempotent<Params extends PathParams = PathParams>(
  resolver: AuthedResolver<Params>,
): AuthedResolver<Params> {
  return async (info) => {
    const key = info.request.headers.get('idempotency-key')?.trim() || null
    if (!key) return resolver(info)
    if (key.length > KEY_MAX) throw invalid(KEY_TOO_LONG)
    const request = requestFingerprint(
      info.request.method,
      info.request.url,
      await info.request.clone().text(),
    )
    // No await from here until the key is marked running: a retry racing this call sees one or
    // the other.
    const owner = keyOwner(info.caller)
    const seen = liveWorld().idempotency(owner, key)
    if (seen) {
      if (seen.request !== request) throw refused(REUSED_KEY)
      return HttpResponse.json(seen.body as Record<string, unknown>, {
        status: seen.status,
        headers: { 'Idempotent-Replayed': 'true' },
      })
    }
    const slot = `${lower(owner)}\u0000${key}`
    if (running.has(slot)) throw clash(IN_FLIGHT_KEY)
    running.add(slot)
    try {
      const response = await resolver(info)
      if (response.ok) {
        const body: unknown = await response.clone().json()
        const world = liveWorld()
        world.insert('idempotencyKeys', {
          key,
          caller: owner,
          request,
          status: response.status,
          body,
          createdAt: world.nowIso(),
        })
      }
      return response
    } finally {
      running.delete(slot)
    }
  }
}
