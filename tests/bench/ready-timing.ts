// Time until the sign-in form is usable, in headless Chromium: from navigation start until the
// username input is in the page, laid out, and not disabled. Measured inside the page (a mutation
// observer installed before any script runs), so Playwright's own round trips do not count.
import type { Browser, Page } from 'playwright-core'

export type Visit = 'first visit' | 'reload'

export interface ReadyRun {
  /** ms from navigation start until the username input was usable, per visit. */
  ms: Record<Visit, number>
  /** Paths of the scripts and stylesheets the first visit downloaded before it was ready. */
  downloaded: string[]
}

declare global {
  interface Window {
    __benchReady?: number
  }
}

// Plain source text, not a function: tsx would wrap a function's body in helpers the page lacks.
const WATCH_FOR_USABLE_INPUT = `(() => {
  const usable = () => {
    const input = document.querySelector('input[name="username"]')
    return !!input && !input.disabled && !input.closest('fieldset:disabled, [inert]') &&
      input.getClientRects().length > 0
  }
  const observer = new MutationObserver(() => {
    if (window.__benchReady === undefined && usable()) {
      window.__benchReady = performance.now()
      observer.disconnect()
    }
  })
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled', 'inert', 'hidden', 'class', 'style'],
  })
})()`

async function readyAfter(page: Page, navigate: () => Promise<unknown>): Promise<number> {
  await navigate()
  await page.waitForFunction(() => window.__benchReady !== undefined, null, { timeout: 60_000 })
  return page.evaluate(() => window.__benchReady!)
}

/**
 * One fresh browser profile (empty cache, storage and service workers): a first visit, then a
 * reload, both with the CPU slowed down `cpuSlowdown` times (CDP Emulation.setCPUThrottlingRate).
 */
export async function measureReady(
  browser: Browser,
  url: string,
  cpuSlowdown: number,
  { serviceWorker = false } = {},
): Promise<ReadyRun> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await page.addInitScript({ content: WATCH_FOR_USABLE_INPUT })
    const first = await readyAfter(page, () => page.goto(url))
    // Resource timing, read in the page: what started before the form was usable.
    const downloaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= window.__benchReady!)
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /\.(js|css)$/.test(path)),
    )
    // A player reloads a demo page that its service worker already controls. Reloaded before
    // that, the page is not controlled and MSW reloads it once more, mid-measurement.
    if (serviceWorker) {
      await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 60_000 })
    }
    const reload = await readyAfter(page, () => page.reload())
    return { ms: { 'first visit': first, reload }, downloaded }
  } finally {
    // Closing a context whose page registered a service worker (demo mode) sometimes never
    // settles in this Chromium; a context left open costs the bench nothing.
    await Promise.race([context.close(), new Promise((done) => setTimeout(done, 10_000))])
  }
}

/**
 * measureReady with a deadline and one retry: a run that hangs or loses its page (a rare
 * navigation race) is measured again instead of stalling the bench.
 */
export async function measureReadyWithRetry(
  browser: Browser,
  url: string,
  cpuSlowdown: number,
  options: { serviceWorker?: boolean } = {},
  deadlineMs = 120_000,
): Promise<ReadyRun> {
  for (let attempt = 1; ; attempt++) {
    let timer: ReturnType<typeof setTimeout> | undefined
    const deadline = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error(`no answer in ${deadlineMs / 1000} s`)), deadlineMs)
    })
    try {
      return await Promise.race([measureReady(browser, url, cpuSlowdown, options), deadline])
    } catch (error) {
      if (attempt === 2) throw error
      console.log(
        `  measured again (${url}, ${cpuSlowdown}x CPU): ${(error as Error).message.split('\n')[0]}`,
      )
    } finally {
      clearTimeout(timer)
    }
  }
}

export async function measureReadyOnPage(page: Page, url: string) {
  await page.addInitScript({ content: WATCH_FOR_USABLE_INPUT })
  const first = await readyAfter(page, () => page.goto(url))
  console.log('first', first)
  const reload = await readyAfter(page, () => page.reload())
  return [first, reload]
}
