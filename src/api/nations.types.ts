// Nations and memberships (spec section 7 "Nations").

import type { IsoDate } from './common.types'

export interface NationMember {
  id: string
  name: string
  profilePictureUrl: string | null
  isDeceased: boolean
  accountOwner: string
  joinedAt: IsoDate
  role: 'officer' | 'citizen'
}

export interface Nation {
  id: string
  name: string
  abbreviation: string
  description: string
  createdAt: IsoDate
  profilePictureUrl: string | null
  isActive: boolean
  activityPercentage: number
  totalMembers: number
  activeMembersCount: number
  officerCount: number
  citizenCount: number
  officers: NationMember[]
  citizens: NationMember[]
  nationalCurrency: string | null
}

export interface Membership {
  nationId: string
  nationName: string
  abbreviation: string
  role: 'officer' | 'citizen'
  joinedAt: IsoDate
}

export interface CreateNationRequest {
  name: string
  abbreviation: string
  description?: string
  founderId: string
}

export interface EditNationRequest {
  name?: string
  abbreviation?: string
  description?: string
  editedBy: string
}

export interface InviteMemberRequest {
  /** The invited character's name. */
  playerId: string
  invitedBy: string
}

/**
 * What a nation change answers: the server's message and, when it sends one, the nation as it is
 * now (the real server may leave it out; the console refetches anyway).
 */
export interface NationChangeResult {
  message: string
  nation: Nation | null
}

export interface NationIconResult {
  message: string
  /** The icon's new address, when the server says it. */
  imageUrl: string | null
}
