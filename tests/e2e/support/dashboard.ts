// The dashboard's panels as the end-to-end tests read them.
import { expect, type Locator, type Page } from '@playwright/test'

export const panel = (page: Page, title: string) => page.getByRole('region', { name: title })

/**
 * The panels above the tiles (the first two rows from lg; on phones, one column, Recent activity
 * too, so money and activity come first).
 */
const ABOVE_THE_TILES = ['Money at a glance', 'Since your last visit', 'Recent activity']

/**
 * Opens an area from its dashboard tile, once the panels above the tiles have loaded. Their
 * loading frames are taller than what they then show, so the tiles move up as each one loads
 * (by 270 px at 1280 px wide, 155 px on a phone, within a second or two of the dashboard showing):
 * a press that lands on a tile and a release that lands after such a move make no click, and the
 * area never opens.
 */
export async function openArea(
  page: Page,
  title: 'Nation Management' | 'Player Relations' | 'Banking & Finance',
) {
  for (const name of ABOVE_THE_TILES) await expect(panel(page, name).getByRole('status')).toHaveCount(0)
  await page.getByRole('button', { name: title }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
}

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

/**
 * The player leaves for longer than a sitting (visit-sittings.ts: 30 minutes of this browser's
 * time): the sitting's last moment is moved back 31 minutes, so the next dashboard is a new visit.
 */
export const endSitting = (page: Page) =>
  page.evaluate(() => {
    const key = 'statecraft.visit-sittings'
    const all = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, { seenAt: number }>
    for (const sitting of Object.values(all)) sitting.seenAt -= 31 * 60_000
    localStorage.setItem(key, JSON.stringify(all))
  })
