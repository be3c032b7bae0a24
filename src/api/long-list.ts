// Reading an answer that holds one long list (the admin's 100 000 characters are 20 MB of JSON)
// without holding the page: one JSON.parse of the whole body and one pass reading every item
// took over a second in one task. Here a scan finds where each item starts, then the items are
// parsed and read a slice at a time, and the page gets the thread back between slices. The
// items are still parsed once, and the caller keeps them (TanStack Query's cache) as one list.

import { badBody, fetchAnswer, readAnswer, refuseIfRefused } from './client'
import { UnreadableBody } from './read'

/** Where the list sits in the body. */
export interface ListLayout {
  /** Index of the list's `[` and of its `]`. */
  open: number
  close: number
  /**
   * Where each item starts, then `close + 1`: item i is `text.slice(starts[i], starts[i + 1] - 1)`
   * (its separator or the closing bracket dropped). An empty list has only the end.
   */
  starts: number[]
}

/** Hands the thread back to the page once a slice of work has taken `budgetMs`. */
export interface Slicer {
  /** Call often; resolves at once while the slice has time left. Rejects once `signal` aborts. */
  pauseIfDue(): Promise<void> | null
}

/** A task of its own for what follows, without setTimeout's 4 ms clamp. */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
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
/** Characters of punctuation stepped over between two looks at the clock. */
const SCAN_STEP = 50_000

/** Index of the quote that closes the string whose content starts at `from`. */
function stringEnd(text: string, from: number): number {
  let end = text.indexOf('"', from)
  while (end >= 0) {
    let slashes = 0
    for (let i = end - 1; text.charCodeAt(i) === BACKSLASH; i--) slashes += 1
    if (slashes % 2 === 0) return end
    end = text.indexOf('"', end + 1)
  }
  throw new UnreadableBody('an unterminated string')
}

/**
 * Finds the body's list: the body itself when it is a list, else the value of the first of
 * `keys` at the top of the object. Strings are skipped with indexOf, so the scan steps only over
 * the punctuation between them. It checks nothing but the nesting (JSON.parse checks the rest).
 * Null when there is no such list.
 */
export async function findList(
  text: string,
  keys: readonly string[],
  slicer?: Slicer,
): Promise<ListLayout | null> {
  let depth = 0
  let key: string | null = null
  let open = -1
  let listDepth = 0
  let steps = 0
  const starts: number[] = []
  for (let i = 0; i < text.length; i++) {
    if (++steps === SCAN_STEP) {
      steps = 0
      await slicer?.pauseIfDue()
    }
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      const end = stringEnd(text, i + 1)
      // At the top of the object a list can only follow its key: the last string seen there.
      if (depth === 1) key = text.slice(i + 1, end)
      i = end
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth += 1
      const wanted = depth === 1 || (depth === 2 && key !== null && keys.includes(key))
      if (open < 0 && c === OPEN_BRACKET && wanted) {
        open = i
        listDepth = depth
        starts.push(i + 1)
      }
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      if (open >= 0 && depth === listDepth) {
        if (c !== CLOSE_BRACKET) throw new UnreadableBody('a list closed by a brace')
        const empty = starts.length === 1 && !text.slice(open + 1, i).trim()
        return { open, close: i, starts: empty ? [i + 1] : [...starts, i + 1] }
      }
      depth -= 1
    } else if (c === COMMA && open >= 0 && depth === listDepth) {
      starts.push(i + 1)
    }
  }
  return null
}

/** Items parsed at once: a few hundred KB of a 20 MB list, a millisecond or two of JSON.parse. */
const PARSE_ITEMS = 500

export interface LongList<T> {
  /** The body with its list left empty (for `success`, `error`, `message`). */
  envelope: unknown
  /** The list's items as `readItem` made them; items it could not read are dropped. */
  items: T[]
}

/**
 * Reads a JSON body holding one long list (see findList) in slices, handing the thread back to
 * the page between them. Null when the body holds no such list; throws SyntaxError or
 * UnreadableBody when it is malformed, and the signal's reason once it aborts.
 */
export async function readLongList<T>(
  text: string,
  keys: readonly string[],
  readItem: (item: unknown) => T,
  {
    slicer = timeSlicer(),
    checkEnvelope,
  }: { slicer?: Slicer; checkEnvelope?: (envelope: unknown) => void } = {},
): Promise<LongList<T> | null> {
  const layout = await findList(text, keys, slicer)
  if (!layout) return null
  const envelope: unknown = JSON.parse(`${text.slice(0, layout.open)}[]${text.slice(layout.close + 1)}`)
  checkEnvelope?.(envelope)
  const { starts } = layout
  const items: T[] = []
  for (let first = 0; first < starts.length - 1; first += PARSE_ITEMS) {
    const end = Math.min(first + PARSE_ITEMS, starts.length - 1)
    const slice = JSON.parse(`[${text.slice(starts[first], starts[end] - 1)}]`) as unknown[]
    for (const item of slice) {
      try {
        items.push(readItem(item))
      } catch (error) {
        if (!(error instanceof UnreadableBody)) throw error
      }
    }
    await slicer.pauseIfDue()
  }
  return { envelope, items }
}

export interface LongListCall<T> {
  signal?: AbortSignal
  /** Where the list may sit in an object body (a bare list is found too). */
  keys: readonly string[]
  readItem: (item: unknown) => T
  /** Reads a body that holds no such list the usual way, to say what is wrong with it. */
  read: (body: unknown) => T[]
}

/**
 * `api()` for a GET answering one long list: the same call and failures, its items read in
 * slices that leave the page responsive (readLongList).
 */
export async function apiLongList<T>(path: string, call: LongListCall<T>): Promise<T[]> {
  const raw = await fetchAnswer(path, { signal: call.signal })
  if (!raw) return readAnswer(raw, call.read)
  let list: LongList<T> | null
  try {
    list = await readLongList(raw, call.keys, call.readItem, {
      slicer: timeSlicer(8, call.signal),
      checkEnvelope: refuseIfRefused,
    })
  } catch (error) {
    if (error instanceof SyntaxError) throw badBody()
    if (error instanceof UnreadableBody) throw badBody(error.message)
    throw error
  }
  return list ? list.items : readAnswer(raw, call.read)
}
