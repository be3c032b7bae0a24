import { useCallback, useRef } from 'react'

/**
 * A random version-4 UUID. crypto.randomUUID exists only on secure origins (https, localhost);
 * getRandomValues works everywhere, so a console served over plain http still gets keys.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * One idempotency key per intended transfer: asking again for the same request (a retry after a
 * time-out) gives the same key, so the server moves the money at most once; a changed request is
 * a new intention and gets a new key, and so does anything sent after a confirmed transfer.
 */
export function useIntentKey() {
  const current = useRef<{ fingerprint: string; key: string } | null>(null)
  const keyFor = useCallback((request: object): string => {
    const fingerprint = JSON.stringify(request)
    if (current.current?.fingerprint !== fingerprint) {
      current.current = { fingerprint, key: newIdempotencyKey() }
    }
    return current.current.key
  }, [])
  const confirmed = useCallback(() => {
    current.current = null
  }, [])
  return { keyFor, confirmed }
}
