import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'
import { cleanup } from '@testing-library/react'
import { setRuntimeConfig } from '@/config/runtime'
import { DEFAULT_CONFIG } from '@/config/config'

// Node's fetch needs absolute URLs; the fake backend's handlers match any host.
setRuntimeConfig({ ...DEFAULT_CONFIG, apiUrl: 'http://localhost' })

afterEach(() => {
  cleanup()
  // Backend tests run in the node environment, which has no localStorage.
  globalThis.localStorage?.clear()
})
