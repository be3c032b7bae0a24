// A change made in one tab reaches the console's other tabs at once (issue 35): they refetch what
// it touched, or every world query after a weekly cycle. BroadcastChannel where there is one, the
// storage event otherwise, nothing at all when neither works; a tab never follows its own news.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { channelName, createTabSync, followOtherTabs, type TabMessage, type TabSync } from '@/api/tab-sync'

const opened: TabSync[] = []
const tab = (...args: Parameters<typeof createTabSync>) => {
  const sync = createTabSync(...args)
  opened.push(sync)
  return sync
}
afterEach(() => {
  for (const sync of opened.splice(0)) sync.close()
})

/** Resolves with the next message `sync` hears. */
const next = (sync: TabSync) =>
  new Promise<TabMessage>((resolve) => {
    const stop = sync.listen((message) => {
      stop()
      resolve(message)
    })
  })

/** A localStorage shared by several fake tabs: a write fires `storage` in every tab but the writer. */
function sharedStorage() {
  const tabs = new Set<{ fire: (event: StorageEvent) => void }>()
  return () => {
    const listeners = new Set<(event: StorageEvent) => void>()
    const me = { fire: (event: StorageEvent) => listeners.forEach((listener) => listener(event)) }
    tabs.add(me)
    const notify = (key: string, newValue: string | null) => {
      for (const other of tabs) if (other !== me) other.fire(new StorageEvent('storage', { key, newValue }))
    }
    return {
      localStorage: {
        setItem: (key: string, value: string) => notify(key, value),
        removeItem: (key: string) => notify(key, null),
      },
      addEventListener: (_: 'storage', listener: (event: StorageEvent) => void) => listeners.add(listener),
      removeEventListener: (_: 'storage', listener: (event: StorageEvent) => void) =>
        listeners.delete(listener),
    }
  }
}

describe('telling the other tabs', () => {
  it('sends what a change touched to the other tabs over a BroadcastChannel, not to itself', async () => {
    const name = channelName('/sync-test-1/')
    const sender = tab(globalThis, name)
    const receiver = tab(globalThis, name)
    const own = vi.fn()
    sender.listen(own)
    const heard = next(receiver)
    sender.announce({ kind: 'touched', keys: [['accounts'], ['ledger', { page: 1 }]] })
    await expect(heard).resolves.toEqual({ kind: 'touched', keys: [['accounts'], ['ledger', { page: 1 }]] })
    expect(own).not.toHaveBeenCalled()
  })

  it('keeps two consoles of one origin apart', async () => {
    const here = tab(globalThis, channelName('/one/'))
    const elsewhere = tab(globalThis, channelName('/two/'))
    const sameConsole = tab(globalThis, channelName('/one/'))
    const stray = vi.fn()
    elsewhere.listen(stray)
    const heard = next(sameConsole)
    here.announce({ kind: 'world' })
    await expect(heard).resolves.toEqual({ kind: 'world' })
    expect(stray).not.toHaveBeenCalled()
  })

  it('falls back to the storage event without BroadcastChannel', () => {
    const browserTab = sharedStorage()
    const sender = tab(browserTab(), 'fallback')
    const receiver = tab(browserTab(), 'fallback')
    const heard = vi.fn()
    const own = vi.fn()
    receiver.listen(heard)
    sender.listen(own)
    sender.announce({ kind: 'touched', keys: [['banks']] })
    sender.announce({ kind: 'touched', keys: [['banks']] })
    expect(heard).toHaveBeenCalledTimes(2)
    expect(heard).toHaveBeenCalledWith({ kind: 'touched', keys: [['banks']] })
    expect(own).not.toHaveBeenCalled()
  })

  it('ignores storage writes that are not its messages', () => {
    const browserTab = sharedStorage()
    const other = browserTab()
    const receiver = tab(browserTab(), 'fallback')
    const heard = vi.fn()
    receiver.listen(heard)
    other.localStorage.setItem('fallback', 'not json')
    other.localStorage.setItem('fallback', JSON.stringify({ from: 'x', message: { kind: 'drop tables' } }))
    other.localStorage.setItem('statecraft.theme', JSON.stringify({ from: 'x', message: { kind: 'world' } }))
    expect(heard).not.toHaveBeenCalled()
  })

  it('does nothing, and never throws, where neither works', () => {
    const failing = {
      localStorage: {
        setItem: () => {
          throw new DOMException('QuotaExceededError')
        },
        removeItem: () => {},
      },
    }
    expect(() => tab(failing, 'x').announce({ kind: 'world' })).not.toThrow()
    expect(() => tab({}, 'x').announce({ kind: 'world' })).not.toThrow()
  })
})

describe('following the other tabs', () => {
  const seeded = () => {
    const client = new QueryClient()
    for (const key of [['accounts', 'mine'], ['ledger', 'AR-1'], ['banks'], ['system', 'ugc']])
      client.setQueryData(key, 1)
    return client
  }
  const stale = (client: QueryClient) =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[0])
      .sort()
  const isWorldQuery = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== 'system'

  it('refetches the queries a change in another tab touched, and only those', async () => {
    const name = channelName('/follow-1/')
    const client = seeded()
    const receiver = tab(globalThis, name)
    const heard = next(receiver)
    followOtherTabs(client, isWorldQuery, receiver)
    tab(globalThis, name).announce({ kind: 'touched', keys: [['accounts'], ['ledger']] })
    await heard
    expect(stale(client)).toEqual(['accounts', 'ledger'])
  })

  it('refetches every world query after a weekly cycle in another tab, not the system flag', async () => {
    const name = channelName('/follow-2/')
    const client = seeded()
    const receiver = tab(globalThis, name)
    const heard = next(receiver)
    const stop = followOtherTabs(client, isWorldQuery, receiver)
    tab(globalThis, name).announce({ kind: 'world' })
    await heard
    expect(stale(client)).toEqual(['accounts', 'banks', 'ledger'])
    stop()
  })
})
