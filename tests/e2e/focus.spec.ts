// Focus never drops to <body>: when an action removes the focused element, focus moves to the
// next sensible element nearby (keyboard users carry on where they were).
import { expect, test, type Page } from '@playwright/test'
import { characterCards } from './helpers'
import { signInToCharacters } from './support/sign-in'
import { accountAt, openBanking, topDialog } from './support/banking'

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    return el === document.body || !el
      ? 'body'
      : `${el.tagName.toLowerCase()}:${el.getAttribute('aria-label') ?? el.textContent?.trim()}`
  })

test('Make Default and Close Account move focus to the account list, never to <body>', async ({ page }) => {
  await openBanking(page)
  // A new, empty account: it can be made the default and then closed.
  await page.getByRole('button', { name: 'Open Account' }).first().click()
  const dialog = topDialog(page)
  await dialog.getByLabel('Bank', { exact: true }).selectOption('GMB')
  await dialog.getByLabel('Account offering').selectOption({ label: 'Basic Account' })
  await dialog.getByRole('button', { name: 'Open Account' }).click()
  const card = accountAt(page, 'Greywater Mercantile Bank')
  await expect(card).toBeVisible()

  // The pressed button vanishes with the change: focus goes to the card's next action.
  await card.getByRole('button', { name: 'Make Default' }).focus()
  await page.keyboard.press('Enter')
  await expect(card.getByText('Default', { exact: true })).toBeVisible()
  await expect.poll(() => focused(page)).toBe('button:History')
  await expect(card.getByRole('button', { name: 'History', exact: true })).toBeFocused()

  // Back to the first bank's account as the default, then close the new one.
  await accountAt(page, 'First Aurelian Bank').getByRole('button', { name: 'Make Default' }).click()
  await expect(card.getByRole('button', { name: 'Make Default' })).toBeVisible()
  await card.getByRole('button', { name: 'Close Account' }).focus()
  await page.keyboard.press('Enter')
  await topDialog(page).getByRole('button', { name: 'Close Account' }).click()
  await expect(page.getByText(/^Account GMB-\d{6} closed$/)).toBeVisible()
  await expect(card).toHaveCount(0)
  await expect.poll(() => focused(page)).not.toBe('body')
  // Within the accounts still listed.
  expect(
    await page.evaluate(() => !!document.activeElement?.closest('[aria-labelledby="my-accounts-heading"]')),
  ).toBe(true)
})

test("the search's Clear button hands focus back to the search box", async ({ page }) => {
  await signInToCharacters(page)
  const search = page.getByRole('searchbox', { name: 'Search characters' })
  await search.fill('Bram')
  await expect(characterCards(page)).toHaveCount(1)
  await page.getByRole('button', { name: 'Clear search' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0)
  await expect(search).toBeFocused()
  await expect(search).toHaveValue('')
})
