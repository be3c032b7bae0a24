import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { DemoBanner } from '@/app/DemoBanner'
import { DEMO_TOOLS_TEXTS as T } from '@/features/demo'
import { setDemoControls, type DemoLedgerCheck } from '@/state/demo'
import { clearFaults, getFaults, onFaultsChange, setFaults } from '@mocks/faults'
import { ALDRIC, SETTLE, startAdminPanel, startGame } from './game-fixtures'

type Canvas = ReturnType<typeof within>
const page = (canvasElement: HTMLElement): Canvas => within(canvasElement.ownerDocument.body)

const GREEN: DemoLedgerCheck = {
  ok: true,
  problems: [],
  transactions: 21_874,
  balances: 612,
  currencies: [
    { symbol: '$AR', minted: 436_000, burned: 0, supply: 436_000, sumOfBalances: 436_000 },
    { symbol: '$NV', minted: 388_500, burned: 12_000, supply: 376_500, sumOfBalances: 376_500 },
    { symbol: '$VS', minted: 95_000, burned: 4_500, supply: 90_500, sumOfBalances: 90_500 },
  ],
}

const BROKEN: DemoLedgerCheck = {
  ...GREEN,
  ok: false,
  problems: [
    'account FAB-000123 holds 540 $AR but its ledger sums to 500',
    '$AR: balances sum to 436040 but minted - burned = 436000',
  ],
  currencies: [{ ...GREEN.currencies[0], sumOfBalances: 436_040 }, ...GREEN.currencies.slice(1)],
}

/** The demo backend's controls with the real fault switch; the checker answers `check`. */
function demoWith(check: DemoLedgerCheck = GREEN) {
  clearFaults()
  setDemoControls({
    resetDemoData: fn(async () => {}),
    advanceOneWeek: fn(async () => {}),
    faults: { get: getFaults, set: setFaults, clear: clearFaults, subscribe: onFaultsChange },
    checkLedger: fn(() => check),
  })
}

const meta = {
  title: 'Screens/Demo tools',
  component: DemoBanner,
  loaders: [
    () => {
      startGame(ALDRIC)
      demoWith()
    },
  ],
} satisfies Meta<typeof DemoBanner>

export default meta
type Story = StoryObj<typeof meta>

async function openTools(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: T.open }))
  const dialog = await canvas.findByRole('dialog', { name: T.title }, SETTLE)
  // The dialog fades in; wait until it has.
  await waitFor(() => expect(within(dialog).getByText(T.description)).toBeVisible(), SETTLE)
  return within(dialog)
}

/** A player adds two route faults and latency; the banner warns while they are on. */
export const FaultInjection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const dialog = await openTools(canvas)
    await expect(dialog.getByRole('heading', { name: T.faultsHeading })).toBeVisible()
    await expect(dialog.getByText(T.noFaults)).toBeVisible()
    await expect(dialog.queryByRole('heading', { name: T.ledgerHeading })).not.toBeInTheDocument()

    await userEvent.type(dialog.getByRole('textbox', { name: T.routeLabel }), '/auth/login')
    await userEvent.click(dialog.getByRole('button', { name: T.addFault }))
    await userEvent.type(dialog.getByRole('textbox', { name: T.routeLabel }), '/players')
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: T.kindLabel }),
      'Hang past the 10 s time-out',
    )
    await userEvent.click(dialog.getByRole('button', { name: T.addFault }))
    const latency = dialog.getByRole('textbox', { name: T.latencyLabel })
    await userEvent.clear(latency)
    await userEvent.type(latency, '800')

    // The fault kinds are also options of the select: look in the list of faults.
    const list = within(dialog.getByRole('list', { name: T.routesHeading }))
    await expect(list.getByText('Error status 503')).toBeVisible()
    await expect(list.getByText('Hang past the 10 s time-out')).toBeVisible()
    await expect(getFaults()).toEqual({
      latencyMs: 800,
      routes: [
        { match: '/auth/login', status: 503 },
        { match: '/players', hang: true },
      ],
    })
    await userEvent.click(dialog.getByRole('button', { name: T.close }))
    await waitFor(() => expect(canvas.getByText(T.chip(3))).toBeVisible(), SETTLE)
  },
}

/** What the form says when a fault is incomplete. */
export const FaultValidation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTools(page(canvasElement))
    const status = dialog.getByRole('textbox', { name: T.statusLabel })
    await userEvent.clear(status)
    await userEvent.type(status, '99')
    await userEvent.click(dialog.getByRole('button', { name: T.addFault }))
    await expect(dialog.getByText(T.routeRequired)).toBeVisible()
    await expect(dialog.getByText(T.statusInvalid)).toBeVisible()
    await expect(getFaults().routes).toEqual([])
  },
}

/** Faults already on (set by a test or an earlier visit): chip in the banner, Clear all ends them. */
export const ClearAllFaults: Story = {
  loaders: [
    () => {
      startGame(ALDRIC)
      demoWith()
      setFaults({
        latencyMs: 1500,
        routes: [
          { match: '/treasuries', network: true },
          { match: '/banks', malformed: true },
        ],
      })
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByText(T.chip(3))).toBeVisible()
    const dialog = await openTools(canvas)
    const list = within(dialog.getByRole('list', { name: T.routesHeading }))
    await expect(list.getByText('Network failure')).toBeVisible()
    await expect(list.getByText('Malformed body')).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: T.latencyLabel })).toHaveValue('1500')
    await userEvent.click(dialog.getByRole('button', { name: T.clearAll }))
    await expect(dialog.getByText(T.noFaults)).toBeVisible()
    await expect(getFaults()).toEqual({ latencyMs: 0, routes: [] })
    await userEvent.click(dialog.getByRole('button', { name: T.close }))
    await waitFor(() => expect(canvas.queryByText(/faults? on/)).not.toBeInTheDocument(), SETTLE)
  },
}

/** An admin runs the ledger check on a world that adds up. */
export const LedgerCheckForAdmins: Story = {
  loaders: [
    () => {
      startAdminPanel()
      demoWith()
    },
  ],
  play: async ({ canvasElement }) => {
    const dialog = await openTools(page(canvasElement))
    await expect(dialog.getByRole('heading', { name: T.ledgerHeading })).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: T.runLedgerCheck }))
    await expect(await dialog.findByText(T.ledgerOk, {}, SETTLE)).toBeVisible()
    await expect(dialog.getByText(T.ledgerSummary('21,874', '612'))).toBeVisible()
    const table = within(dialog.getByRole('table', { name: T.currenciesLabel }))
    await expect(table.getByRole('columnheader', { name: 'Sum of balances' })).toBeVisible()
    await expect(table.getByRole('rowheader', { name: '$NV' })).toBeVisible()
    await expect(table.getAllByText('376,500')).toHaveLength(2)
  },
}

/** The checker finds a balance that does not match its ledger. */
export const LedgerCheckProblems: Story = {
  loaders: [
    () => {
      startAdminPanel()
      demoWith(BROKEN)
    },
  ],
  play: async ({ canvasElement }) => {
    const dialog = await openTools(page(canvasElement))
    await userEvent.click(dialog.getByRole('button', { name: T.runLedgerCheck }))
    const alert = await dialog.findByRole('alert', {}, SETTLE)
    await expect(alert).toHaveTextContent(T.ledgerProblems(2))
    await expect(alert).toHaveTextContent('account FAB-000123 holds 540 $AR but its ledger sums to 500')
    await expect(dialog.getByText('436,040')).toBeVisible()
  },
}
