import { proxy, ref } from 'valtio'
import type { FaultConfig, FaultRoute, LedgerCheck } from '@/api/demo.types'

/**
 * Controls of the in-browser fake backend. demo-start.ts fills them after the dynamic import, so the
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
  /** True while the fake backend is on its way: the banner shows, its controls wait for it. */
  starting: boolean
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
  starting: false,
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
  demo.starting = false
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

/** Demo mode's start has begun: the backend is on its way (main.tsx). */
export function setDemoStarting() {
  demo.starting = true
}

export function setDemoStartError(message: string) {
  demo.active = false
  demo.starting = false
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

// ---------------------------------------------------------------- the whole world changed

const worldListeners = new Set<() => void>()

/**
 * Calls `listener` whenever a demo control changed the whole world at once (a weekly cycle:
 * interest, fees and UBI on every account, treasury and vault). Returns an unsubscribe.
 */
export function onWorldChanged(listener: () => void): () => void {
  worldListeners.add(listener)
  return () => worldListeners.delete(listener)
}

/** Tells every listener the whole world changed (the server data cache refetches all of it). */
export function announceWorldChanged(): void {
  for (const listener of worldListeners) listener()
}
