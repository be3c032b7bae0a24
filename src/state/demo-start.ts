// Starting the in-browser fake backend. Demo mode only: main.tsx imports this lazily, so neither
// a live visit nor the login's first download carries it.
import { ref } from 'valtio'
import { setRequestGate } from '@/api/client'
import { afterNextPaint } from '@/lib/schedule'
import { notify } from './notices'
import { demo, setDemoControls, setDemoStartError, type DemoFaultConfig, type DemoLedgerCheck } from './demo'

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

/**
 * Starts the in-browser fake backend without holding up the first render: the login shows at
 * once while the backend loads, and every API call waits until it answers (or failed to start,
 * in which case calls fail as they would against an unreachable server).
 */
export function startDemoBackendInBackground(load: () => Promise<DemoBackendModule>): Promise<void> {
  const started = (async () => {
    try {
      // The login paints first: the backend's code is fetched, compiled and run after that frame.
      await new Promise<void>((resolve) => afterNextPaint(resolve))
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
