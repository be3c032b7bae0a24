// Live mode: the production build talks to the fake backend as a real HTTP server (its own
// process for this file), so the transfer crosses a real socket with real CORS. The exact body
// of every transfer is checked, and the Idempotency-Key header follows config.json.
import { expect, test, type Page } from '@playwright/test'
import { outlastTimeOut, recordApiCalls, useLiveMode, useLiveServer } from './support/live-server'
import {
  AURELIA,
  defaultAccount,
  dialogNamed,
  openTransfer,
  ledgerRows,
  openMyAccounts,
  playAs,
  fillToTreasury,
} from './transfer-support'

const server = useLiveServer('minimal', { resetEachTest: true })

/** Live mode as useLiveMode sets it, with the idempotency switch turned on. */
async function useLiveModeWithKeys(page: Page, origin: string) {
  await page.route('**/config.json', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ mode: 'live', apiUrl: origin, usernameLookup: [], idempotencyKeys: true }),
    }),
  )
}

/** From Aurelia's default account to the Aurelian Republic's treasury. */
async function fillTransfer(page: Page, amount: string, description: string) {
  await playAs(page, AURELIA)
  await openMyAccounts(page)
  const from = await defaultAccount(page)
  const dialog = await openTransfer(page, from.card)
  await fillToTreasury(dialog, amount, description)
  return { from, dialog }
}

test('a transfer over a real socket sends exactly the spec body, and no idempotency key by default', async ({
  page,
}) => {
  await useLiveMode(page, server.origin)
  const calls = recordApiCalls(page, /^\/transfers$/)
  const { from, dialog } = await fillTransfer(page, '40', 'Bridge toll')
  await dialog.getByRole('button', { name: 'Transfer' }).click()
  await expect(
    dialog.getByText(`Transferred $AR 40 from ${from.number} (${AURELIA}) to Aurelian Republic`),
  ).toBeVisible()
  expect(calls).toHaveLength(1)
  expect(calls[0]).toMatchObject({ method: 'POST', path: '/transfers' })
  expect(calls[0].body).toStrictEqual({
    currencySymbol: '$AR',
    amount: 40,
    fromType: 'account',
    fromId: `FAB|${from.number}`,
    toType: 'treasury',
    toId: 'Aurelian Republic',
    description: 'Bridge toll',
    initiatedBy: AURELIA,
  })
  expect(calls[0].headers['idempotency-key']).toBeUndefined()
})

test('with the switch on, a retry after a time-out carries the same key and the money moves once', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await useLiveModeWithKeys(page, server.origin)
  // The page's timers run on a clock the test can move: time passes as usual, and the console's
  // time-out below is reached by moving the clock, not by waiting it out.
  await page.clock.install()
  const calls = recordApiCalls(page, /^\/transfers$/)
  // The first transfer never gets an answer: the console gives up after 10 s.
  await server.faults({ routes: [{ match: '/api/v1/transfers', method: 'POST', hang: true, times: 1 }] })
  const { from, dialog } = await fillTransfer(page, '15', 'Retried toll')
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/transfers$/.test(request.url()),
  )
  await dialog.getByRole('button', { name: 'Transfer' }).click()
  await sent
  await outlastTimeOut(page)
  await expect(dialog.getByRole('alert')).toHaveText(
    'Outcome unknown: the server did not answer, so we do not know whether $AR 15 moved.',
  )
  await expect(
    dialog.getByText(
      `The ledger of ${from.number} (${AURELIA}) shows no transfer of $AR 15 to Aurelian Republic among its 20 newest rows.`,
    ),
  ).toBeVisible()
  await expect(
    dialog.getByText(
      'Transferring again is safe: the retry carries the same key, so it is done at most once.',
    ),
  ).toBeVisible()
  await dialog.getByRole('button', { name: 'Transfer' }).click()
  await expect(
    dialog.getByText(`Transferred $AR 15 from ${from.number} (${AURELIA}) to Aurelian Republic`),
  ).toBeVisible()

  expect(calls).toHaveLength(2)
  const [first, second] = calls.map((c) => c.headers['idempotency-key'])
  expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  expect(second).toBe(first)
  expect(calls[1].body).toStrictEqual(calls[0].body)

  // One row in the account's ledger, not two.
  await dialog.getByRole('button', { name: 'Close' }).click()
  await from.card.getByRole('button', { name: 'History', exact: true }).click()
  const ledger = dialogNamed(page, /^Transaction Ledger - /)
  await expect(ledgerRows(ledger).first()).toContainText('Retried toll')
  await expect(ledgerRows(ledger).filter({ hasText: 'Retried toll' })).toHaveCount(1)
})

test('the ledger filters read the known symbols, take "ar" for "$AR" and ask nothing for an empty range', async ({
  page,
}) => {
  await useLiveMode(page, server.origin)
  const calls = recordApiCalls(page, /^\/currencies$|\/transactions$/)
  await playAs(page, AURELIA)
  await openMyAccounts(page)
  const from = await defaultAccount(page)
  await from.card.getByRole('button', { name: 'History', exact: true }).click()
  const ledger = dialogNamed(page, /^Transaction Ledger - /)
  await expect(ledgerRows(ledger).first()).toBeVisible()
  await ledger.getByRole('button', { name: 'Toggle Filters' }).click()
  await expect(ledger.getByText(/^Known symbols: .*\$AR/)).toBeVisible()
  expect(calls.filter((c) => c.path === '/currencies')).toEqual([
    expect.objectContaining({ method: 'GET', query: {} }),
  ])

  const path = `/banks/${from.number.split('-')[0]}/accounts/${from.number}/transactions`
  await ledger.getByLabel('Currency Symbol').fill('ar')
  await expect
    .poll(() => calls.at(-1))
    .toEqual(
      expect.objectContaining({
        method: 'GET',
        path,
        query: { currency_symbol: '$AR', limit: '50', offset: '0' },
      }),
    )

  const before = calls.length
  await ledger.getByLabel('To Date').fill('2026-01-10')
  await ledger.getByLabel('From Date').fill('2026-02-01')
  await expect(ledger.getByText(/^The From Date is after the To Date/)).toBeVisible()
  expect(calls.slice(before).filter((c) => c.query.from_date === '2026-02-01')).toEqual([])
})

for (const [answer, body] of [
  ['200 {}', {}],
  ['200 null', null],
] as const) {
  test(`a transfer answered ${answer} is unconfirmed: no receipt, balances asked again, the retry keeps its key`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await useLiveModeWithKeys(page, server.origin)
    const calls = recordApiCalls(page, /^\/transfers(\/balance)?$/)
    await server.faults({ routes: [{ match: '/api/v1/transfers', method: 'POST', body, times: 1 }] })
    const { from, dialog } = await fillTransfer(page, '12', 'Unconfirmed toll')
    await expect(dialog.getByRole('region', { name: 'Source balance' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Transfer' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(
      "Outcome unknown: the server's answer did not confirm it, so we do not know whether $AR 12 moved.",
    )
    await expect(dialog.getByText(/^Transferred/)).toHaveCount(0)
    await expect(dialog.getByLabel('Amount')).toHaveValue('12')
    await expect(dialog.getByLabel('Description (optional)')).toHaveValue('Unconfirmed toll')
    // The balance is read again after the unconfirmed answer.
    const firstPost = calls.findIndex((c) => c.method === 'POST')
    await expect
      .poll(() => calls.slice(firstPost + 1).filter((c) => c.path === '/transfers/balance').length)
      .toBeGreaterThan(0)
    const balanceCall = calls.slice(firstPost + 1).find((c) => c.path === '/transfers/balance')!
    expect(balanceCall.query).toStrictEqual({
      sourceType: 'account',
      sourceId: `FAB|${from.number}`,
      currencySymbol: '$AR',
    })

    await dialog.getByRole('button', { name: 'Transfer' }).click()
    await expect(
      dialog.getByText(`Transferred $AR 12 from ${from.number} (${AURELIA}) to Aurelian Republic`),
    ).toBeVisible()
    const posts = calls.filter((c) => c.method === 'POST')
    expect(posts).toHaveLength(2)
    expect(posts[1].body).toStrictEqual(posts[0].body)
    expect(posts[1].headers['idempotency-key']).toBe(posts[0].headers['idempotency-key'])
  })
}
