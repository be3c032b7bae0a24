// A refused request: the fake backend's one error class. Rules and handlers throw it before
// changing anything; the handler wrappers (handlers/http.ts) answer it with its status and the
// standard error body. Anything else thrown is a bug and answers 500. Kept free of msw so the
// rules stay plain functions over data.

export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429

export class RuleError extends Error {
  constructor(
    readonly status: RefusalStatus,
    message: string,
  ) {
    super(message)
    this.name = 'RuleError'
  }
}

/** 400: the request itself is malformed. */
export const invalid = (text: string) => new RuleError(400, text)
/** 401: no valid token (or wrong credentials). */
export const unauthenticated = (text: string) => new RuleError(401, text)
/** 403: the caller may not do this. */
export const denied = (text: string) => new RuleError(403, text)
/** 404: what the request names does not exist. */
export const missing = (text: string) => new RuleError(404, text)
/** 409: it clashes with what exists (a duplicate name, money still in an account). */
export const clash = (text: string) => new RuleError(409, text)
/** 422: a business rule refuses it (insufficient funds, an inactive offering). */
export const refused = (text: string) => new RuleError(422, text)
/** 429: too many failed attempts. */
export const tooManyAttempts = (text: string) => new RuleError(429, text)

export const isRuleError = (error: unknown): error is RuleError => error instanceof RuleError
