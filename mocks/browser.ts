// The fake backend in the browser (demo mode). main.tsx reaches this module only through one
// dynamic import, so live mode never downloads it.
//
// Only the request side lives in the page: MSW's service worker, this tab's faults, and the
// hand-over of every other request to the world. The world itself (the collections, the rules,
// the seeding and the saving) runs in a dedicated worker of the tab that holds it
// (tabs/world-worker.ts), so the page's thread never seeds, restores or answers.
// startDemoBackend() resolves when the service worker runs and the world is ready; the console
// holds its calls until then (src/state/demo.ts). A saved world that cannot be read is discarded
// and a fresh one seeded; the caller says so.

import { http, type HttpHandler } from 'msw'
import { setupWorker, type SetupWorker } from 'msw/browser'
import { faultHandlers, isBackendUrl, setActingBackend } from './faults'
import {
  SharedWorld,
  browserTabLink,
  type WorldHost,
  responseFromWire,
  toWire,
  type WireResponse,
  type WorldCall,
} from './tabs/shared-world'
import type { BuiltWorld, WorkerCall, WorkerReply, WorkerRequest } from './tabs/world-worker'
import type { LedgerCheck } from './rules/check-ledger'
import type { ScenarioName } from './scenarios'

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

/**
 * The world of the tab that holds it, in a dedicated worker (tabs/world-worker.ts): seeding,
 * restoring, saving and answering run off the page's thread, so the console stays responsive
 * while the demo starts and while it answers. Started when this tab becomes the holder.
 */
class WorldWorker {
  readonly #worker = new Worker(new URL('./tabs/world-worker.ts', import.meta.url), {
    type: 'module',
    name: 'statecraft-demo-world',
  })
  readonly #waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  #nextId = 0

  constructor() {
    this.#worker.onmessage = ({ data: reply }: MessageEvent<WorkerReply>) => {
      const waiting = this.#waiting.get(reply.id)
      if (!waiting) return
      this.#waiting.delete(reply.id)
      if (reply.ok) waiting.resolve(reply.value)
      else waiting.reject(new Error(reply.error))
    }
    // A worker that fails to load or throws outside a call: every waiting call fails with it.
    this.#worker.onerror = (event) => {
      event.preventDefault()
      const error = new Error(`The demo world stopped: ${event.message || 'its worker failed to load'}`)
      for (const { reject } of this.#waiting.values()) reject(error)
      this.#waiting.clear()
    }
  }

  call(call: WorkerCall): Promise<unknown> {
    const id = (this.#nextId += 1)
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject })
      this.#worker.postMessage({ id, call } satisfies WorkerRequest)
    })
  }
}

let running: Promise<DemoBackend> | null = null
let world: WorldWorker | null = null

const worldHere = () => (world ??= new WorldWorker())

let savesOnHide = false

/** Saves when the tab is hidden or closed, so a quick reload after a change keeps it. */
function saveOnHide(): void {
  if (savesOnHide) return
  savesOnHide = true
  const flush = () => void world?.call({ type: 'flush' }).catch(() => undefined)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
  window.addEventListener('pagehide', flush)
}

/** Every tab of this browser plays in one world, held by one tab (see tabs/shared-world.ts). */
let shared: SharedWorld | null = null

/** What the tab holding the world does with a call, its own or one forwarded by another tab. */
const handleHere = (call: WorldCall): Promise<unknown> => worldHere().call(call)

/** Runs a call on the one world, wherever it is held. */
const onWorld = (call: WorldCall) => (shared ? shared.run(call) : handleHere(call))

/**
 * After this tab's faults: a request to the game goes to the world, in this tab's worker or in
 * the tab that holds it.
 */
const toWorld: HttpHandler = http.all(
  ({ request }) => isBackendUrl(request.url),
  async ({ request }) => {
    const answer = await onWorld({ type: 'http', request: await toWire(request) })
    return responseFromWire(answer as WireResponse)
  },
)

// An `afterActing` fault lets the world act on the call before this tab loses its answer.
setActingBackend(async (request) => onWorld({ type: 'http', request: await toWire(request) }))

async function start(options: DemoBackendOptions): Promise<DemoBackend> {
  const scenario = options.scenario ?? 'demo'
  const storageName = options.storageName ?? null
  const worker = setupWorker(...faultHandlers, toWorld)
  let built: BuiltWorld = { restored: false, discarded: null }
  const host: WorldHost = {
    // A tab that takes over from a closed leader loads what the leader saved.
    becomeLeader: async () => {
      built = (await worldHere().call({ type: 'build', scenario, storageName })) as BuiltWorld
      if (storageName) saveOnHide()
    },
    handle: handleHere,
  }
  // Without saved storage every tab keeps its own fresh world: nothing to share.
  const link = storageName && typeof indexedDB !== 'undefined' ? browserTabLink(storageName) : null
  shared = link ? new SharedWorld(link, host) : null
  await Promise.all([
    shared ? shared.start() : host.becomeLeader(),
    worker.start({
      onUnhandledRequest: 'bypass',
      quiet: !options.verbose,
      serviceWorker: { url: options.serviceWorkerUrl ?? 'mockServiceWorker.js' },
    }),
  ])
  return { worker, resetDemoData, advanceOneWeek, ...built }
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
