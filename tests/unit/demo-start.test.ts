// @vitest-environment node
// Demo start-up in the background (src/state/demo-start.ts): API calls wait until the fake backend
// answers, a discarded saved world shows a notice, and a failed start still offers a reset.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, setRequestGate } from '@/api/client'
import { optionalRecord } from '@/api/read'
import { demo } from '@/state/demo'
import { DEMO_START_TEXTS, startDemoBackendInBackground, type DemoBackendModule } from '@/state/demo-start'
import { clearNotices, notices } from '@/state/notices'
import { useFakeBackend } from '../support/backend'

useFakeBackend('minimal')

function fakeModule(start: DemoBackendModule['startDemoBackend']): DemoBackendModule {
  return {
    startDemoBackend: start,
    resetDemoData: async () => undefined,
    advanceOneWeek: async () => undefined,
    getFaults: () => ({}),
    setFaults: () => undefined,
    clearFaults: () => undefined,
    onFaultsChange: () => () => undefined,
    checkLedger: async () => ({ ok: true, problems: [], transactions: 0, balances: 0, currencies: [] }),
  }
}

const ugcStatus = () => api('/ugc-status', { auth: false, read: (body) => optionalRecord(body) })

afterEach(() => {
  setRequestGate(() => Promise.resolve())
  clearNotices()
  demo.startError = null
  demo.controls = null
  demo.active = false
})

describe('startDemoBackendInBackground', () => {
  it('holds API calls until the backend has started, then lets them through', async () => {
    let finish!: () => void
    const started = new Promise<{ discarded: null }>((resolve) => {
      finish = () => resolve({ discarded: null })
    })
    // A call made just before the start is not held: once it is answered, the held one would
    // have been answered too if nothing held it.
    const unheld = ugcStatus()
    const ready = startDemoBackendInBackground(async () => fakeModule(() => started))
    let answered = false
    const call = ugcStatus().then(() => {
      answered = true
    })
    await unheld
    expect(answered).toBe(false)
    finish()
    await ready
    await call
    expect(answered).toBe(true)
    expect(demo.active).toBe(true)
    expect(demo.controls?.resetDemoData).toBeTypeOf('function')
  })

  it('says so when the saved world could not be read and a fresh one was seeded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await startDemoBackendInBackground(async () =>
      fakeModule(async () => ({ discarded: 'row 3 of balances does not fit its schema' })),
    )
    expect(notices.items.map((n) => n.text)).toContain(DEMO_START_TEXTS.discarded)
  })

  it('a failed start shows the error, lets calls fail normally and still offers a reset', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await startDemoBackendInBackground(async () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    expect(demo.startError).toBe('Failed to fetch dynamically imported module')
    expect(demo.controls?.resetDemoData).toBeTypeOf('function')
    // The gate is open: calls are answered (here by the test backend) instead of waiting forever.
    await expect(ugcStatus()).resolves.toBeTruthy()
  })
})
