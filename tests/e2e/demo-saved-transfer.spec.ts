// Demo mode end to end: saved before confirmed. The demo world answers a transfer only once the
// change is in the browser's storage, so a reload the moment the receipt shows keeps the transfer:
// after it, the balance and the ledger have it. (The world used to be saved in idle time after
// the answer, and a reload right then lost the transfer.)
import { expect, test } from '@playwright/test'
import { ACCOUNTS, characterCards, expectCharacterSelect } from './helpers'
import { answerPasswordPrompt } from './support/session'
import {
  AURELIA,
  BRAM,
  balanceOn,
  defaultAccount,
  dialogNamed,
  ledgerRows,
  openMyAccounts,
  openTransfer,
  playAs,
} from './transfer-support'

const CROWN = 'Aurelian Crown'
const NOTE = 'E2E saved before confirmed'

test('a reload the moment the receipt shows keeps the transfer in the balance and the ledger', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await playAs(page, AURELIA)
  await openMyAccounts(page)
  const from = await defaultAccount(page)
  const before = await balanceOn(from.card, CROWN)

  const transfer = await openTransfer(page, from.card)
  await transfer.getByLabel('Destination Type').selectOption('Bank Account')
  await transfer.getByRole('combobox', { name: 'Bank Account' }).pressSequentially('Bram')
  await page
    .getByRole('option', { name: new RegExp(`\\(${BRAM}\\)`) })
    .first()
    .click()
  await transfer.getByLabel('Currency').selectOption('$AR')
  await transfer.getByLabel('Amount').fill('1')
  await transfer.getByLabel('Description (optional)').fill(NOTE)
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/v1/transfers'),
  )
  // F5 the moment the receipt shows, from inside the page (a test's own look at the screen takes
  // longer than a save in idle time): nothing gets to wait for a later save or a pagehide flush.
  await page.evaluate(() => {
    const receiptShown = () =>
      [...document.querySelectorAll('[role="dialog"] dt')].some((dt) => dt.textContent === 'Transaction ID')
    new MutationObserver((_changes, observer) => {
      if (!receiptShown()) return
      observer.disconnect()
      location.reload()
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() })
  await transfer.getByRole('button', { name: 'Transfer' }).click()
  await reloaded
  const timing = (await answered).request().timing()
  test.info().annotations.push({
    type: 'POST /transfers (ms)',
    description: String(Math.round(timing.responseEnd - timing.requestStart)),
  })

  await expectCharacterSelect(page)
  await characterCards(page).filter({ hasText: AURELIA }).first().click()
  await answerPasswordPrompt(page, ACCOUNTS.player.password)
  await expect(page.getByRole('heading', { level: 1, name: AURELIA })).toBeVisible()
  await openMyAccounts(page)
  const after = await defaultAccount(page)
  expect(after.number).toBe(from.number)
  await expect.poll(() => balanceOn(after.card, CROWN)).toBe(before - 1)
  await after.card.getByRole('button', { name: 'History', exact: true }).click()
  const ledger = dialogNamed(page, new RegExp(`^Transaction Ledger - .*${from.number}$`))
  await expect(ledgerRows(ledger).first()).toContainText(NOTE)
  await expect(ledgerRows(ledger).first()).toContainText('−out $AR 1')
})
