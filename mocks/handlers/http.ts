// What every handler shares: the path prefix, the success and error bodies, body parsing and
// field validation, and the bearer-token check. Handlers parse, call a rule (mocks/rules/), and
// serialise (./identity-dto.ts, ./economy-dto.ts).
//
// Order of checks in every handler: token 401, input 400, existence 404, permission 403,
// business rule 409/422, then act. Validators, guards and rules THROW a RuleError; `withAuth` and
// `route` turn it into the standard error body, so a handler reads top to bottom.

import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw'
import { invalid, isRuleError, refused, unauthenticated } from '../rules/errors'
import { MAX_EXACT } from '../rules/money'
import { callerOf, requireAdministrator, type Caller } from '../rules/identity'
import { fail } from './fail'
import { writeEnded, writeStarted } from '../db/version'

/** Matches the API on any host: the console's origin, localhost in tests, the mock server. */
export const API = '*/api/v1'

export { fail }

/** A success response; `success: true` is added unless the body sets it. */
export function ok<T extends Record<string, unknown>>(body: T, status = 200): Response {
  return HttpResponse.json({ success: true, ...body }, { status })
}

// ------------------------------------------------------------------ bodies and fields

export type Body = Record<string, unknown>

/** The JSON body as an object. Empty body: `{}`. Malformed or not an object: 400. */
export async function readJson(request: Request): Promise<Body> {
  const text = await request.text()
  if (!text.trim()) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw invalid('Request body must be valid JSON')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw invalid('Request body must be a JSON object')
  }
  return parsed as Body
}

interface StringRule {
  /** Longest allowed length (after trimming when `trim`). */
  max?: number
  /** Trim before checking and returning (default true). */
  trim?: boolean
  /** Accept '' (default false: '' counts as missing). */
  allowEmpty?: boolean
}

const isMissing = (v: unknown) => v === undefined || v === null

/** A required string field: 400 "<field> is required" / "<field> must be a string" / too long. */
export function requireString(body: Body, field: string, rule: StringRule = {}): string {
  const value = body[field]
  if (isMissing(value)) throw invalid(`${field} is required`)
  if (typeof value !== 'string') throw invalid(`${field} must be a string`)
  const text = rule.trim === false ? value : value.trim()
  if (!text && !rule.allowEmpty) throw invalid(`${field} is required`)
  if (rule.max !== undefined && text.length > rule.max) {
    throw invalid(`${field} must be at most ${rule.max} characters`)
  }
  return text
}

/** An optional string field: undefined when absent or null. */
export function optionalString(body: Body, field: string, rule: StringRule = {}): string | undefined {
  if (isMissing(body[field])) return undefined
  return requireString(body, field, { allowEmpty: true, ...rule })
}

const EXACT_NUMBER = 'the largest number that can be counted exactly'
const exactText = (n: number) => n.toLocaleString('en-US')

interface NumberRule {
  min?: number
  max?: number
}

/** A required integer field (numbers only; numeric strings are refused). */
export function requireInt(body: Body, field: string, rule: NumberRule = {}): number {
  const value = body[field]
  if (isMissing(value) || value === '') throw invalid(`${field} is required`)
  if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid(`${field} must be a number`)
  if (!Number.isInteger(value)) throw invalid(`${field} must be an integer`)
  if (rule.min !== undefined && value < rule.min) throw invalid(`${field} must be at least ${rule.min}`)
  if (rule.max !== undefined && value > rule.max) throw invalid(`${field} must be at most ${rule.max}`)
  // Beyond the exact range a number is not the one that was sent (2^53 + 1 arrives as 2^53).
  if (value > MAX_EXACT) throw refused(`${field} must be at most ${exactText(MAX_EXACT)}, ${EXACT_NUMBER}`)
  if (value < -MAX_EXACT) {
    throw refused(
      `${field} must be at least ${exactText(-MAX_EXACT)}, the smallest number that can be counted exactly`,
    )
  }
  return value
}

export function optionalInt(body: Body, field: string, rule: NumberRule = {}): number | undefined {
  if (isMissing(body[field])) return undefined
  return requireInt(body, field, rule)
}

export function requireBoolean(body: Body, field: string): boolean {
  const value = body[field]
  if (isMissing(value)) throw invalid(`${field} is required`)
  if (typeof value !== 'boolean') throw invalid(`${field} must be true or false`)
  return value
}

export function optionalBoolean(body: Body, field: string): boolean | undefined {
  if (isMissing(body[field])) return undefined
  return requireBoolean(body, field)
}

export function requireEnum<T extends string>(body: Body, field: string, values: readonly T[]): T {
  const value = requireString(body, field)
  if (!values.includes(value as T)) throw invalid(`${field} must be one of: ${values.join(', ')}`)
  return value as T
}

/** An integer query parameter: `fallback` when absent or empty, 400 when not an integer or out of range. */
export function queryInt(url: URL | string, name: string, fallback: number, rule: NumberRule = {}): number {
  const raw = new URL(url).searchParams.get(name)
  if (raw === null || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value)) throw invalid(`${name} must be an integer`)
  if (rule.min !== undefined && value < rule.min) throw invalid(`${name} must be at least ${rule.min}`)
  if (rule.max !== undefined && value > rule.max) throw invalid(`${name} must be at most ${rule.max}`)
  return value
}

/** A string query parameter, trimmed; undefined when absent or empty. */
export function queryString(url: URL | string, name: string): string | undefined {
  const raw = new URL(url).searchParams.get(name)
  const text = raw?.trim()
  return text ? text : undefined
}

/** Path parameters arrive URL-decoded by msw; this trims and refuses blanks (400). */
export function pathParam(params: PathParams, name: string): string {
  const raw = params[name]
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim()
  if (!value) throw invalid(`${name} is required`)
  return value
}

// ------------------------------------------------------------------ the caller

// tests/support/backend.ts signs in through these.
export { DIVINE_ENTITY, findAccount, findCharacter, type Caller } from '../rules/identity'

/** Finds the caller from `Authorization: Bearer <token>`; 401 when missing, unknown or expired. */
export function authenticate(request: Request): Caller {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  if (!match) throw unauthenticated('Authentication required')
  return callerOf(match[1])
}

// ------------------------------------------------------------------ resolver wrappers

type Info<Params extends PathParams> = Parameters<
  HttpResponseResolver<Params, DefaultBodyType, DefaultBodyType>
>[0]
type Result = Response | Promise<Response>

/** A resolver behind `withAuth`: it gets the `caller` besides msw's usual info. */
export type AuthedResolver<Params extends PathParams = PathParams> = (
  info: Info<Params> & { caller: Caller },
) => Result

function toResponse(error: unknown): Response {
  if (isRuleError(error)) return fail(error.status, error.message)
  // A 500 always means a bug in the fake backend: say what broke.
  console.error('[fake backend]', error)
  const text = error instanceof Error ? `Internal error: ${error.message}` : 'Internal error'
  return fail(500, text)
}

/**
 * `localeCompare`'s order through one collator: `localeCompare` looks its collator up per call,
 * which made sorting 100 000 names take half a second.
 */
export const compareText = new Intl.Collator().compare

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Runs a request's work, marked as a possible change of the world unless it is a read. */
async function asWrite(request: Request, work: () => Promise<Response>): Promise<Response> {
  if (READS.has(request.method)) return work()
  writeStarted()
  try {
    return await work()
  } finally {
    writeEnded()
  }
}

/**
 * A route without a token; a thrown RuleError becomes its error response. `signInOnly`: the
 * route writes only sign-in bookkeeping (sessions, failed attempts), which no answer is built
 * from, so the answers kept for the world (kept-answer.ts) stay valid across a sign-in.
 */
export function route<Params extends PathParams = PathParams>(
  resolver: (info: Info<Params>) => Result,
  { signInOnly = false }: { signInOnly?: boolean } = {},
): HttpResponseResolver<Params, DefaultBodyType, DefaultBodyType> {
  const run = async (info: Info<Params>) => {
    try {
      return await resolver(info)
    } catch (error) {
      return toResponse(error)
    }
  }
  return async (info) => (signInOnly ? run(info) : asWrite(info.request, () => run(info)))
}

/** A route that needs a valid bearer token; the resolver gets the `caller`. */
export function withAuth<Params extends PathParams = PathParams>(
  resolver: AuthedResolver<Params>,
): HttpResponseResolver<Params, DefaultBodyType, DefaultBodyType> {
  return async (info) =>
    asWrite(info.request, async () => {
      try {
        const caller = authenticate(info.request)
        return await resolver({ ...info, caller })
      } catch (error) {
        return toResponse(error)
      }
    })
}

/**
 * An /admin/* route: the admin panel's session only. Anyone else gets 403 before the body is
 * read or a name looked up, so a refusal never tells whether something exists.
 */
export function withAdmin<Params extends PathParams = PathParams>(
  resolver: AuthedResolver<Params>,
): HttpResponseResolver<Params, DefaultBodyType, DefaultBodyType> {
  return withAuth<Params>((info) => {
    requireAdministrator(info.caller)
    return resolver(info)
  })
}
