// Shared steps of the admin panel's end-to-end tests (demo and live mode).
import { expect, type Locator, type Page } from '@playwright/test'
import { ACCOUNTS, TEXT, characterCards } from '../helpers'
import { signInToCharacters, type SignInOptions } from './sign-in'

export type Subtab = 'Characters' | 'Banks' | 'Nations'

/** From a fresh page: DemoAdmin (by UUID unless told), then the Divine Entity entry. */
export async function enterAdminPanel(page: Page, { by }: Pick<SignInOptions, 'by'> = {}) {
  await signInToCharacters(page, { account: ACCOUNTS.admin, by })
  await characterCards(page).filter({ hasText: 'Divine Entity' }).click()
  await expect(page.getByRole('heading', { name: TEXT.adminPanel })).toBeVisible()
}

/** Opens Entity Management on a subtab and waits for its cards. */
export async function openEntities(page: Page, subtab: Subtab = 'Characters'): Promise<Locator> {
  await page.getByRole('tab', { name: 'Entity Management' }).click()
  await page.getByRole('tab', { name: subtab }).click()
  const list = page.getByRole('list', { name: subtab })
  await expect(list).toBeVisible()
  return list
}

/** Narrows the list with the search box (the card may be on a later page otherwise). */
export async function search(page: Page, text: string) {
  await page
    .getByRole('searchbox', { name: 'Search by name, abbreviation or jurisdiction nation' })
    .fill(text)
}

export const entityCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true })

/** The newest open dialog: a confirmation opens over the officers dialog. */
export const topDialog = (page: Page) => page.getByRole('dialog').last()
