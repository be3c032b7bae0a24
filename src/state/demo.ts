import { proxy, ref } from 'valtio'

/**
 * Controls of the in-browser fake backend. main.tsx fills them after the dynamic import, so the
 * app can offer "Reset demo data" without importing mocks/ itself (live mode must never load it).
 */
export interface DemoControls {
  resetDemoData: () => Promise<void>
  advanceOneWeek?: () => Promise<void>
}

interface DemoState {
  /** True once the fake backend runs in this browser. */
  active: boolean
  /** Set when demo mode was asked for but the fake backend could not start. */
  startError: string | null
  busy: boolean
  controls: DemoControls | null
}

export const demo = proxy<DemoState>({ active: false, startError: null, busy: false, controls: null })

export function setDemoControls(controls: DemoControls) {
  // ref(): functions must not be wrapped in a proxy.
  demo.controls = ref(controls)
  demo.active = true
  demo.startError = null
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
