import { defineConfig } from '@playwright/test'
import { mockServer, playwrightBase, root } from '../support/playwright-base'

// End-to-end tests of the production build (dist/, run `vite build` first) in Debian's Chromium:
// demo mode against `vite preview`, live mode against the fake backend as a real HTTP server.
const port = Number(process.env.E2E_PORT ?? 4173)
// A ceiling for a test that hangs: the longest flows take close to a minute on a busy 2-core
// machine, and a passing test never waits for it.
const base = playwrightBase('e2e', { timeout: 120_000, expectTimeout: 10_000 })
const SCALE_SPEC = '**/scale-live.spec.ts'
// The longest tests (two tabs sending at once, the phone-width tour, the admin calls in live mode:
// 20 to 40 s each, several times the others). Workers take tests in order, projects first, so
// these start at once: left to their file order, one of them could start last and keep one
// worker busy while the other idles.
const LONG_SPECS = ['**/demo-tabs.spec.ts', '**/phone-width.spec.ts', '**/admin-live.spec.ts']

export default defineConfig({
  ...base,
  fullyParallel: true,
  // Two browsers at a time: a test mostly waits (Playwright's polling, the app's timers, the fake
  // backend's answers), so one worker left the two cores half idle. Measured on 22 demo tests
  // under load 19-21: 207 s with one worker, 127 s with two, the same CPU time (37 s and 40 s).
  // (Two workers used to starve each other while every test recorded a trace; traces are now
  // recorded on the CI retry only.)
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { ...base.projects![0], name: 'long', testMatch: LONG_SPECS },
    { ...base.projects![0], testIgnore: [SCALE_SPEC, ...LONG_SPECS] },
    // The scale guard compares the large world's screens with the demo world's, timed one after
    // the other: another test in the second browser would slow one tour and not the other. It
    // runs after the rest, alone (`--no-deps` runs it without the rest).
    { ...base.projects![0], name: 'scale', testMatch: SCALE_SPEC, dependencies: ['long', 'desktop'] },
  ],
  use: {
    ...base.use,
    baseURL: `http://127.0.0.1:${port}`,
    // Dates the tests compute and the dates the console shows fall on the same calendar day.
    timezoneId: 'UTC',
  },
  webServer: [
    {
      // `vite preview` serves dist/ with the SPA fallback, as any static host should.
      command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort`,
      cwd: root,
      url: `http://127.0.0.1:${port}/`,
      env: { PORT: String(port) },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    mockServer(Number(process.env.E2E_MOCK_PORT ?? 8788)),
  ],
})
