// Demo mode end to end: Insights follow the money. A transfer of 7 from Aurelia's default account
// lowers the last point of its balance history by 7 and adds the transfer to its flows; a mint of
// 1 234 into the Aurelian treasury raises the last point of the money-supply chart by 1 234.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { AR, OFFICER, openNations, openOwnNation } from './nation-support'
import {
  AURELIA,
  BRAM,
  defaultAccount,
  dialogNamed,
  openTransfer,
  openMyAccounts,
  playAs,
} from './transfer-support'

/** Walking a ledger is many requests through the demo's service worker: allow for a busy machine. */
const WALK = { timeout: 45_000 }

/** The chart's last point ("Nov 26, 2026: $AR 2,404; In $AR 7") as a number. */
async function lastPoint(chart: Locator): Promise<number> {
  const text = (await chart.getAttribute('aria-valuetext')) ?? ''
  // "Nov 28, 2026: $AR 1,234" or "…: −$AR 12": U+2212 before the symbol, a no-break space after it.
  const match = /^[^:]+: (\u2212?)\S+\s([\d,.]+)/.exec(text)
  expect(match, `a point in "${text}"`).not.toBeNull()
  return (match![1] ? -1 : 1) * Number(match![2].replace(/,/g, ''))
}

/** The walk is done when neither its progress bar nor its Cancel is on screen. */
async function walked(scope: Locator) {
  await expect(scope.getByRole('progressbar')).toHaveCount(0, WALK)
}

/** A counterparty bar of "Out: by counterparty": how many transactions it counts (0 when absent). */
async function outRowsTo(section: Locator, name: string): Promise<number> {
  const bar = section.getByRole('button', { name: new RegExp(`^${name}: out `) })
  if ((await bar.count()) === 0) return 0
  const label = (await bar.getAttribute('aria-label')) ?? ''
  return Number(/in (\d+) transactions?\./.exec(label)![1])
}

async function sendSeven(page: Page, card: Locator): Promise<string> {
  const transfer = await openTransfer(page, card)
  await transfer.getByLabel('Destination Type').selectOption('Bank Account')
  await transfer.getByRole('combobox', { name: 'Bank Account' }).pressSequentially('Bram')
  const option = page.getByRole('option', { name: new RegExp(`\\(${BRAM}\\)`) }).first()
  const destination = ((await option.textContent()) ?? '').match(/^[A-Z]+-\d+/)![0]
  await option.click()
  await transfer.getByLabel('Currency').selectOption('$AR')
  await transfer.getByLabel('Amount').fill('7')
  await transfer.getByRole('button', { name: 'Transfer' }).click()
  await expect(transfer.getByText(/^Transferred \$AR\s7 from /)).toBeVisible()
  await transfer.getByRole('button', { name: 'Close' }).click()
  return destination
}

test('a transfer of 7 lowers the balance history by 7 and shows in the flows; a bar opens the ledger filtered', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await playAs(page, AURELIA)
  await openMyAccounts(page)
  const { card } = await defaultAccount(page)
  await card.getByRole('button', { name: 'Balance history', exact: true }).click()
  const panel = card.getByRole('region', { name: 'Balance history', exact: true })
  const chart = panel.getByRole('slider', { name: /^Balance history of .* in \$AR$/ })
  await expect(chart).toBeVisible(WALK)
  await walked(panel)
  const before = await lastPoint(chart)
  await panel.getByText('Money in and out').click()
  const flows = panel.getByRole('region', { name: 'Out: by counterparty' })
  const bramName = `${BRAM}`
  const rowsBefore = await outRowsTo(flows, `.*\\(${bramName}\\)`)

  await sendSeven(page, card)

  await expect.poll(() => lastPoint(chart), WALK).toBe(before - 7)
  await expect.poll(() => outRowsTo(flows, `.*\\(${bramName}\\)`), WALK).toBe(rowsBefore + 1)

  // The Transfer bar of money out opens the ledger filtered to transfers of $AR in the window.
  await panel
    .getByRole('region', { name: 'Out: by type' })
    .getByRole('button', { name: /^Transfer: out / })
    .click()
  const ledger = dialogNamed(page, /^Transaction Ledger - /)
  await expect(ledger.getByLabel('Transaction Type')).toHaveValue('transfer')
  await expect(ledger.getByLabel('Currency Symbol')).toHaveValue('$AR')
  await expect(ledger.getByLabel('To Date')).toHaveValue(new Date().toISOString().slice(0, 10))
  await expect(ledger.getByRole('table').getByRole('row').nth(1)).toContainText('−out $AR 7')
})

test('a mint of 1 234 raises the last point of the money-supply chart by 1 234', async ({ page }) => {
  test.setTimeout(180_000)
  await openNations(page, OFFICER)
  await openOwnNation(page, AR)
  await page.getByRole('tab', { name: 'Treasury' }).click()
  await page.getByRole('button', { name: 'Money supply' }).click()
  const panel = page.getByRole('region', { name: 'Money supply ($AR)' })
  const chart = panel.getByRole('slider', { name: 'Money supply of $AR' })
  await expect(chart).toBeVisible(WALK)
  await walked(panel)
  const before = await lastPoint(chart)

  await page.getByRole('button', { name: 'Mint Currency' }).click()
  const mint = page.getByRole('dialog')
  await mint.getByLabel('Amount').fill('1234')
  await mint.getByRole('button', { name: 'Mint', exact: true }).click()
  await expect(mint).toHaveCount(0)

  await expect.poll(() => lastPoint(chart), WALK).toBe(before + 1_234)
  await expect(panel.getByText('▲ Mint')).toBeVisible()
})
