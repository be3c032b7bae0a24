import { expect, test } from '@playwright/test'
import {
  ACCOUNTS,
  TEXT,
  backToCharacters,
  characterCards,
  expectCharacterSelect,
  expectDashboard,
  logout,
  openLogin,
  signIn,
} from './helpers'
import { signInToCharacters } from './support/sign-in'

test.describe('demo mode sign-in', () => {
  test('DemoPlayer signs in by username, opens the most recent character and goes back', async ({ page }) => {
    await signInToCharacters(page, { by: 'username' })
    await expect(page.getByText(/^Choose from your \d+ characters to continue$/)).toBeVisible()

    const cards = characterCards(page)
    expect(await cards.count()).toBeGreaterThanOrEqual(4)
    // Living characters come before deceased ones: the last card is the deceased one.
    await expect(cards.last()).toContainText('Deceased')
    await expect(cards.first()).not.toContainText('Deceased')
    await expect(page.getByText('Divine Entity')).toHaveCount(0)

    const recent = cards.filter({ hasText: 'Most Recent' })
    await expect(recent).toHaveCount(1)
    const name = await page.evaluate(
      () => JSON.parse(localStorage.getItem('statecraft.auth') ?? '{}').mostRecentDisplayName as string,
    )
    await expect(recent).toContainText(name)
    await recent.click()
    await expectDashboard(page, name)
    await expect(page.getByText('Most Recent Character')).toBeVisible()

    await backToCharacters(page).click()
    await expectCharacterSelect(page)
  })

  test('search filters characters and shows the no-match text', async ({ page }) => {
    await signInToCharacters(page, { by: 'username' })
    const search = page.getByPlaceholder('Search characters...')
    await search.fill('zzzz-nobody')
    await expect(page.getByText('No characters found matching "zzzz-nobody"')).toBeVisible()
    await expect(characterCards(page)).toHaveCount(0)
  })

  test('DemoPlayer signs in by UUID', async ({ page }) => {
    await signInToCharacters(page)
  })

  test('DemoAdmin opens the admin panel through Divine Entity and goes back', async ({ page }) => {
    await signInToCharacters(page, { account: ACCOUNTS.admin, by: 'username' })
    const cards = characterCards(page)
    expect(await cards.count()).toBeGreaterThanOrEqual(2)
    await expect(cards.first()).toContainText('Divine Entity')
    await expect(cards.first()).toContainText('Admin Panel')
    await cards.first().click()
    await expect(page.getByRole('heading', { name: TEXT.adminPanel })).toBeVisible()
    await expect(page.getByText('ADMIN', { exact: true })).toBeVisible()
    for (const tab of TEXT.adminTabs) await expect(page.getByRole('tab', { name: tab })).toBeVisible()

    await backToCharacters(page).click()
    await expectCharacterSelect(page)
  })

  test('DemoNewbie sees the empty state and how to create a character in game', async ({ page }) => {
    await signInToCharacters(page, { account: ACCOUNTS.newbie, by: 'username' })
    await expect(page.getByText(TEXT.noCharacters)).toBeVisible()
    await expect(characterCards(page)).toHaveCount(0)
    const steps = page.getByRole('region', { name: 'Create your first character' })
    await expect(steps.getByRole('listitem').first()).toHaveText(
      'Join the Statecraft server in Minecraft with this game account.',
    )
  })

  test('a wrong password shows the server message and keeps the username', async ({ page }) => {
    await openLogin(page)
    await signIn(page, { ...ACCOUNTS.player, password: 'not-the-password' })
    await expect(page.getByRole('alert')).toContainText('Invalid UUID or password')
    await expect(page.getByLabel('Minecraft Username', { exact: true })).toHaveValue(ACCOUNTS.player.username)
  })

  test('validation runs before any call', async ({ page }) => {
    await openLogin(page)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('Please enter a username')
    await page.getByRole('button', { name: 'Use UUID Directly' }).click()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await page.getByLabel('UUID', { exact: true }).fill('not-a-uuid')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid UUID format')
  })
})

test.describe('session', () => {
  test('reload on the dashboard restores to character selection; logout clears', async ({ page }) => {
    await signInToCharacters(page, { by: 'username' })
    await characterCards(page).filter({ hasText: 'Most Recent' }).click()
    await expectDashboard(page)

    await page.reload()
    await expectCharacterSelect(page)

    await logout(page)
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('statecraft.') && /auth|session/.test(k)),
    )
    expect(stored).toEqual([])
    await page.reload()
    await expect(page.getByRole('heading', { name: TEXT.signIn })).toBeVisible()
  })

  test('corrupt stored session data is cleared and the user starts at login', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => {
      localStorage.setItem('statecraft.auth', '{not json')
      localStorage.setItem('statecraft.session', '42')
    })
    await page.reload()
    await expect(page.getByRole('heading', { name: TEXT.signIn })).toBeVisible()
  })
})

test.describe('routes', () => {
  test('/tos redirects to /tos.txt', async ({ page }) => {
    await page.goto('/tos')
    await page.waitForURL('**/tos.txt')
    expect(new URL(page.url()).pathname).toBe('/tos.txt')
    expect((await page.locator('body').innerText()).length).toBeGreaterThan(100)
  })

  test('an unknown path still serves the console (SPA fallback)', async ({ page }) => {
    await page.goto('/some/deep/link')
    await expect(page.getByRole('heading', { name: TEXT.signIn })).toBeVisible()
  })
})
