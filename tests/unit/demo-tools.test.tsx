// The demo tools panel against the real fault switch (mocks/faults.ts) and the real ledger
// checker on the `minimal` world, rendered in the demo banner as the app shows it.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '../support/render'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { setupServer } from 'msw/node'
import { http, HttpResponse } from 'msw'
import { DemoBanner } from '@/app/DemoBanner'
import { DEMO_TOOLS_TEXTS as T } from '@/features/demo'
import { demo, setDemoControls, type DemoLedgerCheck } from '@/state/demo'
import { characterSelected, logout, signedIn } from '@/state/session'
import { clearFaults, faultHandlers, getFaults, onFaultsChange, setFaults } from '@mocks/faults'
import { checkLedger } from '@mocks/rules/check-ledger'
import { loadScenario } from '@mocks/scenarios'
import { authData, character, sessionFor } from './fixtures/demo-player'

const faults = { get: getFaults, set: setFaults, clear: clearFaults, subscribe: onFaultsChange }

const GOOD: DemoLedgerCheck = {
  ok: true,
  problems: [],
  transactions: 1234,
  balances: 56,
  currencies: [{ symbol: '$AR', minted: 10_000, burned: 300, supply: 9_700, sumOfBalances: 9_700 }],
}

function useDemo(check: () => DemoLedgerCheck | Promise<DemoLedgerCheck> = () => GOOD) {
  setDemoControls({
    resetDemoData: async () => {},
    advanceOneWeek: async () => {},
    faults,
    checkLedger: check,
  })
}

function signInAsPlayer() {
  const auth = authData([character()])
  signedIn(auth)
  characterSelected(sessionFor(auth.displayNames[0]))
}

function signInAsAdminPanel() {
  signedIn({ ...authData([character()]), isAdmin: true })
  characterSelected(sessionFor(null, { isAdminPanel: true }))
}

async function openTools() {
  const user = userEvent.setup()
  render(<DemoBanner />)
  await user.click(screen.getByRole('button', { name: T.open }))
  const dialog = await screen.findByRole('dialog', { name: T.title })
  return { user, dialog: within(dialog), element: dialog }
}

// The dialog makes the rest of the page inert, so the banner is found among hidden elements.
const banner = () => within(screen.getByRole('complementary', { name: 'Demo mode', hidden: true }))

beforeEach(() => {
  clearFaults()
  logout()
  signInAsPlayer()
  useDemo()
})

afterEach(() => {
  clearFaults()
  demo.controls = null
  demo.active = false
})

describe('Demo tools: fault injection', () => {
  it('adds, lists and removes route faults through the fault switch, with a chip in the banner', async () => {
    const { user, dialog } = await openTools()
    expect(dialog.getByRole('heading', { name: T.faultsHeading })).toBeVisible()
    expect(dialog.getByText(T.noFaults)).toBeVisible()
    expect(banner().queryByText(T.chip(1))).not.toBeInTheDocument()

    await user.click(dialog.getByRole('button', { name: T.addFault }))
    expect(dialog.getByText(T.routeRequired)).toBeVisible()
    expect(getFaults().routes).toEqual([])

    await user.type(dialog.getByRole('textbox', { name: T.routeLabel }), '/auth/login')
    await user.clear(dialog.getByRole('textbox', { name: T.statusLabel }))
    await user.type(dialog.getByRole('textbox', { name: T.statusLabel }), '503')
    await user.click(dialog.getByRole('button', { name: T.addFault }))
    expect(getFaults().routes).toEqual([{ match: '/auth/login', status: 503 }])
    expect(dialog.getByText('/auth/login')).toBeVisible()
    expect(dialog.getByText('Error status 503')).toBeVisible()
    // The field empties for the next route.
    expect(dialog.getByRole('textbox', { name: T.routeLabel })).toHaveValue('')

    await user.type(dialog.getByRole('textbox', { name: T.routeLabel }), '/players')
    await user.selectOptions(
      dialog.getByRole('combobox', { name: T.kindLabel }),
      'Hang past the 10 s time-out',
    )
    await user.click(dialog.getByRole('button', { name: T.addFault }))
    await user.type(dialog.getByRole('textbox', { name: T.routeLabel }), '/treasuries')
    await user.selectOptions(dialog.getByRole('combobox', { name: T.kindLabel }), 'Network failure')
    await user.click(dialog.getByRole('button', { name: T.addFault }))
    await user.type(dialog.getByRole('textbox', { name: T.routeLabel }), '/banks')
    await user.selectOptions(dialog.getByRole('combobox', { name: T.kindLabel }), 'Malformed body')
    await user.click(dialog.getByRole('button', { name: T.addFault }))
    expect(getFaults().routes).toEqual([
      { match: '/auth/login', status: 503 },
      { match: '/players', hang: true },
      { match: '/treasuries', network: true },
      { match: '/banks', malformed: true },
    ])
    expect(banner().getByText(T.chip(4))).toBeInTheDocument()

    await user.click(dialog.getByRole('button', { name: T.removeFault('/players') }))
    expect(getFaults().routes?.map((r) => r.match)).toEqual(['/auth/login', '/treasuries', '/banks'])
    expect(banner().getByText(T.chip(3))).toBeInTheDocument()
  })

  it('refuses a status outside 400-599 and keeps what was typed', async () => {
    const { user, dialog } = await openTools()
    await user.type(dialog.getByRole('textbox', { name: T.routeLabel }), '/nations')
    await user.clear(dialog.getByRole('textbox', { name: T.statusLabel }))
    await user.type(dialog.getByRole('textbox', { name: T.statusLabel }), '200')
    await user.click(dialog.getByRole('button', { name: T.addFault }))
    expect(dialog.getByText(T.statusInvalid)).toBeVisible()
    expect(dialog.getByRole('textbox', { name: T.statusLabel })).toHaveAttribute('aria-invalid', 'true')
    expect(dialog.getByRole('textbox', { name: T.routeLabel })).toHaveValue('/nations')
    expect(getFaults().routes).toEqual([])
  })

  it('sets added latency, and Clear all removes every fault', async () => {
    const { user, dialog } = await openTools()
    const latency = dialog.getByRole('textbox', { name: T.latencyLabel })
    await user.clear(latency)
    await user.type(latency, '800')
    expect(getFaults().latencyMs).toBe(800)
    expect(banner().getByText(T.chip(1))).toBeInTheDocument()

    await user.clear(latency)
    await user.type(latency, 'abc')
    expect(dialog.getByText(T.latencyInvalid)).toBeVisible()
    // An invalid text leaves the last valid latency in force.
    expect(getFaults().latencyMs).toBe(0)

    await user.clear(latency)
    await user.type(latency, '250')
    setFaults({ ...getFaults(), routes: [{ match: '/ugc-status', status: 500 }] })
    await waitFor(() => expect(banner().getByText(T.chip(2))).toBeInTheDocument())

    await user.click(dialog.getByRole('button', { name: T.clearAll }))
    expect(getFaults()).toEqual({ latencyMs: 0, routes: [] })
    expect(latency).toHaveValue('0')
    expect(dialog.getByText(T.noFaults)).toBeVisible()
    expect(banner().queryByText(/faults? on/)).not.toBeInTheDocument()
  })

  it('shows faults set elsewhere (a test or the console) as soon as they change', async () => {
    render(<DemoBanner />)
    expect(banner().queryByText(/faults? on/)).not.toBeInTheDocument()
    setFaults({ routes: [{ match: /\/banks\/\w+$/, status: 404 }] })
    await waitFor(() => expect(banner().getByText(T.chip(1))).toBeInTheDocument())
  })

  describe('the faults it sets reach the backend', () => {
    const server = setupServer(
      ...faultHandlers,
      http.get('*/api/v1/ugc-status', () => HttpResponse.json({ success: true, ugcEnabled: true })),
    )
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
    afterAll(() => server.close())

    it('answers the chosen route with the chosen status', async () => {
      const { user, dialog } = await openTools()
      await user.type(dialog.getByRole('textbox', { name: T.routeLabel }), '/ugc-status')
      await user.clear(dialog.getByRole('textbox', { name: T.statusLabel }))
      await user.type(dialog.getByRole('textbox', { name: T.statusLabel }), '502')
      await user.click(dialog.getByRole('button', { name: T.addFault }))
      const failed = await fetch('http://localhost/api/v1/ugc-status')
      expect(failed.status).toBe(502)
      expect(await failed.json()).toMatchObject({ success: false, error: 'Bad gateway' })

      await user.click(dialog.getByRole('button', { name: T.clearAll }))
      expect((await fetch('http://localhost/api/v1/ugc-status')).status).toBe(200)
    })
  })
})

describe('Demo tools: ledger check', () => {
  it('is not offered to players', async () => {
    const { dialog } = await openTools()
    expect(dialog.queryByRole('heading', { name: T.ledgerHeading })).not.toBeInTheDocument()
    expect(dialog.queryByRole('button', { name: T.runLedgerCheck })).not.toBeInTheDocument()
  })

  it('is offered to a character of an admin account', async () => {
    logout()
    signedIn({ ...authData([character()]), isAdmin: true })
    const { dialog } = await openTools()
    expect(dialog.getByRole('button', { name: T.runLedgerCheck })).toBeVisible()
  })

  it('runs for the admin panel and shows the totals per currency', async () => {
    logout()
    signInAsAdminPanel()
    const check = vi.fn(() => GOOD)
    useDemo(check)
    const { user, dialog } = await openTools()
    await user.click(dialog.getByRole('button', { name: T.runLedgerCheck }))
    expect(await dialog.findByText(T.ledgerOk)).toBeVisible()
    expect(check).toHaveBeenCalledOnce()
    expect(dialog.getByText(T.ledgerSummary('1,234', '56'))).toBeVisible()
    const table = dialog.getByRole('table', { name: T.currenciesLabel })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(headers).toEqual(['Currency', 'Minted', 'Burned', 'Supply', 'Sum of balances'])
    const row = within(table).getByRole('row', { name: /\$AR/ })
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['$AR\u00a010,000', '$AR\u00a0300', '$AR\u00a09,700', '$AR\u00a09,700'])
  })

  it('lists the problems it finds', async () => {
    logout()
    signInAsAdminPanel()
    useDemo(() => ({
      ...GOOD,
      ok: false,
      problems: ['$AR: balances sum to 9690 but minted - burned = 9700'],
      currencies: [{ ...GOOD.currencies[0], sumOfBalances: 9_690 }],
    }))
    const { user, dialog } = await openTools()
    await user.click(dialog.getByRole('button', { name: T.runLedgerCheck }))
    const alert = await dialog.findByRole('alert')
    expect(alert).toHaveTextContent(T.ledgerProblems(1))
    expect(alert).toHaveTextContent('$AR: balances sum to 9690 but minted - burned = 9700')
  })

  it('says so when the check itself fails', async () => {
    logout()
    signInAsAdminPanel()
    useDemo(() => {
      throw new Error('world not loaded')
    })
    const { user, dialog } = await openTools()
    await user.click(dialog.getByRole('button', { name: T.runLedgerCheck }))
    expect(await dialog.findByRole('alert')).toHaveTextContent(`${T.ledgerFailed}: world not loaded`)
    // The button is ready for another try.
    expect(dialog.getByRole('button', { name: T.runLedgerCheck })).toBeEnabled()
  })

  it('runs the real checker on the minimal world and finds it green', async () => {
    await loadScenario('minimal')
    logout()
    signInAsAdminPanel()
    useDemo(() => checkLedger())
    const { user, dialog } = await openTools()
    await user.click(dialog.getByRole('button', { name: T.runLedgerCheck }))
    expect(await dialog.findByText(T.ledgerOk)).toBeVisible()
    expect(within(dialog.getByRole('table')).getByRole('rowheader', { name: '$AR' })).toBeVisible()
  })
})

describe('Demo tools: accessibility', () => {
  it('has no axe violations with faults listed and a ledger check shown', async () => {
    logout()
    signInAsAdminPanel()
    setFaults({ latencyMs: 300, routes: [{ match: '/auth/login', status: 503 }] })
    const { user, dialog, element } = await openTools()
    await user.click(dialog.getByRole('button', { name: T.runLedgerCheck }))
    await dialog.findByText(T.ledgerOk)
    // jsdom cannot compute colours; contrast is checked in the Storybook run.
    const results = await axe.run(element.ownerDocument.body, {
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  })
})
