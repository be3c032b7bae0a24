// Keeps the demo world across visits. Every collection is one record and the ledger a series of
// chunks of LEDGER_CHUNK rows, so a save writes only what changed since the last one: the ledger
// chunks that gained rows and the collections whose rows differ. Ledger rows are immutable and
// appended, so a transfer rewrites one chunk, not the whole ledger; a sign-in rewrites the
// sessions only. Saves run in idle time, serialising complete ledger chunks one per idle slice and
// the rest in one short synchronous step, then write everything in one atomic batch.

import {
  db,
  fitsCollection,
  restoreDb,
  schemaFingerprint,
  SNAPSHOT_VERSION,
  type CollectionName,
  type DbSnapshot,
} from '.'
import { scenarioClock, type ClockState } from '../clock'
import type { SnapshotBatch, SnapshotStore, StoredGeneration } from './snapshot-store'

export const LEDGER_CHUNK = 1000

const LEDGER: CollectionName = 'transactions'
/** Rows never change once written: compared by identity instead of by their text. */
const IMMUTABLE_ROWS: readonly CollectionName[] = ['uploads', 'idempotencyKeys']

const META_KEY = 'meta'
const collectionKey = (name: string) => `collection:${name}`
const chunkKey = (index: number) => `ledger:${index}`

interface Meta {
  version: number
  fingerprint: string
  clock: ClockState
  ledgerRows: number
  ledgerChunks: number
}

export type LoadOutcome =
  { status: 'empty' } | { status: 'restored'; ledgerRows: number } | { status: 'unreadable'; reason: string }

/** Lets the event loop run between slices of work (the browser passes a real yield). */
export type Pause = () => Promise<void>
const noPause: Pause = () => Promise.resolve()

type Row = object

interface Prepared {
  batch: SnapshotBatch
  /** The collections serialised, to remember as saved once the batch is written. */
  texts: Map<CollectionName, string>
  ledger: { rows: number; last: Row | null; chunks: number }
}

class Unreadable extends Error {}

/** The rows of one record; every row must fit the collection's schema. */
function parseRows(text: string | undefined, name: CollectionName, what: string): Record<string, unknown>[] {
  if (text === undefined) throw new Unreadable(`${what} is missing`)
  let rows: unknown
  try {
    rows = JSON.parse(text)
  } catch {
    throw new Unreadable(`${what} is not JSON`)
  }
  if (!Array.isArray(rows)) throw new Unreadable(`${what} is not a list of rows`)
  const misfit = rows.findIndex((row) => !fitsCollection(name, row))
  if (misfit >= 0) throw new Unreadable(`row ${misfit + 1} of ${what} does not fit its schema`)
  return rows as Record<string, unknown>[]
}

function parseMeta(text: string | undefined): Meta {
  let meta: Partial<Meta> = {}
  try {
    meta = text ? (JSON.parse(text) as Partial<Meta>) : {}
  } catch {
    throw new Unreadable('its description is not JSON')
  }
  if (meta.version !== SNAPSHOT_VERSION || meta.fingerprint !== schemaFingerprint()) {
    throw new Unreadable('it was saved by another version of the console')
  }
  const whole = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0
  if (!whole(meta.ledgerRows) || !whole(meta.ledgerChunks) || !meta.clock) {
    throw new Unreadable('its description is incomplete')
  }
  return meta as Meta
}

const collectionNames = () => Object.keys(db) as CollectionName[]
const rowsOf = (name: CollectionName) => db[name].all() as Row[]

export class WorldPersistence {
  readonly #store: SnapshotStore
  readonly #writer = `w-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`
  #generation: StoredGeneration | null = null
  /** What the store holds, as this backend last wrote or read it. */
  #savedText = new Map<CollectionName, string>()
  #savedRows = new Map<CollectionName, readonly Row[]>()
  #savedLedger: { rows: number; last: Row | null; chunks: number } = { rows: 0, last: null, chunks: 0 }
  /** Complete ledger chunks serialised ahead of a save (they cannot change any more). */
  #chunkText = new Map<number, { first: Row; text: string }>()
  #pending: Promise<void> = Promise.resolve()
  #scheduled: (() => void) | null = null

  readonly #chunkRows: number

  /** `chunkRows`: ledger rows per stored chunk (tests use small chunks). */
  constructor(store: SnapshotStore, options: { chunkRows?: number } = {}) {
    this.#store = store
    this.#chunkRows = options.chunkRows ?? LEDGER_CHUNK
  }

  /** Reads the saved world into the database. An unreadable one is left for the caller to discard. */
  async load(pause: Pause = noPause): Promise<LoadOutcome> {
    const { records, generation } = await this.#store.read()
    if (records.size === 0) return { status: 'empty' }
    try {
      const meta = parseMeta(records.get(META_KEY))
      const collections: DbSnapshot['collections'] = {}
      for (const name of collectionNames()) {
        if (name !== LEDGER) collections[name] = parseRows(records.get(collectionKey(name)), name, name)
      }
      const ledger: Record<string, unknown>[] = []
      for (let i = 0; i < meta.ledgerChunks; i++) {
        for (const row of parseRows(records.get(chunkKey(i)), LEDGER, `ledger part ${i + 1}`))
          ledger.push(row)
        await pause()
      }
      if (ledger.length !== meta.ledgerRows) throw new Unreadable('its ledger is incomplete')
      collections[LEDGER] = ledger
      await restoreDb(
        { version: meta.version, fingerprint: meta.fingerprint, clock: meta.clock, collections },
        { adopt: true },
      )
      this.#generation = generation
      for (const name of collectionNames()) {
        if (name === LEDGER) continue
        this.#savedText.set(name, records.get(collectionKey(name))!)
        this.#savedRows.set(name, [...rowsOf(name)])
      }
      const rows = rowsOf(LEDGER)
      this.#savedLedger = { rows: rows.length, last: rows.at(-1) ?? null, chunks: meta.ledgerChunks }
      return { status: 'restored', ledgerRows: rows.length }
    } catch (error) {
      if (error instanceof Unreadable) return { status: 'unreadable', reason: error.message }
      throw error
    }
  }

  /** Saves what changed since the last save (everything the first time). */
  save(pause: Pause = noPause): Promise<void> {
    // After a failed save the next one still runs (and writes everything it missed).
    this.#pending = this.#pending.catch(() => undefined).then(() => this.#save(pause))
    return this.#pending
  }

  /** Saves in the browser's idle time; repeated calls before it runs save once. */
  schedule(pause: Pause = noPause): void {
    if (this.#scheduled) return
    this.#scheduled = whenIdle(() => {
      this.#scheduled = null
      void this.save(pause).catch((error: unknown) => console.warn('[demo] saving the world failed', error))
    })
  }

  /** Saves now what is scheduled, and waits for saves under way. */
  async flush(): Promise<void> {
    if (this.#scheduled) {
      this.#scheduled()
      this.#scheduled = null
      await this.save()
    }
    await this.#pending
  }

  /** Drops a scheduled save (a reset is about to replace the world). */
  cancel(): void {
    this.#scheduled?.()
    this.#scheduled = null
  }

  /** Forgets the saved world. */
  async clear(): Promise<void> {
    this.cancel()
    await this.#pending
    await this.#store.clear()
    this.#generation = null
    this.#savedText.clear()
    this.#savedRows.clear()
    this.#savedLedger = { rows: 0, last: null, chunks: 0 }
    this.#chunkText.clear()
  }

  async #save(pause: Pause): Promise<void> {
    await this.#serialiseCompleteChunks(pause)
    const batch = this.#prepare(false)
    if ((await this.#store.write(batch.batch)) === 'ok') return this.#committed(batch)
    // Another tab wrote since: this world, written whole, replaces what it wrote.
    const full = this.#prepare(true)
    await this.#store.write({ ...full.batch, expect: null })
    this.#committed(full)
  }

  /** Whether the ledger only grew since the last save (else it was replaced: rewrite it all). */
  #ledgerOnlyGrew(rows: readonly Row[]): boolean {
    const saved = this.#savedLedger
    return saved.rows <= rows.length && (saved.rows === 0 || rows[saved.rows - 1] === saved.last)
  }

  #chunk(rows: readonly Row[], index: number): string {
    const cached = this.#chunkText.get(index)
    if (cached && cached.first === rows[index * this.#chunkRows]) return cached.text
    return JSON.stringify(rows.slice(index * this.#chunkRows, (index + 1) * this.#chunkRows))
  }

  /** Complete chunks not yet saved are serialised ahead, one per pause, off the final step. */
  async #serialiseCompleteChunks(pause: Pause): Promise<void> {
    const rows = rowsOf(LEDGER)
    const first = this.#ledgerOnlyGrew(rows) ? Math.floor(this.#savedLedger.rows / this.#chunkRows) : 0
    const complete = Math.floor(rows.length / this.#chunkRows)
    for (let index = first; index < complete; index++) {
      const head = rows[index * this.#chunkRows]
      if (this.#chunkText.get(index)?.first === head) continue
      this.#chunkText.set(index, { first: head, text: this.#chunk(rows, index) })
      await pause()
    }
  }

  #prepare(forceFull: boolean): Prepared {
    const puts = new Map<string, string>()
    const deletes: string[] = []
    const texts = new Map<CollectionName, string>()
    for (const name of collectionNames()) {
      if (name === LEDGER) continue
      const rows = rowsOf(name)
      const saved = this.#savedRows.get(name)
      const unchangedRows =
        IMMUTABLE_ROWS.includes(name) &&
        saved?.length === rows.length &&
        saved.every((row, i) => row === rows[i])
      if (!forceFull && unchangedRows) continue
      const text = JSON.stringify(rows)
      texts.set(name, text)
      if (forceFull || text !== this.#savedText.get(name)) puts.set(collectionKey(name), text)
    }

    const rows = rowsOf(LEDGER)
    const full = forceFull || !this.#ledgerOnlyGrew(rows)
    const chunks = Math.ceil(rows.length / this.#chunkRows)
    const firstChanged = full ? 0 : Math.floor(this.#savedLedger.rows / this.#chunkRows)
    if (full || rows.length > this.#savedLedger.rows) {
      for (let index = firstChanged; index < chunks; index++)
        puts.set(chunkKey(index), this.#chunk(rows, index))
    }
    for (let index = chunks; index < this.#savedLedger.chunks; index++) deletes.push(chunkKey(index))

    const meta: Meta = {
      version: SNAPSHOT_VERSION,
      fingerprint: schemaFingerprint(),
      clock: scenarioClock.getState(),
      ledgerRows: rows.length,
      ledgerChunks: chunks,
    }
    puts.set(META_KEY, JSON.stringify(meta))
    const next: StoredGeneration = {
      writer: this.#writer,
      generation: (this.#generation?.generation ?? 0) + 1,
    }
    const batch: SnapshotBatch = { expect: this.#generation, next, puts, deletes }
    return { batch, texts, ledger: { rows: rows.length, last: rows.at(-1) ?? null, chunks } }
  }

  #committed(prepared: Prepared): void {
    this.#generation = prepared.batch.next
    for (const [name, text] of prepared.texts) {
      this.#savedText.set(name, text)
      this.#savedRows.set(name, [...rowsOf(name)])
    }
    this.#savedLedger = prepared.ledger
    for (const index of this.#chunkText.keys())
      if (index < prepared.ledger.chunks) this.#chunkText.delete(index)
  }
}

/** Runs `task` when the browser is idle (soon, at the latest); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(task, 200)
  return () => clearTimeout(id)
}
