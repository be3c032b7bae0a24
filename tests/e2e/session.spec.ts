// Session safety in live mode, against this file's own mock server: what is stored
// where, a new tab, logout across tabs, token renewal (ahead of expiry and after a 401 from the
// server), a renewal that fails, and corrupt storage. Every call the renewal adds is checked with
// its exact body.
import { expect, test, type Page, type Request } from '@playwright/test'
import { characterCards, expectCharacterSelect, expectDashboard, logout } from './helpers'
import { recordApiCalls, useLiveMode, useLiveServer } from './support/live-server'
import {
  PLAYER,
  answerPasswordPrompt,
  expectLogin,
  expireServerSessions,
  playAsMostRecent,
  sessionExpiry,
  storedAuth,
  storedEverything,
} from './support/session'

const SESSION_ENDED = 'Your session expired and could not be renewed. Please sign in again to continue.'

const server = useLiveServer('demo')
test.beforeEach(async ({ page }) => {
  await server.clearFaults()
  await useLiveMode(page, server.origin)
})

async function openTab(page: Page): Promise<Page> {
  const other = await page.context().newPage()
  await useLiveMode(other, server.origin)
  return other
}

/**
 * Opens the biography dialog once the dashboard's panels have their data: they ask for it as
 * their chunks arrive, and on a busy machine a late one would be the call that meets an expired
 * session, not the Save under test.
 */
async function editBiography(page: Page, text: string) {
  await expect(page.locator('main [class*="animate-pulse"], main [class*="animate-spin"]')).toHaveCount(0)
  await page.getByRole('button', { name: 'Edit biography' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit biography' })
  await dialog.getByLabel('Biography').fill(text)
  return dialog
}

test.describe('what is stored where', () => {
  test('the password is in no storage; the character session is the tab’s own', async ({ page }) => {
    await playAsMostRecent(page)
    const stored = await storedEverything(page)
    expect(stored.some((entry) => entry.startsWith('statecraft.auth='))).toBe(true)
    expect(stored.some((entry) => entry.startsWith('statecraft.session='))).toBe(true)
    expect(stored.join('\n')).not.toContain(PLAYER.password)
    expect(await page.evaluate(() => localStorage.getItem('statecraft.session'))).toBeNull()
  })

  test('a new tab shows the characters and asks for the password when one is picked', async ({ page }) => {
    const name = await playAsMostRecent(page)
    const other = await openTab(page)
    const selects = recordApiCalls(other, /^\/auth\/select-character$/)
    await other.goto('/')
    await expectCharacterSelect(other)
    expect(await other.evaluate(() => sessionStorage.length)).toBe(0)
    await characterCards(other).filter({ hasText: name }).click()
    await answerPasswordPrompt(other, PLAYER.password)
    await expectDashboard(other, name)
    expect(selects.map(({ method, body }) => ({ method, body }))).toEqual([
      { method: 'POST', body: { uuid: PLAYER.uuid, password: PLAYER.password, displayName: name } },
    ])
    expect((await storedEverything(other)).join('\n')).not.toContain(PLAYER.password)
  })
})

test.describe('two tabs', () => {
  test('logout in one tab logs out the other, which never writes its record back', async ({ page }) => {
    const name = await playAsMostRecent(page)
    const other = await openTab(page)
    await other.goto('/')
    await characterCards(other).filter({ hasText: name }).click()
    await answerPasswordPrompt(other, PLAYER.password)
    await expectDashboard(other, name)

    // Tab B saves a biography whose answer arrives only after tab A has logged out.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await other.route('**/api/v1/players/*/biography', async (route) => {
      await held
      await route.continue()
    })
    const dialog = await editBiography(other, 'Written in tab B as tab A logs out')
    await dialog.getByRole('button', { name: 'Save' }).click()

    await logout(page)
    await expectLogin(other)
    // The late answer must not sign tab B back in: wait until it has arrived and been handled.
    const settled = new Promise<void>((resolve) => {
      const done = (request: Request) => {
        if (request.url().includes('/biography')) resolve()
      }
      other.on('requestfinished', done)
      other.on('requestfailed', done)
    })
    release()
    await settled
    await other.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
    expect(await storedAuth(other)).toBeNull()
    expect(await storedAuth(page)).toBeNull()
    await page.reload()
    await expectLogin(page)
    await other.reload()
    await expectLogin(other)
  })
})

test.describe('token renewal', () => {
  test('a token within 5 minutes of its expiry is renewed before the next call', async ({ page }) => {
    const name = await playAsMostRecent(page)
    const calls = recordApiCalls(page, /^\/auth\/select-character$|\/biography$/)
    const expiresAt = Date.parse(await sessionExpiry(page))
    await page.clock.setFixedTime(new Date(expiresAt - 4 * 60_000))

    const dialog = await editBiography(page, 'Saved with a renewed token')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page.getByText('Saved with a renewed token')).toBeVisible()
    await expect.poll(() => calls.length).toBe(2)
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/auth/select-character',
        body: { uuid: PLAYER.uuid, password: PLAYER.password, displayName: name },
      },
      {
        method: 'PUT',
        path: `/players/${name}/biography`,
        body: { biography: 'Saved with a renewed token' },
      },
    ])
    const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('statecraft.session')!).token)
    expect(calls[1].headers.authorization).toBe(`Bearer ${token}`)
  })

  test('a 401 mid-session: one renewal, the call again, and the form being filled survives', async ({
    page,
  }) => {
    const name = await playAsMostRecent(page)
    const calls = recordApiCalls(page, /^\/auth\/select-character$|\/biography$/)
    const dialog = await editBiography(page, 'Typed before the server forgot the session')
    await expireServerSessions(server.origin)

    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page.getByText('Typed before the server forgot the session')).toBeVisible()
    await expect.poll(() => calls.length).toBe(3)
    const update = {
      method: 'PUT',
      path: `/players/${name}/biography`,
      body: { biography: 'Typed before the server forgot the session' },
    }
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      update,
      {
        method: 'POST',
        path: '/auth/select-character',
        body: { uuid: PLAYER.uuid, password: PLAYER.password, displayName: name },
      },
      update,
    ])
    expect(calls[0].headers.authorization).not.toBe(calls[2].headers.authorization)
    await expectDashboard(page, name)
  })

  test('when the renewal fails: back to login with the reason and the account filled in, no loop', async ({
    page,
  }) => {
    const name = await playAsMostRecent(page)
    const calls = recordApiCalls(page, /^\/auth\/select-character$|\/biography$/)
    const dialog = await editBiography(page, 'Lost with the session')
    await expireServerSessions(server.origin)
    await server.faults({ routes: [{ match: '/auth/select-character', status: 500 }] })

    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('alert')).toHaveText(SESSION_ENDED)
    await expect(page.getByLabel('UUID', { exact: true })).toHaveValue(PLAYER.uuid)
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `PUT /players/${name}/biography`,
      'POST /auth/select-character',
    ])

    await server.clearFaults()
    await page.getByPlaceholder('Enter your password').fill(PLAYER.password)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expectCharacterSelect(page)
    await characterCards(page).filter({ hasText: name }).click()
    await expectDashboard(page, name)
  })
})

test.describe('corrupt storage', () => {
  test('a stored character whose picture address is a number starts at login, and clears it', async ({
    page,
  }) => {
    await playAsMostRecent(page)
    await page.evaluate(() => {
      const auth = JSON.parse(localStorage.getItem('statecraft.auth')!)
      auth.displayNames[0].profilePictureUrl = 123
      localStorage.setItem('statecraft.auth', JSON.stringify(auth))
    })
    await page.reload()
    await expectLogin(page)
    await expect(page.getByText('Something went wrong')).toHaveCount(0)
    expect(await storedAuth(page)).toBeNull()
  })

  test('a record of the old format, with its password, is cleared', async ({ page }) => {
    await page.goto('/')
    await page.evaluate((player) => {
      const old = {
        success: true,
        message: 'Login successful',
        uuid: player.uuid,
        displayNames: [],
        mostRecentDisplayName: null,
        displayNameCount: 0,
        hasNoCharacters: true,
        isAdmin: false,
        credentials: { uuid: player.uuid, password: player.password },
      }
      localStorage.setItem('statecraft.auth', JSON.stringify(old))
      localStorage.setItem('statecraft.session', JSON.stringify({ token: 'old', selectedDisplayName: 'x' }))
    }, PLAYER)
    await page.reload()
    await expectLogin(page)
    expect((await storedEverything(page)).join('\n')).not.toContain(PLAYER.password)
    expect(await storedEverything(page)).toEqual([])
  })
})
