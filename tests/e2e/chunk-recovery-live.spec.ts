// No dead ends when a part of the console cannot be downloaded (issue 36). Live mode, so no
// service worker stands between the page and its files and page.route sees every request.
import { expect, test, type Page, type Request, type Route } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { useLiveMode, useLiveServer } from './support/live-server'
import { AURELIA, defaultAccount, dialogNamed, openMyAccounts, playAs } from './transfer-support'

const server = useLiveServer('minimal')

/**
 * The transfer dialog's chunk, with or without a query: the one the game screen imports for
 * TransferDialog. Other chunks share its name (src/api/transfers.ts, each language's
 * transfers.json), so the name alone does not tell it.
 */
const TRANSFER_CHUNK = (() => {
  const assets = join(import.meta.dirname, '../../dist/assets')
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const chunk = /import\(`\.\/(transfers-[\w-]+\.js)`\)[^;]{0,2000}?\.TransferDialog\b/.exec(
      readFileSync(join(assets, file), 'utf8'),
    )?.[1]
    if (chunk) return new RegExp(`/assets/${chunk.replace('.', '\\.')}(\\?.*)?$`)
  }
  throw new Error('No chunk in dist/assets imports the TransferDialog')
})()

/** Every request for the transfer chunk, in order: its address and method. */
function chunkRequests(page: Page) {
  const seen: { url: string; method: string }[] = []
  page.on('request', (request: Request) => {
    if (TRANSFER_CHUNK.test(request.url())) seen.push({ url: request.url(), method: request.method() })
  })
  return seen
}

/** In live mode, with the transfer chunk answered by `answer`, Aurelia presses Transfer on her default account. */
async function pressTransfer(page: Page, answer: (route: Route) => Promise<void>) {
  await useLiveMode(page, server.origin)
  await page.route(TRANSFER_CHUNK, answer)
  await playAs(page, AURELIA)
  await openMyAccounts(page)
  const { card } = await defaultAccount(page)
  await card.getByRole('button', { name: 'Transfer', exact: true }).click()
}

/** The dialog that says a download failed (and offers Try again). */
const downloadFailure = (page: Page) =>
  page.getByRole('dialog', { name: 'This part of the console could not be downloaded' })

test('a Transfer chunk whose first download fails shows the failure in a dialog, and Try again recovers', async ({
  page,
}) => {
  const requests = chunkRequests(page)
  let failures = 1
  await pressTransfer(page, (route) => (failures-- > 0 ? route.abort('connectionreset') : route.continue()))

  // Where the player clicked: a dialog over the page, in words, with the kind and the address.
  const failure = downloadFailure(page)
  // (The dialog's own element has no box: its panel is positioned; its buttons are what shows.)
  await expect(failure.getByRole('button', { name: 'Close' })).toBeVisible({ timeout: 30_000 })
  await expect(failure).toContainText('Kind of failure: network (the file did not arrive)')
  const address = requests[0].url
  expect(address).toMatch(TRANSFER_CHUNK)
  await expect(failure).toContainText(`Address: ${address}`)

  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(dialogNamed(page, 'Transfer Funds').getByLabel('Amount')).toBeVisible({ timeout: 30_000 })
  await expect(failure).toHaveCount(0)
  // The second try asked the server again, under an address of its own (the browser keeps the
  // failed one); the request between them only asked whether the file is still there.
  const gets = requests.filter((r) => r.method === 'GET')
  expect(gets.map((r) => r.url)).toEqual([address, `${address}?retry=1`])
})

test('a chunk an update removed says the console was updated and offers a reload', async ({ page }) => {
  await pressTransfer(page, (route) => route.fulfill({ status: 404, body: 'Not Found' }))

  const updated = page.getByRole('dialog', { name: 'The console was updated' })
  await expect(updated.getByRole('button', { name: 'Reload' })).toBeVisible({ timeout: 30_000 })
  await expect(updated).toContainText('Kind of failure: missing (the file is no longer on the server)')
  await expect(updated.getByRole('button', { name: 'Try again' })).toHaveCount(0)

  // The reload brings the new files: here, the same build with the route lifted.
  await page.unroute(TRANSFER_CHUNK)
  await updated.getByRole('button', { name: 'Reload' }).click()
  await expect(page.getByRole('heading', { name: /Sign in to your account|Select a Character/ })).toBeVisible(
    {
      timeout: 30_000,
    },
  )
})

test('Close leaves the failed dialog and the page stays usable', async ({ page }) => {
  await pressTransfer(page, (route) => route.abort('connectionreset'))
  const failure = downloadFailure(page)
  await expect(failure.getByRole('button', { name: 'Close' })).toBeVisible({ timeout: 30_000 })
  await failure.getByRole('button', { name: 'Close' }).click()
  await expect(failure).toHaveCount(0)
  await expect(page.getByRole('tab', { name: 'My Accounts', selected: true })).toBeVisible()
})
