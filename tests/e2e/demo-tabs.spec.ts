// One demo world for every tab of a browser: two tabs of one browser context play in the same
// world, so two transfers sent at the same moment both apply (each with its own transaction id),
// and what one tab changes shows in the other after its next refresh. Reset acts on that world too.
import { expect, test, type Page } from '@playwright/test'
import { ACCOUNTS, characterCards, expectCharacterSelect, expectDashboard, signIn } from './helpers'
import {
  AURELIA,
  BRAM,
  balanceOn,
  defaultAccount,
  dialogNamed,
  openTransfer,
  openMyAccounts,
  playAs,
} from './transfer-support'

const CROWN = 'Aurelian Crown'

/** A second tab of a signed-in browser: the account is known, the password is asked once. */
async function playInNewTab(page: Page, name: string) {
  await page.goto('/')
  await pickWithPassword(page, name)
}

/** At character selection in a tab that does not know the password (new or reloaded). */
async function pickWithPassword(page: Page, name: string) {
  await expectCharacterSelect(page)
  await characterCards(page).filter({ hasText: name }).first().click()
  const prompt = dialogNamed(page, 'Enter your password')
  await prompt.getByLabel('Password').fill(ACCOUNTS.player.password)
  await prompt.getByRole('button', { name: 'Continue' }).click()
  await expectDashboard(page, name)
}

/** Fills the Transfer dialog from Aurelia's default account to Bram's first listed account. */
async function prepareTransfer(page: Page, fromCard: ReturnType<Page['locator']>, amount: string) {
  const transfer = await openTransfer(page, fromCard)
  await transfer.getByLabel('Destination Type').selectOption('Bank Account')
  await transfer.getByRole('combobox', { name: 'Bank Account' }).pressSequentially('Bram')
  const option = page.getByRole('option', { name: new RegExp(`^[A-Z]+-\\d+ \\(${BRAM}\\)`) }).first()
  const to = (await option.textContent())?.trim()
  await option.click()
  await transfer.getByLabel('Currency').selectOption('$AR')
  await transfer.getByLabel('Amount').fill(amount)
  return { transfer, to }
}

test('two tabs sending at the same moment both move money, in one world', async ({ context }) => {
  test.setTimeout(180_000)
  const first = await context.newPage()
  await playAs(first, AURELIA)
  const second = await context.newPage()
  await playInNewTab(second, AURELIA)

  await openMyAccounts(first)
  await openMyAccounts(second)
  const fromFirst = await defaultAccount(first)
  const fromSecond = await defaultAccount(second)
  expect(fromSecond.number).toBe(fromFirst.number)
  const before = await balanceOn(fromFirst.card, CROWN)

  const prepared = [
    await prepareTransfer(first, fromFirst.card, '5'),
    await prepareTransfer(second, fromSecond.card, '5'),
  ]
  // Both to the same account of Bram's.
  expect(prepared[1].to).toBe(prepared[0].to)
  const dialogs = prepared.map(({ transfer }) => transfer)
  // Both at once.
  await Promise.all(dialogs.map((dialog) => dialog.getByRole('button', { name: 'Transfer' }).click()))
  const ids = await Promise.all(
    dialogs.map(async (dialog) => {
      await expect(dialog.getByText(/^Transferred \$AR\s5 from/)).toBeVisible()
      return (await dialog.getByText(/^tx-\d+$/).textContent())?.trim()
    }),
  )
  expect(ids[0]).not.toBe(ids[1])
  for (const dialog of dialogs) await dialog.getByRole('button', { name: 'Close' }).click()

  // Each tab's next refresh shows both transfers, and so does a reload. A tab's own refetch after
  // its receipt may have run before the other tab's transfer landed: press Refresh, as a player would.
  for (const [page, from] of [
    [first, fromFirst],
    [second, fromSecond],
  ] as const) {
    const refresh = page.getByRole('button', { name: 'Refresh', exact: true })
    await expect(refresh).toBeEnabled()
    await refresh.click()
    await expect.poll(() => balanceOn(from.card, CROWN)).toBe(before - 10)
  }
  await second.reload()
  await pickWithPassword(second, AURELIA)
  await openMyAccounts(second)
  await expect.poll(async () => balanceOn((await defaultAccount(second)).card, CROWN)).toBe(before - 10)

  // The tab holding the world closes: the other takes over from what was saved.
  await first.close()
  await second.reload()
  await pickWithPassword(second, AURELIA)
  await openMyAccounts(second)
  await expect.poll(async () => balanceOn((await defaultAccount(second)).card, CROWN)).toBe(before - 10)

  // "Reset demo data" in one tab resets the world every tab plays in.
  const third = await context.newPage()
  await playInNewTab(third, AURELIA)
  await second.getByRole('button', { name: 'Reset demo data' }).click()
  await dialogNamed(second, 'Reset demo data?').getByRole('button', { name: 'Reset demo data' }).click()
  await expect(second.getByText('Demo data was reset to the seeded world.')).toBeVisible()
  // The reset signs out every tab; signed in again, the third tab sees the seeded balance.
  await expect(third.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
  await signIn(third, ACCOUNTS.player, 'uuid')
  await characterCards(third).filter({ hasText: AURELIA }).first().click()
  await expectDashboard(third, AURELIA)
  await openMyAccounts(third)
  await expect.poll(async () => balanceOn((await defaultAccount(third)).card, CROWN)).toBe(before)
})
