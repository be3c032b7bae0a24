// @vitest-environment node
// The demo's persistence: a save writes only what changed, a session-only call costs no full save,
// a restore gives back the same world, another tab's write forces a whole rewrite, and a saved
// world that cannot be read is reported as such (the browser backend then seeds a fresh one).
import { beforeEach, describe, expect, it } from 'vitest'
import { db, snapshotDb } from '@mocks/db'
import { WorldPersistence } from '@mocks/db/persistence'
import { memoryStore, type SnapshotBatch } from '@mocks/db/snapshot-store'
import { DEMO_ACCOUNTS } from '@mocks/scenarios'
import { call, cast, tokenFor, treasuryToMira, useEconomy } from './economy-support'

/** A store that remembers which keys each batch wrote. */
function recordingStore() {
  const store = memoryStore()
  const batches: SnapshotBatch[] = []
  const write = store.write.bind(store)
  store.write = async (batch) => {
    batches.push(batch)
    return write(batch)
  }
  const lastKeys = () => [...batches.at(-1)!.puts.keys()].sort()
  return { store, batches, lastKeys }
}

const world = () => {
  const { clock, collections } = snapshotDb()
  return JSON.stringify({ clock, collections })
}

/** Ledger rows per stored chunk here: small, so a few transfers fill one. */
const CHUNK = 5
let aurelia = ''

const pay = (amount: number) =>
  call('POST', '/transfers', {
    token: (aurelia ||= tokenFor(cast.aurelia)),
    body: treasuryToMira(amount),
  })

describe('demo persistence', () => {
  useEconomy('minimal')
  beforeEach(() => {
    aurelia = ''
  })

  it('saves everything once, then only the records that changed', async () => {
    const { store, lastKeys } = recordingStore()
    const saver = new WorldPersistence(store, { chunkRows: CHUNK })
    aurelia = tokenFor(cast.aurelia)
    await saver.save()
    const chunks = Math.ceil(db.transactions.count() / CHUNK)
    expect(lastKeys()).toEqual(
      [
        ...Object.keys(db)
          .filter((n) => n !== 'transactions')
          .map((n) => `collection:${n}`),
        ...Array.from({ length: chunks }, (_, i) => `ledger:${i}`),
        'meta',
      ].sort(),
    )

    await saver.save()
    expect(lastKeys()).toEqual(['meta'])

    expect((await pay(25)).status).toBe(201)
    await saver.save()
    expect(lastKeys()).toEqual(['collection:balances', `ledger:${chunks - 1}`, 'meta'].sort())
  })

  it('a sign-in writes the sessions, not the world', async () => {
    const { store, lastKeys } = recordingStore()
    const saver = new WorldPersistence(store, { chunkRows: CHUNK })
    await saver.save()
    const { uuid, password } = DEMO_ACCOUNTS.player
    const selected = await call('POST', '/auth/select-character', {
      body: { uuid, password, displayName: cast.aurelia },
    })
    expect(selected.status).toBe(200)
    await saver.save()
    expect(lastKeys()).toEqual(['collection:sessions', 'meta'])
  })

  it('restores the same world; a new ledger chunk starts where the last one filled up', async () => {
    const { store, lastKeys } = recordingStore()
    const saver = new WorldPersistence(store, { chunkRows: CHUNK })
    aurelia = tokenFor(cast.aurelia)
    await saver.save()
    // 13 rows in chunks of 5: the third chunk holds 3; three more fill it and start a fourth.
    expect(db.transactions.count()).toBe(13)
    for (let i = 0; i < 3; i++) expect((await pay(1)).status).toBe(201)
    await saver.save()
    expect(lastKeys()).toEqual(['collection:balances', 'ledger:2', 'ledger:3', 'meta'])
    expect((await pay(1)).status).toBe(201)
    await saver.save()
    expect(lastKeys()).toEqual(['collection:balances', 'ledger:3', 'meta'])

    const saved = world()
    db.transactions.all().length = 0
    db.balances.all().length = 0
    const restored = await new WorldPersistence(store, { chunkRows: CHUNK }).load()
    expect(restored).toEqual({ status: 'restored', ledgerRows: 17 })
    expect(world()).toBe(saved)
  })

  it('saves again after a failed save, with what the failed one missed', async () => {
    const { store, lastKeys } = recordingStore()
    const saver = new WorldPersistence(store, { chunkRows: CHUNK })
    aurelia = tokenFor(cast.aurelia)
    await saver.save()
    const write = store.write
    store.write = () => Promise.reject(new Error('QuotaExceededError'))
    expect((await pay(3)).status).toBe(201)
    await expect(saver.save()).rejects.toThrow('QuotaExceededError')
    store.write = write
    await saver.save()
    expect(lastKeys()).toEqual(['collection:balances', 'ledger:2', 'meta'])
    const saved = world()
    expect((await new WorldPersistence(store, { chunkRows: CHUNK }).load()).status).toBe('restored')
    expect(world()).toBe(saved)
  })

  it('rewrites everything after another tab wrote in between', async () => {
    const { store, batches } = recordingStore()
    const mine = new WorldPersistence(store, { chunkRows: CHUNK })
    await mine.save()
    const other = new WorldPersistence(store, { chunkRows: CHUNK })
    expect((await other.load()).status).toBe('restored')
    await pay(5)
    await other.save()

    await pay(7)
    await mine.save()
    const [refused, rewrite] = batches.slice(-2)
    expect(refused.puts.has('collection:accounts')).toBe(false)
    expect(rewrite.expect).toBeNull()
    expect(rewrite.puts.has('collection:accounts')).toBe(true)
    const saved = world()
    expect((await new WorldPersistence(store, { chunkRows: CHUNK }).load()).status).toBe('restored')
    expect(world()).toBe(saved)
  })

  it('reports a saved world it cannot read, whatever is wrong with it', async () => {
    const corruptions: [string, (records: Map<string, string>) => void][] = [
      ['not JSON', (r) => r.set('collection:characters', '{"oops')],
      ['a row that does not fit', (r) => r.set('collection:balances', '[{"holderType":"vault"}]')],
      ['a missing collection', (r) => r.delete('collection:nations')],
      ['a missing ledger part', (r) => r.delete('ledger:0')],
      ['another version', (r) => r.set('meta', r.get('meta')!.replace('"version":', '"version":9'))],
    ]
    for (const [what, corrupt] of corruptions) {
      const store = memoryStore()
      await new WorldPersistence(store, { chunkRows: CHUNK }).save()
      corrupt(store.records)
      const outcome = await new WorldPersistence(store, { chunkRows: CHUNK }).load()
      expect(outcome.status, what).toBe('unreadable')
    }
    expect(await new WorldPersistence(memoryStore(), { chunkRows: CHUNK }).load()).toEqual({
      status: 'empty',
    })
  })
})
