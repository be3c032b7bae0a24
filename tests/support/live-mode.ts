// The console's run-time config for live mode against a mock server, as e2e specs and benches
// route it: the production build stays untouched, only its config.json answer changes.
import type { Page } from 'playwright-core'

/** config.json pointing the console at the API at `origin`, with no external links. */
export const liveConfig = (origin: string) => ({
  mode: 'live',
  apiUrl: origin,
  apiDocsUrl: `${origin}/docs`,
  links: { chat: '', store: '', map: '', wiki: '' },
  usernameLookup: [],
})

/** Points the console at `origin` in live mode for this page. */
export async function useLiveMode(page: Page, origin: string): Promise<void> {
  await page.route('**/config.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(liveConfig(origin)) }),
  )
}
