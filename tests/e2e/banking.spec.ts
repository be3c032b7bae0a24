// Banking & Finance in demo mode (the production build, the fake backend in the page, the demo
// world): a player's account journey through the shared transfer and ledger dialogs, and a bank
// officer's offerings.
import { expect, test } from '@playwright/test'
import { accountAt, offeringRow, openBankDetail, openBanking, topDialog } from './support/banking'

test('opens an account at another bank, makes it the default, transfers into it and sees its history', async ({
  page,
}) => {
  await openBanking(page)
  await expect(page.getByRole('heading', { name: 'First Aurelian Bank' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Greywater Mercantile Bank' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Open Account' }).first().click()
  let dialog = topDialog(page)
  await dialog.getByLabel('Bank', { exact: true }).selectOption('GMB')
  await dialog.getByLabel('Account offering').selectOption({ label: 'Basic Account' })
  await expect(dialog.getByText('Fee $GW 4 per week')).toBeVisible()
  await dialog.getByRole('button', { name: 'Open Account' }).click()
  await expect(page.getByText(/^Account GMB-\d{6} opened at Greywater Mercantile Bank$/)).toBeVisible()

  const card = accountAt(page, 'Greywater Mercantile Bank')
  await expect(card).toBeVisible()
  const number = (await card.getByRole('heading').textContent())!.trim()
  await expect(card.getByText('No money in this account yet.')).toBeVisible()
  await card.getByRole('button', { name: 'Make Default' }).click()
  await expect(card.getByText('Default', { exact: true })).toBeVisible()
  await expect(
    accountAt(page, 'First Aurelian Bank').getByRole('button', { name: 'Make Default' }),
  ).toBeVisible()

  // From the FAB account (locked as the source) into the new account, by its number.
  await accountAt(page, 'First Aurelian Bank').getByRole('button', { name: 'Transfer' }).click()
  dialog = topDialog(page)
  await expect(dialog.getByRole('heading', { name: 'Transfer Funds' })).toBeVisible()
  await expect(dialog.getByText(/^FAB-\d{6}/)).toBeVisible()
  await dialog.getByLabel('Destination Type').selectOption('account')
  await dialog.getByRole('switch', { name: 'Search by character name' }).click()
  await dialog.getByLabel('Account or routing number').fill(number)
  await dialog.getByLabel('Currency').selectOption('$AR')
  await dialog.getByLabel('Amount').fill('125')
  await dialog.getByLabel('Description (optional)').fill('Seed money')
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click()
  await expect(dialog.getByText(/^Transferred \$AR\s125 from /)).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await expect(card.getByText('$AR 125', { exact: true })).toBeVisible()
  await card.getByRole('button', { name: 'History', exact: true }).click()
  dialog = topDialog(page)
  await expect(
    dialog.getByRole('heading', { name: `Transaction Ledger - Greywater Mercantile Bank ${number}` }),
  ).toBeVisible()
  const row = dialog.getByRole('row').filter({ hasText: 'Seed money' })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('125')
})

test('a bank officer creates, deactivates and deletes an offering; one with accounts cannot be deleted', async ({
  page,
}) => {
  await openBanking(page)
  const dialog = await openBankDetail(page, 'First Aurelian Bank')
  await expect(dialog.getByText('You are an officer of this bank')).toBeVisible()

  await dialog.getByRole('button', { name: 'Create Offering' }).click()
  const form = topDialog(page)
  await form.getByLabel('Name').fill('Harbour Saver')
  await form.getByLabel('Interest rate (basis points)').fill('75')
  await form.getByLabel('Maximum balance (optional)').fill('20000')
  await form.getByRole('button', { name: 'Create Offering' }).click()
  await expect(page.getByText('Offering "Harbour Saver" created')).toBeVisible()
  const row = offeringRow(page, 'Harbour Saver')
  await expect(row).toContainText('0.75% per week')
  await expect(row).toContainText('$AR 20,000')

  const toggle = row.getByRole('switch', { name: 'Harbour Saver accepts new accounts' })
  await expect(toggle).toBeChecked()
  await toggle.click()
  await expect(toggle).not.toBeChecked()

  await row.getByRole('button', { name: 'Actions for Harbour Saver' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await topDialog(page).getByRole('button', { name: 'Delete Offering' }).click()
  await expect(offeringRow(page, 'Harbour Saver')).toHaveCount(0)

  await offeringRow(page, 'Basic Account').getByRole('button', { name: 'Actions for Basic Account' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = topDialog(page)
  await confirm.getByRole('button', { name: 'Delete Offering' }).click()
  await expect(confirm.getByRole('alert')).toHaveText(
    'Cannot delete offering with existing accounts. Deactivate it instead.',
  )
})
