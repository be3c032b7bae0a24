// Compare Offerings in live mode against the mock server's `large` world, shrunk to 60 banks so
// it seeds in moments: one GET /banks/{id}/offerings per bank (no query: the bank's one offerings
// entry, shared with its offerings screen), never more than six in flight, and nothing asked
// again when the tab is opened a second time.
import { expect, test, type Request } from '@playwright/test'
import { controlInit } from '../../mocks/control'
import { spawnMockServer, type MockServerProcess } from '../support/spawn-mock-server'
import { recordApiCalls, useLiveMode } from './support/live-server'
import { openBanking } from './support/banking'
import { MAX_IN_FLIGHT } from '../../src/lib/limit-concurrency'

const SIZES = 'characters=400,nations=12,currencies=12,banks=60,bankAccounts=300,ledgerRows=3000'

let server: MockServerProcess

test.beforeAll(async () => {
  const before = process.env.LARGE_SIZES
  process.env.LARGE_SIZES = SIZES
  try {
    server = await spawnMockServer('large')
  } finally {
    if (before === undefined) delete process.env.LARGE_SIZES
    else process.env.LARGE_SIZES = before
  }
  // Each offerings answer takes a moment, so requests overlap as they would on a real server.
  const response = await fetch(
    `${server.origin}/__control/faults`,
    controlInit('POST', {
      routes: [{ match: '/api/v1/banks/[^/]+/offerings$', regex: true, method: 'GET', latencyMs: 40 }],
    }),
  )
  expect(response.ok).toBe(true)
})
test.afterAll(() => server?.stop())

const isOfferingsGet = (request: Request) =>
  request.method() === 'GET' && /\/api\/v1\/banks\/[^/]+\/offerings$/.test(new URL(request.url()).pathname)

test('asks every bank for its offerings once, at most six at a time, and not again on return', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await useLiveMode(page, server.origin)
  const calls = recordApiCalls(page, /^\/banks\/[^/]+\/offerings$/)
  let inFlight = 0
  let maxInFlight = 0
  page.on('request', (request) => {
    if (!isOfferingsGet(request)) return
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
  })
  const settled = (request: Request) => {
    if (isOfferingsGet(request)) inFlight--
  }
  page.on('requestfinished', settled)
  page.on('requestfailed', settled)
  const bankList = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/v1/banks' && response.request().method() === 'GET',
  )

  await openBanking(page)
  const ids = ((await (await bankList).json()) as { banks: { id: string }[] }).banks.map((bank) => bank.id)
  expect(ids).toHaveLength(60)

  await page.getByRole('tab', { name: 'Compare Offerings' }).click()
  await expect(page.getByText(/^[\d,]+ offerings from 60 banks$/)).toBeVisible({ timeout: 60_000 })

  expect(calls.map((call) => call.path).sort()).toEqual(ids.map((id) => `/banks/${id}/offerings`).sort())
  for (const call of calls) expect(call).toMatchObject({ method: 'GET', query: {}, body: null })
  expect(maxInFlight).toBeLessThanOrEqual(MAX_IN_FLIGHT)
  expect(maxInFlight).toBeGreaterThan(1)
  await expect(page.getByRole('table', { name: 'Offerings of every bank' })).toHaveAttribute(
    'aria-rowcount',
    /^\d+$/,
  )

  // Back to the tab: the cache answers, nobody is asked again.
  await page.getByRole('tab', { name: 'All Banks' }).click()
  await page.getByRole('tab', { name: 'Compare Offerings' }).click()
  await expect(page.getByText(/^[\d,]+ offerings from 60 banks$/)).toBeVisible()
  expect(calls).toHaveLength(60)
})
