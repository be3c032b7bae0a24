// Live mode: a balance history is built from the spec's ledger calls only (section 7), over a real
// socket, and after a transfer only the newest page is asked for again.
import { expect, test } from '@playwright/test'
import { recordApiCalls, useLiveMode, useLiveServer } from './support/live-server'
import {
  AURELIA,
  defaultAccount,
  openTransfer,
  openMyAccounts,
  playAs,
  fillToTreasury,
} from './transfer-support'

const server = useLiveServer('minimal', { resetEachTest: true })

const WALK = { timeout: 45_000 }

test('the balance history asks only GET .../transactions with from_date, limit 200 and offset, and after a transfer only the newest page', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await useLiveMode(page, server.origin)
  const everything = recordApiCalls(page, /.*/)
  const ledger = recordApiCalls(page, /\/transactions$/)
  await playAs(page, AURELIA)
  await openMyAccounts(page)
  const { card, number } = await defaultAccount(page)
  const bank = number.slice(0, number.lastIndexOf('-'))
  const before = everything.length

  await card.getByRole('button', { name: 'Balance history', exact: true }).click()
  const panel = card.getByRole('region', { name: 'Balance history', exact: true })
  const chart = panel.getByRole('slider', { name: /^Balance history of .* in \$AR$/ })
  await expect(chart).toBeVisible(WALK)
  await expect(panel.getByRole('progressbar')).toHaveCount(0, WALK)

  // Opening the panel called nothing but the account's ledger (spec section 7), page by page.
  const fromDate = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)
  const opened = everything.slice(before)
  expect(opened.length).toBeGreaterThan(0)
  for (const call of opened) {
    expect(call.method).toBe('GET')
    expect(call.path).toBe(`/banks/${bank}/accounts/${number}/transactions`)
    expect(Object.keys(call.query).sort()).toEqual(['from_date', 'limit', 'offset'])
    expect(call.query).toMatchObject({ from_date: fromDate, limit: '200' })
  }
  expect(opened.map((call) => Number(call.query.offset))).toEqual(opened.map((_, at) => at * 200))
  const walked = ledger.length

  // A transfer of 7 from this account: its history asks for the newest page only.
  const transfer = await openTransfer(page, card)
  await fillToTreasury(transfer, 7)
  const lastBefore = (await chart.getAttribute('aria-valuetext')) ?? ''
  await transfer.getByRole('button', { name: 'Transfer', exact: true }).click()
  await expect(transfer.getByText(/^Transferred \$AR\s7 from /)).toBeVisible()
  await transfer.getByRole('button', { name: 'Close' }).click()
  await expect.poll(async () => (await chart.getAttribute('aria-valuetext')) !== lastBefore, WALK).toBe(true)
  await expect(panel.getByRole('progressbar')).toHaveCount(0, WALK)
  // The transfer dialog's recent payees read one page of the source's transfers: not the history's.
  const after = ledger.slice(walked).filter((call) => call.query.transaction_type !== 'transfer')
  expect(after).toHaveLength(1)
  expect(after[0]).toMatchObject({
    method: 'GET',
    path: `/banks/${bank}/accounts/${number}/transactions`,
    query: { from_date: fromDate, limit: '200', offset: '0' },
  })
})

test('Rankings asks GET /nations, /banks and /currencies at most once each, the nation list while its panel’s code is still downloading', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await useLiveMode(page, server.origin)
  const lists = recordApiCalls(page, /^\/(nations|banks|currencies)$/)
  await playAs(page, AURELIA)
  await openMyAccounts(page)
  const before = lists.length

  // The panel's chunk is held until the nation list has been asked for: the request must not
  // wait for the panel's code (the list is 9 MB on the biggest servers).
  const nationsAsked = page.waitForRequest(
    (request) => request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/api/v1/nations'),
  )
  let held = false
  await page.route(/\/assets\/insights-chunk-[^/]*\.js$/, async (route) => {
    held = true
    await nationsAsked
    await route.continue()
  })
  await page.getByRole('tab', { name: 'Rankings', exact: true }).click()
  await expect(page.getByRole('table', { name: 'Nations by members' })).toBeVisible({ timeout: 30_000 })
  expect(held).toBe(true)

  const asked = lists.slice(before)
  expect(asked.filter((call) => call.path === '/nations')).toHaveLength(1)
  for (const path of ['/nations', '/banks', '/currencies'])
    expect(asked.filter((call) => call.path === path).length).toBeLessThanOrEqual(1)
  for (const call of asked) {
    expect(call.method).toBe('GET')
    expect(call.query).toEqual({})
    expect(call.body).toBeNull()
  }
})
