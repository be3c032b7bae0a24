import { expect, type Page } from '@playwright/test'

/** The seeded demo accounts (README.md, "Demo accounts"). */
export const ACCOUNTS = {
  player: { username: 'DemoPlayer', password: 'demo-player', uuid: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b' },
  admin: { username: 'DemoAdmin', password: 'demo-admin', uuid: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d' },
  newbie: { username: 'DemoNewbie', password: 'demo-newbie', uuid: '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b' },
} as const

/** Spec texts, verbatim. */
export const TEXT = {
  signIn: 'Sign in to your account',
  selectCharacter: 'Select a Character',
  adminPanel: 'Divine Entity Admin Panel',
  noCharacters: 'No characters found. Your display names will be tracked when you join the server.',
  notFound: 'Character data not found. Please go back and select a character.',
  tiles: ['Nation Management', 'Player Relations', 'Banking & Finance', 'Character Skills'],
  adminTabs: ['Admin Transfers', 'Entity Management', 'System Settings'],
} as const

export async function openLogin(page: Page) {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: TEXT.signIn })).toBeVisible()
}

/** Fills and submits the sign-in form; username mode goes through the username lookup proxies. */
export async function signIn(
  page: Page,
  account: { username: string; password: string; uuid: string },
  mode: 'username' | 'uuid' = 'username',
) {
  if (mode === 'uuid') {
    await page.getByRole('button', { name: 'Use UUID Directly' }).click()
    await page.getByLabel('UUID', { exact: true }).fill(account.uuid)
  } else {
    await page.getByLabel('Minecraft Username', { exact: true }).fill(account.username)
  }
  await page.getByPlaceholder('Enter your password').fill(account.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

export async function expectCharacterSelect(page: Page) {
  await expect(page.getByRole('heading', { name: TEXT.selectCharacter })).toBeVisible()
}

/** The character list: one button per card. */
export const characterCards = (page: Page) =>
  page.getByRole('list', { name: 'Characters' }).getByRole('button')

export async function expectDashboard(page: Page, name?: string) {
  for (const tile of TEXT.tiles) await expect(page.getByText(tile, { exact: true }).first()).toBeVisible()
  if (name) await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

/** The game layout's way back to character selection. */
export const backToCharacters = (page: Page) =>
  page.getByRole('button', { name: /back to characters|change character|characters/i }).first()

export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('heading', { name: TEXT.signIn })).toBeVisible()
}
