// Sign-in, character selection, UGC flag and the profile calls (spec sections 3 and 7).

import type { IsoDate } from './common.types'

export interface Credentials {
  uuid: string
  password: string
}

export interface LoginResponse {
  success: boolean
  message: string
  uuid: string
  displayNames: Character[]
  mostRecentDisplayName: string | null
  displayNameCount: number
  hasNoCharacters: boolean
  isAdmin: boolean
}

/** What the console keeps after a successful login: the response plus the credentials. */
export interface AuthData extends LoginResponse {
  credentials: Credentials
}

/** A display name of a game account. */
export interface Character {
  name: string
  profilePictureUrl: string | null
  biography: string | null
  firstUsed: IsoDate | null
  lastSeen: IsoDate | null
  isRecent: boolean
  isDeceased: boolean
}

export interface SelectCharacterResponse {
  success: boolean
  token: string
  uuid: string
  selectedDisplayName: string
  character: Character | null
  message: string
  expiresAt: IsoDate | null
}

/**
 * The console's record of a selected character. The character itself is the account's entry of
 * that name (`AuthData.displayNames`): one copy, so an edit shows on every screen.
 */
export interface Session {
  token: string
  selectedDisplayName: string
  isAdminPanel: boolean
  expiresAt: IsoDate | null
}

export interface UgcStatus {
  ugcEnabled: boolean
}

export interface ToggleUgcResponse {
  success: boolean
  ugcEnabled: boolean
  message: string
}

export interface MessageResponse {
  success: boolean
  message: string
}

export interface ProfilePictureUploadResponse {
  success: boolean
  imageUrl: string
  message: string
}

/** The public profile-lookup proxies answer like the game account provider: a 32-hex id. */
export interface UsernameLookupResponse {
  id: string
  name: string
}
