// The transfer and ledger end-to-end tests' way through the console: Banking's account cards
// open the transfer dialog (openTransfer) and the ledger, as a player would reach them.
import { expect, type Locator, type Page } from '@playwright/test'
import { playCharacter } from './support/sign-in'
import { openArea } from './support/dashboard'

/** DemoPlayer's characters used here: Aurelia Voss (main) and Bram Holloway. */
export const AURELIA = 'Aurelia Voss'
export const BRAM = 'Bram Holloway'

/** Signs DemoPlayer in (by UUID: no lookup proxies needed) and plays `name`. */
export async function playAs(page: Page, name: string) {
  await playCharacter(page, name)
}

/** From the dashboard to Banking & Finance, My Accounts. */
export async function openMyAccounts(page: Page) {
  await openArea(page, 'Banking & Finance')
  await expect(page.getByRole('tab', { name: 'My Accounts', selected: true })).toBeVisible()
}

/** The character's default account card: its number and its card. */
export async function defaultAccount(page: Page): Promise<{ number: string; card: Locator }> {
  const card = page
    .getByRole('article')
    .filter({ has: page.getByText('Default', { exact: true }) })
    .first()
  await expect(card).toBeVisible()
  const number = (await card.getByRole('heading').first().textContent())?.trim() ?? ''
  expect(number).toMatch(/^[A-Z]+-\d+$/)
  return { number, card }
}

/** The card's balance in a currency, as a number ("$AR 1,250" -> 1250). */
export async function balanceOn(card: Locator, currencyName: string): Promise<number> {
  const row = card.getByLabel('Balances').locator('div').filter({ hasText: currencyName })
  const text = (await row.locator('dd').textContent()) ?? ''
  const digits = text.replace(/[^\d-−]/g, '').replace('−', '-')
  return Number(digits)
}

export const dialogNamed = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })

/** Presses an account card's Transfer: the Transfer Funds dialog. */
export async function openTransfer(page: Page, card: Locator): Promise<Locator> {
  await card.getByRole('button', { name: 'Transfer', exact: true }).click()
  return dialogNamed(page, 'Transfer Funds')
}

/**
 * Fills an open Transfer Funds dialog from an account: `amount` of $AR to the Aurelian Republic's
 * treasury, with `description` when given. Presses nothing.
 */
export async function fillToTreasury(dialog: Locator, amount: number | string, description?: string) {
  await dialog.getByLabel('Destination Type').selectOption('Treasury')
  await dialog.getByRole('combobox', { name: 'Treasury' }).click()
  await dialog.page().getByRole('option', { name: 'Aurelian Republic' }).click()
  await dialog.getByLabel('Currency').selectOption('$AR')
  await dialog.getByLabel('Amount').fill(String(amount))
  if (description !== undefined) await dialog.getByLabel('Description (optional)').fill(description)
}

/** The ledger dialog's body rows (table from `sm` up). */
export const ledgerRows = (dialog: Locator) =>
  dialog
    .getByRole('table')
    .getByRole('row')
    .filter({ hasNot: dialog.page().getByRole('columnheader') })
