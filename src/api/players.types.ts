// The player directory and relations (spec section 7 "Players").

import type { IsoDate } from './common.types'

export interface Player {
  displayName: string
  accountOwner: string
  profilePictureUrl: string | null
  biography: string | null
  isDeceased: boolean
  firstUsed: IsoDate | null
  lastSeen: IsoDate | null
}

export interface PlayerListResponse {
  success: boolean
  players: Player[]
  pagination: { page: number; limit: number; totalPages: number; total: number }
}

export type RelationRating = 1 | 2 | 3 | 4 | 5

export interface RelationsResponse {
  success: boolean
  relations: Record<string, RelationRating>
}
