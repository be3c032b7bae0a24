// Whole-collection answers (every character, nation, bank, currency, treasury) are built from
// the whole world: on the large world the characters alone are 20 MB of JSON, seconds to build,
// sort and serialise. They are kept, encoded, until the world changes (db/version.ts), so
// asking again costs only sending the bytes.

import { stableVersion } from '../db/version'
import { scenarioClock } from '../clock'

interface Kept {
  version: number
  /** World time to the minute: answers with activity windows ("last 30 days") move with it. */
  minute: number
  body: Uint8Array<ArrayBuffer>
}

/** Every list, and a few callers' views of the lists officers see more of. */
const MAX_KEPT = 16
const kept = new Map<string, Kept>()
const encoder = new TextEncoder()

const sent = new WeakMap<Response, Uint8Array<ArrayBuffer>>()

function answer(body: Uint8Array<ArrayBuffer>): Response {
  const response = new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } })
  sent.set(response, body)
  return response
}

/**
 * The bytes of an answer made here, for a server that can write them out as they are
 * (mocks/server.ts): reading 20 MB back through the Response's stream costs more than building it.
 */
export const keptBytes = (response: Response): Uint8Array | undefined => sent.get(response)

/**
 * The success answer `{ success: true, ...build() }`, kept under `key` while the world stays as
 * it is. `key` names everything else the answer depends on (the caller, where officers see more).
 * `timeless`: nothing in the answer is relative to now, so the world's minute passing keeps it
 * (on the large world, rebuilding the admin's characters costs a second of the server's CPU).
 */
export function keptAnswer(
  key: string,
  build: () => Record<string, unknown>,
  { timeless = false }: { timeless?: boolean } = {},
): Response {
  const version = stableVersion()
  const minute = timeless ? 0 : Math.floor(scenarioClock.nowMs() / 60_000)
  const hit = kept.get(key)
  if (hit && hit.version === version && hit.minute === minute) return answer(hit.body)
  const body = encoder.encode(JSON.stringify({ success: true, ...build() }))
  // A change in flight may be half done: what it shows now is not kept.
  if (version !== null) {
    kept.delete(key)
    kept.set(key, { version, minute, body })
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!)
  }
  return answer(body)
}
