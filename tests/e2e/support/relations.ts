// Shared steps of the Player Relations end-to-end tests.
import { expect, type Locator, type Page } from '@playwright/test'
import { ACCOUNTS, characterCards, expectCharacterSelect, signIn } from '../helpers'
import { answerPasswordPrompt } from './session'
import { openArea } from './dashboard'

export const ME = 'Aurelia Voss'

/**
 * Picks Aurelia Voss on the character screen and opens Player Relations from her dashboard. After
 * a reload the tab no longer knows the password (it is never stored): `reloaded` answers its prompt.
 */
export async function openRelations(page: Page, { reloaded = false } = {}) {
  await expectCharacterSelect(page)
  await characterCards(page).filter({ hasText: ME }).click()
  if (reloaded) await answerPasswordPrompt(page, ACCOUNTS.player.password)
  await openArea(page, 'Player Relations')
  await expect(page.getByRole('article').first()).toBeVisible()
}

/** Signs DemoPlayer in (by UUID: no username look-up needed) and opens Player Relations. */
export async function signInToRelations(page: Page) {
  await signIn(page, ACCOUNTS.player, 'uuid')
  await openRelations(page)
}

export const search = (page: Page) => page.getByRole('searchbox', { name: 'Search players' })
export const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true })
export const heart = (page: Page, name: string, label: string) =>
  card(page, name).getByRole('radio', { name: label, exact: true })

/** Searches and waits until the player's card is the only one. */
export async function findPlayer(page: Page, name: string, query = name) {
  await search(page).fill(query)
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(card(page, name)).toBeVisible()
}

/** The label of the checked heart of a card ("Unrated", "Like", ...). */
export const checkedHeart = (page: Page, name: string): Locator =>
  card(page, name).locator('[role="radio"][aria-checked="true"]')

/** Waits until the card's rating is confirmed by the server (the hearts answer before it does). */
export const confirmed = (page: Page, name: string) =>
  expect(card(page, name).getByRole('radiogroup')).not.toHaveAttribute('aria-busy', 'true')

/**
 * The rating of `other` by `owner` in the demo world as saved in this browser (IndexedDB), or
 * null when the saved world has none. The demo saves a moment after a change (and again when the
 * page is hidden, which a reload does not always wait for): a test that reloads right after a
 * change waits for the save first, as a person reloading at once could lose the change.
 */
export function savedRating(page: Page, owner: string, other: string): Promise<number | null> {
  return page.evaluate(
    async ({ owner, other }) => {
      const find = (value: unknown): number | null => {
        if (Array.isArray(value)) {
          for (const item of value) {
            const found = find(item)
            if (found !== null) return found
          }
        } else if (value && typeof value === 'object') {
          const row = value as Record<string, unknown>
          if (row.owner === owner && row.other === other && typeof row.rating === 'number') return row.rating
          for (const item of Object.values(row)) {
            const found = find(item)
            if (found !== null) return found
          }
        }
        return null
      }
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('statecraft-demo')
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      try {
        for (const name of Array.from(db.objectStoreNames)) {
          const values = await new Promise<unknown[]>((resolve, reject) => {
            const request = db.transaction(name, 'readonly').objectStore(name).getAll()
            request.onsuccess = () => resolve(request.result)
            request.onerror = () => reject(request.error)
          })
          for (const value of values) {
            const found = find(typeof value === 'string' ? JSON.parse(value) : value)
            if (found !== null) return found
          }
        }
        return null
      } finally {
        db.close()
      }
    },
    { owner, other },
  )
}
