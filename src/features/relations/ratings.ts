// The rules of the rating and of the views over the directory, kept pure so they are tested alone.
import type { Player, RelationRating } from '@/api/players.types'
import { parseDate } from '@/lib/time'

/** A relation's rating; 0 is "no relation" (Unrated), which the server stores by deleting it. */
export type Rating = 0 | RelationRating

export const LEVELS: readonly RelationRating[] = [1, 2, 3, 4, 5]
export const RATINGS: readonly Rating[] = [0, ...LEVELS]

/** Choosing the current rating again removes it (spec section 4: 0/none removes the relation). */
export const nextRating = (current: Rating, chosen: Rating): Rating => (chosen === current ? 0 : chosen)

/** Everyone, everyone the character rated, or one level. */
export type RatingFilter = 'all' | 'rated' | RelationRating
export type SortKey = 'relation' | 'recent'

export const PAGE_SIZES = [10, 20, 50] as const
export type PageSize = (typeof PAGE_SIZES)[number]
/** Spec section 9: the player directory shows 20 a page unless told. */
export const DEFAULT_PAGE_SIZE: PageSize = 20

export function matchesFilter(rating: Rating, filter: RatingFilter): boolean {
  if (filter === 'all') return true
  if (filter === 'rated') return rating > 0
  return rating === filter
}

/** How many players the character rated at each level, and in all. */
export interface RatingCounts {
  byLevel: Readonly<Record<RelationRating, number>>
  rated: number
}

export function countRatings(ratings: Iterable<Rating>): RatingCounts {
  const byLevel: Record<RelationRating, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }
  let rated = 0
  for (const rating of ratings) {
    if (rating === 0) continue
    byLevel[rating] += 1
    rated += 1
  }
  return { byLevel, rated }
}

/** The server's search as the console applies it to names it already has: case-insensitive part of the name. */
export function matchesSearch(name: string, search: string): boolean {
  const wanted = search.trim().toLocaleLowerCase()
  return !wanted || name.toLocaleLowerCase().includes(wanted)
}

// One collator for every comparison: localeCompare with options builds a new one per call.
const byName = new Intl.Collator('en', { sensitivity: 'base' }).compare

/** Highest rating first, unrated last; equal ratings keep their order (the server's, or by name). */
export function byRelation<T>(items: readonly T[], ratingOf: (item: T) => Rating): T[] {
  return items
    .map((item, index) => ({ item, index, rating: ratingOf(item) }))
    .sort((a, b) => b.rating - a.rating || a.index - b.index)
    .map(({ item }) => item)
}

const seenAt = (player: Player | null) => parseDate(player?.lastSeen)?.getTime() ?? Number.NEGATIVE_INFINITY

// Two never-seen players subtract to NaN, which is falsy too: the name decides.
const recentFirst = (a: Player | null, b: Player | null) => seenAt(b) - seenAt(a) || 0

/** Most recently seen first, never-seen last, then by name (the directory's own order). */
export function byRecentActivity<T>(
  items: readonly T[],
  playerOf: (item: T) => Player | null,
  nameOf: (item: T) => string,
): T[] {
  return [...items].sort((a, b) => recentFirst(playerOf(a), playerOf(b)) || byName(nameOf(a), nameOf(b)))
}

/** The order of GET /players, as a comparator: negative when `a` comes before `b`. */
export const directoryOrder = (a: Player, b: Player): number =>
  recentFirst(a, b) || byName(a.displayName, b.displayName)

/** The rated names in a view's order: by relation (rating, then name) or by last seen. */
export function sortRatedNames(names: readonly string[], ratingOf: (name: string) => Rating): string[] {
  return byRelation([...names].sort(byName), ratingOf)
}

/** Page `page` (1-based) of `items`. */
export const pageOf = <T>(items: readonly T[], page: number, limit: number): T[] =>
  items.slice((page - 1) * limit, page * limit)

export const pageCountOf = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit))
