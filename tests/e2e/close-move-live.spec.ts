// Close Account with money in it, in live mode against the fake backend as a real HTTP server:
// "Move everything to…" sends one POST /transfers per currency (the exact bodies), and only once
// every one is confirmed the DELETE …/close (issue 36).
import { expect, test, type Page } from '@playwright/test'
import { MINIMAL_ACCOUNTS } from '../../mocks/scenarios/identity'
import { apiAs, outlastTimeOut, recordApiCalls, useLiveMode, useLiveServer } from './support/live-server'
import { accountAt, openBanking, topDialog } from './support/banking'

const server = useLiveServer('minimal', { resetEachTest: true })
test.beforeEach(({ page }) => useLiveMode(page, server.origin))

interface SeenAccount {
  id: string
  bankId: string
  accountNumber: string
  balances: { currencySymbol: string; balance: number }[]
}

/** The character's accounts as the server listed them to the page (for their ids and balances). */
function accountsSeen(page: Page, character: string) {
  const seen: SeenAccount[] = []
  page.on('response', async (response) => {
    if (!decodeURIComponent(new URL(response.url()).pathname).endsWith(`/players/${character}/accounts`))
      return
    const body = (await response.json().catch(() => null)) as { accounts?: SeenAccount[] } | null
    if (body?.accounts && seen.length === 0) seen.push(...body.accounts)
  })
  return seen
}

/**
 * Aurelia's Banking, recording the transfer and close calls: her First Aurelian Bank account (to
 * close) and Norvale Savings Guild account (to move to), as the page shows and the server listed them.
 */
async function aureliaAccounts(page: Page) {
  const calls = recordApiCalls(page, /^\/(transfers|banks\/[^/]+\/accounts\/[^/]+\/close)$/)
  const accounts = accountsSeen(page, 'Aurelia Voss')
  await openBanking(page)
  const fab = accountAt(page, 'First Aurelian Bank')
  const nsg = accountAt(page, 'Norvale Savings Guild')
  await expect(fab).toBeVisible()
  const fabNumber = (await fab.getByRole('heading').textContent())!.trim()
  const nsgNumber = (await nsg.getByRole('heading').textContent())!.trim()
  await expect.poll(() => accounts.length).toBeGreaterThan(1)
  const from = accounts.find((a) => a.accountNumber === fabNumber)!
  const to = accounts.find((a) => a.accountNumber === nsgNumber)!
  const held = from.balances.filter((b) => b.balance > 0)
  return { calls, fab, nsg, fabNumber, nsgNumber, from, to, held }
}

/** The exact body of each currency's transfer, the whole balance each, FAB to NSG. */
const moveBodies = ({
  from,
  to,
  fabNumber,
  held,
}: Pick<AureliaAccounts, 'from' | 'to' | 'fabNumber' | 'held'>) =>
  held.map((b) => ({
    currencySymbol: b.currencySymbol,
    amount: b.balance,
    fromType: 'account',
    fromId: `${from.bankId}|${from.id}`,
    toType: 'account',
    toId: `${to.bankId}|${to.id}`,
    description: `Moving everything out of ${fabNumber} before closing it`,
    initiatedBy: 'Aurelia Voss',
  }))

type AureliaAccounts = Awaited<ReturnType<typeof aureliaAccounts>>

test('moves every currency to another own account, each confirmed, then closes', async ({ page }) => {
  const { calls, fab, nsg, fabNumber, nsgNumber, from, to, held } = await aureliaAccounts(page)
  expect(held.length).toBeGreaterThan(0)

  await fab.getByRole('button', { name: 'Close Account' }).click()
  const dialog = topDialog(page)
  await dialog
    .getByLabel('Move everything to…')
    .selectOption({ label: `${nsgNumber} (Norvale Savings Guild)` })
  await dialog.getByRole('button', { name: 'Move everything and close' }).click()
  await expect(
    page.getByText(`Everything moved to ${nsgNumber} (Norvale Savings Guild); account ${fabNumber} closed`),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'First Aurelian Bank' })).toHaveCount(0)

  // One transfer per currency, the whole balance each, then the close: nothing else, in that order.
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
    ...held.map(() => 'POST /transfers'),
    `DELETE /banks/${from.bankId}/accounts/${fabNumber}/close`,
  ])
  expect(calls.slice(0, held.length).map((c) => c.body)).toEqual(moveBodies({ from, to, fabNumber, held }))
  expect(calls.at(-1)!.body).toEqual({ closedBy: 'Aurelia Voss', reason: '' })

  // The money is where it was sent, as the server now says.
  for (const b of held) await expect(nsg.getByText(b.currencySymbol, { exact: false }).first()).toBeVisible()
})

// ------------------------------------------------------------------ one currency's transfer fails

const NORVALE = 'Kingdom of Norvale'
const OSRIC = 'Osric Vale'

/**
 * Gives Aurelia's First Aurelian Bank account a second currency: Norvale (Osric's nation, without
 * a currency in the minimal world) creates one, mints it and pays 250 of it into that account.
 */
async function secondCurrency(origin: string): Promise<string> {
  const northWind = MINIMAL_ACCOUNTS.find((a) => a.username === 'NorthWind')!
  const osric = await apiAs(origin, OSRIC, northWind)
  const aurelia = await apiAs(origin, 'Aurelia Voss')
  await osric('/currencies', {
    method: 'POST',
    body: { name: 'Norvale Mark', issuingNation: NORVALE, createdBy: OSRIC },
  })
  const { currencies } = (await osric('/currencies')) as {
    currencies: { symbol: string; issuingNation: string }[]
  }
  const symbol = currencies.find((c) => c.issuingNation === NORVALE)!.symbol
  await osric(`/treasuries/${encodeURIComponent(NORVALE)}/mint`, {
    method: 'POST',
    body: { currencySymbol: symbol, amount: 1_000, description: 'First issue', mintedBy: OSRIC },
  })
  const { accounts } = (await aurelia(`/players/${encodeURIComponent('Aurelia Voss')}/accounts`)) as {
    accounts: SeenAccount[]
  }
  const fab = accounts.find((a) => a.bankId === 'FAB')!
  await osric('/transfers', {
    method: 'POST',
    body: {
      currencySymbol: symbol,
      amount: 250,
      fromType: 'treasury',
      fromId: NORVALE,
      toType: 'account',
      toId: `FAB|${fab.id}`,
      description: 'Trade credit',
      initiatedBy: OSRIC,
    },
  })
  return symbol
}

const MOVED = 'Moved (confirmed by the server)'
const STILL_OPEN = 'Not every balance was confirmed moved, so the account is still open.'
const unconfirmed = (amount: string) =>
  `Not confirmed: the server did not confirm whether ${amount} moved. Look at the account's history before you try again.`

interface FailureCase {
  /** The fault on the first POST /transfers (the first currency's), as the fault switch takes it. */
  fault: Record<string, unknown>
  /** What that currency's line says, given its amount as shown. */
  result: (amount: string) => string
  /** The console gives up waiting (the page's clock is moved past its 10 s time-out). */
  hangs?: boolean
}

const FAILURES: Record<string, FailureCase> = {
  'an HTTP 500': { fault: { status: 500, message: 'Ledger offline' }, result: () => 'Ledger offline' },
  'no answer (time-out)': { fault: { hang: true }, result: unconfirmed, hangs: true },
  'an answer that is not JSON, after the server acted': {
    fault: { malformed: true, afterActing: true },
    result: unconfirmed,
  },
  'an answer without the transfer, after the server acted': {
    fault: { body: { success: true }, afterActing: true },
    result: unconfirmed,
  },
  'success: false with an error': {
    fault: { body: { success: false, error: 'Transfers are paused for the audit' } },
    result: () => 'Transfers are paused for the audit',
  },
}

test.describe('one currency of two fails to move', () => {
  let symbol = ''
  test.beforeEach(async () => {
    symbol = await secondCurrency(server.origin)
  })

  for (const [name, failure] of Object.entries(FAILURES)) {
    test(`${name}: that currency says so, the other is moved, the account stays open`, async ({ page }) => {
      test.setTimeout(90_000)
      // The page's timers run on a clock the test moves: the time-out is reached, not waited out.
      if (failure.hangs) await page.clock.install()
      const { calls, fab, fabNumber, nsgNumber, from, to, held } = await aureliaAccounts(page)
      expect(held.map((b) => b.currencySymbol).sort()).toEqual(['$AR', symbol].sort())
      const [failing, ...others] = held

      await server.faults({
        routes: [{ match: '/api/v1/transfers', method: 'POST', times: 1, ...failure.fault }],
      })
      await fab.getByRole('button', { name: 'Close Account' }).click()
      const dialog = topDialog(page)
      await dialog
        .getByLabel('Move everything to…')
        .selectOption({ label: `${nsgNumber} (Norvale Savings Guild)` })
      const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/transfers$/.test(r.url()))
      await dialog.getByRole('button', { name: 'Move everything and close' }).click()
      await sent
      if (failure.hangs) await outlastTimeOut(page)

      // Each currency's line: the failed one as the server (or its silence) left it, never "Moved".
      const results = dialog.getByRole('list', { name: 'Transfers, one per currency' })
      const line = (currency: string) =>
        results.getByRole('listitem').filter({ hasText: currency }).locator(':scope > span').last()
      await expect(dialog.getByText(STILL_OPEN)).toBeVisible()
      // The amount as the line shows it: the symbol, then the whole balance with thousands separators.
      const shown = `${failing.currencySymbol} ${failing.balance.toLocaleString('en-US')}`
      await expect(
        results
          .getByRole('listitem')
          .filter({ hasText: failing.currencySymbol })
          .locator(':scope > span')
          .first(),
      ).toHaveText(shown)
      await expect(line(failing.currencySymbol)).toHaveText(failure.result(shown))
      for (const other of others) await expect(line(other.currencySymbol)).toHaveText(MOVED)
      await expect(dialog.getByRole('button', { name: 'Move the rest and close' })).toBeVisible()
      await expect(page.getByText(/^Everything moved to /)).toHaveCount(0)

      // One transfer per currency, each the whole balance, and no close.
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(held.map(() => 'POST /transfers'))
      expect(calls.map((c) => c.body)).toEqual(moveBodies({ from, to, fabNumber, held }))

      // The account is still there once the dialog is left.
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(topDialog(page)).toHaveCount(0)
      await expect(fab).toBeVisible()
      await expect(fab.getByRole('heading')).toHaveText(fabNumber)
    })
  }
})
