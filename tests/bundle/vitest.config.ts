import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

// The bundle test reads dist/ (run `vite build` first) and drives Chromium; it runs in Node.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['tests/bundle/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
