// @vitest-environment node
// The pure rules of Player Relations: choosing a rating, counting, filtering, ordering, and the
// view state (which changes go back to page 1).
import { describe, expect, it } from 'vitest'
import type { Player } from '@/api/players.types'
import {
  byRecentActivity,
  byRelation,
  countRatings,
  matchesFilter,
  matchesSearch,
  nextRating,
  pageCountOf,
  pageOf,
  sortRatedNames,
  type Rating,
} from '@/features/relations/ratings'
import { INITIAL_VIEW, viewReducer } from '@/features/relations/view-state'

describe('rating', () => {
  it('sets a new rating, and choosing the current one again (or Unrated) removes it', () => {
    expect(nextRating(0, 3)).toBe(3)
    expect(nextRating(3, 5)).toBe(5)
    expect(nextRating(3, 3)).toBe(0)
    expect(nextRating(3, 0)).toBe(0)
    expect(nextRating(0, 0)).toBe(0)
  })

  it('counts ratings per level and in all', () => {
    expect(countRatings([5, 5, 1, 0, 3])).toEqual({ byLevel: { 1: 1, 2: 0, 3: 1, 4: 0, 5: 2 }, rated: 4 })
    expect(countRatings([])).toEqual({ byLevel: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, rated: 0 })
  })

  it('filters by everyone, rated, or one level', () => {
    expect(matchesFilter(0, 'all')).toBe(true)
    expect(matchesFilter(0, 'rated')).toBe(false)
    expect(matchesFilter(2, 'rated')).toBe(true)
    expect(matchesFilter(2, 2)).toBe(true)
    expect(matchesFilter(3, 2)).toBe(false)
  })

  it('searches names case-insensitively, by any part', () => {
    expect(matchesSearch('Mira Quill', ' QUI ')).toBe(true)
    expect(matchesSearch('Zoë Ångström', 'ångs')).toBe(true)
    expect(matchesSearch('Mira Quill', '')).toBe(true)
    expect(matchesSearch('Mira Quill', 'reed')).toBe(false)
  })
})

describe('ordering', () => {
  const ratings: Record<string, Rating> = { b: 5, c: 2, e: 5 }
  const ratingOf = (name: string) => ratings[name] ?? 0

  it('puts the highest ratings first and keeps the given order among equals', () => {
    expect(byRelation(['a', 'b', 'c', 'd', 'e'], ratingOf)).toEqual(['b', 'e', 'c', 'a', 'd'])
    expect(sortRatedNames(['e', 'c', 'b'], ratingOf)).toEqual(['b', 'e', 'c'])
  })

  it('puts the most recently seen first, the never seen last, then by name', () => {
    const player = (displayName: string, lastSeen: string | null) => ({ displayName, lastSeen }) as Player
    const entries = [
      player('Old', '2020-01-01T00:00:00Z'),
      player('Never', null),
      player('Fresh', '2026-01-01T00:00:00Z'),
      player('Also never', null),
    ]
    expect(
      byRecentActivity(
        entries,
        (p) => p,
        (p) => p.displayName,
      ).map((p) => p.displayName),
    ).toEqual(['Fresh', 'Old', 'Also never', 'Never'])
  })

  it('pages a list', () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4])
    expect(pageOf([1, 2, 3, 4, 5], 3, 2)).toEqual([5])
    expect(pageCountOf(0, 20)).toBe(1)
    expect(pageCountOf(41, 20)).toBe(3)
  })
})

describe('view state', () => {
  const onPage3 = { ...INITIAL_VIEW, page: 3 }

  it('starts on page 1 of 20 players, everyone, most recently active first', () => {
    expect(INITIAL_VIEW).toEqual({ search: '', page: 1, limit: 20, sort: 'recent', filter: 'all' })
  })

  it('goes back to page 1 on a new search, page size or filter', () => {
    expect(viewReducer(onPage3, { type: 'search', search: 'mira' })).toMatchObject({
      search: 'mira',
      page: 1,
    })
    expect(viewReducer(onPage3, { type: 'search', search: '' })).toBe(onPage3)
    expect(viewReducer(onPage3, { type: 'limit', limit: 50 })).toMatchObject({ limit: 50, page: 1 })
    expect(viewReducer(onPage3, { type: 'filter', filter: 4 })).toMatchObject({ filter: 4, page: 1 })
  })

  it('toggles a filter off with a second click', () => {
    const loved = viewReducer(INITIAL_VIEW, { type: 'filter', filter: 4 })
    expect(viewReducer(loved, { type: 'filter', filter: 4 }).filter).toBe('all')
    expect(viewReducer(loved, { type: 'filter', filter: 'rated' }).filter).toBe('rated')
  })

  it('starts again at page 1 when re-sorted: the sort orders the whole view', () => {
    expect(viewReducer(onPage3, { type: 'sort', sort: 'relation' })).toMatchObject({
      sort: 'relation',
      page: 1,
    })
    const rated = { ...onPage3, filter: 'rated' as const }
    expect(viewReducer(rated, { type: 'sort', sort: 'relation' }).page).toBe(1)
    expect(viewReducer(onPage3, { type: 'page', page: 0 }).page).toBe(1)
  })
})
