// Nation Management and the treasury in demo mode, as DemoPlayer's characters: the officer runs
// the treasury and the members; a character without a nation founds one and gives it a currency.
import { expect, test } from '@playwright/test'
import {
  AR,
  FLAG_PNG,
  OFFICER,
  STATELESS,
  dialog,
  memberList,
  money,
  openNations,
  openOwnNation,
  treasuryBalance,
} from './nation-support'

test.describe('Nation Management in demo mode', () => {
  // The demo world (26 weeks of history) runs in the page: on a busy shared machine a whole flow
  // can pass a minute, which says nothing about the console. Slow: three times the usual limit.
  test.slow()

  test('the officer mints, sees the balance and the ledger row, and burns', async ({ page }) => {
    await openNations(page, OFFICER)
    await openOwnNation(page, AR)
    await page.getByRole('tab', { name: 'Treasury' }).click()
    const before = await treasuryBalance(page, '$AR')
    await page.getByRole('button', { name: 'Mint Currency' }).click()
    await dialog(page).getByLabel('Amount').fill('1234')
    await dialog(page).getByLabel('Description (optional)').fill('End-to-end mint')
    const balanceRow = dialog(page).getByRole('row').filter({ hasText: 'Treasury balance' })
    await expect(balanceRow).toContainText(money('$AR', before + 1234))
    await dialog(page).getByRole('button', { name: 'Mint', exact: true }).click()
    await expect(dialog(page)).toHaveCount(0)
    await expect.poll(() => treasuryBalance(page, '$AR')).toBe(before + 1234)

    // The mint is a row of the treasury's ledger.
    await page.getByRole('button', { name: 'History', exact: true }).click()
    await expect(dialog(page).getByRole('heading', { name: `Transaction Ledger - ${AR}` })).toBeVisible()
    const row = dialog(page).getByRole('row').filter({ hasText: 'End-to-end mint' })
    await expect(row).toContainText('Mint')
    await expect(row).toContainText('$AR 1,234')
    await expect(row).toContainText(OFFICER)
    await dialog(page).getByRole('button', { name: 'Close', exact: true }).click()
    await expect(dialog(page)).toHaveCount(0)

    await page.getByRole('button', { name: 'Burn Currency' }).click()
    await dialog(page).getByLabel('Amount').fill('234')
    await dialog(page).getByRole('button', { name: 'Burn', exact: true }).click()
    await expect(dialog(page)).toHaveCount(0)
    await expect.poll(() => treasuryBalance(page, '$AR')).toBe(before + 1000)
  })

  test('the officer invites a player, promotes and demotes them', async ({ page }) => {
    await openNations(page, OFFICER)
    await openOwnNation(page, AR)
    await page.getByRole('button', { name: 'Invite Member' }).click()
    await dialog(page).getByLabel('Player name').fill(STATELESS)
    await dialog(page).getByRole('button', { name: 'Invite', exact: true }).click()
    await expect(dialog(page)).toHaveCount(0)
    await expect(memberList(page, 'Citizens').getByText(STATELESS, { exact: true })).toBeVisible()

    await page.getByRole('button', { name: `Actions for ${STATELESS}` }).click()
    await page.getByRole('menuitem', { name: 'Promote to Officer' }).click()
    await expect(memberList(page, 'Officers').getByText(STATELESS, { exact: true })).toBeVisible()
    await page.getByRole('button', { name: `Actions for ${STATELESS}` }).click()
    await page.getByRole('menuitem', { name: 'Demote to Citizen' }).click()
    await expect(memberList(page, 'Citizens').getByText(STATELESS, { exact: true })).toBeVisible()
    await expect(memberList(page, 'Officers').getByText(STATELESS, { exact: true })).toHaveCount(0)
  })

  test('the officer uploads an icon by clicking it', async ({ page }) => {
    await openNations(page, OFFICER)
    await openOwnNation(page, AR)
    const icon = page.getByRole('button', { name: 'Upload Nation Icon' })
    await expect(icon.locator('img')).toHaveCount(0)
    await icon.click()
    await dialog(page)
      .getByLabel('Image file')
      .setInputFiles({ name: 'flag.png', mimeType: 'image/png', buffer: FLAG_PNG })
    await dialog(page).getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(dialog(page)).toHaveCount(0)
    await expect(icon.locator('img')).toBeVisible()
  })

  test('a character without a nation founds one and creates its currency; the Mint dialog opens by itself', async ({
    page,
  }) => {
    await openNations(page, STATELESS)
    await page.getByRole('button', { name: 'Create New Nation' }).click()
    await expect(dialog(page).getByText(/Creating a nation is permanent/)).toBeVisible()
    await dialog(page).getByLabel('Nation name').fill('Free City of Lumen')
    await dialog(page).getByLabel('Abbreviation').fill('lu')
    await expect(dialog(page).getByLabel('Abbreviation')).toHaveValue('LU')
    await dialog(page).getByRole('button', { name: 'Create Nation' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Free City of Lumen' })).toBeVisible()
    await expect(memberList(page, 'Officers').getByText(STATELESS, { exact: true })).toBeVisible()

    await page.getByRole('tab', { name: 'Treasury' }).click()
    await expect(page.getByText('No currency balances in this treasury yet.')).toBeVisible()
    await page.getByRole('button', { name: 'Create Currency' }).click()
    await dialog(page).getByLabel('Currency name').fill('Lumen Thaler')
    await dialog(page).getByRole('button', { name: 'Create Currency' }).click()
    // No click: the Mint dialog follows on its own, for the new currency.
    await expect(dialog(page).getByRole('heading', { name: 'Mint Currency' })).toBeVisible()
    await expect(dialog(page).getByText('Lumen Thaler ($LU)')).toBeVisible()
    await dialog(page).getByLabel('Amount').fill('500')
    await dialog(page).getByRole('button', { name: 'Mint', exact: true }).click()
    await expect(dialog(page)).toHaveCount(0)
    await expect.poll(() => treasuryBalance(page, '$LU')).toBe(500)
  })
})
