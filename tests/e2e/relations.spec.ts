// Player Relations in demo mode (the production build, the fake backend in the page): search,
// rate, change the page size, reload and find the rating kept, remove it.
import { expect, test } from '@playwright/test'
import { grouped } from '../support/counts'
import { ACCOUNTS, openLogin, signIn } from './helpers'
import {
  card,
  checkedHeart,
  confirmed,
  findPlayer,
  heart,
  ME,
  openRelations,
  savedRating,
  search,
  signInToRelations,
} from './support/relations'

// One of DemoPlayer's own other characters: in every demo world, whatever the generated cast.
const PLAYER = 'Wren Ashdown'

test('search, rate, change the page size, reload and keep the rating, then remove it', async ({ page }) => {
  // Three full loads of the demo (the first one seeds the world): give a busy machine time.
  test.slow()
  await openLogin(page)
  await signInToRelations(page)
  await expect(page.getByText(/^Showing 20 of \d{1,3}(,\d{3})* players$/)).toBeVisible()

  await findPlayer(page, PLAYER, 'wren ash')
  // Whatever the seeded world gave her, choose another rating.
  const choice = (await checkedHeart(page, PLAYER).getAttribute('aria-label')) === 'Love' ? 'Like' : 'Love'
  await heart(page, PLAYER, choice).click()
  await expect(checkedHeart(page, PLAYER)).toHaveAttribute('aria-label', choice)
  await confirmed(page, PLAYER)
  await expect(card(page, PLAYER).getByRole('alert')).toHaveCount(0)

  await page.getByRole('button', { name: 'Clear search' }).click()
  await page.getByRole('combobox', { name: 'Per page' }).selectOption('50')
  await expect(page.getByRole('article')).toHaveCount(50)
  await expect(page.getByText(/^Showing 50 of \d{1,3}(,\d{3})* players$/)).toBeVisible()

  // A reload returns to character selection; the demo world kept the rating.
  await expect.poll(() => savedRating(page, ME, PLAYER)).toBe(choice === 'Love' ? 4 : 3)
  await page.reload()
  await openRelations(page, { reloaded: true })
  await findPlayer(page, PLAYER)
  await expect(checkedHeart(page, PLAYER)).toHaveAttribute('aria-label', choice)

  // The same heart again removes it, and that is kept too.
  await heart(page, PLAYER, choice).click()
  await expect(checkedHeart(page, PLAYER)).toHaveAttribute('aria-label', 'Unrated')
  await confirmed(page, PLAYER)
  await expect(card(page, PLAYER).getByRole('alert')).toHaveCount(0)
  await expect.poll(() => savedRating(page, ME, PLAYER)).toBeNull()
  await page.reload()
  await openRelations(page, { reloaded: true })
  await findPlayer(page, PLAYER)
  await expect(checkedHeart(page, PLAYER)).toHaveAttribute('aria-label', 'Unrated')
})

test('a rating filter shows exactly the players rated at that level', async ({ page }) => {
  await openLogin(page)
  await signInToRelations(page)
  const rated = page.getByRole('button', { name: /^Only players I rated\s?:\s?\d+$/ })
  const count = Number((await rated.innerText()).match(/\d+/)![0])
  expect(count).toBeGreaterThan(0)
  await rated.click()
  await expect(page.getByRole('heading', { level: 2, name: 'Only players I rated' })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(Math.min(count, 20))
  await expect(
    page.getByText(
      `Showing ${Math.min(count, 20)} of ${grouped(count)} ${count === 1 ? 'player' : 'players'}`,
    ),
  ).toBeVisible()
  // Every card shown is rated.
  for (const label of await page
    .locator('[role="radio"][aria-checked="true"]')
    .evaluateAll((radios) => radios.map((r) => r.getAttribute('aria-label'))))
    expect(label).not.toBe('Unrated')
  await search(page).fill('zzzz')
  await expect(page.getByText('No players you rated match "zzzz"')).toBeVisible()
})

test('the section is its own chunk, downloaded when first opened', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url())
  })
  await openLogin(page)
  await signIn(page, ACCOUNTS.player, 'uuid')
  await page.getByRole('list', { name: 'Characters' }).getByRole('button').first().waitFor()
  const before = new Set(scripts)
  await openRelations(page)
  const added = scripts.filter((url) => !before.has(url))
  const bodies = await Promise.all(added.map((url) => page.request.get(url).then((r) => r.text())))
  const chunk = added.find((_, i) => bodies[i].includes('Only players I rated'))
  expect(chunk, `a new script with the section, among ${added.join(', ')}`).toBeTruthy()
  // And nothing loaded before it carried the section.
  const earlier = await Promise.all([...before].map((url) => page.request.get(url).then((r) => r.text())))
  expect(earlier.some((body) => body.includes('Only players I rated'))).toBe(false)
})
