// Time until the sign-in form is usable, in headless Chromium: from navigation start until the
// username input is in the page, laid out and not disabled, and on screen: the later of the first
// animation frame after that and the first contentful paint (a form parsed into the page is not
// seen before the browser paints it, which may be well after the frame began). Measured inside
// the page (observers installed before any script runs), so Playwright's own round trips do not
// count. Two moments: `ready`, when the player sees a login they can type into, which may be
// index.html's static login (src/app/login-shell); and `app`, the first frame with the app's own
// login, whose script is running.
import type { Browser, Page } from 'playwright-core'

export type Visit = 'first visit' | 'reload'

export interface ReadyRun {
  /** ms from navigation start until the username input was usable, per visit. */
  ms: Record<Visit, number>
  /** ms from navigation start until the app's own login was usable, per visit. */
  app: Record<Visit, number>
  /** Paths of the scripts and stylesheets the first visit downloaded before the app's login was usable. */
  downloaded: string[]
}

declare global {
  interface Window {
    __benchReady?: number
    __benchApp?: number
  }
}

// Plain source text, not a function: tsx would wrap a function's body in helpers the page lacks.
const WATCH_FOR_USABLE_INPUT = `(() => {
  const usable = (appOnly) => {
    const input = document.querySelector(appOnly
      ? 'input[name="username"]:not([data-login-shell] *)'
      : 'input[name="username"]')
    return !!input && !input.disabled && !input.closest('fieldset:disabled, [inert]') &&
      input.getClientRects().length > 0
  }
  const seen = { ready: false, app: false }
  const atNextFrame = (key) => requestAnimationFrame(() => { window[key] = performance.now() })
  const observer = new MutationObserver(() => {
    if (!seen.ready && usable(false)) { seen.ready = true; atNextFrame('__benchReady') }
    if (!seen.app && usable(true)) { seen.app = true; atNextFrame('__benchApp'); observer.disconnect() }
  })
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled', 'inert', 'hidden', 'class', 'style'],
  })
})()`

async function readyAfter(
  page: Page,
  navigate: () => Promise<unknown>,
): Promise<{ ready: number; app: number }> {
  await navigate()
  await page.waitForFunction(
    () =>
      window.__benchApp !== undefined && performance.getEntriesByName('first-contentful-paint').length > 0,
    null,
    { timeout: 60_000 },
  )
  const { seen, painted, app } = await page.evaluate(() => ({
    seen: window.__benchReady!,
    painted: performance.getEntriesByName('first-contentful-paint')[0].startTime,
    app: window.__benchApp!,
  }))
  return { ready: Math.max(seen, painted), app }
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
        .filter((entry) => entry.startTime <= window.__benchApp!)
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /\.(js|css)$/.test(path)),
    )
    // A player reloads a demo page that its service worker already controls. Reloaded before
    // that, the page is not controlled and MSW reloads it once more, mid-measurement.
    if (serviceWorker) {
      await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 60_000 })
    }
    const reload = await readyAfter(page, () => page.reload())
    return {
      ms: { 'first visit': first.ready, reload: reload.ready },
      app: { 'first visit': first.app, reload: reload.app },
      downloaded,
    }
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
