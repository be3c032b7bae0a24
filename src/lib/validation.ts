import { isUuid } from './uuid'
import { localised } from './i18n/runtime'

// Login checks of spec section 5. Each rule returns the spec's exact message, or null when the
// value passes; `validateLogin` runs them in the spec's order and reports the first failure.

export type IdentifierMode = 'username' | 'uuid'

export const LOGIN_MESSAGES = localised('auth', 'LOGIN_MESSAGES', {
  uuidEmpty: 'Please enter a UUID',
  uuidFormat: 'Please enter a valid UUID format',
  usernameEmpty: 'Please enter a username',
  usernameFormat:
    'Please enter a valid Minecraft username (3-16 characters, letters, numbers, and underscores only)',
  passwordEmpty: 'Please enter a password',
} as const)

/** Game usernames: 3-16 letters, digits or underscores (spec sections 5 and 9). */
export const USERNAME_REGEX = /^[A-Za-z0-9_]{3,16}$/

// Surrounding blanks are a typing slip, not part of an identifier: a blank-only value counts as
// empty and the format is judged on the trimmed text (the caller also sends the trimmed text).

export function validateUuidInput(value: string): string | null {
  const v = value.trim()
  if (!v) return LOGIN_MESSAGES.uuidEmpty
  if (!isUuid(v)) return LOGIN_MESSAGES.uuidFormat
  return null
}

export function validateUsernameInput(value: string): string | null {
  const v = value.trim()
  if (!v) return LOGIN_MESSAGES.usernameEmpty
  if (!USERNAME_REGEX.test(v)) return LOGIN_MESSAGES.usernameFormat
  return null
}

/** Passwords are sent exactly as typed; only a missing (or blank-only) one is refused. */
export function validatePasswordInput(value: string): string | null {
  return value.trim() ? null : LOGIN_MESSAGES.passwordEmpty
}

export function validateIdentifier(mode: IdentifierMode, value: string): string | null {
  return mode === 'uuid' ? validateUuidInput(value) : validateUsernameInput(value)
}

export interface LoginInput {
  mode: IdentifierMode
  identifier: string
  password: string
}

export interface LoginProblem {
  /** The field to mark invalid and move focus to. */
  field: 'identifier' | 'password'
  message: string
}

/** The first failing login check in the spec's order (identifier, then password), with its field. */
export function findLoginProblem({ mode, identifier, password }: LoginInput): LoginProblem | null {
  const identifierProblem = validateIdentifier(mode, identifier)
  if (identifierProblem) return { field: 'identifier', message: identifierProblem }
  const passwordProblem = validatePasswordInput(password)
  return passwordProblem ? { field: 'password', message: passwordProblem } : null
}

/** The first failing login check's message, or null. */
export function validateLogin(input: LoginInput): string | null {
  return findLoginProblem(input)?.message ?? null
}
