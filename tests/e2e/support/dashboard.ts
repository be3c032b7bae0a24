// The dashboard's panels as the end-to-end tests read them.
import { expect, type Locator, type Page } from '@playwright/test'

export const panel = (page: Page, title: string) => page.getByRole('region', { name: title })

/** The character's total in a currency from "Money at a glance" ("$NV 1,296" -> 1296). */
export async function totalOf(page: Page, currencyName: string): Promise<number> {
  const totals = panel(page, 'Money at a glance').getByLabel('Totals')
  const value = totals
    .locator('div')
    .filter({ has: page.getByText(currencyName, { exact: true }) })
    .locator('dd')
  await expect(value).toBeVisible()
  const text = (await value.textContent()) ?? ''
  return Number(text.replace(/[^\d-−]/g, '').replace('−', '-'))
}

/** The lines of "Since your last visit". */
export const sinceLines = (page: Page): Locator => panel(page, 'Since your last visit').getByRole('listitem')

/** True once the demo world saved in IndexedDB holds `needle` somewhere (it saves in idle time). */
export function savedInDemoWorld(page: Page, needle: string): Promise<boolean> {
  return page.evaluate(async (needle) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('statecraft-demo')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    if (!db.objectStoreNames.contains('records')) return false
    const values = await new Promise<unknown[]>((resolve, reject) => {
      const all = db.transaction('records').objectStore('records').getAll()
      all.onsuccess = () => resolve(all.result)
      all.onerror = () => reject(all.error)
    })
    db.close()
    return values.some((value) =>
      (typeof value === 'string' ? value : JSON.stringify(value)).includes(needle),
    )
  }, needle)
}
