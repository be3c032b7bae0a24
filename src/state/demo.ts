import { proxy, ref } from 'valtio'
import { setRequestGate } from '@/api/client'
import type { FaultConfig, FaultRoute, LedgerCheck } from '@/api/demo.types'
import { notify } from './notices'

/**
 * Controls of the in-browser fake backend. main.tsx fills them after the dynamic import, so the
 * app can offer "Reset demo data" without importing mocks/ itself (live mode must never load it).
 */
export interface DemoControls {
  resetDemoData: () => Promise<void>
  advanceOneWeek?: () => Promise<void>
  /** The fake backend's fault switch (mocks/faults.ts), for the demo tools panel. */
  faults?: DemoFaultSwitch
  /** The money invariant checker (mocks/rules/check-ledger.ts), shown to admins. */
  checkLedger?: () => DemoLedgerCheck | Promise<DemoLedgerCheck>
}

export type DemoFaultRoute = FaultRoute
export type DemoFaultConfig = FaultConfig
export type DemoLedgerCheck = LedgerCheck

export interface DemoFaultSwitch {
  get: () => DemoFaultConfig
  set: (config: DemoFaultConfig) => void
  clear: () => void
  /** Called on every change; returns an unsubscribe. */
  subscribe: (listener: () => void) => () => void
}

interface DemoState {
  /** True once the fake backend runs in this browser. */
  active: boolean
  /** Set when demo mode was asked for but the fake backend could not start. */
  startError: string | null
  busy: boolean
  controls: DemoControls | null
  /** The faults in force, mirrored from the fault switch so the banner can warn about them. */
  faults: DemoFaultConfig
}

const NO_FAULTS: DemoFaultConfig = { latencyMs: 0, routes: [] }

export const demo = proxy<DemoState>({
  active: false,
  startError: null,
  busy: false,
  controls: null,
  faults: ref(NO_FAULTS),
})

let unsubscribeFaults: (() => void) | null = null

export function setDemoControls(controls: DemoControls) {
  // ref(): functions must not be wrapped in a proxy.
  demo.controls = ref(controls)
  demo.active = true
  demo.startError = null
  unsubscribeFaults?.()
  unsubscribeFaults = null
  const faults = controls.faults
  if (faults) {
    // ref(): a RegExp route match does not survive being wrapped in a proxy.
    const mirror = () => {
      demo.faults = ref(faults.get())
    }
    mirror()
    unsubscribeFaults = faults.subscribe(mirror)
  } else demo.faults = ref(NO_FAULTS)
}

/** How many faults are in force (latency counts as one). */
export function activeFaultCount(config: DemoFaultConfig): number {
  return (config.routes?.length ?? 0) + ((config.latencyMs ?? 0) > 0 ? 1 : 0)
}

export function setDemoStartError(message: string) {
  demo.active = false
  demo.startError = message
}

/** Runs a demo control with the busy flag set; errors reach the caller. */
export async function runDemoAction(action: (controls: DemoControls) => Promise<void>) {
  const controls = demo.controls
  if (!controls || demo.busy) return
  demo.busy = true
  try {
    await action(controls)
  } finally {
    demo.busy = false
  }
}

// ------------------------------------------------------------------ start-up

/** The IndexedDB database that keeps the demo world in this browser. */
export const DEMO_STORAGE_NAME = 'statecraft-demo'

export const DEMO_START_TEXTS = {
  discarded: 'The demo world saved in this browser could not be read, so a fresh one was seeded.',
} as const

/** What start-up needs of mocks/browser.ts (declared here: src/ never imports mocks/). */
export interface DemoBackendModule {
  startDemoBackend: (options: { storageName?: string }) => Promise<{ discarded: string | null }>
  resetDemoData: () => Promise<void>
  advanceOneWeek: () => Promise<void>
  getFaults: () => DemoFaultConfig
  setFaults: (config: DemoFaultConfig) => void
  clearFaults: () => void
  onFaultsChange: (listener: () => void) => () => void
  checkLedger: () => Promise<DemoLedgerCheck>
}

/** Forgets the saved world and reloads: the way out when the demo cannot start. */
async function forgetSavedWorld(): Promise<void> {
  await new Promise<void>((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve()
    const request = indexedDB.deleteDatabase(DEMO_STORAGE_NAME)
    request.onsuccess = request.onerror = request.onblocked = () => resolve()
  })
  window.location.reload()
}

function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return setTimeout(resolve, 0)
    // A frame callback runs before that frame paints; the task queued from it runs after.
    requestAnimationFrame(() => setTimeout(resolve, 0))
  })
}

/**
 * Starts the in-browser fake backend without holding up the first render: the login shows at
 * once while the backend loads, and every API call waits until it answers (or failed to start,
 * in which case calls fail as they would against an unreachable server).
 */
export function startDemoBackendInBackground(load: () => Promise<DemoBackendModule>): Promise<void> {
  const started = (async () => {
    try {
      // The login paints first: the backend's code is fetched, compiled and run after that frame.
      await afterNextPaint()
      const backend = await load()
      const { discarded } = await backend.startDemoBackend({ storageName: DEMO_STORAGE_NAME })
      if (discarded) {
        console.warn(`The saved demo world was discarded: ${discarded}`)
        notify('info', DEMO_START_TEXTS.discarded)
      }
      setDemoControls({
        resetDemoData: backend.resetDemoData,
        advanceOneWeek: backend.advanceOneWeek,
        faults: {
          get: backend.getFaults,
          set: backend.setFaults,
          clear: backend.clearFaults,
          subscribe: backend.onFaultsChange,
        },
        checkLedger: () => backend.checkLedger(),
      })
    } catch (error) {
      console.error('The demo backend could not start.', error)
      setDemoStartError(error instanceof Error ? error.message : String(error))
      // Starting over must stay possible: the saved world may be what keeps it from starting.
      demo.controls = ref({ resetDemoData: forgetSavedWorld })
    }
  })()
  setRequestGate(() => started)
  return started
}
