// Where the demo world is kept between visits: string records under string keys, written in
// atomic batches. IndexedDB in the browser; an in-memory store for tests and the bench.
//
// A batch carries the generation it was prepared against: when another tab (or a reset) has
// written since, the batch is refused as a whole ('conflict') and the caller prepares a full one.

export interface StoredGeneration {
  /** Who wrote last (a random id per running backend). */
  writer: string
  /** Counts the batches written. */
  generation: number
}

export interface SnapshotBatch {
  /** The generation the changes were computed against; null: overwrite whatever is stored. */
  expect: StoredGeneration | null
  next: StoredGeneration
  puts: Map<string, string>
  deletes: string[]
}

export interface SnapshotStore {
  /** Every record, and the stored generation (null when nothing is stored). */
  read(): Promise<{ records: Map<string, string>; generation: StoredGeneration | null }>
  write(batch: SnapshotBatch): Promise<'ok' | 'conflict'>
  clear(): Promise<void>
}

const GENERATION_KEY = '~generation'

const sameGeneration = (a: StoredGeneration | null, b: StoredGeneration | null) =>
  a === b || (!!a && !!b && a.writer === b.writer && a.generation === b.generation)

function parseGeneration(text: string | undefined): StoredGeneration | null {
  if (!text) return null
  try {
    const value = JSON.parse(text) as Partial<StoredGeneration>
    return typeof value.writer === 'string' && typeof value.generation === 'number'
      ? { writer: value.writer, generation: value.generation }
      : null
  } catch {
    return null
  }
}

/** A store in memory (tests, bench). */
export function memoryStore(): SnapshotStore & { records: Map<string, string> } {
  const records = new Map<string, string>()
  return {
    records,
    async read() {
      const copy = new Map(records)
      const generation = parseGeneration(copy.get(GENERATION_KEY))
      copy.delete(GENERATION_KEY)
      return { records: copy, generation }
    },
    async write(batch) {
      const stored = parseGeneration(records.get(GENERATION_KEY))
      if (batch.expect && !sameGeneration(stored, batch.expect)) return 'conflict'
      for (const key of batch.deletes) records.delete(key)
      for (const [key, value] of batch.puts) records.set(key, value)
      records.set(GENERATION_KEY, JSON.stringify(batch.next))
      return 'ok'
    },
    async clear() {
      records.clear()
    },
  }
}

const STORE = 'records'
/** Version 2: one record per collection and per ledger chunk (version 1 held one JSON string). */
const IDB_VERSION = 2

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'))
  })
}

/**
 * A store in an IndexedDB database of this name, or null where IndexedDB is missing (some
 * private windows): the demo then starts fresh on every visit.
 */
export function indexedDbStore(name: string): SnapshotStore | null {
  if (typeof indexedDB === 'undefined') return null
  let opening: Promise<IDBDatabase> | null = null
  const open = () =>
    (opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name, IDB_VERSION)
      req.onupgradeneeded = () => {
        const idb = req.result
        // Older layouts are dropped: the demo seeds a fresh world instead.
        for (const old of Array.from(idb.objectStoreNames)) idb.deleteObjectStore(old)
        idb.createObjectStore(STORE)
      }
      req.onsuccess = () => {
        const idb = req.result
        // Another tab upgrading or deleting the database: step aside, reopen on next use.
        idb.onversionchange = () => {
          idb.close()
          opening = null
        }
        resolve(idb)
      }
      req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'))
      req.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'))
    }).catch((error: unknown) => {
      opening = null
      throw error
    }))

  return {
    async read() {
      const idb = await open()
      const store = idb.transaction(STORE, 'readonly').objectStore(STORE)
      const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())])
      const records = new Map<string, string>()
      keys.forEach((key, i) => records.set(String(key), values[i] as string))
      const generation = parseGeneration(records.get(GENERATION_KEY))
      records.delete(GENERATION_KEY)
      return { records, generation }
    },
    async write(batch) {
      const idb = await open()
      return new Promise<'ok' | 'conflict'>((resolve, reject) => {
        const tx = idb.transaction(STORE, 'readwrite')
        const store = tx.objectStore(STORE)
        let outcome: 'ok' | 'conflict' = 'ok'
        // Check and write in one transaction: no other tab can write in between.
        const check = store.get(GENERATION_KEY)
        check.onsuccess = () => {
          const stored = parseGeneration(check.result as string | undefined)
          if (batch.expect && !sameGeneration(stored, batch.expect)) {
            outcome = 'conflict'
            return
          }
          for (const key of batch.deletes) store.delete(key)
          // One put per callback: copying megabytes of text is split into short tasks, and the
          // transaction stays open (and atomic) while each callback issues the next request.
          const puts = [...batch.puts, [GENERATION_KEY, JSON.stringify(batch.next)] as const]
          const putNext = (index: number) => {
            if (index >= puts.length) return
            const [key, value] = puts[index]
            store.put(value, key).onsuccess = () => putNext(index + 1)
          }
          putNext(0)
        }
        tx.oncomplete = () => resolve(outcome)
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'))
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'))
      })
    },
    async clear() {
      const idb = await open()
      const tx = idb.transaction(STORE, 'readwrite')
      await request(tx.objectStore(STORE).clear())
    },
  }
}
