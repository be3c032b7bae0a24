import type { Nation } from '@/api/nations.types'
import type { Role } from './nation-list'

// What the server refuses that the console already knows (issue 36): a deceased character founds,
// joins, leaves and manages nothing (403 "Deceased characters cannot act"), only officers manage a
// nation (403), and its last officer cannot leave while it has other members (409: promote someone
// first). Screens ask here before they offer a control, and say why instead.

/** What the character may do with one nation, as the server will judge it. */
export interface NationRights {
  /** Edit, invite, the member menus, the icon, mint, burn and the treasury's money. */
  manage: boolean
  /** Leave it: any living member, but not its last officer while others remain. */
  leave: boolean
  /** Why a member may not leave, when they may not. */
  leaveRefusal: LeaveRefusal | null
}

export type LeaveRefusal = 'deceased' | 'lastOfficer'

type Roster = Pick<Nation, 'officers' | 'citizens' | 'totalMembers' | 'officerCount'>

/**
 * The server counts every member, deceased ones too, when it asks whether an officer is the last
 * one; a roster the server sent shortened is read from its counts.
 */
export function isLastOfficerWithOthers(nation: Roster): boolean {
  const officers = Math.max(nation.officers.length, nation.officerCount)
  const members = Math.max(nation.officers.length + nation.citizens.length, nation.totalMembers)
  return officers === 1 && members > 1
}

export function nationRights(nation: Roster, role: Role | null, deceased: boolean): NationRights {
  const leaveRefusal: LeaveRefusal | null = !role
    ? null
    : deceased
      ? 'deceased'
      : role === 'officer' && isLastOfficerWithOthers(nation)
        ? 'lastOfficer'
        : null
  return {
    manage: role === 'officer' && !deceased,
    leave: !!role && leaveRefusal === null,
    leaveRefusal,
  }
}

/** Founding is for a living character without a nation (a character belongs to at most one). */
export const mayFound = (memberOf: number, deceased: boolean) => memberOf === 0 && !deceased
