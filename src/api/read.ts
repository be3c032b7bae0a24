// Readers for what the server sends. The real server implements spec section 7 and nothing we can
// rely on beyond it, so every API module reads its answer here, tolerantly: a field the spec does
// not list may be missing (it gets a sensible default), a list of names may hold strings or
// objects. What cannot be read at all (no object where one is needed) fails as a malformed body,
// so wrong types never reach a component.

/** Thrown by a reader when a body cannot be read; api() turns it into ApiError('bad-body'). */
export class UnreadableBody extends Error {
  constructor(what: string) {
    super(`Unexpected response: ${what}`)
    this.name = 'UnreadableBody'
  }
}

export type Fields = Record<string, unknown>

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The body as an object; anything else (null, a list, text) cannot be read. */
export function record(value: unknown, what = 'an object'): Fields {
  if (!isRecord(value)) throw new UnreadableBody(`expected ${what}`)
  return value
}

/** A nested object that may be missing: null when it is not an object. */
export const optionalRecord = (value: unknown): Fields | null => (isRecord(value) ? value : null)

/** A string; numbers are accepted as their text (ids sometimes arrive as numbers). */
export function text(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return fallback
}

/** A string or null (optional texts such as descriptions, dates and addresses): other types are null. */
export function optionalText(value: unknown): string | null {
  return typeof value === 'string' ? value : null
}

/** A finite number; numeric strings are accepted ("1250"). */
export function number(value: unknown, fallback = 0): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  return fallback
}

export function optionalNumber(value: unknown): number | null {
  const result = number(value, Number.NaN)
  return Number.isNaN(result) ? null : result
}

/** A boolean; a missing flag is `fallback` (false unless told: a missing `isAdmin` is false). */
export function flag(value: unknown, fallback = false): boolean {
  if (typeof value === 'boolean') return value
  if (value === 1 || value === 'true') return true
  if (value === 0 || value === 'false') return false
  return fallback
}

/** One of the allowed values, else the fallback. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback
}

/** A nested object the answer may leave out, or send in a shape we cannot read: null then, not a failure. */
export function readIfPresent<T>(value: unknown, read: (raw: unknown) => T): T | null {
  if (!value) return null
  try {
    return read(value)
  } catch {
    return null
  }
}

/** A list read item by item; items that cannot be read are dropped, a missing list is empty. */
export function list<T>(value: unknown, readItem: (item: unknown) => T): T[] {
  if (!Array.isArray(value)) return []
  const items: T[] = []
  for (const item of value) {
    try {
      items.push(readItem(item))
    } catch (error) {
      if (!(error instanceof UnreadableBody)) throw error
    }
  }
  return items
}

/** A list that must be present (the answer's main list): missing or not a list is unreadable. */
export function requiredList<T>(value: unknown, readItem: (item: unknown) => T, what: string): T[] {
  if (!Array.isArray(value)) throw new UnreadableBody(`expected a list of ${what}`)
  return list(value, readItem)
}

/** A name that may come as a string or as an object with a name field. */
export function nameOf(value: unknown, keys: readonly string[] = ['name', 'displayName']): string {
  if (typeof value === 'string') return value
  const r = optionalRecord(value)
  if (r) for (const key of keys) if (typeof r[key] === 'string') return r[key] as string
  throw new UnreadableBody('expected a name')
}

/**
 * The answer of a change whose answer the spec does not describe (mint, burn, open account,
 * create offering, …). One rule for all of them: any JSON 2xx that does not say `success: false`
 * (api() turns that into a refusal first) confirms the change, whether it is `{}`, `null` or
 * empty. Fields it does carry (`message`, the new record) are read by the caller as extras.
 */
export const acknowledgement = (raw: unknown): Fields => optionalRecord(raw) ?? {}

/**
 * The answer of a call that moves or creates money or state (mint, burn, open and close account,
 * create bank, offering, currency): only a body that says so confirms it, `success: true`, a
 * `message`, or the new record under `recordKey`. `{}`, `null` or an empty body confirm nothing:
 * the change may or may not have been made, and the screen says the outcome is unknown.
 */
export function confirmedChange(raw: unknown, recordKey?: string): Fields {
  const r = optionalRecord(raw)
  const said =
    r &&
    (r.success === true ||
      (typeof r.message === 'string' && r.message.trim() !== '') ||
      (recordKey !== undefined && optionalRecord(r[recordKey]) !== null))
  if (!said) throw new UnreadableBody('an answer that does not confirm the change')
  return r
}

/** An acknowledgement's `message`, '' when it has none: the screen then says it in its own words. */
export const acknowledgedMessage = (raw: unknown) => ({ message: text(acknowledgement(raw).message).trim() })
