import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { StoryWorld } from '../support/world'
import { failing } from '../support/play'
import { BankingScreen, openTab, page, SETTLE, type Canvas } from './banking-fixtures'
import { midBankName, withManyBanks } from './mid-world'
import { createBank, createOffering, openAccount } from '@mocks/rules/banks'
import { liveWorld } from '@mocks/rules/live'
import { character } from '@mocks/rules/permissions'
import { offeringFor } from '@mocks/scenarios/factories'

// Compare Offerings on a mid-sized world: the `minimal` world's banks and 150 more (3 to 6
// offerings each), asked six at a time. While banks answer, a progress bar counts them and the
// table already shows, in order, what arrived; Cancel stops the rest, Resume asks them; a bank
// that fails is named with what the server said, and retried on its own.

const MANY = 150

const meta = {
  title: 'Screens/Banking compare',
  component: BankingScreen,
  parameters: {
    world: { signedInAs: 'Aurelia Voss', prepare: withManyBanks(MANY) } satisfies StoryWorld,
  },
} satisfies Meta<typeof BankingScreen>

export default meta
type Story = StoryObj<typeof meta>

const WORLD: StoryWorld = {
  signedInAs: 'Aurelia Voss',
  prepare: withManyBanks(MANY),
  // Held requests must stay held while the story looks at them (not time out at 10 s).
  apiTimeoutMs: 120_000,
}

/** The offerings of Merchant Houses 101 to 103 never answer (three of the six places stay busy). */
const HOLD_THREE: StoryWorld = {
  ...WORLD,
  faults: { routes: [{ method: 'GET', match: /\/api\/v1\/banks\/M10[1-3]\/offerings(\?|$)/, hang: true }] },
}

/** Waits until at least `count` banks answered; the bar's figure then. */
async function answered(bar: HTMLElement, count: number): Promise<number> {
  await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(count), SETTLE)
  return Number(bar.getAttribute('aria-valuenow'))
}

const table = async (canvas: Canvas) =>
  within(await canvas.findByRole('table', { name: 'Offerings of every bank' }, SETTLE))

/** The body rows in the page (a virtual table renders only those near the screen). */
const bodyRows = (t: Canvas) =>
  t.getAllByRole('row').filter((row: HTMLElement) => row.getAttribute('aria-rowindex') !== '1')

/** Every bank count the screen states: "... of N banks". */
async function bankTotal(canvas: Canvas): Promise<number> {
  const text = (await canvas.findByText(/ of \d+ banks|from \d+ banks/, {}, SETTLE)).textContent!
  return Number(/(\d+) banks/.exec(text.replaceAll(',', ''))![1])
}

/** Before any bank answered: the progress bar at zero, Cancel, and the table waiting. */
export const CompareLoading: Story = {
  parameters: {
    world: { ...WORLD, faults: { routes: [{ method: 'GET', match: /\/offerings(\?|$)/, hang: true }] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'Compare Offerings')
    const bar = await canvas.findByRole('progressbar', { name: 'Offerings loaded' }, SETTLE)
    const total = await bankTotal(canvas)
    await expect(bar).toHaveAttribute('aria-valuenow', '0')
    await expect(bar).toHaveAttribute('aria-valuemax', String(total))
    await expect(bar).toHaveAttribute('aria-valuetext', `0 of ${total} banks`)
    await expect(canvas.getByText(`Loading offerings: 0 of ${total} banks`)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible()
    const t = await table(canvas)
    await expect(t.getByRole('cell', { name: 'Loading offerings of every bank...' })).toBeVisible()
  },
}

/** Every bank asked, six at a time: the totals, the sort, and only the rows on screen rendered. */
export const CompareAllLoaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'Compare Offerings')
    const summary = await canvas.findByText(/^[\d,]+ offerings from [\d,]+ banks$/, {}, { timeout: 25_000 })
    const [offerings, banks] = summary.textContent!.replaceAll(',', '').match(/\d+/g)!.map(Number)
    await expect(banks).toBeGreaterThan(MANY)
    await expect(offerings).toBeGreaterThan(3 * MANY)
    await expect(canvas.queryByRole('progressbar')).toBeNull()

    const t = await table(canvas)
    await expect(canvas.getByRole('table', { name: 'Offerings of every bank' })).toHaveAttribute(
      'aria-rowcount',
      String(offerings + 1),
    )
    // Only the rows near the screen are in the page, numbered as in the whole table.
    await waitFor(() => expect(bodyRows(t).length).toBeGreaterThan(5), SETTLE)
    await expect(bodyRows(t).length).toBeLessThan(60)
    await expect(bodyRows(t)[0]).toHaveAttribute('aria-rowindex', '2')
    await expectHighestRateFirst(t)

    // Scrolled to its end, the table shows its last row.
    const region = canvas.getByRole('region', { name: 'Offerings of every bank' })
    region.scrollTop = region.scrollHeight
    await waitFor(
      () =>
        expect(
          bodyRows(t).some((row: HTMLElement) => row.getAttribute('aria-rowindex') === String(offerings + 1)),
        ).toBe(true),
      SETTLE,
    )
  },
}

/**
 * The first five rows' likely interest a year, highest first (the table's default order); a bank
 * without an interest record ("—") below every figure.
 */
async function expectHighestRateFirst(t: Canvas) {
  const rates = bodyRows(t)
    .slice(0, 5)
    .map((row: HTMLElement) => parseFloat(within(row).getAllByRole('cell')[4].textContent!))
    .map((rate: number) => (Number.isNaN(rate) ? -1 : rate))
  await expect([...rates].sort((a, b) => b - a)).toEqual(rates)
}

/** Opens the comparison and waits until 20 banks have answered (the held ones have not). */
async function twentyAnswered(canvasElement: HTMLElement) {
  const canvas = page(canvasElement)
  await openTab(canvas, 'Compare Offerings')
  const bar = await canvas.findByRole('progressbar', { name: 'Offerings loaded' }, SETTLE)
  const total = await bankTotal(canvas)
  await answered(bar, 20)
  return { canvas, bar, total }
}

/** Some banks have answered, others not yet: their offerings already show, in order. */
export const ComparePartial: Story = {
  parameters: { world: HOLD_THREE },
  play: async ({ canvasElement }) => {
    const { canvas, bar, total } = await twentyAnswered(canvasElement)
    await expect(canvas.getByText(/^Loading offerings: \d+ of [\d,]+ banks$/)).toBeVisible()
    await expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(total)
    const t = await table(canvas)
    await expect(bodyRows(t).length).toBeGreaterThan(5)
    // The rows arrived in the table's order: highest interest first.
    await expectHighestRateFirst(t)
    // The held banks are not in the table.
    await expect(t.queryByText(midBankName(102))).toBeNull()
  },
}

/** Cancel stops the held requests; the table keeps what arrived, and Resume asks the rest. */
export const CompareCancelled: Story = {
  parameters: { world: HOLD_THREE },
  play: async ({ canvasElement }) => {
    const { canvas, total } = await twentyAnswered(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    const stopped = await canvas.findByText(
      /^Stopped after \d+ of [\d,]+ banks\. The table shows what arrived\.$/,
      {},
      SETTLE,
    )
    const [at, of] = stopped.textContent!.replaceAll(',', '').match(/\d+/g)!.map(Number)
    await expect(of).toBe(total)
    await expect(at).toBeGreaterThanOrEqual(20)
    await expect(at).toBeLessThan(total)
    await expect(canvas.queryByRole('progressbar')).toBeNull()
    const t = await table(canvas)
    await expect(bodyRows(t).length).toBeGreaterThan(5)
    await expect(canvas.getByRole('button', { name: 'Resume' })).toBeVisible()
  },
}

/** Two banks fail: both named with the server's text; Try again asks them again. */
export const CompareSomeBanksFailed: Story = {
  parameters: failing(
    { method: 'get', path: '/banks/:id/offerings', match: /\/api\/v1\/banks\/M00[56]\/offerings(\?|$)/ },
    'server-error',
    WORLD,
    { times: 2 },
  ),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'Compare Offerings')
    const heading = await canvas.findByText(
      'The offerings of 2 banks could not be loaded:',
      {},
      { timeout: 25_000 },
    )
    const failures = within(canvas.getByRole('region', { name: 'Banks whose offerings could not be loaded' }))
    await expect(failures.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `${midBankName(5)}: Internal server error`,
      `${midBankName(6)}: Internal server error`,
    ])
    await expect(heading).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await waitFor(
      () => expect(canvas.queryByText('The offerings of 2 banks could not be loaded:')).toBeNull(),
      SETTLE,
    )
  },
}

/**
 * Two banks of the Aurelian Republic: one pays 1.5% a week but paid only 26 of the 100 interest
 * payments it owed; the other pays 0.6% a week and paid every one.
 */
function withRecords() {
  const world = liveWorld()
  const officer = character('Aurelia Voss')
  const banks = [
    { bankId: 'DVB', name: 'Deep Vault Bank', offering: 'Deep Vault Savings', rate: 150, due: 100, paid: 26 },
    { bankId: 'STB', name: 'Steady Bank', offering: 'Steady Saver', rate: 60, due: 40, paid: 40 },
  ]
  for (const { bankId, name, offering, rate, due, paid } of banks) {
    const bank = createBank(world, officer, { bankId, name, jurisdictionNation: 'Aurelian Republic' })
    const made = createOffering(
      world,
      officer,
      bank,
      offeringFor('savings', { name: offering, interestRateBasisPoints: rate, maximumBalance: null }),
    )
    openAccount(world, officer, bank, made.id)
    bank.interestDue = due
    bank.interestPaid = paid
  }
}

/** The cells of the row whose offering is `name`. */
const cellsOf = (t: Canvas, name: string) =>
  within(bodyRows(t).find((row: HTMLElement) => within(row).queryByText(name))!).getAllByRole('cell')

/** The body rows' offering names, in the table's order. */
const offeringOrder = (t: Canvas) =>
  bodyRows(t).map((row: HTMLElement) => within(row).getAllByRole('cell')[0].textContent)

/**
 * Each offering's yield beside its bank's interest record and what the two make; ranked by what a
 * player would likely receive, the high rate at a bank that pays a quarter of it is not first.
 * Ranking by the rate alone stays a choice of "Sort by".
 */
export const CompareByLikelyInterest: Story = {
  parameters: { world: { signedInAs: 'Aurelia Voss', prepare: withRecords } satisfies StoryWorld },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'Compare Offerings')
    await expect(
      await canvas.findByText(
        "Likely a year = the yearly yield (the weekly rate compounded over 52 weeks) × the bank's interest success (the share of the interest it owed that it paid). A bank without accounts has no record yet and ranks last.",
        {},
        SETTLE,
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue(
      'Likely interest a year',
    )
    const t = await table(canvas)
    await waitFor(() => expect(t.getByText('Deep Vault Savings')).toBeVisible(), SETTLE)
    await expect(t.getByRole('columnheader', { name: /^Likely a year/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )

    const vault = cellsOf(t, 'Deep Vault Savings')
    await expect(vault[2]).toHaveTextContent('1.5% per week116.9% a year')
    await expect(vault[3]).toHaveTextContent(/^26%$/)
    await expect(vault[4]).toHaveTextContent(/^30\.4% a year116\.9% × 26%$/)
    const steady = cellsOf(t, 'Steady Saver')
    await expect(steady[3]).toHaveTextContent(/^100%$/)
    await expect(steady[4]).toHaveTextContent(/^36\.5% a year36\.5% × 100%$/)
    // What the record means, on the badge itself.
    await expect(within(vault[3]).getByRole('button', { name: '26%' })).toHaveAccessibleDescription(
      'Interest success: the share of the interest this bank owed its accounts that it actually paid.',
    )

    const order = offeringOrder(t)
    await expect(order.indexOf('Steady Saver')).toBeLessThan(order.indexOf('Deep Vault Savings'))

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Interest rate')
    await waitFor(() => {
      const byRate = offeringOrder(t)
      expect(byRate.indexOf('Deep Vault Savings')).toBeLessThan(byRate.indexOf('Steady Saver'))
    }, SETTLE)
    await expect(t.getByRole('columnheader', { name: /^Interest/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
  },
}
