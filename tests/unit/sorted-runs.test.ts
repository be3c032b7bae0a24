// @vitest-environment node
// A list sorted chunk by chunk as it arrives must come out as one stable sort of the whole.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { sortInRuns } from '@/lib/sorted-runs'
import { characterRuns, sortCharacters } from '@/features/admin/entity-search'
import type { AdminCharacter } from '@/api/admin.types'

interface Entry {
  value: number
  at: number
}
const byValue = (a: Entry, b: Entry) => a.value - b.value
/** A chunk's own sort (2 000 items in order) and a merge's slice of 1 024 items, with room to spare. */
const LONGEST_STRETCH = 4_000

describe('sortInRuns', () => {
  it('gives what one stable sort gives, however the list is cut into chunks', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 300 }),
        fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 20 }),
        async (values, cuts) => {
          const entries = values.map((value, at) => ({ value, at }))
          const runs = sortInRuns(byValue)
          let from = 0
          for (let i = 0; from < entries.length; i++) {
            const to = from + cuts[i % cuts.length]!
            await runs.add(entries.slice(from, to))
            from = Math.max(to, from)
            if (cuts.every((cut) => cut === 0)) break
          }
          if (from < entries.length) await runs.add(entries.slice(from))
          // Array.prototype.sort is stable: ties keep the order they were added in.
          expect(await runs.result()).toEqual([...entries].sort(byValue))
        },
      ),
      { numRuns: 300 },
    )
  })

  it('joins runs that arrive in order with one comparison each, and still sorts what does not', async () => {
    let compares = 0
    const counted = (a: Entry, b: Entry) => ((compares += 1), byValue(a, b))
    const entries = Array.from({ length: 16_000 }, (_, at) => ({ value: Math.floor(at / 3), at }))
    const runs = sortInRuns(counted)
    for (let from = 0; from < entries.length; from += 1000) await runs.add(entries.slice(from, from + 1000))
    expect(await runs.result()).toEqual(entries)
    // Each chunk's sort sees it is in order (about one comparison an item) and each of the 15
    // joins costs one; merging item by item would cost about 16 000 more per level of runs.
    expect(compares).toBeLessThan(16_000 + 100)
    // The last item of one chunk ties the first of the next: ties keep their order.
    const tied = sortInRuns(byValue)
    await tied.add([{ value: 1, at: 0 }])
    await tied.add([
      { value: 1, at: 1 },
      { value: 0, at: 2 },
    ])
    expect(await tied.result()).toEqual([
      { value: 0, at: 2 },
      { value: 1, at: 0 },
      { value: 1, at: 1 },
    ])
  })

  it('gives the page a turn every thousand or so items while it merges long runs', async () => {
    // The page's turn is a task of its own, queued whenever the sorter hands the thread back; the
    // longest stretch of comparisons between two turns is the longest task the sort makes.
    let sinceTurn = 0
    let longest = 0
    const compare = (a: Entry, b: Entry) => {
      longest = Math.max(longest, ++sinceTurn)
      return byValue(a, b)
    }
    const page = {
      pauseIfDue: () => new Promise<void>((resolve) => setTimeout(() => ((sinceTurn = 0), resolve()))),
    }
    const runs = sortInRuns(compare)
    // Eight chunks, each in order, whose items interleave: every merge compares item by item. The
    // page gets a turn between chunks too, as the list reader gives it (src/api/long-list.ts).
    for (let chunk = 0; chunk < 8; chunk++) {
      await runs.add(
        Array.from({ length: 2000 }, (_, i) => ({ value: i * 8 + chunk, at: chunk * 2000 + i })),
        page,
      )
      await page.pauseIfDue()
    }
    const sorted = await runs.result(page)
    expect(sorted.map((entry) => entry.value)).toEqual(Array.from({ length: 16_000 }, (_, i) => i))
    // About 60 000 comparisons in all; merged without a turn, the last chunk's would be 24 000 at once.
    expect(longest).toBeLessThan(LONGEST_STRETCH)
    expect(await sortInRuns(byValue).result()).toEqual([])
  })
})

describe('characterRuns', () => {
  it('orders characters as sortCharacters does: living first, then by name', async () => {
    const names = ['zoe', 'Al', 'amy', 'Émile', 'bob', 'Bob', 'al', 'Zed', 'émile']
    const characters: AdminCharacter[] = names.map((name, i) => ({
      name,
      accountOwner: 'acc',
      biography: null,
      profilePictureUrl: null,
      isDeceased: i % 3 === 0,
      firstUsed: null,
      lastSeen: null,
      nation: null,
    }))
    const runs = characterRuns()
    await runs.add(characters.slice(0, 4))
    await runs.add(characters.slice(4))
    expect((await runs.result()).map((c) => c.name)).toEqual(sortCharacters(characters).map((c) => c.name))
  })
})
