// Live mode: the built console against the fake backend as a real HTTP server (its own process
// for this file), checking the exact path and body of the calls Nation Management adds.
import { expect, test } from '@playwright/test'
import { recordApiCalls, useLiveMode, useLiveServer } from './support/live-server'
import {
  AR,
  OFFICER,
  STATELESS,
  dialog,
  memberList,
  openNations,
  openOwnNation,
  treasuryBalance,
} from './nation-support'
import { playCharacter } from './support/sign-in'
import { openArea } from './support/dashboard'

const server = useLiveServer('demo')

test('live mode: mint and invite send exactly the documented bodies', async ({ page }) => {
  test.slow()
  await useLiveMode(page, server.origin)
  const calls = recordApiCalls(page, /^\/(nations|treasuries)/)
  await openNations(page, OFFICER)
  await openOwnNation(page, AR)
  const detail = calls.find((c) => c.method === 'GET' && /^\/nations\/(?!my-memberships)[^/]+$/.test(c.path))
  expect(detail, 'GET /nations/{id}').toBeTruthy()
  const nationId = detail!.path.split('/')[2]

  await page.getByRole('tab', { name: 'Treasury' }).click()
  const before = await treasuryBalance(page, '$AR')
  await page.getByRole('button', { name: 'Mint Currency' }).click()
  await dialog(page).getByLabel('Amount').fill('1000')
  await dialog(page).getByLabel('Description (optional)').fill('Live mint')
  await dialog(page).getByRole('button', { name: 'Mint', exact: true }).click()
  await expect(dialog(page)).toHaveCount(0)
  await expect.poll(() => treasuryBalance(page, '$AR')).toBe(before + 1000)

  await page.getByRole('tab', { name: 'Nation Details' }).click()
  await page.getByRole('button', { name: 'Invite Member' }).click()
  await dialog(page).getByLabel('Player name').fill(STATELESS)
  await dialog(page).getByRole('button', { name: 'Invite', exact: true }).click()
  await expect(memberList(page, 'Citizens').getByText(STATELESS, { exact: true })).toBeVisible()

  const changes = calls
    .filter((c) => c.method !== 'GET')
    .map(({ method, path, body, headers }) => ({
      method,
      path,
      body,
      auth: /^Bearer .+/.test(headers.authorization ?? ''),
    }))
  expect(changes).toEqual([
    {
      method: 'POST',
      path: `/treasuries/${AR}/mint`,
      body: { currencySymbol: '$AR', amount: 1000, description: 'Live mint', mintedBy: OFFICER },
      auth: true,
    },
    {
      method: 'POST',
      path: `/nations/${nationId}/members`,
      body: { playerId: STATELESS, invitedBy: OFFICER },
      auth: true,
    },
  ])
})

test('Nation Management asks GET /nations once, while its code is still downloading', async ({ page }) => {
  test.slow()
  await useLiveMode(page, server.origin)
  const lists = recordApiCalls(page, /^\/nations$/)
  await playCharacter(page, OFFICER)
  // The area's chunk is held until the nation list has been asked for: the request must not wait
  // for the area's code (the list is 9 MB on the biggest servers).
  const nationsAsked = page.waitForRequest(
    (request) => request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/api/v1/nations'),
  )
  let held = false
  await page.route(/\/assets\/NationsSection-[^/]*\.js$/, async (route) => {
    held = true
    await nationsAsked
    await route.continue()
  })
  const before = lists.length
  await openArea(page, 'Nation Management')
  await expect(page.getByRole('heading', { name: 'All nations' })).toBeVisible()
  await expect(
    page.locator('#all-nations').locator('xpath=ancestor::section[1]').locator('article').first(),
  ).toBeVisible()
  expect(held).toBe(true)
  const asked = lists.slice(before)
  expect(asked).toHaveLength(1)
  expect(asked[0]).toMatchObject({ method: 'GET', path: '/nations', query: {}, body: null })
})

test('a nation opened from the dashboard’s roles asks for that nation, not the whole list', async ({
  page,
}) => {
  test.slow()
  await useLiveMode(page, server.origin)
  const calls = recordApiCalls(page, /^\/nations/)
  await playCharacter(page, OFFICER)
  const before = calls.length
  await page
    .getByRole('region', { name: 'My roles' })
    .getByRole('button', { name: new RegExp(`^${AR}`) })
    .click()
  await expect(page.getByRole('heading', { level: 2, name: AR })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Treasury' })).toBeVisible()
  const asked = calls.slice(before)
  expect(asked.some((call) => /^\/nations\/(?!my-memberships)[^/]+$/.test(call.path))).toBe(true)
  expect(asked.filter((call) => call.path === '/nations')).toEqual([])
})
