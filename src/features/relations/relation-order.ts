// The whole directory ordered by the character's ratings ("Relation Status"), one page at a time:
// the rated players first (rating, then name), then everyone else in the server's order. Kept pure
// so the paging is tested alone (tests/unit/relation-order.test.ts).
//
// Page N never needs the directory up to page N. The rated players come from the ratings map and
// are looked up by name; the others come from one window of the server's order. The server does
// not say where a rated player sits in its order, but the order itself is known (most recently
// seen first, then by name: `directoryOrder`), so each unrated player's place among the unrated is
// its server position less the rated players that sort before it.
import type { Player } from '@/api/players.types'
import { directoryOrder } from './ratings'

/** GET /players pages read for the unrated players: the largest page the spec allows (section 9). */
export const WINDOW_PAGE_SIZE = 100

export interface RelationPagePlan {
  /** Which rated players (indices into the ordered rated list) open this page. */
  rated: { from: number; to: number }
  /** Which unrated players (0-based places among the unrated, in the server's order) follow. */
  unrated: { from: number; to: number }
  /** The GET /players pages (1-based, WINDOW_PAGE_SIZE each) that hold those unrated players. */
  serverPages: number[]
}

/**
 * What page `page` of `limit` shows, given `ratedCount` rated players and `ratedListed` of them in
 * the directory (the others are rated names the server no longer lists). The unrated player at
 * place k sits at a server position from k to k + ratedListed, so the window read is the page's
 * places widened by `ratedListed`. At least the first page holding the window's start is read, even
 * for a page of rated players only: its answer says how many players the directory has.
 */
export function planRelationPage(
  ratedCount: number,
  ratedListed: number,
  page: number,
  limit: number,
): RelationPagePlan {
  const start = (page - 1) * limit
  const end = start + limit
  const rated = { from: Math.min(start, ratedCount), to: Math.min(end, ratedCount) }
  const unrated = { from: Math.max(0, start - ratedCount), to: Math.max(0, end - ratedCount) }
  const first = Math.floor(unrated.from / WINDOW_PAGE_SIZE)
  const windowEnd = unrated.to > unrated.from ? unrated.to + ratedListed : unrated.from + 1
  const last = Math.floor((windowEnd - 1) / WINDOW_PAGE_SIZE)
  const serverPages: number[] = []
  for (let p = first; p <= last; p++) serverPages.push(p + 1)
  return { rated, unrated, serverPages }
}

/**
 * The unrated players of `range`, in the server's order, picked from the server pages read
 * (`pages[i]` is page `firstPage + i`, WINDOW_PAGE_SIZE each). `listed` are the rated players the
 * directory has (as looked up); `isRated` tells a rated name. A rated player is never shown twice:
 * whatever the order, the window's rated players are left out here.
 */
export function unratedSlice(
  pages: readonly (readonly Player[])[],
  firstPage: number,
  listed: readonly Player[],
  isRated: (name: string) => boolean,
  range: { from: number; to: number },
): Player[] {
  const sorted = [...listed].sort(directoryOrder)
  const slice: Player[] = []
  pages.forEach((players, i) => {
    const offset = (firstPage - 1 + i) * WINDOW_PAGE_SIZE
    players.forEach((player, j) => {
      if (isRated(player.displayName)) return
      const place = offset + j - countBefore(sorted, player)
      if (place >= range.from && place < range.to) slice.push(player)
    })
  })
  return slice
}

/** How many of `sorted` (in the directory's order) come before `player`: a binary search. */
function countBefore(sorted: readonly Player[], player: Player): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (directoryOrder(sorted[mid], player) < 0) low = mid + 1
    else high = mid
  }
  return low
}

/** How many players the order holds: every rated name, and the directory's players not rated. */
export const relationOrderTotal = (ratedCount: number, ratedListed: number, serverTotal: number) =>
  ratedCount + Math.max(0, serverTotal - ratedListed)
