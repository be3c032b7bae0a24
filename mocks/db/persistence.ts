// Keeps the demo world across reloads in this browser: the whole database as one JSON string in
// IndexedDB, saved shortly after each change (debounced) and when the tab is hidden.
// Without IndexedDB (private windows in some browsers) the demo simply starts fresh each time.

import { isCompatibleSnapshot, serializeDb, type DbSnapshot } from './index'

const DB_NAME = 'statecraft-demo'
const STORE = 'snapshots'
const KEY = 'current'

function open(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null)
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(DB_NAME, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => resolve(null)
      request.onblocked = () => resolve(null)
    } catch {
      resolve(null)
    }
  })
}

function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | null> {
  return open().then(
    (idb) =>
      new Promise<T | null>((resolve) => {
        if (!idb) return resolve(null)
        try {
          const tx = idb.transaction(STORE, mode)
          const request = action(tx.objectStore(STORE))
          tx.oncomplete = () => {
            idb.close()
            resolve(request.result ?? null)
          }
          tx.onerror = tx.onabort = () => {
            idb.close()
            resolve(null)
          }
        } catch {
          idb.close()
          resolve(null)
        }
      }),
  )
}

/** The saved world, or null when there is none or it no longer fits the collections. */
export async function loadPersisted(): Promise<DbSnapshot | null> {
  const text = await run<string>('readonly', (store) => store.get(KEY) as IDBRequest<string>)
  if (typeof text !== 'string') return null
  try {
    const snapshot: unknown = JSON.parse(text)
    return isCompatibleSnapshot(snapshot) ? snapshot : null
  } catch {
    return null
  }
}

/** Saves the current world (or the given snapshot). */
export async function savePersisted(snapshot?: DbSnapshot): Promise<void> {
  const text = snapshot ? JSON.stringify(snapshot) : serializeDb()
  await run('readwrite', (store) => store.put(text, KEY))
}

export async function clearPersisted(): Promise<void> {
  await run('readwrite', (store) => store.delete(KEY))
}

let timer: ReturnType<typeof setTimeout> | null = null
let pending: Promise<void> = Promise.resolve()

/** Saves the current world soon; repeated calls within `delayMs` save once. */
export function schedulePersist(delayMs = 400): void {
  if (timer) clearTimeout(timer)
  timer = setTimeout(() => {
    timer = null
    pending = pending.then(() => savePersisted())
  }, delayMs)
}

/** Saves now if a save is scheduled, and waits for saves under way. */
export async function flushPersist(): Promise<void> {
  if (timer) {
    clearTimeout(timer)
    timer = null
    pending = pending.then(() => savePersisted())
  }
  await pending
}

/** Drops a scheduled save (before a reset, so an old world is not written after the new one). */
export function cancelPersist(): void {
  if (timer) clearTimeout(timer)
  timer = null
}

let flushOnHide = false

/** Saves when the tab is hidden or closed, so a quick reload after a change keeps it. */
export function persistOnHide(): void {
  if (flushOnHide || typeof document === 'undefined') return
  flushOnHide = true
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushPersist()
  })
  window.addEventListener('pagehide', () => void flushPersist())
}
