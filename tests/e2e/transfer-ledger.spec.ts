// Demo mode end to end: a transfer between two of DemoPlayer's characters, opened from Banking's
// account cards, changes both balances and tops both ledgers; the ledger filters, pages and
// exports. The demo world runs in the page, fresh for every test (its own browser context).
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { grouped, summaryTotal } from '../support/counts'
import {
  AURELIA,
  BRAM,
  balanceOn,
  defaultAccount,
  dialogNamed,
  openTransfer,
  ledgerRows,
  openMyAccounts,
  playAs,
} from './transfer-support'

const CROWN = 'Aurelian Crown'
const NOTE = 'E2E toll share'

/** Back to character selection and into another of the account's characters. */
async function switchTo(page: Page, name: string) {
  await page.getByRole('button', { name: /Back/ }).first().click()
  await page
    .getByRole('list', { name: 'Characters' })
    .getByRole('button')
    .filter({ hasText: name })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

test('a transfer to another character changes both balances and tops both ledgers; the ledger filters, pages and exports', async ({
  page,
}) => {
  test.setTimeout(180_000)

  // Bram's default account and what it holds before.
  await playAs(page, BRAM)
  await openMyAccounts(page)
  const to = await defaultAccount(page)
  const bramBefore = await balanceOn(to.card, CROWN)

  // Aurelia sends 25 crowns from her default account to Bram's, found by his name.
  await switchTo(page, AURELIA)
  await openMyAccounts(page)
  const from = await defaultAccount(page)
  const aureliaBefore = await balanceOn(from.card, CROWN)
  const transfer = await openTransfer(page, from.card)
  await expect(transfer.getByText(`${from.number} (${AURELIA})`)).toBeVisible()
  await transfer.getByLabel('Destination Type').selectOption('Bank Account')
  await transfer.getByRole('combobox', { name: 'Bank Account' }).pressSequentially('Bram')
  await page.getByRole('option', { name: new RegExp(`^${to.number} \\(${BRAM}\\)`) }).click()
  await transfer.getByLabel('Currency').selectOption('$AR')
  await transfer.getByLabel('Amount').fill('25')
  await transfer.getByLabel('Description (optional)').fill(NOTE)
  await expect(transfer.getByRole('region', { name: 'Source balance' })).toContainText(
    `Remaining after transfer$AR ${(aureliaBefore - 25).toLocaleString('en-US')}`,
  )
  await transfer.getByRole('button', { name: 'Transfer' }).click()
  await expect(
    transfer.getByText(`Transferred $AR 25 from ${from.number} (${AURELIA}) to ${to.number} (${BRAM})`),
  ).toBeVisible()
  await expect(transfer.getByText(/^tx-\d+$/)).toBeVisible()
  await transfer.getByRole('button', { name: 'Close' }).click()

  // Her balance refreshed without a reload, and her ledger starts with the transfer, money out.
  await expect.poll(() => balanceOn(from.card, CROWN)).toBe(aureliaBefore - 25)
  await from.card.getByRole('button', { name: 'History', exact: true }).click()
  let ledger = dialogNamed(page, new RegExp(`^Transaction Ledger - .*${from.number}$`))
  await expect(ledgerRows(ledger).first()).toContainText(NOTE)
  await expect(ledgerRows(ledger).first()).toContainText('−out $AR 25')
  await ledger.getByRole('button', { name: 'Close' }).click()

  // Bram received it: his balance and the top of his ledger, money in.
  await switchTo(page, BRAM)
  await openMyAccounts(page)
  const received = await defaultAccount(page)
  await expect.poll(() => balanceOn(received.card, CROWN)).toBe(bramBefore + 25)
  await received.card.getByRole('button', { name: 'History', exact: true }).click()
  ledger = dialogNamed(page, new RegExp(`^Transaction Ledger - .*${to.number}$`))
  const entityName = ((await ledger.getByRole('heading').first().textContent()) ?? '').replace(
    'Transaction Ledger - ',
    '',
  )
  const top = ledgerRows(ledger).first()
  await expect(top).toContainText(NOTE)
  await expect(top).toContainText('+in $AR 25')
  const summary = ledger.getByText(/^Showing [\d,]+ of [\d,]+ transactions$/)
  const total = summaryTotal(await summary.textContent())
  expect(total).toBeGreaterThan(100)

  // Filter by type and date: the browser's calendar day (its time zone is pinned to UTC in the
  // Playwright config), read right after the transfer so a run across midnight still agrees.
  const { today, tomorrow } = await page.evaluate(() => {
    const day = (date: Date) => date.toISOString().slice(0, 10)
    return { today: day(new Date()), tomorrow: day(new Date(Date.now() + 86_400_000)) }
  })
  await ledger.getByRole('button', { name: 'Toggle Filters' }).click()
  await ledger.getByLabel('Transaction Type').selectOption('Transfer')
  await expect(ledgerRows(ledger).first()).toContainText(NOTE)
  await expect(ledgerRows(ledger).locator(':scope > :nth-child(2)')).toHaveText(
    Array.from({ length: await ledgerRows(ledger).count() }, () => 'Transfer'),
  )
  await ledger.getByLabel('From Date').fill(today)
  await ledger.getByLabel('To Date').fill(today)
  await expect(ledgerRows(ledger).first()).toContainText(NOTE)
  await ledger.getByLabel('To Date').fill(tomorrow)
  await ledger.getByLabel('From Date').fill(tomorrow)
  await expect(ledger.getByText('No transactions found')).toBeVisible()

  // Page: 25 a page, the last page holds the rest.
  await ledger.getByRole('button', { name: 'Reset' }).click()
  await ledger.getByLabel('Limit').selectOption('25')
  await expect(summary).toHaveText(`Showing 25 of ${grouped(total)} transactions`)
  const pages = Math.ceil(total / 25)
  await ledger.getByRole('button', { name: `Page ${pages}` }).click()
  await expect(summary).toHaveText(`Showing ${total - (pages - 1) * 25} of ${grouped(total)} transactions`)
  // From the last page the pager shows its neighbour (not every page): step back to it.
  const previous = `Page ${pages - 1}`
  await ledger.getByRole('button', { name: previous }).click()
  await expect(ledger.getByRole('button', { name: previous })).toHaveAttribute('aria-current', 'page')
  await expect(summary).toHaveText(`Showing 25 of ${grouped(total)} transactions`)

  // Export the whole filter: every row, in order, in a file named after the account and dates.
  const downloading = page.waitForEvent('download')
  await ledger.getByRole('button', { name: 'Export CSV' }).click()
  const download = await downloading
  const slug = entityName.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^ledger_${slug}_\\d{4}-\\d{2}-\\d{2}_to_${today}\\.csv$`),
  )
  await expect(
    ledger.getByText(`Exported ${grouped(total)} transactions to ${download.suggestedFilename()}`),
  ).toBeVisible()
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '')
  const lines = csv.trimEnd().split('\r\n')
  expect(lines[0]).toBe(
    'Date,Type,Currency,Amount,Direction,From,From Type,To,To Type,Description,Initiated By,Acting As,Transaction ID',
  )
  expect(lines).toHaveLength(total + 1)
  expect(lines[1]).toContain(
    `,Transfer,$AR,25,In,${from.number} (${AURELIA}),Bank Account,${to.number} (${BRAM}),Bank Account,${NOTE},${AURELIA},,tx-`,
  )
})
