// A refused operation. Rules throw it before changing anything; handlers answer it with the
// standard error body. Kept free of msw so the rules stay plain functions over data.

export class RuleError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 422,
    message: string,
  ) {
    super(message)
    this.name = 'RuleError'
  }
}

export const invalid = (text: string) => new RuleError(400, text)
export const denied = (text: string) => new RuleError(403, text)
export const missing = (text: string) => new RuleError(404, text)
export const clash = (text: string) => new RuleError(409, text)
export const refused = (text: string) => new RuleError(422, text)

export const isRuleError = (error: unknown): error is RuleError => error instanceof RuleError
