// A worker has no localStorage, yet msw's cookie store reads it when it loads in anything that
// looks like a browser. The demo's handlers use bearer tokens, never cookies (see
// mocks/shims/tough-cookie.ts), so an in-memory stand-in that forgets everything is enough.
// Imported before msw by world-worker.ts.

if (!('localStorage' in globalThis)) {
  const items = new Map<string, string>()
  const storage: Storage = {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true })
}

export {}
