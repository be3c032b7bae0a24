import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { setRuntimeConfig } from '@/config/runtime'
import { DEFAULT_CONFIG } from '@/config/config'
import { ASYNC_TIMEOUT_MS } from './support/timeouts'

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

afterEach(() => {
  cleanup()
  // Backend tests run in the node environment, which has no localStorage.
  globalThis.localStorage?.clear()
})
