// What the e2e and deploy Playwright configs share: Debian's Chromium (no browser downloads here),
// a retry that records a trace in CI, the list and JSON reporters `npm test` reads, and the fake
// backend as a real HTTP server.
import { devices, type PlaywrightTestConfig } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { CHROMIUM_ARGS } from '../bundle/chromium'
import { MOCK_SERVER_START_MS } from './spawn-mock-server'

export const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * The config of the Playwright suite `name` (its test-results/ folder and its JSON report), with
 * its test and `expect` time-outs. `testDir: '.'` is the folder of the config file that uses it.
 */
export function playwrightBase(
  name: string,
  { timeout, expectTimeout }: { timeout: number; expectTimeout: number },
): PlaywrightTestConfig {
  return {
    testDir: '.',
    testMatch: '**/*.spec.ts',
    outputDir: `${root}test-results/${name}`,
    timeout,
    expect: { timeout: expectTimeout },
    forbidOnly: !!process.env.CI,
    // One retry in CI so a slow 2-core runner does not block on a timing fluke; flaky ones are reported.
    retries: process.env.CI ? 1 : 0,
    reporter: [
      ['list'],
      ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? `${root}reports/${name}.json` }],
    ],
    use: {
      // Recording a trace slows every test; the CI retry of a failed test records one instead.
      trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
      screenshot: 'only-on-failure',
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
      },
    },
    projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  }
}

/**
 * `mocks/server.ts` with the demo world on 127.0.0.1:`port`, as a `webServer` entry; the tests
 * find it at `E2E_MOCK_ORIGIN`.
 */
export function mockServer(port: number) {
  process.env.E2E_MOCK_ORIGIN = `http://127.0.0.1:${port}`
  return {
    command: 'node_modules/.bin/tsx mocks/server.ts',
    cwd: root,
    url: `http://127.0.0.1:${port}/__control/health`,
    env: { PORT: String(port), HOST: '127.0.0.1', SCENARIO: 'demo' },
    reuseExistingServer: false,
    timeout: MOCK_SERVER_START_MS,
  }
}
