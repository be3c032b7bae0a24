import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, vi } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { ref } from 'valtio'
import { setRuntimeConfig } from '@/config/runtime'
import { DEFAULT_CONFIG } from '@/config/config'
import { setApiTimeoutForTests, setTokenSource } from '@/api/client'
import { logout, session } from '@/state/session'
import { clearNotices } from '@/state/notices'
import { demo } from '@/state/demo'
import { clearFaults } from '@mocks/faults'
import { backStepsSettled, clearBackSteps } from '@/lib/back-stack'
import { ASYNC_TIMEOUT_MS } from './support/timeouts'

// This file runs before each test file. Most test files of a worker share their modules (the
// `shared` project's `isolate: false`, see vite.config.ts), so each file starts here from the
// app-wide state a fresh page has, whatever the file before it left: no stored data, session,
// notice, demo controls or fault, the product's API time-out and token source (the one
// src/state/session.ts sets), no Back step. A file's own changes stay its own within it.
globalThis.localStorage?.clear()
globalThis.sessionStorage?.clear()
logout()
clearNotices()
Object.assign(demo, {
  active: false,
  busy: false,
  controls: null,
  startError: null,
  faults: ref({ latencyMs: 0, routes: [] }),
})
clearFaults()
setApiTimeoutForTests(null)
setTokenSource(() => session.session?.token ?? null)
// Back steps a screen of the file before left open: the window and its history are shared too.
await settleHistory(clearBackSteps())

// Node's fetch needs absolute URLs; the fake backend's handlers match any host.
setRuntimeConfig({ ...DEFAULT_CONFIG, apiUrl: 'http://localhost' })

// findBy* and waitFor wait for lazy chunks and fake-backend answers: on a busy machine these take
// seconds, not the library's default 1 s. A passing wait returns as soon as it passes.
configure({ asyncUtilTimeout: ASYNC_TIMEOUT_MS })

// jsdom has no Web Animations API. Headless UI's transitions ask each element for its running
// animations and wait for them; jsdom runs no CSS animations, so the true answer is none.
if (typeof Element !== 'undefined' && typeof Element.prototype.getAnimations === 'undefined') {
  Element.prototype.getAnimations = () => []
}

afterEach(async () => {
  cleanup()
  // A dialog that unmounted above took its Back step off the history: that move lands within
  // this file, not in the next file's first test (files share the window).
  await settleHistory(backStepsSettled())
  // Backend tests run in the node environment, which has no localStorage.
  globalThis.localStorage?.clear()
})

// What a file changed in the shared globals goes back when it ends: spies (a silenced
// console.warn), fake timers, stubbed globals and environment variables.
afterAll(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

/**
 * Waits for the console's own history moves to land, bounded: a window that never reports a
 * move (no window at all in the node environment's files) must not hold up the run.
 */
async function settleHistory(settled: Promise<void>) {
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([settled, new Promise((resolve) => (timer = setTimeout(resolve, 5000)))])
  clearTimeout(timer)
}
