// Demo mode end to end: every figure on screen follows a change of the world without a manual
// refresh. A weekly cycle ("Advance one week") with the dashboard and then My Accounts open, a
// transfer from My Accounts, and an account opened from a bank's detail dialog: each figure they
// touched changes where it is shown.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { answerPasswordPrompt } from './support/session'
import { endSitting, openArea, panel, sinceLines, totalOf } from './support/dashboard'
import { openBankDetail, topDialog } from './support/banking'
import { AURELIA, balanceOn, defaultAccount, openTransfer, playAs, fillToTreasury } from './transfer-support'
import { ACCOUNTS, characterCards, expectCharacterSelect } from './helpers'

const CROWN = 'Aurelian Crown'

/** The demo banner's "Advance one week", and its confirmation. */
async function advanceOneWeek(page: Page) {
  await page
    .getByRole('complementary', { name: 'Demo mode' })
    .getByRole('button', { name: 'Advance one week' })
    .click()
  // Dismissed once seen: a second week within the notice's 3 s would otherwise show two of them.
  const done = page.getByRole('status').filter({ hasText: 'One week passed in the demo world.' })
  await expect(done).toBeVisible()
  await done.getByRole('button', { name: 'Dismiss' }).click()
  await expect(done).toHaveCount(0)
}

/** The text of the description list's entry `term` in `scope` ("Accounts" -> "54"). */
const detailOf = (scope: Locator, term: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]')

const count = async (locator: Locator) => Number(((await locator.textContent()) ?? '').replace(/\D/g, ''))

test('a weekly cycle, a transfer and an opened account change every figure they touched, without a refresh', async ({
  page,
}) => {
  test.setTimeout(180_000)

  // A second visit of Aurelia's dashboard on this browser: nothing new since the first.
  await playAs(page, AURELIA)
  const since = panel(page, 'Since your last visit')
  await expect(since.getByText('Welcome! This is your first visit on this browser.')).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('statecraft.visits')), { timeout: 30_000 })
    .toContain('seenAt')
  await endSitting(page)
  await page.reload()
  await expectCharacterSelect(page)
  await characterCards(page).filter({ hasText: AURELIA }).first().click()
  await answerPasswordPrompt(page, ACCOUNTS.player.password)
  await expect(since.getByText('Nothing new since your last visit.')).toBeVisible()

  // A week passes with the dashboard open: her totals, what is new and her activity follow.
  const crowns = await totalOf(page, CROWN)
  const recent = panel(page, 'Recent activity').getByRole('listitem').first()
  const newestBefore = await recent.textContent()
  await advanceOneWeek(page)
  await expect.poll(() => totalOf(page, CROWN)).not.toBe(crowns)
  await expect(since.getByText('Nothing new since your last visit.')).toHaveCount(0)
  await expect(sinceLines(page).first()).toBeVisible()
  await expect(recent).not.toHaveText(newestBefore ?? '')

  // A transfer of 7 crowns from My Accounts to the treasury: the card is 7 lower, and so is the
  // dashboard's total behind it.
  const total = await totalOf(page, CROWN)
  await openArea(page, 'Banking & Finance')
  const { card } = await defaultAccount(page)
  const beforeTransfer = await balanceOn(card, CROWN)
  const transfer = await openTransfer(page, card)
  await fillToTreasury(transfer, 7)
  await transfer.getByRole('button', { name: 'Transfer', exact: true }).click()
  await expect(transfer.getByText(/^Transferred \$AR\s7 from /)).toBeVisible()
  await transfer.getByRole('button', { name: 'Close' }).click()
  await expect.poll(() => balanceOn(card, CROWN)).toBe(beforeTransfer - 7)
  await page.getByRole('button', { name: /^(Dashboard|Back to dashboard)$/ }).click()
  await expect.poll(() => totalOf(page, CROWN)).toBe(total - 7)

  // Another week with My Accounts open: the default account's balance follows.
  await openArea(page, 'Banking & Finance')
  const beforeCycle = await balanceOn(card, CROWN)
  await advanceOneWeek(page)
  await expect.poll(() => balanceOn(card, CROWN)).not.toBe(beforeCycle)

  // An account opened from a bank's detail dialog: the dialog's count is one higher at once.
  const dialog = await openBankDetail(page, 'Greywater Mercantile Bank')
  const accounts = detailOf(dialog, 'Accounts')
  const before = await count(accounts)
  await dialog.getByRole('button', { name: 'Open Account with Basic Account' }).click()
  const form = topDialog(page)
  await form.getByRole('button', { name: 'Open Account' }).click()
  await expect(page.getByText(/^Account GMB-\d{6} opened at Greywater Mercantile Bank$/)).toBeVisible()
  await expect.poll(() => count(accounts)).toBe(before + 1)
})
