// The admin panel calls (spec section 7 "Admin").

import type { IsoDate } from './common.types'

export type AdminEntityType = 'character' | 'bank' | 'nation'

export interface AdminCharacter {
  name: string
  accountOwner: string
  biography: string | null
  profilePictureUrl: string | null
  isDeceased: boolean
  firstUsed: IsoDate | null
  lastSeen: IsoDate | null
  nation: string | null
}

export interface OfficerChangeRequest {
  characterName: string
  entityType: 'bank' | 'nation'
  /** A bank's id, or a nation's name (spec section 7). */
  entityId: string
}

export interface RemoveCitizenRequest {
  characterName: string
  nationId: string
}

export interface DeleteEntityRequest {
  entityType: AdminEntityType
  entityId: string
}

export interface MarkDeceasedRequest {
  displayName: string
}

/** Only the fields that changed are present. */
export interface AdminEditCharacterRequest {
  displayName: string
  newName?: string
  profilePictureUrl?: string
  biography?: string
}

export interface AdminEditBankRequest {
  bankId: string
  name?: string
  abbreviation?: string
}

export interface AdminEditNationRequest {
  nationId: string
  name?: string
  abbreviation?: string
  description?: string
}

/** What every admin change answers (spec section 7: `-> message`). */
export interface AdminAnswer {
  message: string
}
