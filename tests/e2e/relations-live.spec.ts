// Player Relations in live mode: the production build against its own mock server over a real
// socket. The rating calls' exact paths and bodies, with a name that has spaces and non-ASCII
// letters (given to a seeded character through the real admin rename call before the test).
import { expect, test } from '@playwright/test'
import { ACCOUNTS, openLogin } from './helpers'
import { recordApiCalls, useLiveMode, useLiveServer } from './support/live-server'
import { checkedHeart, confirmed, findPlayer, heart, ME, signInToRelations } from './support/relations'

const OTHER = 'Zoë Ångström Kael'
const ENCODED_PATH = '/api/v1/players/Aurelia%20Voss/relations/Zo%C3%AB%20%C3%85ngstr%C3%B6m%20Kael'

// Both tests use one server and its fault switch: one after the other.
test.describe.configure({ mode: 'serial' })

/** DemoAdmin, through the Divine Entity, renames Warden Kael (one of the admin's characters). */
async function renameForTheTest(origin: string) {
  const post = (path: string, body: unknown, token?: string, method = 'POST') =>
    fetch(`${origin}/api/v1${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then(async (response) => ({ status: response.status, body: await response.json() }))
  const { uuid, password } = ACCOUNTS.admin
  expect((await post('/auth/login', { uuid, password })).status).toBe(200)
  const selected = await post('/auth/select-character', { uuid, password, displayName: 'Divine Entity' })
  const renamed = await post(
    '/admin/character',
    { displayName: 'Warden Kael', newName: OTHER },
    selected.body.token,
    'PUT',
  )
  expect(renamed.status).toBe(200)
}

const server = useLiveServer('demo', { afterStart: renameForTheTest })

test('rating sends PUT {rating} and removing sends DELETE, to the encoded names', async ({ page }) => {
  await useLiveMode(page, server.origin)
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.method() !== 'OPTIONS') urls.push(request.url())
  })
  await openLogin(page)
  await signInToRelations(page)
  await findPlayer(page, OTHER, 'ångström')
  const calls = recordApiCalls(page, /\/relations\//)
  const everything = recordApiCalls(page, /./)

  await heart(page, OTHER, 'Like').click()
  await expect.poll(() => calls.length).toBe(1)
  expect(calls[0]).toMatchObject({
    method: 'PUT',
    path: `/players/${ME}/relations/${OTHER}`,
    body: { rating: 3 },
  })
  expect(calls[0].headers.authorization).toMatch(/^Bearer .+/)
  expect(calls[0].headers['content-type']).toMatch(/application\/json/)
  await expect(checkedHeart(page, OTHER)).toHaveAttribute('aria-label', 'Like')
  await confirmed(page, OTHER)

  await heart(page, OTHER, 'Like').click()
  await expect.poll(() => calls.length).toBe(2)
  expect(calls[1]).toMatchObject({ method: 'DELETE', path: `/players/${ME}/relations/${OTHER}`, body: null })
  await expect(checkedHeart(page, OTHER)).toHaveAttribute('aria-label', 'Unrated')

  // On the wire the names are percent-encoded UTF-8, one path segment each.
  expect(urls.filter((url) => url.includes('/relations/'))).toEqual([
    `${server.origin}${ENCODED_PATH}`,
    `${server.origin}${ENCODED_PATH}`,
  ])
  // The relations of the character itself, and the directory search, as the spec lists them.
  expect(urls).toContain(`${server.origin}/api/v1/players/Aurelia%20Voss/relations`)
  // Nothing else was asked for: no refetch of the directory or of the relations.
  expect(everything).toEqual(calls)
  const searched = urls.find((url) => url.includes('search='))!
  expect(Object.fromEntries(new URL(searched).searchParams)).toEqual({
    page: '1',
    limit: '20',
    search: 'ångström',
  })
})

test('a refused rating rolls back and shows the server’s message', async ({ page }) => {
  await useLiveMode(page, server.origin)
  await server.faults({
    routes: [
      {
        match: '/relations/',
        method: 'PUT',
        status: 403,
        message: 'Relations are frozen this week',
        times: 1,
      },
    ],
  })
  try {
    await openLogin(page)
    await signInToRelations(page)
    await findPlayer(page, OTHER, 'ångström')
    await heart(page, OTHER, 'Adore').click()
    await expect(page.getByRole('article', { name: OTHER }).getByRole('alert')).toHaveText(
      'Relations are frozen this week',
    )
    await expect(checkedHeart(page, OTHER)).toHaveAttribute('aria-label', 'Unrated')
  } finally {
    await server.clearFaults()
  }
})
