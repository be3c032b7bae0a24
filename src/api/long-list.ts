// Reading an answer that holds one long list (the admin's 100 000 characters are 20 MB of JSON)
// without holding the page: one JSON.parse of the whole body and one pass reading every item
// took over a second in one task at 4x CPU. Here the list is parsed a chunk of text at a time
// (each chunk sized to a few milliseconds of JSON.parse) and the page gets the thread back
// between chunks. The items are still parsed once, and the caller keeps them (TanStack Query's
// cache) as one list.
//
// Where to cut: a JavaScript scan of every character for the items' bounds cost as much as
// JSON.parse itself, so the scan reads only the start of the list. From the item bounds it found,
// it learns the text every boundary looks like (e.g. `}]},{"id":"nat-`: the end the items share,
// the comma, and the start they share), and later cuts are looked for with indexOf. A candidate
// cut is proved by JSON.parse itself: from a true item start, `[` + text + `]` can parse only
// when the text ends outside every string and nested value, so a chunk that parses ends on a
// boundary between items. A candidate that does not parse costs one chunk's parse and sends the
// reader back to scanning that chunk (and for good, once misses are too frequent to pay). The last chunk is parsed with the rest
// of the body around it, which also reads the envelope (`success`, `error`, `message`) and
// checks the whole body is well formed.
//
// The body is read as it arrives (stream-answer.ts): each chunk is cut and parsed once
// enough text has come in to hold it, so the reading overlaps the download instead of following
// it, and the page never holds the whole 20 MB text at once: only the text before the list and
// what is not yet parsed.

import { badBody, readAnswer, refuseIfRefused } from './client'
import { streamAnswer } from './stream-answer'
import { UnreadableBody } from './read'
import type { RunSorter } from '@/lib/sorted-runs'
import { yieldToPage } from '@/lib/schedule'

/** Hands the thread back to the page once a slice of work has taken `budgetMs`. */
export interface Slicer {
  /** Call often; resolves at once while the slice has time left. Rejects once `signal` aborts. */
  pauseIfDue(): Promise<void> | null
}

/** Slices of `budgetMs` (8 ms leaves most of every frame to the page). */
export function timeSlicer(budgetMs = 8, signal?: AbortSignal): Slicer {
  let sliceStarted = performance.now()
  const pause = async () => {
    await yieldToPage()
    signal?.throwIfAborted()
    sliceStarted = performance.now()
  }
  return {
    pauseIfDue: () => (performance.now() - sliceStarted >= budgetMs ? pause() : null),
  }
}

const QUOTE = 34
const BACKSLASH = 92
const COMMA = 44
const OPEN_BRACE = 123
const CLOSE_BRACE = 125
const OPEN_BRACKET = 91
const CLOSE_BRACKET = 93
/** Characters stepped over between two looks at the clock while looking for the list. */
const SCAN_STEP = 50_000

/** Index of the quote that closes the string whose content starts at `from`; -1 if none does. */
function stringEnd(text: string, from: number): number {
  let end = text.indexOf('"', from)
  while (end >= 0) {
    let slashes = 0
    for (let i = end - 1; text.charCodeAt(i) === BACKSLASH; i--) slashes += 1
    if (slashes % 2 === 0) return end
    end = text.indexOf('"', end + 1)
  }
  return -1
}

/** Where the list sits in the body. */
export interface ListStart {
  /** Index of the list's `[`. */
  open: number
  /** The key holding it at the top of the object; null when the body is the list itself. */
  key: string | null
}

/**
 * Finds the body's list: the body itself when it is a list, else the value of the first of
 * `keys` at the top of the object. Strings are skipped with indexOf, so the scan steps only over
 * the punctuation between them; it stops at the list's `[` (near the start of any usual answer).
 * It checks nothing but the nesting (JSON.parse checks the rest). Null when there is no such list.
 */
export async function findListStart(
  text: string,
  keys: readonly string[],
  slicer?: Slicer,
): Promise<ListStart | null> {
  let depth = 0
  let key: string | null = null
  let steps = 0
  for (let i = 0; i < text.length; i++) {
    if (++steps === SCAN_STEP) {
      steps = 0
      await slicer?.pauseIfDue()
    }
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      const end = stringEnd(text, i + 1)
      if (end < 0) return null
      // At the top of the object a list can only follow its key: the last string seen there.
      if (depth === 1) key = text.slice(i + 1, end)
      i = end
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth += 1
      if (c !== OPEN_BRACKET) continue
      if (depth === 1) return { open: i, key: null }
      if (depth === 2 && key !== null && keys.includes(key)) return { open: i, key }
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth -= 1
    }
  }
  return null
}

/**
 * The commas between items from `from` (an item's start, outside any string) up to the first one
 * at or past `until`, and whether the list closed first (its `]`'s index is then the last entry).
 * Empty when the text is malformed (JSON.parse of the rest will say so).
 */
export function itemBoundaries(
  text: string,
  from: number,
  until: number,
): { ends: number[]; closed: boolean } {
  const ends: number[] = []
  let depth = 0
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      i = stringEnd(text, i + 1)
      if (i < 0) break
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth += 1
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      if (depth === 0) {
        ends.push(i)
        return { ends, closed: true }
      }
      depth -= 1
    } else if (c === COMMA && depth === 0) {
      ends.push(i)
      if (i >= until) return { ends, closed: false }
    }
  }
  return { ends: [], closed: false }
}

/** Characters around a boundary compared to learn what every boundary looks like. */
const SIGNATURE_SIDE = 24

/** What the text around every comma between items looks like, and where the comma is in it. */
export interface Boundary {
  text: string
  comma: number
}

/** The text on either side of one comma between items. */
interface BoundarySample {
  before: string
  after: string
}

const sampleAt = (text: string, comma: number): BoundarySample => ({
  before: text.slice(Math.max(0, comma - SIGNATURE_SIDE), comma),
  after: text.slice(comma + 1, comma + 1 + SIGNATURE_SIDE),
})

/** The longest text the samples share around their commas; null with fewer than two. */
function commonBoundary(samples: readonly BoundarySample[]): Boundary | null {
  if (samples.length < 2) return null
  const { before: first, after: next } = samples[0]!
  let before = first.length
  let after = next.length
  for (const sample of samples.slice(1)) {
    let b = 0
    while (
      b < before &&
      b < sample.before.length &&
      sample.before.charCodeAt(sample.before.length - 1 - b) === first.charCodeAt(first.length - 1 - b)
    )
      b += 1
    before = b
    let a = 0
    while (a < after && a < sample.after.length && sample.after.charCodeAt(a) === next.charCodeAt(a)) a += 1
    after = a
  }
  return { text: `${first.slice(first.length - before)},${next.slice(0, after)}`, comma: before }
}

/**
 * The longest text the given item boundaries (commas) share around them: the end of the items
 * before them and the start of the items after them. Null with fewer than two boundaries.
 */
export function learnBoundary(text: string, commas: readonly number[]): Boundary | null {
  return commonBoundary(commas.map((comma) => sampleAt(text, comma)))
}

/**
 * Characters parsed at once: about 2 ms of JSON.parse at 1x CPU (8 ms at 4x). Chunks are cut by
 * size, not by item count (a nation with its members is 14 KB, a character 200 bytes); the page
 * gets the thread back by time (the slicer), after as many chunks as fit in its budget.
 */
const CHUNK_CHARS = 512 * 1024
/** Candidate cuts that may miss before the share of misses decides (see worthLooking). */
const FREE_MISSES = 2

export interface LongList<T> {
  /** The body with its list left empty (for `success`, `error`, `message`). */
  envelope: unknown
  /** The list's items as `readItem` made them; items it could not read are dropped. */
  items: T[]
}

export interface ReadOptions {
  slicer?: Slicer
  checkEnvelope?: (envelope: unknown) => void
  /** Characters per chunk (CHUNK_CHARS; tests cut small bodies into many). */
  chunkChars?: number
}

/** ReadOptions of a list the caller wants in its own order. */
export interface ReadSortedOptions<T> extends ReadOptions {
  /** Sorts each chunk's items as they are read, and merges them (src/lib/sorted-runs.ts). */
  sorter?: RunSorter<T>
}

/** The list in a parsed body: the body, or its value at `key`. */
function listIn(body: unknown, key: string | null): unknown[] {
  const list = key === null ? body : (body as Record<string, unknown> | null)?.[key]
  if (!Array.isArray(list)) throw new UnreadableBody('a list that is not where it started')
  return list
}

function parseItems(text: string, from: number, to: number): unknown[] {
  return JSON.parse(`[${text.slice(from, to)}]`) as unknown[]
}

/** Parsed items, and the index of the comma they end at. */
interface Chunk {
  items: unknown[]
  end: number
}

/** More text is needed before a chunk can be cut: try again once the text is this long. */
interface NeedMore {
  need: number
}

/**
 * Cuts a list into chunks of about `size` characters, each ending on a boundary between items.
 * Each call is given the text from an item's start: the list's unread rest as far as it has
 * arrived, and whether that is all of it.
 */
class ChunkCutter {
  private boundary: Boundary | null = null
  private misses = 0
  private found = 0
  /** The first boundary the scan found: what later boundaries are learnt against. */
  private first: BoundarySample | null = null

  constructor(private readonly size: number) {}

  /**
   * The chunk at the start of `text`; null when the rest of the list is shorter (it is parsed with
   * the body around it), or what the text must grow to when it has not all arrived.
   */
  next(text: string, complete: boolean): Chunk | NeedMore | null {
    const until = this.size
    // Scanning from the chunk's start again costs little while the text runs a quarter past it.
    const enough = until + Math.max(this.size >> 2, 64)
    if (text.length <= (complete ? until : enough)) return complete ? null : { need: enough + 1 }
    if (this.boundary && this.worthLooking()) {
      const found = this.atLikelyBoundary(text, until, complete)
      if (found) return found
    }
    return this.scanned(text, until, complete)
  }

  /**
   * A miss costs a chunk's parse on top of the scan and parse that follow it; a find saves the
   * scan (about as long as a parse). Looking pays while fewer than a third of the looks miss.
   */
  private worthLooking() {
    return this.misses < FREE_MISSES + this.found / 2
  }

  /** Cut where the text looks like the boundaries seen so far, if the chunk parses. */
  private atLikelyBoundary(text: string, until: number, complete: boolean): Chunk | NeedMore | null {
    const { text: look, comma } = this.boundary!
    const window = until + this.size + look.length
    const at = text.indexOf(look, Math.max(0, until - comma))
    // Not yet arrived: look again once the whole window has.
    if (at < 0 && !complete && text.length < window) return { need: window }
    // None, or only far on: the list ends within this chunk, or its items no longer look like
    // the first ones (names that started with an A, in a list sorted by name).
    if (at >= 0 && at <= until + this.size) {
      try {
        const chunk = { items: parseItems(text, 0, at + comma), end: at + comma }
        this.found += 1
        return chunk
      } catch (error) {
        if (!(error instanceof SyntaxError)) throw error
      }
    }
    this.misses += 1
    // Learnt again from the next boundaries the scan finds: only what they share with the first.
    this.boundary = null
    return null
  }

  /** Cut at the first boundary past `until` that a scan from the text's start finds. */
  private scanned(text: string, until: number, complete: boolean): Chunk | NeedMore | null {
    const { ends, closed } = itemBoundaries(text, 0, until)
    // The list closes in what has arrived: the rest is parsed whole once the body has.
    if (closed) return complete ? null : { need: Infinity }
    // No boundary in what has arrived (a long item), or malformed (the last parse will say so).
    if (ends.length === 0) return complete ? null : { need: text.length * 2 }
    const samples = ends.map((comma) => sampleAt(text, comma))
    this.boundary ??= commonBoundary(this.first ? [this.first, ...samples] : samples)
    this.first ??= samples[0]!
    const end = ends[ends.length - 1]!
    return { items: parseItems(text, 0, end), end }
  }
}

/** The text of a body with no list to read in chunks (read the usual way). */
export interface NotAList {
  text: string
}

/**
 * Reads a JSON body holding one long list (see findListStart) a chunk at a time, handing the
 * thread back to the page between chunks. The body is its whole text or its text as it arrives,
 * piece by piece (chunks are cut as soon as their text is in). A body that holds no such list
 * comes back as its text; throws SyntaxError or UnreadableBody when it is malformed, and the
 * signal's reason once it aborts.
 */
export async function readLongList<T>(
  body: string | AsyncIterable<string>,
  keys: readonly string[],
  readItem: (item: unknown) => T,
  { slicer = timeSlicer(), checkEnvelope, chunkChars = CHUNK_CHARS, sorter }: ReadSortedOptions<T> = {},
): Promise<LongList<T> | NotAList> {
  let items: T[] = []
  const read = async (parsed: readonly unknown[]) => {
    const chunk: T[] = sorter ? [] : items
    for (let i = 0; i < parsed.length; i++) {
      try {
        chunk.push(readItem(parsed[i]))
      } catch (error) {
        if (!(error instanceof UnreadableBody)) throw error
      }
      if ((i & 255) === 255) await slicer.pauseIfDue()
    }
    await slicer.pauseIfDue()
    await sorter?.add(chunk, slicer)
  }
  const cutter = new ChunkCutter(chunkChars)
  // The text before the list once found; `rest` is what follows, not yet parsed.
  let start: ListStart | null = null
  let head = ''
  let rest = ''
  // Pieces not yet joined to `rest`: joined once there is enough to act on, so the growing text
  // is copied once per chunk rather than once per piece.
  const arrived: string[] = []
  let arrivedLength = 0
  let need = 0
  const take = () => {
    if (arrived.length === 0) return
    rest += arrived.join('')
    arrived.length = 0
    arrivedLength = 0
  }
  const advance = async (complete: boolean) => {
    if (!start) {
      start = await findListStart(rest, keys, slicer)
      // Looked for again once the text has doubled, so a body without a list is scanned a few times at most.
      if (!start) return void (need = rest.length * 2)
      head = rest.slice(0, start.open)
      rest = rest.slice(start.open + 1)
    }
    for (;;) {
      const chunk = cutter.next(rest, complete)
      if (chunk === null) return
      if ('need' in chunk) return void (need = chunk.need)
      rest = rest.slice(chunk.end + 1)
      await read(chunk.items)
    }
  }
  for await (const piece of typeof body === 'string' ? [body] : body) {
    arrived.push(piece)
    arrivedLength += piece.length
    if (rest.length + arrivedLength < need) continue
    take()
    await advance(false)
  }
  take()
  await advance(true)
  if (!start) return { text: rest }
  // The rest of the list, with the body around it: the envelope, and a check of the whole body.
  const { key } = start as ListStart
  const whole: unknown = JSON.parse(`${head}[${rest}`)
  const last = listIn(whole, key)
  const envelope = key === null ? [] : { ...(whole as object), [key]: [] }
  checkEnvelope?.(envelope)
  await read(last)
  if (sorter) items = await sorter.result(slicer)
  return { envelope, items }
}

export interface LongListCall<T> {
  signal?: AbortSignal
  /** Where the list may sit in an object body (a bare list is found too). */
  keys: readonly string[]
  readItem: (item: unknown) => T
  /** Reads a body that holds no such list the usual way, to say what is wrong with it. */
  read: (body: unknown) => T[]
  /** The list in this order, sorted as its chunks arrive. */
  sorter?: RunSorter<T>
}

/**
 * `api()` for a GET answering one long list: the same call and failures, its items read in
 * chunks that leave the page responsive (readLongList) while the body is still arriving.
 */
export function apiLongList<T>(path: string, call: LongListCall<T>): Promise<T[]> {
  return streamAnswer(path, { signal: call.signal }, async (pieces) => {
    let list: LongList<T> | NotAList
    try {
      list = await readLongList(pieces, call.keys, call.readItem, {
        slicer: timeSlicer(8, call.signal),
        checkEnvelope: refuseIfRefused,
        sorter: call.sorter,
      })
    } catch (error) {
      if (error instanceof SyntaxError) throw badBody()
      if (error instanceof UnreadableBody) throw badBody(error.message)
      throw error
    }
    if ('items' in list) return list.items
    const items = readAnswer(list.text, call.read)
    if (!call.sorter) return items
    await call.sorter.add(items)
    return call.sorter.result()
  })
}
