// The admin panel in demo mode as DemoAdmin: transfer as a character beyond their balance, rename a bank, promote and demote an officer, mark a
// character deceased and find it greyed and last in its player's character selection, delete a
// nation after typing its name.
import { expect, test } from '@playwright/test'
import { ACCOUNTS, characterCards, expectCharacterSelect, logout, signIn } from './helpers'
import { enterAdminPanel, entityCard, openEntities, search, topDialog } from './support/admin'

test.beforeEach(async ({ page }) => {
  // Each test seeds the demo world in its own browser and makes several round trips through it:
  // on a shared 2-core runner that can take most of the default minute.
  test.slow()
  await enterAdminPanel(page)
})

test('renames a bank', async ({ page }) => {
  await openEntities(page, 'Banks')
  await entityCard(page, 'First Aurelian Bank')
    .getByRole('button', { name: 'Edit First Aurelian Bank' })
    .click()
  const dialog = topDialog(page)
  await dialog.getByLabel('Name').fill('First Aurelian Trust')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  // The banner clears itself after 3 s: look for it first, then at the refreshed list.
  await expect(page.getByText('Bank First Aurelian Trust updated')).toBeVisible()
  await expect(entityCard(page, 'First Aurelian Trust')).toBeVisible()
  await expect(entityCard(page, 'First Aurelian Bank')).toHaveCount(0)
})

test('promotes a citizen to officer and demotes them again', async ({ page }) => {
  await openEntities(page, 'Nations')
  await page.getByRole('button', { name: 'Officers Kingdom of Norvale' }).click()
  const dialog = topDialog(page)
  const officers = dialog.getByRole('region', { name: 'Current officers' })
  const citizens = dialog.getByRole('region', { name: 'Citizens available for promotion' })
  await expect(citizens.getByRole('listitem', { name: 'Bram Holloway' })).toBeVisible()

  await citizens.getByRole('button', { name: 'Promote Bram Holloway' }).click()
  await expect(dialog.getByRole('status')).toHaveText('Bram Holloway is now an officer of Kingdom of Norvale')
  await expect(officers.getByRole('listitem', { name: 'Bram Holloway' })).toBeVisible()
  await expect(citizens.getByRole('listitem', { name: 'Bram Holloway' })).toHaveCount(0)

  await officers.getByRole('button', { name: 'Demote Bram Holloway' }).click()
  await expect(citizens.getByRole('listitem', { name: 'Bram Holloway' })).toBeVisible()
  await expect(officers.getByRole('listitem', { name: 'Bram Holloway' })).toHaveCount(0)
})

test("marks a character deceased: greyed and last in its player's character selection", async ({ page }) => {
  await openEntities(page, 'Characters')
  await search(page, 'Wren Ashdown')
  await page.getByRole('button', { name: 'Mark Deceased Wren Ashdown' }).click()
  const dialog = topDialog(page)
  await expect(dialog.getByText('This is reversible only through direct database access.')).toBeVisible()
  await dialog.getByRole('textbox').fill('Wren Ashdown')
  await dialog.getByRole('button', { name: 'Mark Deceased' }).click()
  await expect(entityCard(page, 'Wren Ashdown').getByText('Deceased')).toBeVisible()

  await logout(page)
  await signIn(page, ACCOUNTS.player, 'uuid')
  await expectCharacterSelect(page)
  const cards = characterCards(page)
  const names = await cards.evaluateAll((buttons) =>
    buttons.map((b) => ({
      deceased: b.getAttribute('data-variant') === 'deceased',
      text: b.textContent ?? '',
    })),
  )
  const wren = names.findIndex((c) => c.text.includes('Wren Ashdown'))
  expect(names[wren].deceased).toBe(true)
  // Every living character comes before it.
  expect(names.slice(wren).every((c) => c.deceased)).toBe(true)
  const wrenCard = cards.filter({ hasText: 'Wren Ashdown' })
  await expect(wrenCard.getByText('Deceased')).toBeVisible()
  // Greyed: the avatar is dimmed to half opacity in grey.
  const avatar = wrenCard.locator('span.grayscale').first()
  await expect(avatar).toHaveCSS('opacity', '0.5')
})

test('deletes a nation after its name is typed', async ({ page }) => {
  await openEntities(page, 'Nations')
  await page.getByRole('button', { name: 'Delete Misthaven' }).click()
  const dialog = topDialog(page)
  await expect(dialog.getByRole('heading', { name: 'Delete Misthaven?' })).toBeVisible()
  const confirm = dialog.getByRole('button', { name: 'Delete nation' })
  await expect(confirm).toBeDisabled()
  await dialog.getByRole('textbox').fill('misthaven')
  await expect(confirm).toBeDisabled()
  await dialog.getByRole('textbox').fill('Misthaven')
  await confirm.click()
  await expect(page.getByText('Nation Misthaven deleted')).toBeVisible()
  await expect(entityCard(page, 'Misthaven')).toHaveCount(0)
})

test("transfers as a character beyond the character's balance", async ({ page }) => {
  await expect(page.getByText(/Admin transfers bypass balance checks and limits/)).toBeVisible()
  await page.getByRole('button', { name: 'New Admin Transfer' }).click()
  const dialog = topDialog(page)
  await expect(dialog.getByText(/bypasses balance checks and limits/)).toBeVisible()
  await dialog.getByLabel('Act as character').fill('Aurelia Voss')

  await dialog.getByLabel('Source Type').selectOption('Bank Account')
  const source = dialog.getByRole('group', { name: 'From' }).getByRole('combobox', { name: 'Bank Account' })
  await source.click()
  await source.fill('Aurelia')
  await page
    .getByRole('option', { name: /Aurelia Voss/ })
    .first()
    .click()
  await dialog.getByLabel('Destination Type').selectOption('Treasury')
  const destination = dialog.getByRole('combobox', { name: 'Treasury' }).last()
  await destination.click()
  await destination.fill('Aurelian')
  await page.getByRole('option', { name: /^Aurelian Republic/ }).click()
  await dialog.getByLabel('Currency').selectOption('$AR')

  // More than the account holds: a player would be stopped with 'Insufficient funds'.
  const balance = dialog.getByRole('region', { name: 'Source balance' })
  const held = await balance.locator('dt:text-is("Balance") + dd').textContent()
  const amount = Number((held ?? '').replace(/[^\d-]/g, '')) + 1000
  await dialog.getByLabel('Amount').fill(String(amount))
  await expect(balance.locator('dt:text-is("Remaining after transfer") + dd')).toHaveText('−$AR 1,000')
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click()
  await expect(
    dialog.getByText(
      new RegExp(
        `^Transferred \\$AR\\s${amount.toLocaleString('en-US')} from .*Aurelia Voss.* to Aurelian Republic`,
      ),
    ),
  ).toBeVisible()
})

test("charts a character's bank accounts, one at a time, and a nation's treasury", async ({ page }) => {
  test.setTimeout(180_000)
  const WALK = { timeout: 60_000 }
  await openEntities(page, 'Characters')
  await search(page, 'Aurelia Voss')
  await page.getByRole('button', { name: 'Balance history Aurelia Voss' }).click()
  let dialog = topDialog(page)
  await expect(dialog.getByRole('heading', { name: 'Balance history - Aurelia Voss' })).toBeVisible()
  const picker = dialog.getByRole('combobox', { name: 'Account' })
  await expect(picker.locator('option').first()).toHaveText(/ \(default\)$/)
  const accounts = await picker.locator('option').count()
  expect(accounts).toBeGreaterThan(1)
  const first = await picker.locator('option').first().textContent()
  const chart = dialog.getByRole('slider', { name: /^Balance history of .* in \$/ })
  await expect(chart).toHaveAccessibleName(
    new RegExp(`^Balance history of ${first!.replace(' (default)', '')} in `),
    WALK,
  )
  // Another account: its own chart.
  const second = (await picker.locator('option').nth(1).textContent())!.replace(' (default)', '')
  await picker.selectOption({ index: 1 })
  await expect(
    dialog
      .getByRole('slider', { name: `Balance history of ${second}`, exact: false })
      .or(dialog.getByText('No balances yet: nothing to chart.')),
  ).toBeVisible(WALK)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await openEntities(page, 'Nations')
  await search(page, 'Aurelian Republic')
  await page.getByRole('button', { name: 'Balance history Aurelian Republic' }).click()
  dialog = topDialog(page)
  await expect(dialog.getByRole('heading', { name: 'Balance history - Aurelian Republic' })).toBeVisible()
  await expect(
    dialog.getByRole('slider', { name: 'Balance history of Aurelian Republic in $AR' }),
  ).toBeVisible(WALK)
})
