import { defineConfig } from '@playwright/test'
import { mockServer, playwrightBase } from '../support/playwright-base'

// The deploy stage: the production build (dist/, run `vite build` first) served by Debian's nginx
// with deploy/nginx.conf (global-setup.ts), at the site root and under /console/, in demo mode and
// in live mode against the fake backend as a real HTTP server. One browser, a few minutes at most.
process.env.DEPLOY_PORT ??= '8790'

export default defineConfig({
  ...playwrightBase('deploy', { timeout: 120_000, expectTimeout: 15_000 }),
  globalSetup: './global-setup.ts',
  workers: 1,
  webServer: mockServer(Number(process.env.E2E_MOCK_PORT ?? 8789)),
})
