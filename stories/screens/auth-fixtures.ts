// Accounts and answers shared by the login and character-selection stories and component tests.
// Plain data, so tests stay independent of the fake backend's seeded world.

import type { AuthData, Character, LoginResponse, SelectCharacterResponse } from '@/api/auth.types'

export const PLAYER_UUID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b'
export const PLAYER_HEX = PLAYER_UUID.replace(/-/g, '')
export const ADMIN_UUID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d'
export const NEWBIE_UUID = '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b'
/** Served by the stories' MSW handlers; never fetched in jsdom. */
export const PICTURE_URL = 'https://images.statecraft.example/aldric.svg'

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

export const character = (name: string, patch: Partial<Character> = {}): Character => ({
  name,
  profilePictureUrl: null,
  biography: null,
  firstUsed: daysAgo(400),
  lastSeen: daysAgo(3),
  isRecent: false,
  isDeceased: false,
  ...patch,
})

// The deceased one comes first on purpose: the screen must still list it last.
export const playerCharacters: Character[] = [
  character('Old_Marcus', { isDeceased: true, lastSeen: daysAgo(200), firstUsed: daysAgo(700) }),
  character('Aldric_Stone', { isRecent: true, lastSeen: daysAgo(0), profilePictureUrl: PICTURE_URL }),
  character('Mira_Vale', { lastSeen: daysAgo(1) }),
  character('Tobin_Ash', { lastSeen: daysAgo(20) }),
]

export function authFor(
  patch: Partial<AuthData> & { displayNames?: Character[] } = {},
  password = 'demo-player',
): AuthData {
  const displayNames = patch.displayNames ?? playerCharacters
  const uuid = patch.uuid ?? PLAYER_UUID
  return {
    success: true,
    message: 'Login successful',
    uuid,
    displayNames,
    mostRecentDisplayName: 'Aldric_Stone',
    displayNameCount: displayNames.length,
    hasNoCharacters: displayNames.length === 0,
    isAdmin: false,
    credentials: { uuid, password },
    ...patch,
  }
}

export const playerAuth = authFor()

export const adminAuth = authFor(
  {
    uuid: ADMIN_UUID,
    isAdmin: true,
    displayNames: [character('Overseer_Vex', { isRecent: true, lastSeen: daysAgo(0) })],
    mostRecentDisplayName: 'Overseer_Vex',
  },
  'demo-admin',
)

export const newbieAuth = authFor(
  { uuid: NEWBIE_UUID, displayNames: [], mostRecentDisplayName: null },
  'demo-newbie',
)

export const adminWithoutCharacters = authFor(
  { uuid: ADMIN_UUID, isAdmin: true, displayNames: [], mostRecentDisplayName: null },
  'demo-admin',
)

/** A login answer as the server sends it (the auth record minus the credentials). */
export function loginAnswer(auth: AuthData = playerAuth): LoginResponse {
  const { credentials: _credentials, ...response } = auth
  return response
}

export function selectAnswer(name: string, chosen: Character | null = null): SelectCharacterResponse {
  return {
    success: true,
    token: `token-${name.replace(/\W/g, '-').toLowerCase()}`,
    uuid: PLAYER_UUID,
    selectedDisplayName: name,
    character: chosen,
    message: 'Character selected',
    expiresAt: new Date(Date.now() + 12 * 3_600_000).toISOString(),
  }
}
