import type { QueryClient, QueryKey } from '@tanstack/react-query'

// A change made in one tab (a transfer, a mint, a weekly cycle) is told to the console's other
// tabs, which refetch what it touched at once instead of at the dashboard's next refresh
// (issue 35). A BroadcastChannel where the browser has one; else the `storage` event of
// localStorage, which every browser fires in the other tabs of the same origin; else nothing:
// the other tabs then catch up at their own refresh, as before.

/** What one tab tells the others: the query keys a change touched, or that the whole world changed. */
export type TabMessage = { kind: 'touched'; keys: QueryKey[] } | { kind: 'world' }

interface Envelope {
  /** The sending tab: a tab ignores its own messages (the storage fallback may echo them). */
  from: string
  message: TabMessage
}

export interface TabSync {
  announce: (message: TabMessage) => void
  /** Calls `listener` with every other tab's message; returns an unsubscribe. */
  listen: (listener: (message: TabMessage) => void) => () => void
  close: () => void
}

/** What the sync needs of the browser: given in tests, globalThis otherwise. */
export interface TabSyncEnvironment {
  BroadcastChannel?: typeof BroadcastChannel
  localStorage?: Pick<Storage, 'setItem' | 'removeItem'>
  addEventListener?: (type: 'storage', listener: (event: StorageEvent) => void) => void
  removeEventListener?: (type: 'storage', listener: (event: StorageEvent) => void) => void
}

/** One name per console: two consoles served from the same origin under different paths stay apart. */
export const channelName = (base: string = import.meta.env.BASE_URL ?? '/') => `statecraft.changes:${base}`

const isMessage = (value: unknown): value is TabMessage => {
  if (!value || typeof value !== 'object') return false
  const message = value as Partial<{ kind: unknown; keys: unknown }>
  return message.kind === 'world' || (message.kind === 'touched' && Array.isArray(message.keys))
}

const isEnvelope = (value: unknown): value is Envelope =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as Envelope).from === 'string' &&
  isMessage((value as Envelope).message)

export function createTabSync(
  env: TabSyncEnvironment = globalThis as TabSyncEnvironment,
  name: string = channelName(),
): TabSync {
  const self = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  const listeners = new Set<(message: TabMessage) => void>()
  const deliver = (data: unknown) => {
    if (!isEnvelope(data) || data.from === self) return
    for (const listener of listeners) listener(data.message)
  }

  /** The part both transports share: who listens, and what a failed send means. */
  const sync = (send: (envelope: Envelope) => void, stop: () => void): TabSync => ({
    announce: (message) => {
      try {
        send({ from: self, message })
      } catch {
        // A key that cannot be cloned, or storage full or forbidden (a private window): the other
        // tabs catch up at their own refresh.
      }
    },
    listen: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close: () => {
      listeners.clear()
      stop()
    },
  })

  if (typeof env.BroadcastChannel === 'function') {
    const channel = new env.BroadcastChannel(name)
    channel.onmessage = (event: MessageEvent) => deliver(event.data)
    // Node's channel (unit tests) would otherwise keep the process alive; browsers have no unref.
    ;(channel as { unref?: () => void }).unref?.()
    return sync(
      (envelope) => channel.postMessage(envelope),
      () => channel.close(),
    )
  }

  const storage = env.localStorage
  const onStorage = (event: StorageEvent) => {
    if (event.key !== name || !event.newValue) return
    try {
      deliver(JSON.parse(event.newValue))
    } catch {
      // Not ours, or cut short: nothing to do.
    }
  }
  env.addEventListener?.('storage', onStorage)
  let sent = 0
  return sync(
    (envelope) => {
      if (!storage) return
      // A new value each time (the same value twice fires no event), removed at once.
      storage.setItem(name, JSON.stringify({ ...envelope, n: ++sent }))
      storage.removeItem(name)
    },
    () => env.removeEventListener?.('storage', onStorage),
  )
}

let shared: TabSync | null = null

/** This tab's sync, made on first use. */
export const tabSync = (): TabSync => (shared ??= createTabSync())

/** Tells the other tabs which queries a confirmed change touched (nothing when it touched none). */
export function announceTouched(keys: readonly QueryKey[]): void {
  if (keys.length > 0) tabSync().announce({ kind: 'touched', keys: [...keys] })
}

/**
 * Refetches in `client` what the other tabs' changes touched: the keys they name (and the queries
 * below them), or every world query after a change of the whole world. Returns a disconnect.
 */
export function followOtherTabs(
  client: QueryClient,
  isWorldQuery: (query: { queryKey: readonly unknown[] }) => boolean,
  sync: TabSync = tabSync(),
): () => void {
  return sync.listen((message) => {
    if (message.kind === 'world') void client.invalidateQueries({ predicate: isWorldQuery })
    else for (const queryKey of message.keys) void client.invalidateQueries({ queryKey })
  })
}
