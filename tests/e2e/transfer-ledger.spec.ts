// Demo mode end to end: a transfer between two of DemoPlayer's characters, opened from Banking's
// account cards, changes both balances and tops both ledgers; the ledger filters, pages and
// exports. The demo world runs in the page, fresh for every test (its own browser context).
import { readFile } from 'node:fs/promises'
import { expect, test, type Locator, type Page } from '@playwright/test'
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
  // Page 1 says "Showing 50 of 187" (the spec's words); later pages name their places ("51–100").
  const summary = ledger.getByText(/^Showing [\d,–]+ of [\d,]+ transactions$/)
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
  const lastFirst = (pages - 1) * 25 + 1
  const lastPlaces = lastFirst === total ? grouped(total) : `${grouped(lastFirst)}–${grouped(total)}`
  await expect(summary).toHaveText(`Showing ${lastPlaces} of ${grouped(total)} transactions`)
  // From the last page the pager shows its neighbour (not every page): step back to it.
  const previous = `Page ${pages - 1}`
  await ledger.getByRole('button', { name: previous }).click()
  await expect(ledger.getByRole('button', { name: previous })).toHaveAttribute('aria-current', 'page')
  await expect(summary).toHaveText(
    `Showing ${grouped((pages - 2) * 25 + 1)}–${grouped((pages - 1) * 25)} of ${grouped(total)} transactions`,
  )

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

test("a 200-row page of a bank vault's ledger shows the rows in view, says how many it holds, scrolls and opens details from the keyboard", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await playAs(page, AURELIA)
  await openMyAccounts(page)
  await page.getByRole('tab', { name: 'All Banks' }).click()
  await page.getByRole('button', { name: /View Offerings.*First Aurelian Bank/ }).click()
  await page.getByRole('button', { name: 'History', exact: true }).click()
  const ledger = dialogNamed(page, 'Transaction Ledger - First Aurelian Bank')
  const summary = ledger.getByText(/^Showing [\d,]+ of [\d,]+ transactions$/)
  await expect(summary).toHaveText(/^Showing 50 of [\d,]+ transactions$/)
  await ledger.getByRole('button', { name: 'Toggle Filters' }).click()
  await ledger.getByLabel('Limit').selectOption('200')

  // What the user sees: the page summary counts 200, the table tells assistive technology the same
  // (200 rows and its header), and only the rows in its scroll box are drawn.
  await expect(summary).toHaveText(/^Showing 200 of [\d,]+ transactions$/)
  const total = summaryTotal(await summary.textContent())
  expect(total).toBeGreaterThan(400)
  const table = ledger.getByRole('table', { name: 'Transaction Ledger - First Aurelian Bank' })
  await expect(table).toHaveAttribute('aria-rowcount', '201')
  const rows = ledgerRows(ledger)
  await expect(rows.first()).toHaveAttribute('aria-rowindex', '2')
  await expect(rows.first()).toBeInViewport()
  const drawn = await rows.count()
  expect(drawn).toBeGreaterThan(5)
  expect(drawn).toBeLessThan(60)

  // Scrolled to its end, the box draws the page's last row, numbered 201 of 201.
  const box = ledger.getByRole('region', { name: 'Transaction Ledger - First Aurelian Bank' })
  const inBox = async (row: Locator) => {
    const [r, b] = [(await row.boundingBox())!, (await box.boundingBox())!]
    return r.y >= b.y - 1 && r.y + r.height <= b.y + b.height + 1
  }
  // Rows are measured as they are drawn, so the end moves until the last ones are in: scroll again.
  await expect
    .poll(async () => {
      await box.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
      return (await rows.last().getAttribute('aria-rowindex')) === '201' && (await inBox(rows.last()))
    })
    .toBe(true)

  // The next page is read from its top.
  await ledger.getByRole('button', { name: 'Next page' }).click()
  await expect(ledger.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(rows.first()).toHaveAttribute('aria-rowindex', '2')
  await expect.poll(() => inBox(rows.first())).toBe(true)

  // The keyboard: Tab from one row's View Details to the next row's, Enter opens its details.
  const second = rows.nth(1)
  const description = (await second.getByRole('cell').nth(6).textContent())!.trim()
  await rows.first().getByRole('button', { name: 'View Details' }).focus()
  await page.keyboard.press('Tab')
  await expect(second.getByRole('button', { name: 'View Details' })).toBeFocused()
  await page.keyboard.press('Enter')
  const details = dialogNamed(page, 'Transaction Details')
  await expect(details.getByText(/^tx-\d+$/)).toBeVisible()
  if (description !== '—') await expect(details.getByText(description, { exact: true })).toBeVisible()
})
