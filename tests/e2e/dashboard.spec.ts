// Demo mode end to end: the dashboard tells a player what changed since their last visit on this
// browser. Bram sends Aurelia 5 Norvale marks; her dashboard then shows the payment under "Since
// your last visit" and her $NV total 5 higher, and a reload shows nothing new.
import { expect, test, type Page } from '@playwright/test'
import { answerPasswordPrompt } from './support/session'
import { endSitting, panel, savedInDemoWorld, sinceLines, totalOf } from './support/dashboard'
import { AURELIA, BRAM, defaultAccount, openTransfer, openMyAccounts, playAs } from './transfer-support'
import { ACCOUNTS, characterCards, expectCharacterSelect } from './helpers'

const MARK = 'Norvale Mark'
const NOTE = 'E2E dashboard marks'

async function switchTo(page: Page, name: string) {
  await page.getByRole('button', { name: /Back/ }).first().click()
  await characterCards(page).filter({ hasText: name }).first().click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

test('money from Bram shows on Aurelia’s dashboard since her last visit, once', async ({ page }) => {
  test.setTimeout(180_000)

  // Aurelia's first visit on this browser: nothing to compare with yet.
  await playAs(page, AURELIA)
  const since = panel(page, 'Since your last visit')
  await expect(since.getByText('Welcome! This is your first visit on this browser.')).toBeVisible()
  const marksBefore = await totalOf(page, MARK)

  // Bram sends her 5 marks from his default account to hers, found by her name.
  await switchTo(page, BRAM)
  await openMyAccounts(page)
  const from = await defaultAccount(page)
  const transfer = await openTransfer(page, from.card)
  await transfer.getByLabel('Destination Type').selectOption('Bank Account')
  await transfer.getByRole('combobox', { name: 'Bank Account' }).pressSequentially('Aurelia')
  await page
    .getByRole('option', { name: new RegExp(`\\(${AURELIA}\\)`) })
    .first()
    .click()
  await transfer.getByLabel('Currency').selectOption('$NV')
  await transfer.getByLabel('Amount').fill('5')
  await transfer.getByLabel('Description (optional)').fill(NOTE)
  await transfer.getByRole('button', { name: 'Transfer' }).click()
  await expect(transfer.getByText(new RegExp(`^Transferred \\$NV\\s5 from ${from.number}`))).toBeVisible()
  await transfer.getByRole('button', { name: 'Close' }).click()

  // Back as Aurelia after a while (a new sitting): the payment since her last visit, and her marks
  // 5 higher.
  await endSitting(page)
  await switchTo(page, AURELIA)
  await expect(sinceLines(page)).toHaveCount(1)
  await expect(sinceLines(page).first()).toContainText('+$NV 5 from Bram Holloway · ')
  await expect(sinceLines(page).first()).toContainText(NOTE)
  await expect.poll(() => totalOf(page, MARK)).toBe(marksBefore + 5)
  await expect(since.getByRole('button', { name: 'View all' })).toBeVisible()

  // A reload (the demo world saved first) shows nothing new: the visit was remembered.
  await expect.poll(() => savedInDemoWorld(page, NOTE), { timeout: 30_000 }).toBe(true)
  await endSitting(page)
  await page.reload()
  await expectCharacterSelect(page)
  await characterCards(page).filter({ hasText: AURELIA }).first().click()
  await answerPasswordPrompt(page, ACCOUNTS.player.password)
  await expect(page.getByRole('heading', { level: 1, name: AURELIA })).toBeVisible()
  await expect(since.getByText('Nothing new since your last visit.')).toBeVisible()
  await expect(sinceLines(page)).toHaveCount(0)
  expect(await totalOf(page, MARK)).toBe(marksBefore + 5)
  // The payment is still in her recent activity.
  await expect(panel(page, 'Recent activity').getByRole('listitem').first()).toContainText(
    '+$NV 5 from Bram Holloway',
  )
})
