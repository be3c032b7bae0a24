// Ejected @storybook/test-runner jest config. The runner finds it as
// `<config-dir>/test-runner-jest*`, so it lives here instead of the repo root.
// No browser downloads are possible on these machines: launch Debian's Chromium.
import { fileURLToPath } from 'node:url'
import { getJestConfig } from '@storybook/test-runner'

const testRunnerConfig = getJestConfig()

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export default {
  ...testRunnerConfig,
  testTimeout: 30_000,
  reporters: [
    ...(testRunnerConfig.reporters ?? ['default']),
    // Counts for the `npm test` summary; writes only when JEST_SUMMARY_FILE is set.
    fileURLToPath(new URL('../.ci/jest-summary-reporter.cjs', import.meta.url)),
  ],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        headless: true,
        executablePath,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
      contextOptions: { reducedMotion: 'reduce' },
    },
  },
}
