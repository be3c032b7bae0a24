import { icu, localised } from '@/lib/i18n/runtime'
import { failureTable } from '@/api/failure'
import type { Rating } from './ratings'

/** The heart labels of spec section 2, by rating (0: no relation). */
export const RATING_LABELS: Readonly<Record<Rating, string>> = localised('relations', 'RATING_LABELS', {
  0: 'Unrated',
  1: 'Dislike',
  2: 'Neutral',
  3: 'Like',
  4: 'Love',
  5: 'Adore',
})

export const RELATIONS_TEXTS = localised('relations', 'RELATIONS_TEXTS', {
  noun: { one: 'player', other: 'players' },
  searchLabel: 'Search players',
  searchPlaceholder: 'Search players...',
  sortLabel: 'Sort by',
  sortRelation: 'Relation Status',
  sortRecent: 'Recently Active',
  pageSizeLabel: 'Per page',
  summaryTitle: 'Your ratings',
  summaryHint: 'Choose a count to see those players; choose it again to see everyone.',
  allPlayers: 'All players',
  onlyRated: 'Only players I rated',
  players: 'Players',
  playersRated: icu((rating: string) => `Players you rated ${rating}`, 'Players you rated {rating}'),
  noPlayers: 'No other players yet. Characters appear here once they have joined the server.',
  noMatch: icu(
    (search: string) => `No players found matching "${search}"`,
    'No players found matching "{search}"',
  ),
  noRated: 'You have not rated any players yet.',
  noRatedAt: icu(
    (label: string) => `You have not rated any players as ${label}.`,
    'You have not rated any players as {label}.',
  ),
  noRatedMatch: icu(
    (search: string) => `No players you rated match "${search}"`,
    'No players you rated match "{search}"',
  ),
  showEveryone: 'Show all players',
  loadingPlayers: 'Loading players...',
  loadingRatings: 'Loading your ratings...',
  lastSeen: 'Last seen',
  firstSeen: 'First seen',
  owner: 'Account owner',
  deceased: 'Deceased',
  biography: 'Biography',
  biographyOf: icu((name: string) => `Biography of ${name}`, 'Biography of {name}'),
  noBiography: 'No biography yet.',
  close: 'Close',
  yourRating: 'Your rating',
  saving: 'Saving...',
  ratingOf: icu((name: string) => `Your rating of ${name}`, 'Your rating of {name}'),
  ratingUnavailable: 'Rating unavailable',
  notInDirectory: 'Not in the player directory any more',
} as const)

/** What each call shows when it fails (spec section 8: the server's text when it gave one). */
export const RELATIONS_FAILURES = localised(
  'relations',
  'RELATIONS_FAILURES',
  failureTable({
    players: { fallback: 'Failed to load players' },
    relations: { fallback: 'Failed to load relations' },
    rate: { fallback: 'Failed to update relation' },
    unrate: { fallback: 'Failed to remove relation' },
  }),
)
