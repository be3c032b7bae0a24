// Phone and desktop widths: quick links open new tabs safely, show icons only on phones, and no
// screen of the sign-in path scrolls sideways at 375 px.
import { expect, test, type Page } from '@playwright/test'
import { openLogin } from './helpers'
import { MOST_RECENT, playCharacter } from './support/sign-in'

const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)

test('quick links open a new tab with rel="noopener noreferrer" and keep their names on phones', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await openLogin(page)
  const links = page.getByRole('navigation', { name: 'Quick links' }).getByRole('link')
  await expect(links).toHaveCount(4)
  for (const name of ['Chat', 'Store', 'Map', 'Wiki']) {
    const link = page.getByRole('link', { name, exact: true })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
    await expect(link).toHaveAttribute('rel', /noreferrer/)
    // Icon only: the label is screen-reader text, not visible text.
    const box = await link.getByText(name, { exact: true }).boundingBox()
    expect(box === null || box.width <= 1).toBe(true)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  const box = await page
    .getByRole('link', { name: 'Store', exact: true })
    .getByText('Store', { exact: true })
    .boundingBox()
  expect(box?.width ?? 0).toBeGreaterThan(10)
})

test('the sign-in path fits a 375 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await playCharacter(page, MOST_RECENT, { by: 'username', atStop: () => noSidewaysScroll(page) })
})

test('on a phone the login links are 40 px tap targets and the demo banner is one compact row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await openLogin(page)
  for (const target of [
    page.getByRole('button', { name: 'Use UUID Directly' }),
    page.getByRole('link', { name: /API Documentation/ }),
  ]) {
    // Polled: the app swaps its login in for index.html's static one, and for that moment the
    // element being measured is gone.
    await expect.poll(async () => (await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(40)
  }
  const banner = page.getByRole('complementary', { name: 'Demo mode' })
  await expect.poll(async () => (await banner.boundingBox())?.height ?? 999).toBeLessThanOrEqual(60)
  // Its controls sit behind one button.
  await page.getByRole('button', { name: 'Demo options' }).click()
  for (const name of ['Demo tools', 'Advance one week', 'Reset demo data'])
    await expect(page.getByRole('button', { name })).toBeVisible()
})

test('the dashboard tiles line up: every title of a row on one line', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await playCharacter(page)
  const tiles = page.getByRole('region', { name: 'Areas' }).getByRole('button')
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 800 })
    const boxes = await tiles.evaluateAll((buttons) =>
      buttons.map((button) => {
        const title = button.querySelector('h3')!.getBoundingClientRect()
        return { row: Math.round(button.getBoundingClientRect().top), title: Math.round(title.top) }
      }),
    )
    expect(boxes).toHaveLength(4)
    for (const box of boxes) {
      const sameRow = boxes.filter((other) => other.row === box.row)
      expect(sameRow.map((other) => other.title)).toEqual(sameRow.map(() => box.title))
    }
  }
})
