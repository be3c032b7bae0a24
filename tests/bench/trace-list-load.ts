// Where the time goes between the click that opens a long list and the frame that paints it, in
// live mode at 4x CPU: the list's request (waiting for the server, then the download), and the
// page's main thread split by what its CPU profile says ran (reading the slices, sorting, search
// keys, React's render, the rest). A diagnostic for the scale bench's absolute rows, not a bench.
//
// `vite build`, start a mock server (e.g. `SCENARIO=large PORT=7201 npm run mock-server`), then
// `npx tsx tests/bench/trace-list-load.ts http://127.0.0.1:7201 [admin-characters|admin-nations|nations|rankings]`.
import type { CDPSession, Page } from 'playwright-core'
import { serveStatic } from '../../.ci/static-server.mjs'
import { dist } from '../bundle/dist-graph'
import { launchChromium } from '../bundle/chromium'
import { useLiveMode } from '../support/live-mode'
import { BENCH_ADMIN, MAIN_CHARACTER, signIn } from './sign-in'
import { mainThreadWork, mainThreadBreakdown } from './main-thread'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const [origin, which = 'admin-characters'] = process.argv.slice(2)
if (!origin) {
  console.error(
    'usage: tsx tests/bench/trace-list-load.ts <mock server origin> [admin-characters|admin-nations|nations|rankings]',
  )
  process.exit(2)
}

/** Page-side: resolves with the time of the frame after `ready` holds. */
const painted = (ready: string) => `new Promise((resolve) => {
  const tick = () => (${ready}) ? requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)) : requestAnimationFrame(tick)
  tick()
})`

const TARGETS = {
  'admin-characters': { path: '/admin/entities/characters', list: 'Characters' },
  'admin-nations': { path: '/admin/entities/nations', list: 'Nations' },
  nations: { path: '/nations', list: '' },
  rankings: { path: '/nations', list: '' },
} as const

async function open(page: Page, target: keyof typeof TARGETS) {
  if (target === 'rankings') {
    await page
      .getByRole('list', { name: 'Characters' })
      .getByRole('button', { name: new RegExp(MAIN_CHARACTER) })
      .click()
    await page.getByRole('button', { name: /Banking & Finance/ }).click()
    const tab = page.getByRole('tab', { name: 'Rankings', exact: true })
    await tab.waitFor()
    return {
      click: () => tab.click(),
      ready: `document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim() === 'Rankings' && !!document.querySelector('[role="tabpanel"] tbody tr') && !document.querySelector('[role="tabpanel"] [class*="animate-pulse"], [role="tabpanel"] [class*="animate-spin"]')`,
    }
  }
  if (target === 'nations') {
    await page
      .getByRole('list', { name: 'Characters' })
      .getByRole('button', { name: new RegExp(MAIN_CHARACTER) })
      .click()
    const tile = page.getByRole('button', { name: /Nation Management/ })
    await tile.waitFor()
    return {
      click: () => tile.click(),
      ready: `!!document.getElementById('all-nations')?.closest('section')?.querySelector('article')`,
    }
  }
  await page
    .getByRole('list', { name: 'Characters' })
    .getByRole('button')
    .filter({ hasText: 'Divine Entity' })
    .click()
  const tab = page.getByRole('tab', { name: 'Entity Management' })
  await tab.waitFor()
  const list = TARGETS[target].list
  if (list !== 'Characters') {
    // Open the panel on its first list, then time the switch to this one.
    await tab.click()
    await page
      .locator('[data-search] ul[aria-label="Characters"] article')
      .first()
      .waitFor({ timeout: 120_000 })
    return {
      click: () => page.getByRole('tab', { name: list, exact: true }).click(),
      ready: `!!document.querySelector('[data-search] ul[aria-label="${list}"] article')`,
    }
  }
  return {
    click: () => tab.click(),
    ready: `!!document.querySelector('[data-search] ul[aria-label="${list}"] article')`,
  }
}

interface Sample {
  /** Profile clock, µs. */
  at: number
  name: string
}

/** Each sample with its time and the function it was in. */
function samples(profile: Profile & { startTime: number }): Sample[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  let at = profile.startTime
  return profile.samples.map((id, i) => {
    at += profile.timeDeltas[i]
    const { callFrame } = byId.get(id)!
    const file = callFrame.url.split('/').pop() ?? ''
    return {
      at,
      name: `${callFrame.functionName || '(anonymous)'} ${file}${file ? `:${callFrame.lineNumber + 1}` : ''}`,
    }
  })
}

/** Self time per function (ms) of the samples in [from, to). */
function selfTimes(all: Sample[], from: number, to: number) {
  const totals = new Map<string, number>()
  for (let i = 1; i < all.length; i++)
    if (all[i].at >= from && all[i].at < to)
      totals.set(all[i].name, (totals.get(all[i].name) ?? 0) + (all[i].at - all[i - 1].at) / 1000)
  return [...totals].sort((a, b) => b[1] - a[1])
}

function printWindow(title: string, all: Sample[], from: number, to: number, top: number) {
  const times = selfTimes(all, from, to)
  const idle = times.find(([name]) => name.startsWith('(idle)'))?.[1] ?? 0
  const total = times.reduce((sum, [, ms]) => sum + ms, 0)
  console.log(
    `  ${title}: ${((to - from) / 1000).toFixed(0)} ms, main thread busy ${(total - idle).toFixed(0)} ms`,
  )
  for (const [name, ms] of times.slice(0, top))
    if (ms >= 1) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${name}`)
}

const target = which as keyof typeof TARGETS
const browser = await launchChromium()
// TRACE_DIST: a build without minifying (`vite build --minify false --outDir ...`) names functions.
const server = await serveStatic({ dir: process.env.TRACE_DIST ?? dist, spa: true })
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await useLiveMode(page, origin)
  await signIn(
    page,
    `${server.url}/`,
    target === 'nations' || target === 'rankings' ? undefined : BENCH_ADMIN,
    120_000,
  )
  const { click, ready } = await open(page, target)
  if (process.env.LONGEST) {
    // LONGEST=1: at 1x CPU, the longest main-thread task from the click to the painted list.
    const { longest, cpuMs } = await mainThreadWork(browser, page, async () => {
      await click()
      await page.evaluate(painted(ready))
    })
    console.log(
      `${which}: longest task ${longest.cpuMs.toFixed(1)} ms CPU (${longest.wallMs.toFixed(1)} ms wall), main thread ${cpuMs.toFixed(0)} ms CPU in all, 1x CPU`,
    )
    process.exit(0)
  }
  if (process.env.BREAKDOWN) {
    // BREAKDOWN=1: at 1x CPU, the main thread's CPU time from the click to the painted list by
    // what ran (script, parse, style, layout, paint, GC...): the trace's events, self time.
    const { cpuMs, byEvent } = await mainThreadBreakdown(browser, page, async () => {
      await click()
      await page.evaluate(painted(ready))
    })
    console.log(`${which}: main thread ${cpuMs.toFixed(0)} ms CPU in all, 1x CPU; self time by event:`)
    for (const [name, ms] of byEvent.slice(0, Number(process.env.TOP ?? 15)))
      console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
    process.exit(0)
  }
  const cdp: CDPSession = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  if (process.env.PLAIN) {
    // PLAIN=1: only the click to painted at 4x CPU, without the profiler's own cost.
    await page.evaluate(`window.__clicked = undefined;
      addEventListener('click', () => { window.__clicked ??= performance.now() }, { capture: true, once: true })`)
    await click()
    const at = (await page.evaluate(painted(ready))) as number
    console.log(
      `${which}: click to painted ${(at - ((await page.evaluate('window.__clicked')) as number)).toFixed(0)} ms at 4x CPU`,
    )
    process.exit(0)
  }
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Network.enable')
  // Network timestamps are seconds on the profile's clock (µs).
  const request = { sent: 0, firstByte: 0, lastByte: 0, bytes: 0, id: '' }
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.endsWith(`/api/v1${TARGETS[target].path}`) && e.request.method === 'GET') {
      request.id = e.requestId
      request.sent = e.timestamp * 1e6
    }
  })
  cdp.on('Network.responseReceived', (e) => {
    if (e.requestId === request.id) request.firstByte = e.timestamp * 1e6
  })
  cdp.on('Network.loadingFinished', (e) => {
    if (e.requestId !== request.id) return
    request.lastByte = e.timestamp * 1e6
    request.bytes = e.encodedDataLength
  })
  await page.evaluate(`window.__clicked = undefined;
    addEventListener('click', () => { window.__clicked ??= performance.now() }, { capture: true, once: true })`)
  await cdp.send('Profiler.start')
  await click()
  const paintedAt = (await page.evaluate(painted(ready))) as number
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: Profile & { startTime: number; endTime: number }
  }
  const clicked = (await page.evaluate('window.__clicked')) as number
  const all = samples(profile)
  // The click on the profile's clock: the page's clock runs alongside it, so the paint's offset
  // from the click is the same on both.
  const end = profile.endTime
  const clickAt =
    end -
    (paintedAt - clicked) * 1000 -
    (((await page.evaluate('performance.now()')) as number) - paintedAt) * 1000
  console.log(`${which}: click to painted ${(paintedAt - clicked).toFixed(0)} ms at 4x CPU`)
  const top = Number(process.env.TOP ?? 12)
  if (request.sent) {
    const rel = (t: number) => `+${((t - clickAt) / 1000).toFixed(0)} ms`
    console.log(
      `  ${TARGETS[target].path}: sent ${rel(request.sent)}, first byte ${rel(request.firstByte)}, last byte ${rel(request.lastByte)} (${(request.bytes / 1e6).toFixed(1)} MB)`,
    )
    const paint = clickAt + (paintedAt - clicked) * 1000
    printWindow('click to request sent', all, clickAt, request.sent, top)
    printWindow('waiting for the first byte', all, request.sent, request.firstByte, top)
    printWindow('download', all, request.firstByte, request.lastByte, top)
    printWindow('last byte to painted', all, request.lastByte, paint, Number(process.env.TOP ?? 25))
  } else printWindow('click to painted', all, clickAt, profile.endTime, top)
  await context.close()
} finally {
  await server.close()
  await browser.close()
}
