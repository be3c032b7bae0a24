// The admin panel's figures: how long the entity search takes per keystroke.
//
// 1. The filter itself, in Node, on 500 generated characters (the index the panel builds once
//    per list, then one substring test per character and keystroke).
// 2. Keystroke to updated cards in the built console (demo mode, Chromium), as DemoAdmin: first on
//    the demo world's own characters, then on 500. The demo world has fewer than 500, so the
//    bench grows the world the demo keeps in this browser's IndexedDB to 500 characters (copies
//    of existing rows under new names) and reloads, exactly as a returning demo visitor would.
import type { Page } from 'playwright-core'
import type { AdminCharacter } from '../../../src/api/admin.types'
import { indexForSearch, searchIndex, SEARCH_FIELDS } from '../../../src/features/admin/entity-search'
import { summaryTotal } from '../../support/counts'
import { BENCH_ADMIN, signIn } from '../sign-in'
import type { AreaBench, AreaBenchRow } from './area-bench'

const TARGET = 500
/** Typed one key at a time, then erased one key at a time. */
const QUERY = 'marie'
/** A keystroke that shows its result within a frame or two feels instant. */
const KEYSTROKE_BUDGET_MS = 100
const FILTER_BUDGET_MS = 2

/** A 1x1 transparent PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const max = (xs: number[]) => Math.max(...xs)

function filterInNode(): AreaBenchRow {
  const first = ['Mira', 'Marie', 'Osric', 'Tomas', 'Lena', 'Aurelia', 'Bram', 'Wren', 'Elena', 'Cassius']
  const last = ['Quill', 'Vale', 'Reed', 'Brook', 'Voss', 'Holloway', 'Ashdown', 'Marsh', 'Thorne', 'Fenn']
  const characters: AdminCharacter[] = Array.from({ length: TARGET }, (_, i) => ({
    name: `${first[i % 10]} ${last[Math.floor(i / 10) % 10]} ${i}`,
    accountOwner: '',
    biography: null,
    profilePictureUrl: null,
    isDeceased: false,
    firstUsed: null,
    lastSeen: null,
    nation: null,
  }))
  const index = indexForSearch(characters, SEARCH_FIELDS.characters)
  const times: number[] = []
  for (let run = 0; run < 200; run++) {
    for (let i = 1; i <= QUERY.length; i++) {
      const start = performance.now()
      searchIndex(index, QUERY.slice(0, i))
      times.push(performance.now() - start)
    }
  }
  return {
    what: `admin: entity search filter, ${TARGET} characters (Node, per keystroke, median)`,
    ms: median(times),
    budgetMs: FILTER_BUDGET_MS,
    note: `max ${max(times).toFixed(3)} ms over ${times.length} keystrokes`,
  }
}

async function openCharacters(page: Page, demoUrl: string): Promise<number> {
  await signIn(page, demoUrl, BENCH_ADMIN)
  await page.getByRole('list', { name: 'Characters' }).getByRole('button').first().click()
  await page.getByRole('tab', { name: 'Entity Management' }).click()
  await page.locator('[data-search=""]').getByRole('list', { name: 'Characters' }).waitFor()
  return summaryTotal(await page.getByText(/^Showing [\d,]+ of [\d,]+ characters$/).textContent())
}

// The in-page parts are plain JavaScript text: tsx would wrap functions handed to page.evaluate
// in a helper (__name) that does not exist in the page.

/** Types QUERY and erases it in the page; each time is from the input event to the painted result. */
const KEYSTROKES = `(async (query) => {
  const input = document.querySelector('input[type="search"]')
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
  const texts = []
  for (let i = 1; i <= query.length; i++) texts.push(query.slice(0, i))
  for (let i = query.length - 1; i >= 0; i--) texts.push(query.slice(0, i))
  const times = []
  for (const text of texts) {
    const start = performance.now()
    setValue.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
    while (!document.querySelector('[data-search="' + text + '"]'))
      await new Promise((resolve) => requestAnimationFrame(resolve))
    await new Promise((resolve) => requestAnimationFrame(resolve))
    times.push(performance.now() - start)
  }
  return times
})(${JSON.stringify(QUERY)})`

const keystrokes = (page: Page): Promise<number[]> => page.evaluate(KEYSTROKES)

/**
 * Adds copies of existing characters (under new names) to the demo world saved in IndexedDB
 * until it has `target`, and signs out so the reload starts at the login screen.
 */
const growSavedWorld = (page: Page, target: number): Promise<void> =>
  page.evaluate(`(async (count) => {
    const request = (r) => new Promise((resolve, reject) => {
      r.onsuccess = () => resolve(r.result)
      r.onerror = () => reject(r.error)
    })
    // The saved world (mocks/db/persistence.ts): one record per collection in the 'records' store.
    const db = await request(indexedDB.open('statecraft-demo'))
    const store = () => db.transaction('records', 'readwrite').objectStore('records')
    const characters = JSON.parse(await request(store().get('collection:characters')))
    const originals = characters.slice()
    for (let i = 0; characters.length < count; i++) {
      const original = originals[i % originals.length]
      characters.push({ ...original, name: original.name + ' ' + (i + 2) })
    }
    await request(store().put(JSON.stringify(characters), 'collection:characters'))
    db.close()
    localStorage.clear()
  })(${target})`)

function keystrokeRow(times: number[], characters: number): AreaBenchRow {
  return {
    what: `admin: search keystroke to painted cards, ${characters} characters (Chromium, median)`,
    ms: median(times),
    budgetMs: KEYSTROKE_BUDGET_MS,
    note: `max ${max(times).toFixed(0)} ms over ${times.length} keystrokes`,
  }
}

const bench: AreaBench = async ({ browser, demoUrl }) => {
  const rows: AreaBenchRow[] = [filterInNode()]
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  // The demo world's avatars come from a public head service; this runner is offline. Answer them
  // with a cached pixel, as a browser that had loaded them once would, so failed image loads
  // retried on every keystroke do not count as the search's cost.
  await context.route('https://mc-heads.net/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'image/png',
      headers: { 'cache-control': 'public, max-age=3600' },
      body: PIXEL,
    }),
  )
  try {
    const page = await context.newPage()
    const demoCount = await openCharacters(page, demoUrl)
    rows.push(keystrokeRow(await keystrokes(page), demoCount))
    if (demoCount < TARGET) {
      await growSavedWorld(page, TARGET)
      const grown = await openCharacters(page, demoUrl)
      rows.push(keystrokeRow(await keystrokes(page), grown))
    }
  } finally {
    await context.close()
  }
  return rows
}

export default bench
