// The fake backend in the browser (demo mode): restores the world saved in this browser or
// seeds `demo`, then starts the MSW service worker. main.tsx reaches this module only through
// one dynamic import, so live mode never downloads it.

import { setupWorker, type SetupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { restoreDb } from './db'
import {
  cancelPersist,
  clearPersisted,
  flushPersist,
  loadPersisted,
  persistOnHide,
  savePersisted,
  schedulePersist,
} from './db/persistence'
import { loadScenario, type ScenarioName } from './scenarios'
import { WEEK_MS, scenarioClock } from './scenarios/reference'

export {
  setFaults,
  clearFaults,
  getFaults,
  addFault,
  onFaultsChange,
  type FaultConfig,
  type FaultRoute,
} from './faults'
export { DEMO_ACCOUNTS } from './scenarios/identity'
export { checkLedger, type LedgerCheck } from './rules/check-ledger'

export interface DemoBackendOptions {
  /** The world to seed when nothing is saved (default 'demo'). */
  scenario?: ScenarioName
  /** Keep the world across reloads in IndexedDB (default true). */
  persist?: boolean
  /** Where the worker script is served (default '/mockServiceWorker.js'). */
  serviceWorkerUrl?: string
  /** Log each mocked request in the console (default false). */
  verbose?: boolean
}

export interface DemoBackend {
  worker: SetupWorker
  /** Re-seeds the world and saves it. */
  resetDemoData: () => Promise<void>
  /** Moves the world one week ahead and runs one economy cycle (when the economy provides it). */
  advanceOneWeek: () => Promise<void>
  /** Whether the world came from this browser's storage (false: freshly seeded). */
  restored: boolean
}

let worker: SetupWorker | null = null
let settings: Required<Pick<DemoBackendOptions, 'scenario' | 'persist'>> = { scenario: 'demo', persist: true }

async function seedFresh(): Promise<void> {
  // The demo world is built around the viewer's "now", so last-seen times and active nations
  // read naturally; the clock then follows real time.
  await loadScenario(settings.scenario, { now: new Date(), clock: 'live', fresh: true, cache: false })
}

/** Starts the in-browser backend once; later calls return the running one. */
export async function startDemoBackend(options: DemoBackendOptions = {}): Promise<DemoBackend> {
  settings = { scenario: options.scenario ?? 'demo', persist: options.persist ?? true }
  let restored = false
  if (!worker) {
    const saved = settings.persist ? await loadPersisted() : null
    if (saved) {
      await restoreDb(saved, { adopt: true })
      restored = true
    } else {
      await seedFresh()
      if (settings.persist) await savePersisted()
    }
    worker = setupWorker(...handlers)
    if (settings.persist) {
      persistOnHide()
      worker.events.on('response:mocked', ({ request }) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') schedulePersist()
      })
    }
    await worker.start({
      onUnhandledRequest: 'bypass',
      quiet: !options.verbose,
      serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    })
  }
  return { worker, resetDemoData, advanceOneWeek, restored }
}

/** Restores the seeded world (the demo's "Reset demo data"). */
export async function resetDemoData(): Promise<void> {
  cancelPersist()
  await flushPersist()
  await seedFresh()
  if (settings.persist) await savePersisted()
}

type CycleModule = Record<string, unknown>

// The economy cycle is the economy's (mocks/rules/economy-cycle.ts). A glob import keeps this
// file building whether or not that module exists yet.
const cycleModules = import.meta.glob<CycleModule>('./rules/economy-cycle.ts')

/**
 * "Advance one week": world time moves 7 days ahead, then one economy cycle runs at the new time
 * (UBI, interest, fees). If the economy module exports `advanceOneWeek` it does both itself.
 */
export async function advanceOneWeek(): Promise<void> {
  const load = Object.values(cycleModules)[0]
  const module = load ? await load() : {}
  if (typeof module.advanceOneWeek === 'function') {
    await module.advanceOneWeek()
  } else {
    scenarioClock.advanceWorld(WEEK_MS)
    if (typeof module.runEconomyCycle === 'function') await module.runEconomyCycle()
  }
  if (settings.persist) {
    cancelPersist()
    await savePersisted()
  }
}

/** Stops the worker and forgets the saved world (tests of the demo shell). */
export async function stopDemoBackend(options: { forget?: boolean } = {}): Promise<void> {
  worker?.stop()
  worker = null
  cancelPersist()
  if (options.forget) await clearPersisted()
}
