import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { StoryWorld } from '../support/world'
import { failing } from '../support/play'
import { BankingScreen, openTab, page, SETTLE, type Canvas } from './banking-fixtures'
import { midBankName, withManyBanks } from './mid-world'

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

/** The first five rows' interest rates, highest first (the table's default order). */
async function expectHighestRateFirst(t: Canvas) {
  const rates = bodyRows(t)
    .slice(0, 5)
    .map((row: HTMLElement) => parseFloat(within(row).getAllByRole('cell')[2].textContent!))
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
