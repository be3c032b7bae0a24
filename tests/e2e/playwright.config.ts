import { defineConfig, devices } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { CHROMIUM_ARGS } from '../bundle/chromium'

// End-to-end tests of the production build (dist/, run `vite build` first) in Debian's Chromium:
// demo mode against `vite preview`, live mode against the fake backend as a real HTTP server.
const root = fileURLToPath(new URL('../..', import.meta.url))
const port = Number(process.env.E2E_PORT ?? 4173)
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 8788)
process.env.E2E_MOCK_ORIGIN = `http://127.0.0.1:${mockPort}`

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: `${root}test-results/e2e`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // One browser at a time: on a 2-core runner two workers (each a Chromium, beside vite preview and
  // the mock server) starve each other; a test that takes 12 s alone took 66 s, past its timeout.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: !!process.env.CI,
  // One retry in CI so a slow 2-core runner does not block on a timing fluke; flaky ones are reported.
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? `${root}reports/e2e.json` }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace slows every test; the CI retry of a failed test records one instead.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Dates the tests compute and the dates the console shows fall on the same calendar day.
    timezoneId: 'UTC',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // `vite preview` serves dist/ with the SPA fallback, as any static host should.
      command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort`,
      cwd: root,
      url: `http://127.0.0.1:${port}/`,
      env: { PORT: String(port) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node_modules/.bin/tsx mocks/server.ts',
      cwd: root,
      url: `http://127.0.0.1:${mockPort}/__control/health`,
      env: { PORT: String(mockPort), HOST: '127.0.0.1', SCENARIO: 'demo' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
