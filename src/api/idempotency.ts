import { getConfig } from '@/config/runtime'

// One Idempotency-Key per intended change (a transfer, a mint, an account opened...): a retry of
// the same intent carries the same key, so a server that honours it acts at most once.

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

/** Whether changes carry an Idempotency-Key (config.json `idempotencyKeys`). */
export const idempotencyKeysEnabled = () => getConfig().idempotencyKeys

/**
 * The Idempotency-Key header, only where config.json says the server takes it: a header the
 * server's CORS does not allow would make the browser refuse every such call.
 */
export function idempotencyHeaders(key: string | undefined): Record<string, string> {
  return key && idempotencyKeysEnabled() ? { 'Idempotency-Key': key } : {}
}
