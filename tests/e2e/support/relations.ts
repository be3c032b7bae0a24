// Shared steps of the Player Relations end-to-end tests.
import { expect, type Locator, type Page } from '@playwright/test'
import { ACCOUNTS, characterCards, expectCharacterSelect, signIn } from '../helpers'

export const ME = 'Aurelia Voss'

/** Picks Aurelia Voss on the character screen and opens Player Relations from her dashboard. */
export async function openRelations(page: Page) {
  await expectCharacterSelect(page)
  await characterCards(page).filter({ hasText: ME }).click()
  await page.getByRole('button', { name: /Player Relations/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Player Relations' })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()
}

/** Signs DemoPlayer in (by UUID: no username look-up needed) and opens Player Relations. */
export async function signInToRelations(page: Page) {
  await signIn(page, ACCOUNTS.player, 'uuid')
  await openRelations(page)
}

export const search = (page: Page) => page.getByRole('searchbox', { name: 'Search players' })
export const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true })
export const heart = (page: Page, name: string, label: string) =>
  card(page, name).getByRole('radio', { name: label, exact: true })

/** Searches and waits until the player's card is the only one. */
export async function findPlayer(page: Page, name: string, query = name) {
  await search(page).fill(query)
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(card(page, name)).toBeVisible()
}

/** The label of the checked heart of a card ("Unrated", "Like", ...). */
export const checkedHeart = (page: Page, name: string): Locator =>
  card(page, name).locator('[role="radio"][aria-checked="true"]')
