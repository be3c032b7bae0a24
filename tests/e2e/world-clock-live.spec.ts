// Live mode: a server whose clock runs ahead of the player's browser. The mock server's world
// clock moves 15 days on (POST /__control/clock) and money moves in that world; its Date header
// is not exposed cross-origin (as the real server's, spec section 7), so the console learns the
// world's time from the rows it shows. The balance history's window, its "today", the numbers
// table and "Since your last visit" then follow the world, not the browser's clock.
import { expect, test } from '@playwright/test'
import { apiAs, recordApiCalls, useLiveMode, useLiveServer } from './support/live-server'
import { endSitting, panel, sinceLines } from './support/dashboard'
import { answerPasswordPrompt } from './support/session'
import { AURELIA, defaultAccount, openMyAccounts, playAs } from './transfer-support'
import { ACCOUNTS, characterCards, expectCharacterSelect } from './helpers'

const server = useLiveServer('minimal', { resetEachTest: true })

const DAY = 86_400_000
/** Far enough that the last visit reads "2 weeks ago" whatever the time of day. */
const AHEAD = 15 * DAY
const WALK = { timeout: 45_000 }

/** Calls the game API as Aurelia, outside the page: the answer's body. */
const asAurelia = () => apiAs(server.origin, AURELIA)

/** "Dec 13, 2026": a UTC day as the console writes it (the tests run in UTC). */
const dayLabel = (ms: number) =>
  new Date(ms).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

test('with the world’s clock 15 days ahead, the balance history, its today and since your last visit follow the world', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await useLiveMode(page, server.origin)

  // Aurelia's first visit, on the browser's clock (the world does not run ahead yet).
  await playAs(page, AURELIA)
  await expect(panel(page, 'Since your last visit').getByText(/first visit on this browser/)).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('statecraft.visits')), { timeout: 30_000 })
    .toContain('seenAt')

  // The world's clock runs 15 days ahead; then Aurelia pays her treasury 7 in that world.
  await server.advanceWorld(AHEAD)
  const call = await asAurelia()
  const accounts = (await call(`/players/${encodeURIComponent(AURELIA)}/accounts`)).accounts as {
    accountNumber: string
    bankId: string
    isDefault: boolean
  }[]
  const mine = accounts.find((a) => a.isDefault) ?? accounts[0]!
  await call('/transfers', {
    method: 'POST',
    body: {
      currencySymbol: '$AR',
      amount: 7,
      fromType: 'account',
      fromId: `${mine.bankId}|${mine.accountNumber}`,
      toType: 'treasury',
      toId: 'Aurelian Republic',
      description: 'Paid in the world’s future',
      initiatedBy: AURELIA,
    },
  })
  const page0 = (await call(
    `/banks/${mine.bankId}/accounts/${mine.accountNumber}/transactions?limit=1&offset=0`,
  )) as { transactions: { created_at: string }[] }
  const worldNow = Date.parse(page0.transactions[0]!.created_at)
  expect(worldNow - Date.now()).toBeGreaterThan(14 * DAY)

  // Her next visit: the payment is new, and the last visit was two weeks ago in the world's time
  // (on the browser's clock it was "just now").
  await endSitting(page)
  await page.reload()
  await expectCharacterSelect(page)
  await characterCards(page).filter({ hasText: AURELIA }).first().click()
  await answerPasswordPrompt(page, ACCOUNTS.player.password)
  const since = panel(page, 'Since your last visit')
  await expect(sinceLines(page).first()).toContainText('−$AR 7 to Aurelian Republic · just now')
  await expect(since.getByText('Last visit 2 weeks ago')).toBeVisible()

  // The balance history's window ends on the world's today and starts 30 days before it.
  const ledger = recordApiCalls(page, /\/transactions$/)
  await openMyAccounts(page)
  const { card, number } = await defaultAccount(page)
  expect(number).toBe(mine.accountNumber)
  await card.getByRole('button', { name: 'Balance history', exact: true }).click()
  const history = card.getByRole('region', { name: 'Balance history', exact: true })
  const chart = history.getByRole('slider', { name: /^Balance history of .* in \$AR$/ })
  await expect(chart).toBeVisible(WALK)
  await expect(history.getByRole('progressbar')).toHaveCount(0, WALK)
  const walk = ledger.filter(
    (c) => c.path === `/banks/${mine.bankId}/accounts/${mine.accountNumber}/transactions`,
  )
  expect(walk.length).toBeGreaterThan(0)
  const fromDate = new Date(worldNow - 30 * DAY).toISOString().slice(0, 10)
  for (const c of walk) expect(c.query).toMatchObject({ from_date: fromDate, limit: '200' })

  const today = dayLabel(worldNow)
  await expect(chart).toHaveAttribute('aria-valuetext', new RegExp(`^${today}: \\$AR\\s[\\d,]+`))
  const opening = dayLabel(Date.parse(`${fromDate}T00:00:00Z`) - DAY)
  await expect(
    history.getByText(new RegExp(`^From \\$AR\\s[\\d,]+ on ${opening} to \\$AR\\s[\\d,]+ on ${today}\\.$`)),
  ).toBeVisible()

  // "Show the numbers": one row a day, newest first, from the world's today back to the opening.
  await history.getByText('Show the numbers').click()
  const table = history.getByRole('table', { name: /^Balance history of / })
  const days = (await table.getByRole('row').allTextContents()).slice(1).map((row) => {
    const match = /^[A-Z][a-z]{2} \d{1,2}, \d{4}/.exec(row)
    return match ? Date.parse(`${match[0]} UTC`) : Number.NaN
  })
  expect(days[0]).toBe(Date.parse(`${today} UTC`))
  expect(days.every((day, at) => at === 0 || day < days[at - 1]!)).toBe(true)
  expect(days[days.length - 1]).toBe(Date.parse(`${opening} UTC`))
})
