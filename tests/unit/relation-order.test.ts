// @vitest-environment node
// "Relation Status" orders the whole directory: rated players first (rating, then name), then the
// others in the server's order. Each page is computed from the ratings and one window of the
// server's order; these tests compare it with the order computed from the whole directory.
import { describe, expect, it } from 'vitest'
import type { Player } from '@/api/players.types'
import { directoryOrder, pageOf, sortRatedNames, type Rating } from '@/features/relations/ratings'
import {
  WINDOW_PAGE_SIZE,
  planRelationPage,
  relationOrderTotal,
  unratedSlice,
} from '@/features/relations/relation-order'

const DAY = 86_400_000
const player = (displayName: string, lastSeen: string | null): Player => ({
  displayName,
  accountOwner: '',
  profilePictureUrl: null,
  biography: null,
  isDeceased: false,
  firstUsed: null,
  lastSeen,
})

/** A seeded generator: the same "random" directory on every run. */
function seeded(seed: number) {
  let state = seed
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state % n
  }
}

/** A directory of `size` players in the server's order; some never seen, some seen at the same moment. */
function directory(size: number, random: (n: number) => number): Player[] {
  const players = Array.from({ length: size }, (_, i) =>
    player(
      `Player ${String(i).padStart(5, '0')}`,
      random(10) === 0 ? null : new Date(Date.UTC(2026, 0, 1) + random(400) * DAY).toISOString(),
    ),
  )
  return players.sort(directoryOrder)
}

interface Case {
  players: Player[]
  ratings: Map<string, Rating>
}

/** What page `page` shows, computed as the screen does, and the server pages it read. */
function pageByPlan({ players, ratings }: Case, page: number, limit: number) {
  const names = sortRatedNames([...ratings.keys()], (name) => ratings.get(name) ?? 0)
  const byName = new Map(players.map((p) => [p.displayName, p]))
  const listed = names.flatMap((name) => byName.get(name) ?? [])
  const plan = planRelationPage(names.length, listed.length, page, limit)
  const served = plan.serverPages.map((p) => players.slice((p - 1) * WINDOW_PAGE_SIZE, p * WINDOW_PAGE_SIZE))
  const unrated = unratedSlice(served, plan.serverPages[0], listed, (name) => ratings.has(name), plan.unrated)
  return {
    names: [...names.slice(plan.rated.from, plan.rated.to), ...unrated.map((p) => p.displayName)],
    serverPages: plan.serverPages,
    total: relationOrderTotal(names.length, listed.length, players.length),
  }
}

/** The same page from the whole order: rated first, then everyone else as the server lists them. */
function pageFromWhole({ players, ratings }: Case, page: number, limit: number) {
  const rated = sortRatedNames([...ratings.keys()], (name) => ratings.get(name) ?? 0)
  const rest = players.filter((p) => !ratings.has(p.displayName)).map((p) => p.displayName)
  return { names: pageOf([...rated, ...rest], page, limit), total: rated.length + rest.length }
}

describe('the directory ordered by relation', () => {
  // Ten players, most recently seen first; Ann, Bea and Dan rated, and "Gone" who left.
  const ten = ['Ann', 'Bea', 'Cal', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon'].map((name, i) =>
    player(name, new Date(Date.UTC(2026, 0, 31 - i)).toISOString()),
  )
  const small: Case = {
    players: ten,
    ratings: new Map<string, Rating>([
      ['Dan', 5],
      ['Bea', 2],
      ['Gone', 4],
      ['Ann', 2],
    ]),
  }

  it('puts the rated first by rating then name, then the others in the server order across pages', () => {
    expect(pageByPlan(small, 1, 3).names).toEqual(['Dan', 'Gone', 'Ann'])
    // Page 2 crosses from the rated into the others; Ann and Bea are not shown twice.
    expect(pageByPlan(small, 2, 3).names).toEqual(['Bea', 'Cal', 'Eve'])
    expect(pageByPlan(small, 3, 3).names).toEqual(['Fay', 'Gus', 'Hal'])
    expect(pageByPlan(small, 4, 3).names).toEqual(['Ivy', 'Jon'])
    // Four rated names (one of them gone) and the seven unrated players of the directory.
    expect(pageByPlan(small, 1, 3).total).toBe(11)
  })

  it('reads one server page for the first page even when only rated players show (it gives the total)', () => {
    expect(planRelationPage(4, 3, 1, 3)).toEqual({
      rated: { from: 0, to: 3 },
      unrated: { from: 0, to: 0 },
      serverPages: [1],
    })
  })

  it('widens the window by the rated players the directory lists, across a server page boundary', () => {
    // Page 6 of 20 with 30 rated (25 listed): unrated places 70-90 sit at positions 70-114.
    expect(planRelationPage(30, 25, 6, 20)).toEqual({
      rated: { from: 30, to: 30 },
      unrated: { from: 70, to: 90 },
      serverPages: [1, 2],
    })
  })

  it('matches the order of the whole directory on every page, reading a bounded window', () => {
    const random = seeded(7)
    for (const size of [0, 1, 57, 101, 250, 1234]) {
      const players = directory(size, random)
      const ratings = new Map<string, Rating>()
      for (const p of players) if (random(6) === 0) ratings.set(p.displayName, (1 + random(5)) as Rating)
      ratings.set('Left Long Ago', 3)
      const subject: Case = { players, ratings }
      for (const limit of [10, 20, 50]) {
        const pages = Math.max(1, Math.ceil(pageFromWhole(subject, 1, limit).total / limit))
        for (let page = 1; page <= pages + 1; page++) {
          const planned = pageByPlan(subject, page, limit)
          const whole = pageFromWhole(subject, page, limit)
          expect(planned.names, `${size} players, page ${page} of ${limit}`).toEqual(whole.names)
          expect(planned.total).toBe(whole.total)
          // Bounded whatever the page: the page plus the listed rated players, in pages of 100.
          const listed = [...ratings.keys()].filter((n) => n !== 'Left Long Ago').length
          expect(planned.serverPages.length).toBeLessThanOrEqual(
            Math.ceil((limit + listed) / WINDOW_PAGE_SIZE) + 1,
          )
        }
      }
    }
  })

  it('leaves the rated out of the window even if the server listed them out of its usual order', () => {
    const [a, b, c] = [player('A', null), player('B', null), player('C', null)]
    // B is rated and listed first, though by name it would come second.
    const slice = unratedSlice([[b, a, c]], 1, [b], (name) => name === 'B', { from: 0, to: 5 })
    expect(slice.map((p) => p.displayName)).not.toContain('B')
  })
})
