// Issue 37: the pseudo-locale en-XA (accented, about 40 % longer, every catalogue text in ⟦…⟧)
// finds what did not go through the catalogue and what the longer words cut off. One tour in
// demo mode visits every area as DemoPlayer, then the admin panel as DemoAdmin; at each stop,
// at 1280 and at 375 px, it collects
// (a) visible text outside ⟦…⟧ that is not world data: the demo world's own API answers (every
//     string in them: names, nation, bank and currency names, account numbers, descriptions)
//     are recorded as the page receives them, and numbers, currency symbols, Intl's dates and
//     punctuation are data too; any other letters are interface text that was hard-coded;
// (b) interface text cut off: an element whose own text went through the catalogue, whose
//     overflow is hidden or ellipsis, and whose content is wider than its box.
// Every finding is collected before failing, so one run lists them all.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { ACCOUNTS } from './helpers'

const WIDTHS = [1280, 375]
const HEIGHT = 800
const LOCALES = join(process.cwd(), 'src/locales')

/** English text -> its en-XA form, for the tour's clicks (plain messages only). */
const PSEUDO = new Map<string, string>()
for (const file of readdirSync(join(LOCALES, 'en')).filter((name) => name.endsWith('.json'))) {
  const english = JSON.parse(readFileSync(join(LOCALES, 'en', file), 'utf8')) as Record<string, string>
  const pseudo = JSON.parse(readFileSync(join(LOCALES, 'en-XA', file), 'utf8')) as Record<string, string>
  for (const [key, text] of Object.entries(english)) if (!/[{}]/.test(text)) PSEUDO.set(text, pseudo[key])
}
const xa = (english: string): string => {
  const pseudo = PSEUDO.get(english)
  if (!pseudo) throw new Error(`No catalogue text "${english}"`)
  return pseudo
}

/** Every string in the API's JSON answers: world data, shown as it is in every language. */
class WorldData {
  // The operator's branding (config.json, here the default): the server's name and console title.
  readonly strings = new Set<string>(['Statecraft Console', 'Statecraft'])
  /** Answers whose bodies are still being read: the page may already show what they hold. */
  readonly #reading = new Set<Promise<void>>()
  constructor(page: Page) {
    page.on('response', (response) => {
      if (!(response.headers()['content-type'] ?? '').includes('json')) return
      // JSON, or a streamed answer of one JSON value per line.
      const reading = response
        .text()
        .then((body) => {
          for (const line of body.trim().startsWith('[') || body.trim().startsWith('{')
            ? [body]
            : body.split('\n'))
            if (line.trim()) this.#collect(JSON.parse(line))
        })
        .catch(() => undefined)
        .finally(() => this.#reading.delete(reading))
      this.#reading.add(reading)
    })
  }
  /** Every string of the answers the page has received so far, their bodies read whole. */
  async all(): Promise<string[]> {
    while (this.#reading.size) await Promise.all(this.#reading)
    return [...this.strings]
  }
  #collect(value: unknown) {
    if (typeof value === 'string') {
      if (value.trim().length > 1) this.strings.add(value.trim())
      // A ledger party "FAB-123456 (Inez Kautzer)" is shown as its number and its holder's name.
      const holder = /^\S+ \((.+)\)$/.exec(value.trim())?.[1]
      if (holder) this.strings.add(holder)
    } else if (Array.isArray(value)) value.forEach((inner) => this.#collect(inner))
    else if (value && typeof value === 'object') Object.values(value).forEach((inner) => this.#collect(inner))
  }
}

interface Finding {
  where: string
  problem: string
}

/** Text outside the catalogue and clipped interface text, in the page and its open dialogs. */
function inspect(page: Page, data: string[]) {
  return page.evaluate((data) => {
    const sorted = [...data].sort((a, b) => b.length - a.length)
    // Intl's words in the pseudo-locale's en-US dates ("Mar 5, 2024, 2:07 PM").
    const INTL = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun|AM|PM)\b/g
    const visible = (el: Element) => {
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden' || style.display === 'none') return false
      const box = el.getBoundingClientRect()
      // Screen-reader-only text is clipped to 1 px by design (sr-only, max-sm:sr-only...).
      return box.width > 1 && box.height > 1 && !el.closest('[aria-hidden="true"], .sr-only, [hidden]')
    }
    // Player-written text the page marks translate="no" (a biography cut to a preview): data.
    const playerWritten = (el: Element) => !!el.closest('[translate="no"]')
    const problems: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const texts = new Map<Element, string>()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement
      // <code> shows a literal value (the demo accounts' names and passwords), never wording.
      if (!el || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TITLE', 'CODE'].includes(el.tagName)) continue
      texts.set(el, (texts.get(el) ?? '') + (node.nodeValue ?? ''))
    }
    for (const [el, own] of texts) {
      if (!own.trim() || !visible(el) || playerWritten(el)) continue
      // What the catalogue wrote, then world data, then numbers and Intl's words.
      let rest = own.replace(/⟦[^⟧]*⟧/g, ' ')
      for (const value of sorted) if (rest.includes(value)) rest = rest.split(value).join(' ')
      rest = rest.replace(INTL, ' ').replace(/\$[A-Z]{2,3}\b/g, ' ')
      if (/\p{L}{2,}/u.test(rest.replace(/\b[A-Z]{1,3}-?\d[\w-]*\b/g, ' '))) {
        const tag = el.tagName.toLowerCase()
        problems.push(`not from the catalogue: <${tag}> "${own.trim().slice(0, 80)}"`)
      }
      // Interface text that the longer words cut off.
      if (own.includes('⟦')) {
        const style = getComputedStyle(el)
        const hides =
          style.overflowX === 'hidden' || style.overflow === 'hidden' || style.textOverflow === 'ellipsis'
        if (hides && el.scrollWidth > el.clientWidth + 1)
          problems.push(`cut off (${el.scrollWidth} > ${el.clientWidth}): "${own.trim().slice(0, 60)}"`)
      }
    }
    return problems
  }, data)
}

const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )

class Tour {
  readonly findings: Finding[] = []
  constructor(
    readonly page: Page,
    readonly data: WorldData,
  ) {}

  async check(what: string) {
    await nextFrames(this.page)
    for (const width of WIDTHS) {
      await this.page.setViewportSize({ width, height: HEIGHT })
      await nextFrames(this.page)
      for (const problem of await inspect(this.page, await this.data.all()))
        if (!this.findings.some((f) => f.problem === problem))
          this.findings.push({ where: `${what} at ${width} px`, problem })
    }
    await this.page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
    await nextFrames(this.page)
  }

  async dialog(what: string, trigger: Locator) {
    const dialogs = this.page.locator('[role="dialog"]')
    const before = await dialogs.count()
    await trigger.click()
    await expect(dialogs).toHaveCount(before + 1, { timeout: 15_000 })
    await this.check(what)
    await this.page.keyboard.press('Escape')
    await expect(dialogs).toHaveCount(before, { timeout: 15_000 })
  }

  async tab(english: string) {
    await this.page.getByRole('tab', { name: xa(english), exact: true }).click()
    await expect(this.page.getByRole('tab', { name: xa(english), exact: true, selected: true })).toBeVisible()
    await this.check(`tab ${english}`)
  }
}

async function signIn(page: Page, account: { uuid: string; password: string }) {
  await page.getByRole('button', { name: xa('Use UUID Directly') }).click()
  await page.getByLabel(xa('UUID'), { exact: true }).fill(account.uuid)
  await page.getByPlaceholder(xa('Enter your password')).fill(account.password)
  await page.getByRole('button', { name: xa('Sign In'), exact: true }).click()
  await expect(page.getByRole('heading', { name: xa('Select a Character') })).toBeVisible({ timeout: 15_000 })
}

async function openArea(page: Page, english: string) {
  await page.getByRole('button', { name: xa(english) }).click()
  await expect(page.getByRole('heading', { level: 1, name: xa(english) })).toBeVisible({ timeout: 15_000 })
}

async function toDashboard(page: Page) {
  await page.getByRole('button', { name: xa('Dashboard'), exact: true }).click()
  await expect(page.getByRole('button', { name: xa('Nation Management') })).toBeVisible({ timeout: 15_000 })
}

async function tourPlayer(tour: Tour) {
  const { page } = tour
  await page.goto('/')
  await expect(page.getByRole('heading', { name: xa('Sign in to your account') })).toBeVisible()
  await tour.check('login')
  await signIn(page, ACCOUNTS.player)
  await tour.check('character selection')
  await page
    .getByRole('list', { name: xa('Characters') })
    .getByRole('button')
    .filter({ hasText: 'Aurelia Voss' })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Aurelia Voss' })).toBeVisible({ timeout: 15_000 })
  await tour.check('dashboard')
  await tour.dialog('profile picture', page.getByRole('button', { name: xa('Edit profile picture') }))
  await tour.dialog('biography', page.getByRole('button', { name: xa('Edit biography') }))
  await tour.dialog('demo tools', page.getByRole('button', { name: xa('Demo tools') }))

  await openArea(page, 'Banking & Finance')
  const card = page
    .getByRole('article')
    .filter({ has: page.getByText(xa('Default'), { exact: true }) })
    .first()
  await expect(card).toBeVisible({ timeout: 15_000 })
  await tour.check('banking my accounts')
  await tour.dialog('transfer', card.getByRole('button', { name: xa('Transfer') }))
  // The balance history opens in place, under the account.
  await card.getByRole('button', { name: xa('Balance history') }).click()
  await tour.check('balance history')
  await card.getByRole('button', { name: xa('History'), exact: true }).click()
  await expect(
    page
      .getByRole('dialog')
      .getByRole('button', { name: xa('View Details') })
      .first(),
  ).toBeVisible({
    timeout: 15_000,
  })
  await tour.check('ledger')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await tour.tab('All Banks')
  await tour.tab('Markets')
  await tour.tab('Compare Offerings')
  await tour.tab('Rankings')
  await toDashboard(page)

  await openArea(page, 'Nation Management')
  await tour.check('nations')
  await page.getByRole('button', { name: 'Aurelian Republic', exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 2, name: 'Aurelian Republic' })).toBeVisible({
    timeout: 15_000,
  })
  await tour.check('nation details')
  await tour.tab('Treasury')
  await expect(page.getByRole('button', { name: xa('Mint Currency') })).toBeVisible({ timeout: 15_000 })
  await tour.check('treasury')
  await tour.dialog('mint', page.getByRole('button', { name: xa('Mint Currency') }))
  await toDashboard(page)

  await openArea(page, 'Player Relations')
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 })
  await tour.check('relations')
}

async function tourAdmin(tour: Tour) {
  const { page } = tour
  await page.evaluate(() => localStorage.removeItem('statecraft.auth'))
  await page.goto('/')
  await signIn(page, ACCOUNTS.admin)
  await page
    .getByRole('button', { name: /Divine Entity/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { name: xa('Divine Entity Admin Panel') })).toBeVisible({
    timeout: 15_000,
  })
  await tour.check('admin transfers')
  await tour.tab('Entity Management')
  await tour.tab('System Settings')
}

test('en-XA: every visible interface text comes from the catalogue, none is cut off', async ({ browser }) => {
  test.setTimeout(240_000)
  const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: HEIGHT } })
  await context.addInitScript(() => localStorage.setItem('statecraft.language', 'en-XA'))
  // The pseudo-locale is offered only where the operator lists it (config.json `locales`).
  await context.route('**/config.json', async (route) => {
    const response = await route.fetch()
    const config = (await response.json()) as Record<string, unknown>
    await route.fulfill({ response, json: { ...config, locales: ['en', 'en-XA'] } })
  })
  const page = await context.newPage()
  const tour = new Tour(page, new WorldData(page))
  try {
    await tourPlayer(tour)
    await tourAdmin(tour)
  } finally {
    // Listed even when a step of the tour failed, so one run shows every finding so far.
    console.log(tour.findings.map(({ where, problem }) => `${where}: ${problem}`).join('\n'))
    await context.close()
  }
  expect(tour.findings.map(({ where, problem }) => `${where}: ${problem}`)).toEqual([])
})
