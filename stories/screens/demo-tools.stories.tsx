import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { DemoBanner } from '@/app/DemoBanner'
import { DEMO_TOOLS_TEXTS as T } from '@/features/demo'
import { db } from '@mocks/db'
import { getFaults } from '@mocks/faults'
import { SETTLE, type StoryWorld } from '../support/world'
import { page, type Canvas } from '../support/play'

// The banner with the demo backend's real controls: the fault switch and the ledger checker.
const PLAYER: StoryWorld = { demoControls: true, signedInAs: 'Aurelia Voss' }
const ADMIN: StoryWorld = { demoControls: true, signedInAs: 'Divine Entity' }

const meta = {
  title: 'Screens/Demo tools',
  component: DemoBanner,
  parameters: { world: PLAYER },
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
  parameters: {
    world: {
      ...PLAYER,
      faults: {
        latencyMs: 1500,
        routes: [
          { match: '/treasuries', network: true },
          { match: '/banks', malformed: true },
        ],
      },
    },
  },
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

/** An admin runs the real ledger check on the seeded world, which adds up. */
export const LedgerCheckForAdmins: Story = {
  parameters: { world: ADMIN },
  play: async ({ canvasElement }) => {
    const dialog = await openTools(page(canvasElement))
    await expect(dialog.getByRole('heading', { name: T.ledgerHeading })).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: T.runLedgerCheck }))
    await expect(await dialog.findByText(T.ledgerOk, {}, SETTLE)).toBeVisible()
    await expect(dialog.getByText(/^[\d,]+ transactions and [\d,]+ balances checked\.$/)).toBeVisible()
    const table = within(dialog.getByRole('table', { name: T.currenciesLabel }))
    await expect(table.getByRole('columnheader', { name: 'Sum of balances' })).toBeVisible()
    await expect(table.getAllByRole('rowheader').length).toBeGreaterThan(0)
  },
}

/** A balance that does not match its ledger (changed behind the ledger's back) is found. */
export const LedgerCheckProblems: Story = {
  parameters: {
    world: {
      ...ADMIN,
      prepare: () => {
        const balance = db.balances.findFirst((q) => q.where({ holderType: 'treasury' }))
        if (balance) balance.amount += 40
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openTools(page(canvasElement))
    await userEvent.click(dialog.getByRole('button', { name: T.runLedgerCheck }))
    const alert = await dialog.findByRole('alert', {}, SETTLE)
    await expect(alert).toHaveTextContent(/^The ledger check found \d+ problems?\./)
  },
}
