import { isApiError } from './client'

/**
 * What one call shows when it fails (spec section 8). Every feature keeps these in one table,
 * e.g. `createBank: { prefix: 'Failed to create bank: ', fallback: 'Failed to create bank' }`.
 */
export interface FailureTexts {
  /** The call's default, shown when the server gave no text. */
  fallback: string
  /** Put before the server's text ('Failed to create bank: '); never before the fallback. */
  prefix?: string
  /**
   * Which field of the error body to show: 'error' (the default) for most calls, whose `message`
   * stands in when `error` is missing; 'message' for the UGC toggle and the profile, biography
   * and icon calls, which show only `message` (spec section 8): an `error` alone is the server's
   * internal wording, so the fallback shows instead.
   */
  field?: 'error' | 'message'
  /**
   * Shown when a 2xx answer did not carry what the spec says the call returns (a transfer
   * without its `transfer`): the change may or may not have happened. The fallback otherwise.
   */
  unconfirmed?: string
  /** Shown when the call got no answer (network failure, time-out); the fallback otherwise. */
  unanswered?: string
  /** Texts for particular statuses, before the server's text (a 404 on invite, a 409 on delete). */
  byStatus?: Readonly<Partial<Record<number, string>>>
  /** False: ignore the server's text and always show the fallback (calls whose spec text is fixed). */
  serverText?: boolean
}

/** The text to show for a failed call. Never a raw JavaScript error message. */
export function failureText(error: unknown, texts: FailureTexts): string {
  if (!isApiError(error)) return texts.fallback
  if (error.unanswered) return texts.unanswered ?? texts.fallback
  const forStatus = error.status !== null ? texts.byStatus?.[error.status] : undefined
  if (forStatus) return forStatus
  // A 2xx that could not be read: the server did something, but did not say what.
  if (error.kind === 'bad-body') return texts.unconfirmed ?? texts.fallback
  if (texts.serverText === false || error.kind === 'invalid') return texts.fallback
  const { error: errorField, message } = error.server
  const server = texts.field === 'message' ? message : (errorField ?? message)
  return server ? `${texts.prefix ?? ''}${server}` : texts.fallback
}

/**
 * A query's failure in its call's words (or worded by `failure` where the table does not apply),
 * or null while it has not failed. A `useQuery` result fits as it is.
 */
export function queryFailureText(
  query: { isError: boolean; error: unknown },
  failure: FailureTexts | ((error: unknown) => string),
): string | null {
  if (!query.isError) return null
  return typeof failure === 'function' ? failure(query.error) : failureText(query.error, failure)
}

/** A table of a feature's call texts, checked against FailureTexts without widening the keys. */
export const failureTable = <K extends string>(table: Record<K, FailureTexts>) => table
