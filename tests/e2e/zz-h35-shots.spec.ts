import { expect, test, type Page } from '@playwright/test'
import { openArea, panel } from './support/dashboard'
import { AURELIA, defaultAccount, playAs } from './transfer-support'

async function advance(page: Page) {
  const banner = page.getByRole('complementary', { name: 'Demo mode' })
  const direct = banner.getByRole('button', { name: 'Advance one week' })
  if (await direct.isVisible()) await direct.click()
  else {
    await banner.getByRole('button', { name: /Demo/ }).last().click()
    await page.getByRole('menuitem', { name: 'Advance one week' }).click()
  }
  await expect(page.getByText('One week passed in the demo world.')).toBeVisible()
  await page.waitForTimeout(4000)
}

for (const width of [375]) {
  test(`shots ${width}`, async ({ page }) => {
    test.setTimeout(170_000)
    await page.setViewportSize({ width: 1280, height: 900 })
    await playAs(page, AURELIA)
    await expect(panel(page, 'Money at a glance').getByLabel('Totals')).toBeVisible()
    await advance(page)
    await advance(page)
    await page.setViewportSize({ width, height: 900 })
    await expect(panel(page, 'Since your last visit').getByRole('status')).toHaveCount(0)
    await page.screenshot({ path: `/tmp/h35-shots/dashboard-${width}.png`, fullPage: true })
    await openArea(page, 'Banking & Finance')
    const { card } = await defaultAccount(page)
    await card.getByRole('button', { name: 'Balance history', exact: true }).click()
    const history = card.getByRole('region', { name: 'Balance history', exact: true })
    await expect(history.getByRole('slider')).toBeVisible({ timeout: 45_000 })
    await expect(history.getByRole('progressbar')).toHaveCount(0, { timeout: 45_000 })
    await history.getByText('Show the numbers').click()
    await history.scrollIntoViewIfNeeded()
    await history.screenshot({ path: `/tmp/h35-shots/history-${width}.png` })
  })
}
