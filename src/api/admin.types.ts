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
  entityId: string
}
