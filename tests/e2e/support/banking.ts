// Banking & Finance for the end-to-end tests: sign in as a character and open the area.
import { expect, type Page } from '@playwright/test'
import { playCharacter } from './sign-in'
import { openArea } from './dashboard'

/** Signs DemoPlayer in by UUID, picks `character` and opens Banking & Finance. */
export async function openBanking(page: Page, character = 'Aurelia Voss') {
  await playCharacter(page, character)
  await openArea(page, 'Banking & Finance')
}

/** The newest open dialog. */
export const topDialog = (page: Page) => page.getByRole('dialog').last()

/** The account card of `bankName` (the player's only account there). */
export const accountAt = (page: Page, bankName: string) =>
  page.getByRole('region', { name: bankName }).getByRole('article')

/** Opens the bank detail dialog of `bankName` from All Banks. */
export async function openBankDetail(page: Page, bankName: string) {
  await page.getByRole('tab', { name: 'All Banks' }).click()
  await page.getByRole('button', { name: `View Offerings of ${bankName}` }).click()
  const dialog = topDialog(page)
  await expect(dialog.getByRole('heading', { name: 'Offerings' })).toBeVisible()
  return dialog
}

/** The offerings table row of `offering` in the bank detail dialog. */
export const offeringRow = (page: Page, offering: string) =>
  page
    .getByRole('table', { name: /^Offerings of / })
    .getByRole('row')
    .filter({ hasText: offering })
