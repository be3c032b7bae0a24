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

/** What GET /players asks for: a 1-based page of `limit` players whose names match `search`. */
export interface PlayerQuery {
  page: number
  limit: number
  search: string
}

/** One page of the directory as the console reads it. */
export interface PlayerPage {
  players: Player[]
  page: number
  limit: number
  /** Players matching the search on every page; null when the server did not say (never guessed). */
  total: number | null
  totalPages: number
}

/** The selected character's ratings: player name (as the server spells it) to 1-5. */
export type Relations = Readonly<Record<string, RelationRating>>
