// @vitest-environment node
// Long lists are read in chunks: the list and the boundaries between its items must be found in
// any JSON the server may send, and the chunks must add up to what one JSON.parse reads.
import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { API_URL, server, useFakeBackend } from '../support/backend'
import fc from 'fast-check'
import {
  apiLongList,
  findListStart,
  itemBoundaries,
  learnBoundary,
  readLongList,
  type Slicer,
} from '@/api/long-list'
import { UnreadableBody } from '@/api/read'

useFakeBackend('minimal')

const asIs = (item: unknown) => item
const never: Slicer = { pauseIfDue: () => null }
const noStats = () => ({ scanned: 0, found: 0, missed: 0 })

/** Reads `body` in chunks of `chunkChars` and returns the items and how they were cut. */
async function readInChunks(body: string, keys: readonly string[], chunkChars: number) {
  const stats = noStats()
  const read = await readLongList(body, keys, asIs, { slicer: never, chunkChars, stats })
  return { read, stats }
}

describe('findListStart', () => {
  it('finds a keyed list and a bare one', async () => {
    const keyed = '{"success":true,"note":"[not, this]","characters":[{"name":"A"}]}'
    expect(await findListStart(keyed, ['characters'])).toEqual({
      open: keyed.indexOf('[{'),
      key: 'characters',
    })
    expect(await findListStart(' [1, 2]', [])).toEqual({ open: 1, key: null })
  })

  it('takes the named list at the top only, not a nested one or another key', async () => {
    const body = '{"meta":{"characters":[1]},"other":[2],"characters":[3]}'
    expect(await findListStart(body, ['characters'])).toEqual({
      open: body.lastIndexOf('['),
      key: 'characters',
    })
    expect(await findListStart('{"success":false,"error":"No"}', ['characters'])).toBeNull()
    expect(await findListStart('{"characters":"[1]"}', ['characters'])).toBeNull()
    expect(await findListStart('{"characters":["abc', ['characters'])).toEqual({
      open: 14,
      key: 'characters',
    })
    expect(await findListStart('{"note":"abc', ['characters'])).toBeNull()
  })
})

describe('itemBoundaries', () => {
  it('steps over strings holding brackets, commas, quotes and backslashes', () => {
    const tricky = ['a],[b', 'say \\"hi\\", {ok}', 'ends with a backslash \\\\', '"']
    const body = JSON.stringify(tricky.map((name) => ({ name, list: [1, [2, 3]] })))
    const { ends, closed } = itemBoundaries(body, 1, body.length)
    expect(closed).toBe(true)
    const starts = [1, ...ends.slice(0, -1).map((end) => end + 1)]
    expect(starts.map((start, i) => JSON.parse(body.slice(start, ends[i])) as unknown)).toEqual(
      tricky.map((name) => ({ name, list: [1, [2, 3]] })),
    )
  })

  it('stops at the first boundary past the given index', () => {
    const body = '[1,22,333,4444]'
    expect(itemBoundaries(body, 1, 4)).toEqual({ ends: [2, 5], closed: false })
    expect(itemBoundaries('[1,2', 1, 10)).toEqual({ ends: [], closed: false })
  })
})

describe('learnBoundary', () => {
  it('keeps what every boundary shares: the end of one item and the start of the next', () => {
    const nations = JSON.stringify([
      {
        id: 'nat-1',
        members: [
          { id: 'Ann', role: 'citizen' },
          { id: 'Bo', role: 'citizen' },
        ],
        currency: '$AB',
      },
      { id: 'nat-22', members: [{ id: 'Cy', role: 'citizen' }], currency: '$CD' },
      { id: 'nat-333', members: [], currency: '$EF' },
    ])
    const { ends } = itemBoundaries(nations, 1, nations.length)
    expect(learnBoundary(nations, ends.slice(0, -1))).toEqual({ text: '"},{"id":"nat-', comma: 2 })
    expect(learnBoundary(nations, ends.slice(0, 1))).toBeNull()
  })
})

describe('readLongList', () => {
  // Names sorted by their first letter, bios holding JSON-like text, some nations nested.
  const characters = Array.from({ length: 1234 }, (_, i) => ({
    name: `${String.fromCharCode(65 + Math.floor(i / 100))}haracter ${i}`,
    bio: i % 7 ? null : 'a, [b] "c" },{"name":',
    nation: i % 3 ? null : { name: `Nation ${i % 11}`, members: [{ name: 'x' }, { name: 'y' }] },
  }))
  // Nations with their members, as GET /nations sends them.
  const nations = Array.from({ length: 400 }, (_, i) => ({
    id: `nat-${i}`,
    name: `Nation ${i}`,
    members: Array.from({ length: i % 9 }, (_, m) => ({ id: `Member ${m}`, role: 'citizen' })),
    currency: `$${i}`,
  }))

  it('reads every item chunk by chunk, most cut without a scan, and keeps the envelope', async () => {
    const body = JSON.stringify({ success: true, nations, total: 400 })
    const { read, stats } = await readInChunks(body, ['nations'], 2048)
    expect(read?.items).toEqual(nations)
    expect(read?.envelope).toEqual({ success: true, nations: [], total: 400 })
    // One scan to learn the boundary; at most the last look misses (no boundary left to find).
    expect(stats.scanned).toBe(1)
    expect(stats.missed).toBeLessThanOrEqual(1)
    expect(stats.found).toBeGreaterThan(10)
  })

  it('learns the boundary again when the items change, and cuts right where items nest one alike', async () => {
    const { read, stats } = await readInChunks(JSON.stringify({ characters }), ['characters'], 4096)
    expect(read?.items).toEqual(characters)
    // The A names end; then the boundary `},{"name":` is also found between nested members.
    expect(stats.missed).toBeGreaterThan(0)
    const items = Array.from({ length: 300 }, (_, i) => ({
      id: `x-${i}`,
      inner: [
        { id: `x-${i}a`, n: 1 },
        { id: `x-${i}b`, n: 2 },
      ],
      n: i,
    }))
    const nested = await readInChunks(JSON.stringify({ items }), ['items'], 512)
    expect(nested.read?.items).toEqual(items)
    expect(nested.stats.missed).toBeGreaterThan(0)
  })

  it('reads a body of one chunk, an empty list, pretty-printed JSON and a bare list', async () => {
    expect((await readInChunks('{"characters":[1,2]}', ['characters'], 4096)).read?.items).toEqual([1, 2])
    expect((await readInChunks('{"characters": [ ] }', ['characters'], 1)).read).toEqual({
      envelope: { characters: [] },
      items: [],
    })
    const pretty = JSON.stringify({ characters }, null, 2)
    expect((await readInChunks(pretty, ['characters'], 2048)).read?.items).toEqual(characters)
    const bare = JSON.stringify(characters)
    expect((await readInChunks(bare, [], 1000)).read).toEqual({ envelope: [], items: characters })
  })

  it('reads what one JSON.parse reads, however the list is cut', async () => {
    const value = fc.jsonValue({ maxDepth: 3 })
    await fc.assert(
      fc.asyncProperty(
        fc.array(value, { maxLength: 40 }),
        fc.integer({ min: 1, max: 200 }),
        fc.boolean(),
        async (list, chunkChars, pretty) => {
          const body = JSON.stringify({ before: 'x', list, after: [1] }, null, pretty ? 1 : undefined)
          const { read } = await readInChunks(body, ['list'], chunkChars)
          expect(read?.items).toEqual((JSON.parse(body) as { list: unknown[] }).list)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('drops items the reader cannot read and fails on malformed JSON', async () => {
    const readName = (item: unknown) => {
      if (typeof item !== 'string') throw new UnreadableBody('a name')
      return item
    }
    expect((await readLongList('["a", 1, "b"]', [], readName))?.items).toEqual(['a', 'b'])
    const malformed = [
      '{"characters":[{"a":1},{"a":}]}',
      '{"characters":[1,2]',
      '{"characters":[1,2',
      '[1,}2,3,4]',
    ]
    for (const body of malformed) {
      await expect(readLongList(body, ['characters'], asIs, { chunkChars: 3 })).rejects.toBeInstanceOf(
        SyntaxError,
      )
      await expect(readLongList(body, ['characters'], asIs)).rejects.toBeInstanceOf(SyntaxError)
    }
  })

  it('stops once the call is cancelled', async () => {
    const controller = new AbortController()
    const slicer: Slicer = {
      pauseIfDue: () => {
        controller.abort(new Error('cancelled'))
        return Promise.resolve().then(() => controller.signal.throwIfAborted())
      },
    }
    const body = JSON.stringify(Array.from({ length: 2000 }, (_, i) => i))
    await expect(readLongList(body, [], asIs, { slicer, chunkChars: 100 })).rejects.toThrow('cancelled')
  })
})

describe('apiLongList', () => {
  const answer = (body: string) =>
    server.use(http.get(`${API_URL}/admin/entities/characters`, () => HttpResponse.text(body)))
  const call = () =>
    apiLongList('/admin/entities/characters', {
      keys: ['characters'],
      readItem: (item) => String(item),
      read: () => {
        throw new UnreadableBody('a list of characters')
      },
    })

  it('reads the list, refuses success: false and reports malformed bodies', async () => {
    answer('{"success":true,"characters":["a","b"]}')
    await expect(call()).resolves.toEqual(['a', 'b'])
    answer('{"success":false,"error":"Not now","characters":[]}')
    await expect(call()).rejects.toMatchObject({ kind: 'refused', serverMessage: 'Not now' })
    answer('{"success":true,"characters":["a",}')
    await expect(call()).rejects.toMatchObject({ kind: 'bad-body' })
    answer('{"success":true}')
    await expect(call()).rejects.toMatchObject({ kind: 'bad-body' })
    answer('<html>')
    await expect(call()).rejects.toMatchObject({ kind: 'bad-body' })
  })
})
