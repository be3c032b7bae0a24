// The demo world in a dedicated Web Worker. The tab that holds the world (see shared-world.ts)
// starts this worker and hands it every call; seeding, restoring, saving and answering requests
// run here, so the page's thread only draws the console: a reviewer's first taps on the login,
// and every screen after it, never wait behind the fake backend. Faults stay in the page (each
// tab applies its own before forwarding a request), so this worker only ever sees calls that
// reach the world.

import './worker-storage'
import { getResponse } from 'msw'
import { identityHandlers, economyHandlers } from '../handlers'
import { checkLedger } from '../rules/check-ledger'
import { advanceOneWeek } from '../rules/economy-cycle'
import { scenarioClock } from '../clock'
import { WorldPersistence, type LoadOutcome } from '../db/persistence'
import { indexedDbStore } from '../db/snapshot-store'
import { loadScenario, type ScenarioName } from '../scenarios'
import { fromWire, responseToWire, type WorldCall } from './shared-world'

/** What the holding tab asks of its worker: the world's calls, plus building and saving it. */
export type WorkerCall =
  | WorldCall
  | { type: 'build'; scenario: ScenarioName; storageName: string | null }
  /** Saves what changed now (the tab is being hidden or closed). */
  | { type: 'flush' }

export interface WorkerRequest {
  id: number
  call: WorkerCall
}

export type WorkerReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string }

/** What 'build' answers. */
export interface BuiltWorld {
  restored: boolean
  discarded: string | null
}

const worldHandlers = [...identityHandlers, ...economyHandlers]

let scenario: ScenarioName = 'demo'
let persistence: WorldPersistence | null = null
/** Set while the world is built or replaced: every other call waits for it. */
let rebuilding: Promise<unknown> = Promise.resolve()

function rebuild<T>(work: () => Promise<T>): Promise<T> {
  const done = rebuilding.then(work)
  rebuilding = done.catch(() => undefined)
  return done
}

async function seedFresh(): Promise<void> {
  // The demo world is built around the viewer's "now", so last-seen times and active nations
  // read naturally; the clock then follows real time.
  await loadScenario(scenario, { now: new Date(), clock: 'live', fresh: true, cache: false })
}

/** Restores the saved world, or seeds one; an unreadable saved world is discarded. */
async function buildWorld(storageName: string | null): Promise<BuiltWorld> {
  const store = storageName ? indexedDbStore(storageName) : null
  persistence = store ? new WorldPersistence(store) : null
  let loaded: LoadOutcome = { status: 'empty' }
  if (persistence) {
    try {
      loaded = await persistence.load()
    } catch (error) {
      // No usable storage (blocked, private window): the demo starts fresh every visit.
      console.warn('[demo] the saved world is out of reach; starting fresh', error)
      persistence = null
    }
  }
  if (loaded.status === 'restored') return { restored: true, discarded: null }
  if (loaded.status === 'unreadable') await persistence?.clear().catch(() => undefined)
  await seedFresh()
  persistence?.schedule()
  return { restored: false, discarded: loaded.status === 'unreadable' ? loaded.reason : null }
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD'

/**
 * Saved before confirmed: a call that changed the world is answered only once the change is in
 * the browser's storage, so a reload the moment a receipt shows (or the tab closing) keeps it.
 * When storage fails, the change stays in this tab's world and the answer goes out as before:
 * the world in memory is what every tab plays in, and the next save carries the change.
 */
async function commit(): Promise<void> {
  if (!persistence) return
  // What a scheduled save would write goes in this one.
  persistence.cancel()
  try {
    await persistence.save()
  } catch (error) {
    console.warn('[demo] saving the world failed', error)
    persistence.schedule()
  }
}

async function handle(call: WorkerCall): Promise<unknown> {
  switch (call.type) {
    case 'build':
      scenario = call.scenario
      return rebuild(() => buildWorld(call.storageName))
    case 'reset':
      persistence?.cancel()
      await rebuild(async () => {
        await persistence?.flush()
        await seedFresh()
      })
      return persistence?.save()
  }
  await rebuilding
  switch (call.type) {
    case 'http': {
      const response = await getResponse(worldHandlers, fromWire(call.request))
      if (isWrite(call.request.method)) {
        // A refused call changed nothing a player sees (at most sign-in bookkeeping).
        if (response?.ok) await commit()
        else persistence?.schedule()
      }
      // A real server dates its answers by its own clock: this world's is its world time.
      // (A network failure's answer has no headers to set.)
      if (response && response.type !== 'error')
        response.headers.set('Date', new Date(scenarioClock.nowMs()).toUTCString())
      return responseToWire(response)
    }
    case 'advance':
      // World time moves 7 days ahead, then one economy cycle runs at the new time.
      advanceOneWeek()
      await commit()
      return undefined
    case 'check-ledger':
      return checkLedger()
    case 'flush':
      return persistence?.flush()
  }
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null
  postMessage: (message: WorkerReply) => void
}

scope.onmessage = ({ data: { id, call } }) => {
  handle(call).then(
    (value) => scope.postMessage({ id, ok: true, value }),
    (error: unknown) =>
      scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) }),
  )
}
