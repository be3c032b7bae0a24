// Insights' panels on the real fake backend: a treasury's balance history loaded, loading with
// progress and Cancel, cut at the page bound, without balances, failed (before and after the
// first page) and hidden on a 403; the money supply and the rankings.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useQuery } from '@tanstack/react-query'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { currencyQueries } from '@/api/currencies'
import { treasuryQueries } from '@/api/treasuries'
import { BankingSection } from '@/features/banking'
import { BalanceHistoryPanel } from '@/features/insights/BalanceHistoryPanel'
import { SupplyPanel } from '@/features/insights/SupplyPanel'
import { DAY_MS, scenarioClock } from '@mocks/clock'
import { clearFaults } from '@mocks/faults'
import { liveWorld } from '@mocks/rules/live'
import { postTransaction } from '@mocks/rules/money'
import { FIGURE_MEANINGS } from '@/lib/figure-meanings'
import { formatDate } from '@/lib/time'
import { page, type Canvas } from '../support/play'
import type { StoryWorld } from '../support/world'
import { AR, CAST, NV } from './nation-fixtures'

/** Walks of many pages over the service worker take a while on a busy machine. */
const LONG = { timeout: 60_000 }
const SETTLE = { timeout: 10_000 }
const LEDGER = /\/api\/v1\/treasuries\/[^/]+\/transactions/

/** A treasury's balance history, from its balances as the treasury panel has them. */
function TreasuryHistory({ nation }: { nation: string }) {
  const treasury = useQuery(treasuryQueries.detail(nation))
  return (
    <div className="max-w-5xl p-4">
      <BalanceHistoryPanel
        party={{ type: 'treasury', id: nation, name: nation }}
        balances={treasury.data?.balances ?? []}
      />
      <p className="mt-6 text-xs text-faint">
        {treasury.isSuccess ? 'Treasury loaded' : treasury.isError ? 'Treasury refused' : 'Loading treasury'}
      </p>
    </div>
  )
}

/** The money supply of $AR from the currency list's currentSupply. */
function ArSupply() {
  const currencies = useQuery(currencyQueries.list())
  const ar = currencies.data?.find((c) => c.symbol === '$AR')
  return (
    <div className="max-w-5xl p-4">
      {ar && <SupplyPanel nationName={AR} currencySymbol="$AR" currentSupply={ar.currentSupply} />}
    </div>
  )
}

const meta = {
  title: 'Screens/Insights',
  component: TreasuryHistory,
  args: { nation: AR },
  parameters: { world: { signedInAs: CAST.officer } satisfies StoryWorld },
} satisfies Meta<typeof TreasuryHistory>

export default meta
type Story = StoryObj<typeof meta>

/** `count` mints of 1 into the Aurelian treasury, now: rows enough for several pages. */
const withMints =
  (count: number): StoryWorld['prepare'] =>
  () => {
    const world = liveWorld()
    const nation = world.nation(AR)!
    for (let i = 0; i < count; i++)
      postTransaction(world, {
        type: 'mint',
        currencySymbol: '$AR',
        amount: 1,
        from: null,
        to: { type: 'treasury', id: nation.id },
        initiatedBy: CAST.officer,
      })
  }

/** The one amount format: a no-break space after the symbol, U+2212 before a negative. */
const money = (n: number) => `${n < 0 ? '\u2212' : ''}$AR\u00a0${Math.abs(n).toLocaleString('en-US')}`
const chart = (canvas: Canvas) => canvas.findByRole('slider', { name: /^Balance history of/ }, LONG)
const amountOf = (text: string | null) => Number((text ?? '').replace('\u2212', '-').replace(/[^\d-]/g, ''))

/** The rows of the chart's numbers, newest day first: [day, in, out, balance]. */
async function dayRows(canvas: Canvas): Promise<string[][]> {
  await userEvent.click(canvas.getByText('Show the numbers'))
  const table = within(canvas.getByRole('table', { name: /^Balance history of/ }))
  // Only the rows in view are rendered, once the opened table has a height.
  await waitFor(() => expect(table.getAllByRole('row').length).toBeGreaterThan(1), SETTLE)
  return table
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-hidden') !== 'true')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    )
}

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await canvas.findByText('Treasury loaded', {}, SETTLE)
    const slider = await chart(canvas)
    await expect(canvas.getByRole('heading', { name: 'Balance history' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: '30 days', pressed: true })).toBeVisible()
    // The last point is today's balance, and the table shows the same number.
    const rows = await dayRows(canvas)
    const today = amountOf(rows[0][3])
    await expect(slider.getAttribute('aria-valuetext')).toContain(money(today))
    // Text queries read the no-break space as a space.
    await expect(
      canvas.getByText(`to ${money(today).replace('\u00a0', ' ')} on`, { exact: false }),
    ).toBeVisible()
    // The keyboard moves the tooltip along the days.
    slider.focus()
    await userEvent.keyboard('{Home}')
    await expect(slider).toHaveAttribute('aria-valuenow', '0')
    await userEvent.keyboard('{End}')
    await expect(slider.getAttribute('aria-valuetext')).toContain(money(today))
  },
}

/** When the world's newest row was written: the world's "today" in WorldAhead. */
let worldToday = ''

/**
 * The server's clock 40 days ahead of the browser's (a real server's may run ahead; the demo's
 * does after "Advance one week"), and a mint written at its "now". The window ends on the world's
 * day, learnt from that row, and the numbers are one row a day, newest first, each day once.
 */
export const WorldAhead: Story = {
  parameters: {
    world: {
      signedInAs: CAST.officer,
      prepare: () => {
        scenarioClock.advanceWorld(40 * DAY_MS)
        const world = liveWorld()
        const row = postTransaction(world, {
          type: 'mint',
          currencySymbol: '$AR',
          amount: 5,
          from: null,
          to: { type: 'treasury', id: world.nation(AR)!.id },
          initiatedBy: CAST.officer,
        })
        worldToday = new Date(row.createdAt).toISOString().slice(0, 10)
      },
    } satisfies StoryWorld,
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await canvas.findByText('Treasury loaded', {}, SETTLE)
    const slider = await chart(canvas)
    const today = formatDate(`${worldToday}T12:00:00Z`)
    await waitFor(
      () => expect(slider.getAttribute('aria-valuetext')).toMatch(new RegExp(`^${today}: `)),
      SETTLE,
    )
    await expect(canvas.getByText(new RegExp(` on ${today}\\.$`))).toBeVisible()
    const days = (await dayRows(canvas)).map((row) => Date.parse(`${row[0]} 12:00 UTC`))
    await expect(days[0]).toBe(Date.parse(`${today} 12:00 UTC`))
    await expect(days.every((day, at) => at === 0 || day < days[at - 1]!)).toBe(true)
  },
}

export const LoadingWithProgress: Story = {
  parameters: {
    world: {
      signedInAs: CAST.officer,
      prepare: withMints(700),
      faults: { routes: [{ match: LEDGER, latencyMs: 1500 }] },
    } satisfies StoryWorld,
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await canvas.findByText(/^Loading transactions: 200 of [\d,]+$/, {}, LONG)
    await expect(canvas.getByRole('progressbar', { name: 'Balance history: loading progress' })).toBeVisible()
    // The first page is drawn while the rest come.
    await chart(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    await canvas.findByText(
      /^Stopped after [\d,]+ transactions: the chart starts at the oldest of them\.$/,
      {},
      SETTLE,
    )
    clearFaults()
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(canvas.queryByText(/^Stopped after/)).toBeNull(), LONG)
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), LONG)
  },
}

export const CutWindow: Story = {
  parameters: { world: { signedInAs: CAST.officer, prepare: withMints(5_100) } satisfies StoryWorld },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await canvas.findByText(
      /^Only the newest 5,000 transactions are shown: the chart starts on .+, not at the start of the window\.$/,
      {},
      { timeout: 120_000 },
    )
    await chart(canvas)
  },
}

export const NoBalances: Story = {
  args: { nation: NV },
  parameters: { world: { signedInAs: CAST.officerWithoutCurrency } satisfies StoryWorld },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await canvas.findByText('No balances yet: nothing to chart.', {}, SETTLE)
    await expect(canvas.queryByRole('slider')).toBeNull()
  },
}

export const Failed: Story = {
  parameters: {
    world: {
      signedInAs: CAST.officer,
      faults: { routes: [{ match: LEDGER, status: 500 }] },
    } satisfies StoryWorld,
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await waitFor(
      () =>
        expect(
          canvas
            .getAllByRole('alert')
            .some((a: HTMLElement) => a.textContent === 'Failed to fetch transactions'),
        ).toBe(true),
      SETTLE,
    )
    clearFaults()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await chart(canvas)
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), SETTLE)
  },
}

/** The second page fails: the first page's points stay on screen with the ledger's error. */
export const FailedAfterFirstPage: Story = {
  parameters: {
    world: {
      signedInAs: CAST.officer,
      prepare: withMints(500),
      faults: { routes: [{ match: /\/treasuries\/[^/]+\/transactions\?.*offset=200/, status: 500 }] },
    } satisfies StoryWorld,
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await canvas.findByText('The chart shows the 200 transactions loaded before the failure.', {}, LONG)
    await expect(
      canvas.getAllByRole('alert').some((a: HTMLElement) => a.textContent === 'Failed to fetch transactions'),
    ).toBe(true)
    await expect(await chart(canvas)).toBeVisible()
    clearFaults()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(canvas.queryByText(/loaded before the failure/)).toBeNull(), LONG)
  },
}

/** Not an officer of Norvale: its treasury's ledger answers 403 and the panel is not shown at all. */
export const ForbiddenHidden: Story = {
  args: { nation: NV },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await canvas.findByText(/^Treasury (loaded|refused)$/, {}, SETTLE)
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Balance history' })).toBeNull(), SETTLE)
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** The `minimal` world's $AR: 10,000 minted, 300 burned. */
export const MoneySupply: Story = {
  render: () => <ArSupply />,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const slider = await canvas.findByRole('slider', { name: 'Money supply of $AR' }, LONG)
    await waitFor(() => expect(slider.getAttribute('aria-valuetext')).toContain(money(9_700)), SETTLE)
    await userEvent.click(canvas.getByText('Show the numbers'))
    const table = within(canvas.getByRole('table', { name: 'Money supply of $AR' }))
    await expect(table.getByRole('columnheader', { name: 'Minted' })).toBeVisible()
    await expect(table.getByRole('columnheader', { name: 'Burned' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'UBI paid per week' })).toBeVisible()
  },
}

export const Rankings: Story = {
  render: () => <BankingSection initialTab="rankings" />,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const nations = await canvas.findByRole('table', { name: 'Nations by members' }, SETTLE)
    await expect(within(nations).getAllByRole('row').length).toBeGreaterThan(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Activity', pressed: false }))
    await canvas.findByRole('table', { name: 'Nations by activity' }, SETTLE)
    // Currencies rank first by what compares across them, and each measure says what it means.
    const byPpp = within(await canvas.findByRole('table', { name: 'Currencies by purchasing power' }, SETTLE))
    // The measure's header says what it means: on hover, on keyboard focus, and on a tap.
    const pppHeader = byPpp.getByRole('button', { name: 'Purchasing power' })
    const pppMeaning =
      'Purchasing power index: 100 is the median currency; above 100 buys more, below buys less.'
    await expect(pppHeader).toHaveAccessibleDescription(pppMeaning)
    await userEvent.hover(pppHeader)
    await expect(await canvas.findByRole('tooltip', { name: pppMeaning }, SETTLE)).toBeVisible()
    await userEvent.unhover(pppHeader)
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull(), SETTLE)
    pppHeader.focus()
    await expect(await canvas.findByRole('tooltip', { name: pppMeaning }, SETTLE)).toBeVisible()
    pppHeader.blur()
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull(), SETTLE)
    await userEvent.pointer({ keys: '[TouchA]', target: pppHeader })
    await expect(await canvas.findByRole('tooltip', { name: pppMeaning }, SETTLE)).toBeVisible()
    await userEvent.pointer({ keys: '[TouchA]', target: pppHeader })
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull(), SETTLE)
    // Ranked by supply, the list says in the open that the units differ.
    const byCurrency = within(canvas.getByRole('group', { name: 'Rank by (Currencies)' }))
    await userEvent.click(byCurrency.getByRole('button', { name: 'Supply' }))
    await canvas.findByRole('table', { name: 'Currencies by supply' }, SETTLE)
    await expect(
      canvas.getByText(
        'Supply: the money in circulation, each in its own currency. Different currencies do not compare by it.',
      ),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Interest success', pressed: false }))
    const byInterest = within(await canvas.findByRole('table', { name: 'Banks by interest success' }, SETTLE))
    await expect(byInterest.getByRole('button', { name: 'Interest success' })).toHaveAccessibleDescription(
      FIGURE_MEANINGS.interestSuccess,
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Accounts', pressed: false }))
    const banks = await canvas.findByRole('table', { name: 'Banks by accounts' }, SETTLE)
    const first = within(banks).getAllByRole('button')[0]
    const name = first.textContent ?? ''
    await userEvent.click(first)
    await waitFor(() => expect(canvas.getByRole('dialog')).toHaveTextContent(name), SETTLE)
  },
}

/** A currency's row opens that currency (not the whole Markets tab); "All currencies" goes there. */
export const RankingsOpenACurrency: Story = {
  render: () => <BankingSection initialTab="rankings" />,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const currencies = await canvas.findByRole('table', { name: 'Currencies by purchasing power' }, SETTLE)
    // The first row's name (the header's button says what the measure means).
    const first = within(within(currencies).getAllByRole('row')[1]).getAllByRole('button')[0]
    const name = first.textContent ?? ''
    await userEvent.click(first)
    const dialog = within(await canvas.findByRole('dialog', {}, SETTLE))
    await dialog.findByRole('heading', { name: new RegExp(`^${name}`) }, SETTLE)
    await waitFor(() => expect(dialog.getByText('Issued by')).toBeVisible(), SETTLE)
    await expect(dialog.getByText('Current supply')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'All currencies' }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), SETTLE)
    await expect(canvas.getByRole('tab', { name: 'Markets', selected: true })).toBeVisible()
  },
}
