import { afterEach } from 'vitest'
import { setRuntimeConfig } from '@/config/runtime'
import { DEFAULT_CONFIG } from '@/config/config'

// Node's fetch needs absolute URLs; the fake backend's handlers match any host.
setRuntimeConfig({ ...DEFAULT_CONFIG, apiUrl: 'http://localhost' })

// Only files with a DOM render anything: the Node files (`@vitest-environment node`: the fake
// backend and the pure logic) skip loading React DOM, Testing Library and jest-dom, which each
// test file would otherwise evaluate afresh.
const dom = typeof document === 'undefined' ? undefined : await import('./support/dom-setup')

afterEach(() => {
  dom?.cleanup()
  // Backend tests run in the node environment, which has no localStorage.
  globalThis.localStorage?.clear()
})
