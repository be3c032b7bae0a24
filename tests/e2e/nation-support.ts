// Getting to Nation Management as a chosen character, and reading what the treasury shows.
import { expect, type Locator, type Page } from '@playwright/test'
import { playCharacter } from './support/sign-in'
import { openArea } from './support/dashboard'

export const AR = 'Aurelian Republic'

/** DemoPlayer's most recent character: an officer of the Aurelian Republic ($AR). */
export const OFFICER = 'Aurelia Voss'
/** DemoPlayer's character in no nation (demo world). */
export const STATELESS = 'Cassius Thorne'

/** Signs in as DemoPlayer (by UUID: works in demo and live mode) and opens Nation Management as `character`. */
export async function openNations(page: Page, character: string): Promise<void> {
  await playCharacter(page, character)
  await openArea(page, 'Nation Management')
  await expect(page.getByRole('heading', { name: 'All nations' })).toBeVisible()
}

/** Opens a nation from its card in the "Your nation" section. */
export async function openOwnNation(page: Page, name: string): Promise<void> {
  const mine = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Your nation' }) })
  await mine.getByRole('button', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
}

export const dialog = (page: Page): Locator => page.getByRole('dialog')

/** A balance as the Treasury Balances table shows it, e.g. "$AR 321,962" -> 321962. */
export async function treasuryBalance(page: Page, symbol: string): Promise<number> {
  const cell = page
    .getByRole('table', { name: 'Treasury Balances' })
    .getByText(new RegExp(`^\\${symbol}\\s[\\d,]+$`))
  await expect(cell).toBeVisible()
  return Number((await cell.textContent())!.replace(/\D/g, ''))
}

export const money = (symbol: string, amount: number) => `${symbol} ${amount.toLocaleString('en-US')}`

/** A list of the detail view: 'Officers' or 'Citizens'. */
export const memberList = (page: Page, title: 'Officers' | 'Citizens') =>
  page.getByRole('list', { name: new RegExp(`^${title}`) })

/** A small real PNG (the fake backend checks the file's bytes). */
export const FLAG_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAl0lEQVR42u3WSwqAQAwE0dp4WC/kKd26FBQEEWHG+eAkgYY+wFslxbTMroZAAgkkUGTQum+pGYAymh4Tf1B6WPFBVZoGE39rak0CCSSQQLFA7i61nmvQHnJajIr8cCBFvpq6GtSsqTIxRlNuYgylnMVgzaeJ8Zq8CRNNxoSVJmXCipJiYa55mfCgeZpworlN+NFcw5Xm3AFpRiPUO3717QAAAABJRU5ErkJggg==',
  'base64',
)
