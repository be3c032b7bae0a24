// No screen, tab or dialog of any area is wider than a phone: at 320, 375 and 414 px the page
// never scrolls sideways (documentElement.scrollWidth <= innerWidth) and every open dialog panel
// lies within the viewport. One tour visits every area as DemoPlayer, then the admin panel as
// DemoAdmin, and at each stop sets the viewport to each phone width in turn and measures it
// (the three widths share the layout's breakpoints, so one tour takes the same path for all of
// them, at a third of the cost of a tour per width). Every misfit is collected before failing,
// so one run lists them all.
//
// SCREENSHOTS=dir also saves a picture of every stop at every width (and adds a 1280 px desktop tour).
import { mkdir } from 'node:fs/promises'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { ACCOUNTS, characterCards, expectCharacterSelect, expectDashboard, openLogin } from './helpers'
import { openArea } from './support/dashboard'
import { signInToCharacters } from './support/sign-in'

const PHONES = [320, 375, 414]
const HEIGHT = 740
const SHOTS = process.env.SCREENSHOTS

interface Misfit {
  what: string
  problem: string
}

/** Measures the page and its open dialogs; names the elements that stick out. */
function measure(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : ''
      const classes =
        typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}` : ''
      const text = (el.textContent ?? '').trim().slice(0, 40)
      return `<${el.tagName.toLowerCase()}${id}${classes}> "${text}" right=${Math.round(el.getBoundingClientRect().right)}`
    }
    const problems: string[] = []
    const pageWidth = document.documentElement.scrollWidth
    if (pageWidth > width) {
      // The innermost elements reaching past the right edge.
      // Elements inside a scroll box that fits (a tab strip, a wide table) do not widen the page.
      const clipped = (el: Element) => {
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible' && up.getBoundingClientRect().right <= width + 0.5)
            return true
        }
        return false
      }
      const out = [...document.body.querySelectorAll('*')].filter(
        (el) =>
          el.getBoundingClientRect().right > width + 0.5 &&
          el.getBoundingClientRect().width > 0 &&
          !clipped(el),
      )
      const innermost = out.filter((el) => !out.some((other) => other !== el && el.contains(other)))
      problems.push(`page is ${pageWidth} px wide: ${innermost.slice(0, 3).map(describe).join('; ')}`)
    }
    for (const panel of document.querySelectorAll('[id^="headlessui-dialog-panel"]')) {
      const box = panel.getBoundingClientRect()
      if (box.width === 0) continue
      if (box.left < -0.5 || box.right > width + 0.5)
        problems.push(`dialog panel spans ${box.left}..${box.right}`)
      const scroller = panel.parentElement?.parentElement
      if (scroller && scroller.scrollWidth > scroller.clientWidth + 0.5) {
        problems.push(`dialog scrolls sideways (${scroller.scrollWidth} > ${scroller.clientWidth})`)
      }
    }
    return problems
  })
}

/** Resolves after the page has laid out and painted twice (observers of the new size have run). */
function nextFrames(page: Page) {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
}

class Tour {
  readonly misfits: Misfit[] = []
  #shot = 0
  /**
   * `widths`: the viewport widths each stop is measured at, the first being the one the tour
   * walks at (all below the layout's `sm` breakpoint, or one desktop width).
   */
  constructor(
    readonly page: Page,
    readonly widths: readonly number[],
  ) {}

  /** The width the tour walks at. */
  get width() {
    return this.widths[0]
  }

  async check(what: string) {
    // Lazy chunks, fonts and images settle first.
    await this.page.waitForLoadState('networkidle').catch(() => undefined)
    this.#shot += 1
    for (const width of this.widths) {
      if (width !== this.page.viewportSize()?.width) {
        await this.page.setViewportSize({ width, height: HEIGHT })
        await nextFrames(this.page)
      }
      if (width < 1000) {
        for (const problem of await measure(this.page))
          this.misfits.push({ what: `${what} at ${width} px`, problem })
      }
      if (SHOTS) {
        const name = `${String(this.#shot).padStart(2, '0')}-${what.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`
        await this.page.screenshot({ path: `${SHOTS}/${width}/${name}.png`, fullPage: true })
      }
    }
    // Back to the walking width, where the next step clicks.
    if (this.width !== this.page.viewportSize()?.width) {
      await this.page.setViewportSize({ width: this.width, height: HEIGHT })
      await nextFrames(this.page)
    }
  }

  /** Opens a dialog with `trigger`, checks it, closes it with Escape. */
  async dialog(what: string, trigger: Locator, ready?: (dialog: Locator) => Promise<void>) {
    // By CSS: a dialog under a nested one is hidden from the accessibility tree.
    const dialogs = this.page.locator('[role="dialog"]')
    const before = await dialogs.count()
    await trigger.click()
    const dialog = dialogs.nth(before)
    await expect(dialog.locator('[id^="headlessui-dialog-panel"]').first()).toBeVisible({ timeout: 15_000 })
    if (ready) await ready(dialog)
    await this.check(what)
    await this.page.keyboard.press('Escape')
    await expect(dialogs).toHaveCount(before, { timeout: 15_000 })
  }

  async tab(name: string) {
    await this.page.getByRole('tab', { name, exact: true }).click()
    await expect(this.page.getByRole('tab', { name, exact: true, selected: true })).toBeVisible()
    await this.check(`tab ${name}`)
  }
}

const back = (page: Page) => page.getByRole('button', { name: /^(Dashboard|Back to dashboard)$/ })

async function toDashboard(page: Page) {
  await back(page).click()
  await expectDashboard(page)
}

async function tourPlayer(tour: Tour) {
  const { page } = tour
  await openLogin(page)
  await tour.check('login')
  await tour.tab('Sign up')
  await tour.tab('Sign in')
  await page.getByRole('button', { name: 'Use UUID Directly' }).click()
  await tour.check('login by UUID')
  await page.getByLabel('UUID', { exact: true }).fill(ACCOUNTS.player.uuid)
  await page.getByPlaceholder('Enter your password').fill(ACCOUNTS.player.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expectCharacterSelect(page)
  await tour.check('character select')

  await characterCards(page).filter({ hasText: 'Aurelia Voss' }).first().click()
  await expectDashboard(page, 'Aurelia Voss')
  await tour.check('dashboard')
  await tour.dialog('profile picture', page.getByRole('button', { name: 'Edit profile picture' }))
  await tour.dialog('biography', page.getByRole('button', { name: 'Edit biography' }))
  // On phones the demo banner's actions sit behind one button.
  if (tour.width < 640) await page.getByRole('button', { name: 'Demo options' }).click()
  await tour.dialog('demo tools', page.getByRole('button', { name: 'Demo tools' }))

  // Banking & Finance: every tab and dialog.
  await openArea(page, 'Banking & Finance')
  const card = page
    .getByRole('article')
    .filter({ has: page.getByText('Default', { exact: true }) })
    .first()
  await expect(card).toBeVisible({ timeout: 15_000 })
  await tour.check('banking my accounts')
  await tour.dialog('open account', page.getByRole('button', { name: 'Open Account' }).first())
  await tour.dialog('transfer', card.getByRole('button', { name: 'Transfer' }))
  await tour.dialog('close account', card.getByRole('button', { name: 'Close Account' }))
  await card.getByRole('button', { name: 'History', exact: true }).click()
  const ledger = page.getByRole('dialog').first()
  await expect(ledger.getByRole('button', { name: 'View Details' }).first()).toBeVisible({ timeout: 15_000 })
  await tour.check('ledger')
  await ledger.getByRole('button', { name: 'Toggle Filters' }).click()
  await tour.check('ledger filters')
  await tour.dialog(
    'transaction details',
    ledger.getByRole('button', { name: 'View Details' }).first(),
    (d) => expect(d.getByText('Loading transaction...')).toHaveCount(0),
  )
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await tour.tab('All Banks')
  await expect(page.getByText('First Aurelian Bank').first()).toBeVisible({ timeout: 15_000 })
  await tour.check('all banks')
  await tour.dialog('create bank', page.getByRole('button', { name: 'Create Bank' }).first())
  await tour.dialog('bank detail', page.getByRole('button', { name: /View Offerings/ }).first())
  await tour.tab('Markets')
  // Aurelia's nation has its currency: Create Currency is offered to other nations' leaders.
  const createCurrency = page.getByRole('button', { name: 'Create Currency' })
  if (await createCurrency.count()) await tour.dialog('create currency', createCurrency.first())
  await tour.tab('Compare Offerings')
  await toDashboard(page)

  // Nation Management: the list, a nation's details and treasury, their dialogs.
  await openArea(page, 'Nation Management')
  await expect(page.getByRole('heading', { name: 'All nations' })).toBeVisible({ timeout: 15_000 })
  await tour.check('nations list')
  const mine = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Your nation' }) })
  await mine.getByRole('button', { name: 'Aurelian Republic', exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Aurelian Republic' })).toBeVisible()
  await tour.check('nation details')
  await tour.dialog('edit nation', page.getByRole('button', { name: 'Edit', exact: true }))
  await tour.dialog('invite member', page.getByRole('button', { name: 'Invite Member' }))
  await tour.dialog('nation icon', page.getByRole('button', { name: 'Upload Nation Icon' }))
  await tour.tab('Treasury')
  await expect(page.getByRole('button', { name: 'Mint Currency' })).toBeVisible({ timeout: 15_000 })
  await tour.check('treasury')
  await tour.dialog('mint', page.getByRole('button', { name: 'Mint Currency' }))
  await tour.dialog('burn', page.getByRole('button', { name: 'Burn Currency' }))
  await tour.dialog('treasury transfer', page.getByRole('button', { name: 'Transfer', exact: true }).first())
  await tour.dialog('treasury ledger', page.getByRole('button', { name: 'History', exact: true }).first())
  await toDashboard(page)

  // Player Relations, Character Skills, the profile dialogs and the Terms of Service.
  await openArea(page, 'Player Relations')
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 })
  await tour.check('relations')
  await toDashboard(page)
  await page.getByRole('button', { name: /Character Skills/ }).click()
  await tour.check('character skills')
  await toDashboard(page)
  await page.getByRole('button', { name: 'Terms of Service' }).click()
  await expect(page.getByRole('heading', { name: 'Terms of Service' }).first()).toBeVisible({
    timeout: 15_000,
  })
  await tour.check('terms of service')
}

async function tourAdmin(tour: Tour) {
  const { page } = tour
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await signInToCharacters(page, { account: ACCOUNTS.admin })
  await page
    .getByRole('button', { name: /Divine Entity/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { name: 'Divine Entity Admin Panel' })).toBeVisible({
    timeout: 15_000,
  })
  await tour.check('admin transfers')
  await tour.dialog('admin transfer', page.getByRole('button', { name: 'New Admin Transfer' }))
  await tour.tab('Entity Management')
  for (const subtab of ['Characters', 'Banks', 'Nations']) {
    await tour.tab(subtab)
    const edit = page.getByRole('button', { name: /^Edit / }).first()
    await expect(edit).toBeVisible({ timeout: 15_000 })
    await tour.dialog(`admin edit ${subtab}`, edit)
    await tour.dialog(`admin delete ${subtab}`, page.getByRole('button', { name: /^Delete / }).first())
    if (subtab === 'Characters') {
      await tour.dialog('admin mark deceased', page.getByRole('button', { name: /^Mark Deceased / }).first())
    } else {
      await tour.dialog(`admin officers ${subtab}`, page.getByRole('button', { name: /^Officers / }).first())
    }
  }
  await tour.tab('System Settings')
}

// A step that cannot happen fails soon, not at the end of the whole tour's time.
test.use({ actionTimeout: 20_000 })

const tours = SHOTS ? [PHONES, [1280]] : [PHONES]

for (const widths of tours) {
  const names = widths.length > 1 ? `${widths.slice(0, -1).join(', ')} or ${widths.at(-1)}` : `${widths[0]}`
  test(`no screen, tab or dialog is wider than ${names} px`, async ({ browser }) => {
    // Full-page pictures take longer on a busy machine.
    test.setTimeout(SHOTS ? 600_000 : 300_000)
    if (SHOTS) for (const width of widths) await mkdir(`${SHOTS}/${width}`, { recursive: true })
    const context = await browser.newContext({ viewport: { width: widths[0], height: HEIGHT } })
    const tour = new Tour(await context.newPage(), widths)
    try {
      await tourPlayer(tour)
      await tourAdmin(tour)
    } finally {
      await context.close()
    }
    expect(tour.misfits.map(({ what, problem }) => `${what}: ${problem}`)).toEqual([])
  })
}
