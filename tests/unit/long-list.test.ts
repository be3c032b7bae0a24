// @vitest-environment node
// Long lists are read in slices: the scan must find the list and every item's bounds in any JSON
// the server may send, and the slices must add up to what one JSON.parse reads.
import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { API_URL, server, useFakeBackend } from '../support/backend'
import { apiLongList, findList, readLongList, type Slicer } from '@/api/long-list'
import { UnreadableBody } from '@/api/read'

useFakeBackend('minimal')

const items = (text: string, keys: readonly string[]) =>
  findList(text, keys).then((layout) =>
    layout
      ? layout.starts.slice(0, -1).map((start, i) => text.slice(start, layout.starts[i + 1] - 1).trim())
      : null,
  )

const asIs = (item: unknown) => item

describe('findList', () => {
  it('finds a keyed list, a bare list and an empty one', async () => {
    expect(await items('{"success":true,"characters":[{"name":"A"},{"name":"B"}]}', ['characters'])).toEqual([
      '{"name":"A"}',
      '{"name":"B"}',
    ])
    expect(await items(' [1, "two", [3, 4], {"five": [5]}] ', [])).toEqual([
      '1',
      '"two"',
      '[3, 4]',
      '{"five": [5]}',
    ])
    expect(await items('{"characters": [ ]}', ['characters'])).toEqual([])
    expect(await items('[]', [])).toEqual([])
  })

  it('skips strings holding brackets, commas, quotes and backslashes', async () => {
    const tricky = ['a],[b', 'say \\"hi\\", {ok}', 'ends with a backslash \\\\', '"']
    const body = JSON.stringify({ note: '[not, this]', entities: tricky.map((name) => ({ name })) })
    const found = await items(body, ['characters', 'entities'])
    expect(found?.map((item) => JSON.parse(item) as unknown)).toEqual(tricky.map((name) => ({ name })))
  })

  it('takes the named list at the top only, not a nested one or another key', async () => {
    expect(await items('{"meta":{"characters":[1]},"other":[2],"characters":[3]}', ['characters'])).toEqual([
      '3',
    ])
    expect(await items('{"success":false,"error":"No"}', ['characters'])).toBeNull()
  })

  it('refuses an unterminated string', async () => {
    await expect(findList('{"characters":["abc', ['characters'])).rejects.toBeInstanceOf(UnreadableBody)
  })
})

describe('readLongList', () => {
  it('reads every item in slices, yields between them and keeps the envelope', async () => {
    const list = Array.from({ length: 1234 }, (_, i) => ({ name: `Character ${i}`, bio: 'a, [b] "c"' }))
    const body = JSON.stringify({ success: true, characters: list, total: 1234 })
    let pauses = 0
    // A slicer that always pauses: every slice of items hands the thread back.
    const slicer: Slicer = { pauseIfDue: () => Promise.resolve(void (pauses += 1)) }
    const read = await readLongList(body, ['characters'], (item) => (item as { name: string }).name, {
      slicer,
    })
    expect(read?.items).toEqual(list.map((c) => c.name))
    expect(read?.envelope).toEqual({ success: true, characters: [], total: 1234 })
    expect(pauses).toBeGreaterThanOrEqual(3)
  })

  it('drops items the reader cannot read and fails on malformed JSON', async () => {
    const readName = (item: unknown) => {
      if (typeof item !== 'string') throw new UnreadableBody('a name')
      return item
    }
    expect((await readLongList('["a", 1, "b"]', [], readName))?.items).toEqual(['a', 'b'])
    await expect(
      readLongList('{"characters":[{"a":1},{"a":}]}', ['characters'], asIs),
    ).rejects.toBeInstanceOf(SyntaxError)
    await expect(readLongList('{"characters":[1,2]', ['characters'], asIs)).rejects.toBeInstanceOf(
      SyntaxError,
    )
    await expect(readLongList('{"characters":[1,2', ['characters'], asIs)).resolves.toBeNull()
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
    await expect(readLongList(body, [], asIs, { slicer })).rejects.toThrow('cancelled')
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
