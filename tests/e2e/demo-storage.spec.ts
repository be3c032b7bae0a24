// The demo world saved in this browser (IndexedDB): it survives a reload, and a saved world that
// cannot be read is discarded with a visible notice while a fresh world is seeded.
import { expect, test, type Page } from '@playwright/test'
import { ACCOUNTS, expectCharacterSelect, signIn } from './helpers'
import { signInToCharacters } from './support/sign-in'

const DISCARDED = 'The demo world saved in this browser could not be read, so a fresh one was seeded.'

/**
 * After a reload, the page's world has read the saved one once the demo banner's controls work
 * (the banner shows while the backend starts; the notice, if any, is posted before its controls
 * are enabled). Until then the store is still unread: a record corrupted that early is read,
 * discarded and cleared by this page, and the next page finds nothing saved, so it seeds fresh
 * without a notice.
 */
const worldStarted = (page: Page) =>
  expect(
    page.getByRole('complementary', { name: 'Demo mode' }).getByRole('button', { name: 'Reset demo data' }),
  ).toBeEnabled({ timeout: 30_000 })

/** Runs in the page: the records of the demo's IndexedDB store, or null when there are none. */
const storedKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[] | null>((resolve) => {
        const open = indexedDB.open('statecraft-demo')
        open.onsuccess = () => {
          const idb = open.result
          if (!idb.objectStoreNames.contains('records')) return resolve(null)
          const keys = idb.transaction('records').objectStore('records').getAllKeys()
          keys.onsuccess = () => resolve(keys.result.map(String))
        }
        open.onerror = () => resolve(null)
      }),
  )

/** Overwrites one record of the saved world with text that is not JSON. */
const corrupt = (page: Page, key: string) =>
  page.evaluate(
    (key) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('statecraft-demo')
        open.onsuccess = () => {
          const tx = open.result.transaction('records', 'readwrite')
          tx.objectStore('records').put('{"not json', key)
          tx.oncomplete = () => resolve()
          tx.onerror = () => reject(tx.error)
        }
      }),
    key,
  )

test.describe('demo storage', () => {
  test('the world is saved, and an unreadable saved world is replaced with a notice', async ({ page }) => {
    await signInToCharacters(page, { by: 'username' })
    // The first save runs in idle time after seeding.
    await expect.poll(async () => (await storedKeys(page))?.includes('meta') ?? false).toBe(true)
    expect(await storedKeys(page)).toEqual(expect.arrayContaining(['collection:balances', 'ledger:0']))

    await page.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
    await page.reload()
    await worldStarted(page)
    await expect(page.getByText(DISCARDED)).toHaveCount(0)

    await corrupt(page, 'collection:balances')
    await page.reload()
    await worldStarted(page)
    await expect(page.getByText(DISCARDED)).toBeVisible()
    await signIn(page, ACCOUNTS.player)
    await expectCharacterSelect(page)
  })
})
