/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { availableParallelism } from 'node:os'
import { loginShell } from './.config/login-shell-plugin.ts'
import { cspHashes } from './.config/csp-hash-plugin.ts'
import { themesCss } from './.config/themes-css-plugin.ts'

const port = Number(process.env.PORT ?? 5173)

// The browser never needs msw's cookie jar (mocks/shims/tough-cookie.ts says why); Vitest and the
// mock server (Node) keep the real one. Nor the React 17 fallback of useSyncExternalStore
// (src/shims/use-sync-external-store.ts), nor destr, which ofetch never calls here (src/shims/destr.ts).
const browserShims = process.env.VITEST
  ? []
  : [
      {
        find: /^tough-cookie$/,
        replacement: fileURLToPath(new URL('./mocks/shims/tough-cookie.ts', import.meta.url)),
      },
      {
        find: /^destr$/,
        replacement: fileURLToPath(new URL('./src/shims/destr.ts', import.meta.url)),
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/shims/use-sync-external-store.ts', import.meta.url)),
      },
    ]

export default defineConfig({
  // Relative URLs everywhere: one build serves from the site root or any path prefix.
  base: './',
  plugins: [react(), tailwindcss(), loginShell(), cspHashes(), themesCss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
      ...browserShims,
    ],
  },
  // The demo world's worker (mocks/tabs/world-worker.ts) loads its rare parts (the large
  // scenario, faker's locales) on demand: only ES module workers can split.
  worker: { format: 'es' },
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Every browser the console supports knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the first screen needs in one file rather than two dozen small ones: fewer
        // requests and preload scans before the login is usable. Later screens split as usual.
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['tests/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/mocks/**/*.test.{ts,tsx}'],
    // A ceiling for a test that hangs, not a speed target: the longest component tests take 15 s
    // on a 2-core machine running two suites at once.
    testTimeout: 60_000,
    // Vitest leaves one core to its main process by default, which on a 2-core machine means one
    // test file at a time while the main process mostly idles once modules are transformed: two
    // workers keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One time zone for every test file, set before any of it runs (the forks pool starts each
    // worker with it): the seeded worlds' hashes and calendar-day texts depend on it.
    env: { TZ: 'UTC' },
  },
})
