// The fake backend in the browser (demo mode). main.tsx reaches this module only through one
// dynamic import, so live mode never downloads it.
//
// Start-up: the MSW worker registers while the world is restored from this browser's storage (or
// seeded), in short slices so the login already on screen stays responsive. startDemoBackend()
// resolves when both are done; the console holds its calls until then (src/state/demo.ts).
// A saved world that cannot be read is discarded and a fresh one seeded; the caller says so.

import { http, type HttpHandler } from 'msw'
import { setupWorker, type SetupWorker } from 'msw/browser'
import { getResponse } from 'msw'
import { identityHandlers, economyHandlers } from './handlers'
import { faultHandlers, isBackendUrl } from './faults'
import {
  SharedWorld,
  browserTabLink,
  type WorldHost,
  fromWire,
  responseFromWire,
  responseToWire,
  toWire,
  type WireResponse,
  type WorldCall,
} from './tabs/shared-world'
import { checkLedger as checkLedgerHere, type LedgerCheck } from './rules/check-ledger'
import { WorldPersistence, type LoadOutcome, type Pause } from './db/persistence'
import { indexedDbStore } from './db/snapshot-store'
import { loadScenario, type ScenarioName } from './scenarios'
import { advanceOneWeek as runOneWeek } from './rules/economy-cycle'

export { setFaults, clearFaults, getFaults, onFaultsChange } from './faults'

export interface DemoBackendOptions {
  /** The world to seed when nothing is saved (default 'demo'). */
  scenario?: ScenarioName
  /** The IndexedDB database that keeps the world across visits; none: a fresh world every visit. */
  storageName?: string
  /**
   * Where the worker script is served (default: beside index.html). Relative, so a console served
   * under a path prefix registers its own worker, whose scope is that prefix.
   */
  serviceWorkerUrl?: string
  /** Log each mocked request in the console (default false). */
  verbose?: boolean
}

export interface DemoBackend {
  worker: SetupWorker
  /** Re-seeds the world and saves it. */
  resetDemoData: () => Promise<void>
  /** Moves the world one week ahead and runs one economy cycle. */
  advanceOneWeek: () => Promise<void>
  /** Whether the world came from this browser's storage (false: freshly seeded). */
  restored: boolean
  /** Why a saved world was discarded (it could not be read), or null. */
  discarded: string | null
}

/** How long one slice of seeding, restoring or saving may hold the main thread. */
const SLICE_MS = 8
let sliceStart = 0

/**
 * Called often during long work: yields to the browser once the current slice has run SLICE_MS,
 * so the login stays responsive. A message (unlike a nested setTimeout) is not clamped to 4 ms,
 * and unlike scheduler.yield() it queues behind tasks already waiting instead of ahead of them.
 */
const pause: Pause = () => {
  if (performance.now() - sliceStart < SLICE_MS) return Promise.resolve()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      sliceStart = performance.now()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

let running: Promise<DemoBackend> | null = null
let scenario: ScenarioName = 'demo'
let persistence: WorldPersistence | null = null
/** Set while the world is being built or replaced: requests wait for it (see holdWhileRebuilding). */
let rebuilding: Promise<unknown> | null = null

function rebuild<T>(work: () => Promise<T>): Promise<T> {
  const done = work()
  const settled = done.then(
    () => undefined,
    () => undefined,
  )
  rebuilding = settled
  void settled.then(() => {
    if (rebuilding === settled) rebuilding = null
  })
  return done
}

/** First in the list: a request arriving while the world is rebuilt waits, then goes on. */
const holdWhileRebuilding: HttpHandler = http.all(
  () => rebuilding !== null,
  async () => {
    await rebuilding
    return undefined
  },
)

async function seedFresh(): Promise<void> {
  // The demo world is built around the viewer's "now", so last-seen times and active nations
  // read naturally; the clock then follows real time.
  await loadScenario(scenario, { now: new Date(), clock: 'live', fresh: true, cache: false, pause })
}

/** Restores the saved world, or seeds one; an unreadable saved world is discarded. */
async function buildWorld(): Promise<{ restored: boolean; discarded: string | null }> {
  let loaded: LoadOutcome = { status: 'empty' }
  if (persistence) {
    try {
      loaded = await persistence.load(pause)
    } catch (error) {
      // No usable storage (blocked, private window): the demo starts fresh every visit.
      console.warn('[demo] the saved world is out of reach; starting fresh', error)
      persistence = null
    }
  }
  if (loaded.status === 'restored') return { restored: true, discarded: null }
  if (loaded.status === 'unreadable') await persistence?.clear().catch(() => undefined)
  await seedFresh()
  persistence?.schedule(pause)
  return { restored: false, discarded: loaded.status === 'unreadable' ? loaded.reason : null }
}

let savesOnHide = false

/** Saves when the tab is hidden or closed, so a quick reload after a change keeps it. */
function saveOnHide(): void {
  if (savesOnHide) return
  savesOnHide = true
  const flush = () => void persistence?.flush().catch(() => undefined)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
  window.addEventListener('pagehide', flush)
}

/** The handlers of the world itself: faults are applied by the tab the request came from. */
const worldHandlers = [...identityHandlers, ...economyHandlers]

/** Every tab of this browser plays in one world, held by one tab (see tabs/shared-world.ts). */
let shared: SharedWorld | null = null
const isFollower = () => shared !== null && !shared.isLeader

/** In a tab that does not hold the world, requests to the game go to the tab that does. */
const forwardToLeader: HttpHandler = http.all(
  ({ request }) => isFollower() && isBackendUrl(request.url),
  async ({ request }) => {
    const answer = await shared!.run({ type: 'http', request: await toWire(request) })
    return responseFromWire(answer as WireResponse)
  },
)

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD'

/** What the tab holding the world does with a call, its own or one forwarded by another tab. */
async function handleHere(call: WorldCall): Promise<unknown> {
  await rebuilding
  switch (call.type) {
    case 'http': {
      const response = await getResponse(worldHandlers, fromWire(call.request))
      if (isWrite(call.request.method)) persistence?.schedule(pause)
      return responseToWire(response)
    }
    case 'reset':
      return resetHere()
    case 'advance':
      return advanceHere()
    case 'check-ledger':
      return checkLedgerHere()
  }
}

/** Runs a call on the one world, wherever it is held. */
const onWorld = (call: WorldCall) => (shared ? shared.run(call) : handleHere(call))

async function start(options: DemoBackendOptions): Promise<DemoBackend> {
  scenario = options.scenario ?? 'demo'
  const store = options.storageName ? indexedDbStore(options.storageName) : null
  persistence = store ? new WorldPersistence(store) : null
  const worker = setupWorker(holdWhileRebuilding, ...faultHandlers, forwardToLeader, ...worldHandlers)
  let world: { restored: boolean; discarded: string | null } = { restored: false, discarded: null }
  const host: WorldHost = {
    // A tab that takes over from a closed leader loads what the leader saved.
    becomeLeader: async () => {
      world = await rebuild(buildWorld)
      if (persistence) saveOnHide()
    },
    handle: handleHere,
  }
  // Without saved storage every tab keeps its own fresh world: nothing to share.
  const link = persistence && options.storageName ? browserTabLink(options.storageName) : null
  shared = link ? new SharedWorld(link, host) : null
  await Promise.all([
    shared ? shared.start() : host.becomeLeader(),
    worker.start({
      onUnhandledRequest: 'bypass',
      quiet: !options.verbose,
      serviceWorker: { url: options.serviceWorkerUrl ?? 'mockServiceWorker.js' },
    }),
  ])
  if (persistence) {
    worker.events.on('response:mocked', ({ request }) => {
      // Only the tab holding the world saves it: a follower's copy is empty.
      if (isWrite(request.method) && !isFollower()) persistence?.schedule(pause)
    })
  }
  return { worker, resetDemoData, advanceOneWeek, ...world }
}

/** Starts the in-browser backend once; later calls return the same one. */
export function startDemoBackend(options: DemoBackendOptions = {}): Promise<DemoBackend> {
  running ??= start(options).catch((error: unknown) => {
    running = null
    throw error
  })
  return running
}

/** Restores the seeded world (the demo's "Reset demo data") and saves it, for every tab. */
export async function resetDemoData(): Promise<void> {
  await onWorld({ type: 'reset' })
}

/** "Advance one week" of the one world. */
export async function advanceOneWeek(): Promise<void> {
  await onWorld({ type: 'advance' })
}

/** The ledger check of the admin's demo tools, run on the one world. */
export async function checkLedger(): Promise<LedgerCheck> {
  return (await onWorld({ type: 'check-ledger' })) as LedgerCheck
}

async function resetHere(): Promise<void> {
  persistence?.cancel()
  await rebuild(async () => {
    await persistence?.flush()
    await seedFresh()
  })
  await persistence?.save(pause)
}

/** World time moves 7 days ahead, then one economy cycle runs at the new time. */
async function advanceHere(): Promise<void> {
  runOneWeek()
  persistence?.schedule(pause)
}
