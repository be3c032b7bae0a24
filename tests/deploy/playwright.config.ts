import { defineConfig, devices } from '@playwright/test'
import { fileURLToPath } from 'node:url'

// The deploy stage: the production build (dist/, run `vite build` first) served by Debian's nginx
// with deploy/nginx.conf (global-setup.ts), at the site root and under /console/, in demo mode and
// in live mode against the fake backend as a real HTTP server. One browser, a few minutes at most.
const root = fileURLToPath(new URL('../..', import.meta.url))
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 8789)
process.env.E2E_MOCK_ORIGIN = `http://127.0.0.1:${mockPort}`
process.env.DEPLOY_PORT ??= '8790'

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: `${root}test-results/deploy`,
  globalSetup: './global-setup.ts',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? `${root}reports/deploy.json` }],
  ],
  use: {
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node_modules/.bin/tsx mocks/server.ts',
    cwd: root,
    url: `http://127.0.0.1:${mockPort}/__control/health`,
    env: { PORT: String(mockPort), HOST: '127.0.0.1', SCENARIO: 'demo' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
