// What every handler shares: the path prefix, the success and error bodies, body parsing,
// field validation, the bearer-token check and the actor rules of server-rules.md.
//
// Order of checks in every handler: token 401, input 400, existence 404, permission 403,
// business rule 409/422, then act. Validators and guards THROW an HttpError; `withAuth` and
// `route` turn it into the standard error body, so a handler reads top to bottom.

import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw'
import type { ApiErrorBody } from '@/api/types'
import { db } from '../db'
import type { AccountRow, CharacterRow } from '../db/identity'
import { scenarioClock } from '../clock'

/** Matches the API on any host: the console's origin, localhost in tests, the mock server. */
export const API = '*/api/v1'

/** The name admin-panel tokens act under. */
export const DIVINE_ENTITY = 'Divine Entity'

/** A refusal: thrown by validators and guards, answered with the standard error body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** The standard error response: `{ success: false, error, message }` with the same text. */
export function fail(status: number, text: string): Response {
  return HttpResponse.json({ success: false, error: text, message: text } satisfies ApiErrorBody, { status })
}

/** A success response; `success: true` is added unless the body sets it. */
export function ok<T extends Record<string, unknown>>(body: T, status = 200): Response {
  return HttpResponse.json({ success: true, ...body }, { status })
}

export const badRequest = (text: string) => new HttpError(400, text)
export const unauthorized = (text: string) => new HttpError(401, text)
export const forbidden = (text: string) => new HttpError(403, text)
export const notFound = (text: string) => new HttpError(404, text)
export const conflict = (text: string) => new HttpError(409, text)
export const unprocessable = (text: string) => new HttpError(422, text)

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
    throw badRequest('Request body must be valid JSON')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('Request body must be a JSON object')
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
  if (isMissing(value)) throw badRequest(`${field} is required`)
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`)
  const text = rule.trim === false ? value : value.trim()
  if (!text && !rule.allowEmpty) throw badRequest(`${field} is required`)
  if (rule.max !== undefined && text.length > rule.max) {
    throw badRequest(`${field} must be at most ${rule.max} characters`)
  }
  return text
}

/** An optional string field: undefined when absent or null. */
export function optionalString(body: Body, field: string, rule: StringRule = {}): string | undefined {
  if (isMissing(body[field])) return undefined
  return requireString(body, field, { allowEmpty: true, ...rule })
}

interface NumberRule {
  min?: number
  max?: number
}

/** A required integer field (numbers only; numeric strings are refused). */
export function requireInt(body: Body, field: string, rule: NumberRule = {}): number {
  const value = body[field]
  if (isMissing(value) || value === '') throw badRequest(`${field} is required`)
  if (typeof value !== 'number' || !Number.isFinite(value)) throw badRequest(`${field} must be a number`)
  if (!Number.isInteger(value)) throw badRequest(`${field} must be an integer`)
  if (rule.min !== undefined && value < rule.min) throw badRequest(`${field} must be at least ${rule.min}`)
  if (rule.max !== undefined && value > rule.max) throw badRequest(`${field} must be at most ${rule.max}`)
  return value
}

export function optionalInt(body: Body, field: string, rule: NumberRule = {}): number | undefined {
  if (isMissing(body[field])) return undefined
  return requireInt(body, field, rule)
}

export function requireBoolean(body: Body, field: string): boolean {
  const value = body[field]
  if (isMissing(value)) throw badRequest(`${field} is required`)
  if (typeof value !== 'boolean') throw badRequest(`${field} must be true or false`)
  return value
}

export function optionalBoolean(body: Body, field: string): boolean | undefined {
  if (isMissing(body[field])) return undefined
  return requireBoolean(body, field)
}

export function requireEnum<T extends string>(body: Body, field: string, values: readonly T[]): T {
  const value = requireString(body, field)
  if (!values.includes(value as T)) throw badRequest(`${field} must be one of: ${values.join(', ')}`)
  return value as T
}

export function optionalEnum<T extends string>(
  body: Body,
  field: string,
  values: readonly T[],
): T | undefined {
  if (isMissing(body[field]) || body[field] === '') return undefined
  return requireEnum(body, field, values)
}

/** An integer query parameter: `fallback` when absent or empty, 400 when not an integer or out of range. */
export function queryInt(url: URL | string, name: string, fallback: number, rule: NumberRule = {}): number {
  const raw = new URL(url).searchParams.get(name)
  if (raw === null || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value)) throw badRequest(`${name} must be an integer`)
  if (rule.min !== undefined && value < rule.min) throw badRequest(`${name} must be at least ${rule.min}`)
  if (rule.max !== undefined && value > rule.max) throw badRequest(`${name} must be at most ${rule.max}`)
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
  if (!value) throw badRequest(`${name} is required`)
  return value
}

// ------------------------------------------------------------------ identity look-ups

export const sameName = (a: string, b: string) => a.toLocaleLowerCase('en') === b.toLocaleLowerCase('en')

/** A character by name, case-insensitively. */
export function findCharacter(name: string) {
  const key = name.toLocaleLowerCase('en')
  return db.characters.findFirst((q) => q.where({ name: (n: string) => n.toLocaleLowerCase('en') === key }))
}

export function findAccount(uuid: string) {
  const key = uuid.toLowerCase()
  return db.accounts.findFirst((q) => q.where({ uuid: key }))
}

// ------------------------------------------------------------------ callers and guards

/** Who is calling, from the bearer token (never from the body). */
export interface Caller {
  token: string
  accountUuid: string
  account: AccountRow
  /** The acting name: the character's, or "Divine Entity" for admin-panel tokens. */
  characterName: string
  isAdminPanel: boolean
  /** The account is an administrator (true for every token of an admin account). */
  isAdmin: boolean
  /** The acting character's current row; null for "Divine Entity". */
  character: CharacterRow | null
}

/** Finds the caller from `Authorization: Bearer <token>`; 401 when missing, unknown or expired. */
export function authenticate(request: Request): Caller {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  if (!match) throw unauthorized('Authentication required')
  const token = match[1]
  const session = db.sessions.findFirst((q) => q.where({ token }))
  if (!session) throw unauthorized('Invalid or unknown token')
  if (Date.parse(session.expiresAt) <= scenarioClock.sessionNowMs()) {
    throw unauthorized('Session expired. Please sign in again.')
  }
  const account = findAccount(session.accountUuid)
  if (!account) throw unauthorized('Invalid or unknown token')
  let character: CharacterRow | null = null
  if (!session.isAdminPanel) {
    const found = findCharacter(session.characterName)
    // A character deleted or moved away since sign-in ends that session.
    if (!found || found.accountUuid !== account.uuid) throw unauthorized('Invalid or unknown token')
    character = found
  }
  return {
    token,
    accountUuid: account.uuid,
    account,
    characterName: character?.name ?? DIVINE_ENTITY,
    isAdminPanel: session.isAdminPanel,
    isAdmin: account.isAdmin,
    character,
  }
}

/**
 * A body field naming the actor (`initiatedBy`, `createdBy`, `mintedBy`, ...) must name the
 * token's character (case-insensitively) or be absent; otherwise 403.
 */
export function requireSelf(caller: Caller, field: string, value: unknown): void {
  if (value === undefined || value === null || value === '') return
  if (typeof value !== 'string' || !sameName(value, caller.characterName)) {
    throw forbidden(`${field} must be your selected character (${caller.characterName})`)
  }
}

/** Deceased characters may look but not act (403). */
export function requireLiving(caller: Caller): void {
  if (caller.character?.isDeceased) throw forbidden('Deceased characters cannot act')
}

/** Admin calls: the account must be an administrator (403). */
export function requireAdmin(caller: Caller): void {
  if (!caller.isAdmin) throw forbidden('Admin privileges required')
}

// ------------------------------------------------------------------ resolver wrappers

type Info<Params extends PathParams> = Parameters<
  HttpResponseResolver<Params, DefaultBodyType, DefaultBodyType>
>[0]
type Result = Response | Promise<Response>

/** HttpError, or any error carrying a 4xx `status` (the economy rules' RuleError). */
function refusalStatus(error: unknown): number | null {
  if (error instanceof HttpError) return error.status
  const status = error instanceof Error ? (error as Error & { status?: unknown }).status : undefined
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null
}

function toResponse(error: unknown): Response {
  const status = refusalStatus(error)
  if (status !== null) return fail(status, (error as Error).message)
  // A 500 always means a bug in the fake backend: say what broke.
  console.error('[fake backend]', error)
  const text = error instanceof Error ? `Internal error: ${error.message}` : 'Internal error'
  return fail(500, text)
}

/** A route without a token; thrown HttpErrors become error responses. */
export function route<Params extends PathParams = PathParams>(
  resolver: (info: Info<Params>) => Result,
): HttpResponseResolver<Params, DefaultBodyType, DefaultBodyType> {
  return async (info) => {
    try {
      return await resolver(info)
    } catch (error) {
      return toResponse(error)
    }
  }
}

/** A route that needs a valid bearer token; the resolver gets the `caller`. */
export function withAuth<Params extends PathParams = PathParams>(
  resolver: (info: Info<Params> & { caller: Caller }) => Result,
): HttpResponseResolver<Params, DefaultBodyType, DefaultBodyType> {
  return async (info) => {
    try {
      const caller = authenticate(info.request)
      return await resolver({ ...info, caller })
    } catch (error) {
      return toResponse(error)
    }
  }
}
