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
  type LongList,
  type NotAList,
  type Slicer,
} from '@/api/long-list'
import { UnreadableBody } from '@/api/read'
import { setApiTimeoutForTests } from '@/api/client'
import { sortInRuns } from '@/lib/sorted-runs'

useFakeBackend('minimal')

const asIs = (item: unknown) => item
const never: Slicer = { pauseIfDue: () => null }

/** `text` as it may arrive: pieces of the given lengths in turn, then the rest. */
async function* inPieces(text: string, lengths: readonly number[]): AsyncGenerator<string> {
  let at = 0
  for (let i = 0; at < text.length; i++) {
    const length = lengths[i % lengths.length]!
    yield text.slice(at, at + length)
    at += length
    await Promise.resolve()
  }
}

/** The list read, failing the test when the body held none. */
function listOf<T>(read: LongList<T> | NotAList): LongList<T> {
  if (!('items' in read)) throw new Error(`no list in ${read.text.slice(0, 40)}`)
  return read
}

/** Reads `body` in chunks of `chunkChars`. */
async function readInChunks(
  body: string | AsyncIterable<string>,
  keys: readonly string[],
  chunkChars: number,
) {
  return { read: listOf(await readLongList(body, keys, asIs, { slicer: never, chunkChars })) }
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

  it('reads every item chunk by chunk and keeps the envelope', async () => {
    const body = JSON.stringify({ success: true, nations, total: 400 })
    const { read } = await readInChunks(body, ['nations'], 2048)
    expect(read?.items).toEqual(nations)
    expect(read?.envelope).toEqual({ success: true, nations: [], total: 400 })
  })

  it('learns the boundary again when the items change, and cuts right where items nest one alike', async () => {
    // The A names end (the boundary learnt from them stops matching); then the boundary
    // `},{"name":` is also found between nested members.
    const { read } = await readInChunks(JSON.stringify({ characters }), ['characters'], 4096)
    expect(read?.items).toEqual(characters)
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

  it('reads the same when the body arrives in pieces cut anywhere', async () => {
    const value = fc.jsonValue({ maxDepth: 3 })
    await fc.assert(
      fc.asyncProperty(
        fc.array(value, { maxLength: 40 }),
        fc.integer({ min: 1, max: 200 }),
        fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 30 }),
        async (list, chunkChars, cuts) => {
          const body = JSON.stringify({ before: 'x', list, after: [1] })
          const { read } = await readInChunks(inPieces(body, cuts), ['list'], chunkChars)
          expect(read.items).toEqual((JSON.parse(body) as { list: unknown[] }).list)
          expect(read.envelope).toEqual({ before: 'x', list: [], after: [1] })
        },
      ),
      { numRuns: 300 },
    )
  })

  it('cuts chunks while the body arrives, and returns a body without a list whole', async () => {
    const body = JSON.stringify({ success: true, nations })
    const { read } = await readInChunks(inPieces(body, [700]), ['nations'], 2048)
    expect(read.items).toEqual(nations)
    const plain = JSON.stringify({ success: false, error: 'x'.repeat(5000) })
    expect(await readLongList(inPieces(plain, [3, 100]), ['nations'], asIs)).toEqual({ text: plain })
  })

  it('sorts the items chunk by chunk when given a sorter', async () => {
    const numbers = Array.from({ length: 3000 }, (_, i) => (i * 7919) % 3001)
    const read = listOf(
      await readLongList(inPieces(JSON.stringify(numbers), [1000]), [], (item) => item as number, {
        slicer: never,
        chunkChars: 512,
        sorter: sortInRuns((a: number, b: number) => a - b),
      }),
    )
    expect(read.items).toEqual([...numbers].sort((a, b) => a - b))
  })

  it('drops items the reader cannot read and fails on malformed JSON', async () => {
    const readName = (item: unknown) => {
      if (typeof item !== 'string') throw new UnreadableBody('a name')
      return item
    }
    expect(listOf(await readLongList('["a", 1, "b"]', [], readName)).items).toEqual(['a', 'b'])
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

  /** A body sent in pieces with no Content-Length; `then` decides how the stream goes on after them. */
  function streamed(
    pieces: readonly string[],
    then: 'close' | 'error' | 'hang',
    sent?: (request: Request) => void,
  ) {
    const encoder = new TextEncoder()
    server.use(
      http.get(`${API_URL}/admin/entities/characters`, ({ request }) => {
        sent?.(request)
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            for (const piece of pieces) controller.enqueue(encoder.encode(piece))
            if (then === 'close') controller.close()
            if (then === 'error') controller.error(new TypeError('connection reset'))
          },
        })
        return new HttpResponse(stream, { headers: { 'Content-Type': 'application/json' } })
      }),
    )
  }

  it('reads a body sent in pieces, a character split across two of them included', async () => {
    const names = Array.from({ length: 3000 }, (_, i) => `Zoë Ångström ${i}`)
    const body = JSON.stringify({ success: true, characters: names })
    const bytes = new TextEncoder().encode(body)
    // Cut inside the two bytes of an ö: the decoder must carry the half character over.
    const split = bytes.indexOf(0xc3) + 1
    const decoder = new TextDecoder()
    const pieces = [decoder.decode(bytes.slice(0, split)), decoder.decode(bytes.slice(split))]
    expect(pieces.join('')).not.toEqual(body)
    server.use(
      http.get(`${API_URL}/admin/entities/characters`, () => {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            for (let at = 0; at < bytes.length; at += 4096) controller.enqueue(bytes.slice(at, at + 4096))
            controller.close()
          },
        })
        return new HttpResponse(stream)
      }),
    )
    await expect(call()).resolves.toEqual(names)
    streamed(['{"success":true,"charac', 'ters":["a","', 'b"]}'], 'close')
    await expect(call()).resolves.toEqual(['a', 'b'])
  })

  it('reports an error status with its text, a body cut off as a network error, and a hung one as a time-out', async () => {
    server.use(
      http.get(`${API_URL}/admin/entities/characters`, () =>
        HttpResponse.json({ success: false, error: 'Admins only' }, { status: 403 }),
      ),
    )
    await expect(call()).rejects.toMatchObject({ kind: 'http', status: 403, serverMessage: 'Admins only' })
    streamed(['{"success":true,"characters":["a",'], 'error')
    await expect(call()).rejects.toMatchObject({ kind: 'network', message: 'Network error' })
    setApiTimeoutForTests(100)
    try {
      streamed(['{"success":true,"characters":["a",'], 'hang')
      await expect(call()).rejects.toMatchObject({ kind: 'timeout', message: 'The request timed out' })
    } finally {
      setApiTimeoutForTests(null)
    }
  })

  it('stops the download when the caller cancels', async () => {
    let request: Request | undefined
    streamed(['{"success":true,"characters":[', '"a",'.repeat(1000)], 'hang', (sent) => (request = sent))
    const controller = new AbortController()
    const result = apiLongList('/admin/entities/characters', {
      signal: controller.signal,
      keys: ['characters'],
      readItem: String,
      read: () => [],
    })
    setTimeout(() => controller.abort(new Error('left the screen')), 20)
    await expect(result).rejects.toThrow('left the screen')
    expect(request?.signal.aborted).toBe(true)
  })
})
