// Close Account with money in it, in live mode against the fake backend as a real HTTP server:
// "Move everything to…" sends one POST /transfers per currency (the exact bodies), and only once
// every one is confirmed the DELETE …/close (issue 36).
import { expect, test, type Page } from '@playwright/test'
import { recordApiCalls, useLiveMode, useLiveServer } from './support/live-server'
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

test('moves every currency to another own account, each confirmed, then closes', async ({ page }) => {
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
  expect(calls.slice(0, held.length).map((c) => c.body)).toEqual(
    held.map((b) => ({
      currencySymbol: b.currencySymbol,
      amount: b.balance,
      fromType: 'account',
      fromId: `${from.bankId}|${from.id}`,
      toType: 'account',
      toId: `${to.bankId}|${to.id}`,
      description: `Moving everything out of ${fabNumber} before closing it`,
      initiatedBy: 'Aurelia Voss',
    })),
  )
  expect(calls.at(-1)!.body).toEqual({ closedBy: 'Aurelia Voss', reason: '' })

  // The money is where it was sent, as the server now says.
  for (const b of held) await expect(nsg.getByText(b.currencySymbol, { exact: false }).first()).toBeVisible()
})
