// POST /auth/login and POST /auth/select-character (the rules: rules/identity.ts): salted password
// hashes, one 401 text for a wrong password and an unknown UUID, a 5-minute lockout after 10
// failures in a row, and tokens valid for 12 hours.

import { http } from 'msw'
import type { SelectCharacterResponse } from '@/api/types'
import {
  charactersOf,
  checkUuid,
  mostRecentCharacter,
  selectCharacter,
  verifyCredentials,
} from '../rules/identity'
import { API, ok, readJson, requireString, route, type Body } from './http'
import { DIVINE_CHARACTER, toCharacter, toLoginResponse } from './identity-dto'

// tests/support/backend.ts signs in with it.
export { issueToken } from '../rules/identity'

/** `{ uuid, password }`: 400 naming the first bad field. */
function credentials(body: Body) {
  const uuid = checkUuid(requireString(body, 'uuid'))
  return { uuid, password: requireString(body, 'password', { trim: false }) }
}

// Signing in writes a session (and counts failed attempts), never the world: the whole-collection
// answers kept for the world stay valid (an admin's 100 000 characters are not rebuilt per sign-in).
const SIGN_IN_ONLY = { signInOnly: true }

export const authHandlers = [
  http.post(
    `${API}/auth/login`,
    route(async ({ request }) => {
      const { uuid, password } = credentials(await readJson(request))
      return ok({ ...toLoginResponse(await verifyCredentials(uuid, password)) })
    }, SIGN_IN_ONLY),
  ),

  http.post(
    `${API}/auth/select-character`,
    route(async ({ request }) => {
      const body = await readJson(request)
      // Input first (400), then the credentials (429/401).
      requireString(body, 'uuid')
      requireString(body, 'password', { trim: false })
      const displayName = requireString(body, 'displayName')
      const { uuid, password } = credentials(body)
      const account = await verifyCredentials(uuid, password)
      const { session, character } = selectCharacter(account, displayName)
      const recent = character && mostRecentCharacter(charactersOf(account.uuid))
      const response: SelectCharacterResponse = {
        success: true,
        token: session.token,
        uuid: account.uuid,
        selectedDisplayName: session.characterName,
        character: character ? toCharacter(character, character === recent) : { ...DIVINE_CHARACTER },
        message: character ? `Playing as ${character.name}` : 'Admin panel access granted',
        expiresAt: session.expiresAt,
      }
      return ok({ ...response })
    }, SIGN_IN_ONLY),
  ),
]
