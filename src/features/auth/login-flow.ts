import { login } from '@/api/auth'
import { failureText } from '@/api/failure'
import { isUsernameLookupError, resolveUsername } from '@/api/lookup'
import type { AuthData, Credentials, LoginResponse } from '@/api/auth.types'
import type { IdentifierMode } from '@/lib/validation'
import { LOGIN_FAILURE } from './texts'

// The sign-in call sequence and its error texts (spec sections 7 and 8), kept apart from the
// form so tests and stories can reason about them without rendering.

/** The text the login form shows for any failure of the sign-in sequence. */
export function loginErrorText(error: unknown): string {
  if (isUsernameLookupError(error)) return error.message
  return failureText(error, LOGIN_FAILURE)
}

export interface SignInInput {
  mode: IdentifierMode
  identifier: string
  password: string
}

/**
 * Username mode resolves the name to a UUID first (through the lookup proxies), then logs in.
 * Resolves to the auth record (the response plus the credentials); rejects with an error
 * `loginErrorText` can word.
 */
export async function signInRequest({ mode, identifier, password }: SignInInput): Promise<AuthData> {
  const name = identifier.trim()
  const uuid = mode === 'uuid' ? name.toLowerCase() : await resolveUsername(name)
  return toAuthData(await login(uuid, password), { uuid, password })
}

/** The auth record the app keeps: the login answer plus the credentials (spec section 3). */
export const toAuthData = (response: LoginResponse, credentials: Credentials): AuthData => ({
  ...response,
  uuid: response.uuid || credentials.uuid,
  credentials,
})
