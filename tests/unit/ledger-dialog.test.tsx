// The Transaction Ledger dialog against the fake backend (the `minimal` world plus rows the
// tests add): the query it asks, filters and paging as spec sections 4 and 9 say, money
// direction for the open entity, details, failures, the CSV export, and a transfer refreshing it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { render, screen, waitFor, within } from '../support/render'
import { API_URL, server, useFakeBackend } from '../support/backend'
import { LedgerDialog } from '@/features/ledger'
import { GameScreen } from '@/app/GameScreen'
import { openLedger, openTransfer, resetGame, type LedgerDialogRequest } from '@/state/game'
import { liveWorld } from '@mocks/rules/live'
import { transfer } from '@mocks/rules/transfers'
import { character } from '@mocks/rules/permissions'
import { scenarioClock } from '@mocks/clock'
import { grouped, summaryTotal } from '../support/counts'
import { ASYNC_TIMEOUT_MS } from '../support/timeouts'
import { accountOf, dialog, playAs } from './transfer-support'

useFakeBackend('minimal')
// Whole flows through the fake backend: on a shared, loaded machine they take many seconds.
vi.setConfig({ testTimeout: 90_000 })

const AURELIA = 'Aurelia Voss'
const TREASURY = { type: 'treasury', id: 'Aurelian Republic', name: 'Aurelian Republic' } as const

beforeEach(() => playAs(AURELIA))
afterEach(() => {
  vi.restoreAllMocks()
  resetGame()
})

/** `count` transfers of 1 $AR ("Batch 1".."Batch count") from the treasury to the bank vault, a minute apart. */
function addTransfers(count: number) {
  for (let i = 1; i <= count; i++) {
    scenarioClock.tick(60_000)
    transfer(liveWorld(), character(AURELIA), {
      currencySymbol: '$AR',
      amount: 1,
      fromType: 'treasury',
      fromId: 'Aurelian Republic',
      toType: 'bank',
      toId: 'FAB',
      description: `Batch ${i}`,
    })
  }
}

/** The query of every ledger page the dialog asks for. */
function recordPages(): Record<string, string>[] {
  const asked: Record<string, string>[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith('/transactions')) asked.push(Object.fromEntries(url.searchParams))
  })
  return asked
}

const open = (entity: LedgerDialogRequest['entity'] = TREASURY) =>
  render(<LedgerDialog request={{ kind: 'ledger', entity }} onClose={vi.fn()} />)

const table = () => within(screen.getByRole('table'))
const bodyRows = () => table().getAllByRole('row').slice(1)

describe('the ledger of a treasury', () => {
  it('shows the spec title, toolbar, columns and footer, asking limit 50 at offset 0', async () => {
    const asked = recordPages()
    open()
    expect(
      screen.getByRole('heading', { name: 'Transaction Ledger - Aurelian Republic' }),
    ).toBeInTheDocument()
    for (const name of ['Toggle Filters', 'Refresh', 'Close'])
      expect(dialog().getByRole('button', { name })).toBeInTheDocument()
    await screen.findByRole('table')
    expect(
      table()
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Type', 'Currency', 'Amount', 'From', 'To', 'Description', 'Initiated By', 'Actions'])
    expect(asked[0]).toEqual({ limit: '50', offset: '0' })
    expect(dialog().getByText(/^Showing [\d,]+ of [\d,]+ transactions$/)).toBeInTheDocument()
    expect(dialog().queryByRole('navigation', { name: 'Pagination' })).toBeNull()
  })

  it('colours the type chips and signs money in and out for the treasury', async () => {
    open()
    await screen.findByRole('table')
    const mint = bodyRows().find((row) => within(row).queryByText('Initial issuance'))!
    expect(within(mint).getByText('Mint').className).toMatch(/text-success-fg/)
    expect(mint).toHaveTextContent('+in $AR 10,000')
    const vault = bodyRows().find((row) => within(row).queryByText('Vault capital'))!
    expect(within(vault).getByText('Transfer').className).toMatch(/text-accent-strong/)
    expect(vault).toHaveTextContent('−out $AR 2,000')
    const burn = bodyRows().find((row) => within(row).queryByText('Retired worn coins'))!
    expect(within(burn).getByText('Burn').className).toMatch(/text-danger-fg/)
    expect(burn).toHaveTextContent('−out $AR 300')
  })

  it('filters by type and currency, leaving empty values out and starting again at offset 0', async () => {
    addTransfers(60)
    const user = userEvent.setup()
    const asked = recordPages()
    open()
    await screen.findByRole('table')
    await user.click(dialog().getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(asked.at(-1)).toEqual({ limit: '50', offset: '50' }))

    await user.click(dialog().getByRole('button', { name: 'Toggle Filters' }))
    await user.selectOptions(dialog().getByLabelText('Transaction Type'), 'Mint')
    await waitFor(() => expect(asked.at(-1)).toEqual({ transaction_type: 'mint', limit: '50', offset: '0' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expect(dialog().getByText('Showing 1 of 1 transactions')).toBeInTheDocument()

    // Pasted in one go: typed letter by letter, a busy machine can leave more than the debounce
    // between two keys, and then asking for '$N' first is right.
    await user.click(dialog().getByLabelText('Currency Symbol'))
    await user.paste('$NV')
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        currency_symbol: '$NV',
        transaction_type: 'mint',
        limit: '50',
        offset: '0',
      }),
    )
    await dialog().findByText('No transactions found')
    // One request for the settled symbol.
    expect(asked.filter((q) => q.currency_symbol && q.currency_symbol !== '$NV')).toEqual([])

    // Reset: every filter back to its default at once (the first page is cached: no request).
    const before = asked.length
    await user.click(dialog().getByRole('button', { name: 'Reset' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(50))
    expect(dialog().getByLabelText('Transaction Type')).toHaveValue('')
    expect(dialog().getByLabelText('Currency Symbol')).toHaveValue('')
    expect(asked.slice(before)).toEqual([])
  })

  it('filters by date, with the limit options of spec section 9', async () => {
    const user = userEvent.setup()
    const asked = recordPages()
    open()
    await screen.findByRole('table')
    await user.click(dialog().getByRole('button', { name: 'Toggle Filters' }))
    expect(
      within(dialog().getByLabelText('Limit'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['25', '50', '100', '200'])
    expect(
      within(dialog().getByLabelText('Transaction Type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Mint', 'Burn', 'Transfer', 'UBI', 'Interest', 'Maintenance Fee', 'Overdraft Fee'])
    const day = (daysAgo: number) =>
      new Date(scenarioClock.nowMs() - daysAgo * 86_400_000).toISOString().slice(0, 10)
    await user.type(dialog().getByLabelText('From Date'), day(10))
    await user.type(dialog().getByLabelText('To Date'), day(0))
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ from_date: day(10), to_date: day(0), limit: '50', offset: '0' }),
    )
    // The last 10 days hold the weekly cycle and the burn, not the mint of a month ago.
    await waitFor(() => expect(dialog().queryByText('Initial issuance')).toBeNull())
    expect(dialog().getByText('Retired worn coins')).toBeInTheDocument()
  })

  it('says when the From Date is after the To Date, and asks nothing for it', async () => {
    const user = userEvent.setup()
    const asked = recordPages()
    open()
    await screen.findByRole('table')
    await user.click(dialog().getByRole('button', { name: 'Toggle Filters' }))
    const before = asked.length
    await user.type(dialog().getByLabelText('To Date'), '2026-01-10')
    await user.type(dialog().getByLabelText('From Date'), '2026-02-01')
    const problem = await dialog().findByText(
      'The From Date is after the To Date, so no transaction can match. Change one of the dates.',
    )
    expect(screen.queryByRole('table')).toBeNull()
    expect(dialog().getByLabelText('From Date')).toHaveAttribute('aria-invalid', 'true')
    expect(dialog().getByRole('button', { name: 'Export CSV' })).toBeDisabled()
    expect(asked.slice(before).filter((q) => q.from_date === '2026-02-01')).toEqual([])
    await user.clear(dialog().getByLabelText('From Date'))
    await user.type(dialog().getByLabelText('From Date'), '2026-01-01')
    await waitFor(() => expect(problem).not.toBeInTheDocument())
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        from_date: '2026-01-01',
        to_date: '2026-01-10',
        limit: '50',
        offset: '0',
      }),
    )
  })

  it('suggests the known currency symbols and reads "ar" as "$AR"', async () => {
    const user = userEvent.setup()
    const asked = recordPages()
    open()
    await screen.findByRole('table')
    await user.click(dialog().getByRole('button', { name: 'Toggle Filters' }))
    const input = dialog().getByLabelText('Currency Symbol')
    await waitFor(() => expect(input).toHaveAttribute('list'))
    const suggestions = document.getElementById(input.getAttribute('list')!)!
    expect([...suggestions.querySelectorAll('option')].map((o) => o.value)).toContain('$AR')
    expect(dialog().getByText(/^Known symbols: .*\$AR/)).toBeInTheDocument()
    await user.type(input, 'ar')
    await waitFor(() => expect(asked.at(-1)).toEqual({ currency_symbol: '$AR', limit: '50', offset: '0' }))
    expect(input).toHaveValue('ar')
  })

  it('scrolls back to the top of the table when the page changes', async () => {
    addTransfers(60)
    const user = userEvent.setup()
    const scrolled: Element[] = []
    const original = Element.prototype.scrollIntoView
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this)
    }
    try {
      open()
      await screen.findByRole('table')
      await user.click(dialog().getByRole('button', { name: 'Page 2' }))
      await waitFor(() => expect(scrolled.some((el) => el.contains(screen.getByRole('table')))).toBe(true))
    } finally {
      Element.prototype.scrollIntoView = original
    }
  })

  it('pages with offset (page - 1) × limit and shows "Showing X of Y"', async () => {
    addTransfers(60)
    const user = userEvent.setup()
    const asked = recordPages()
    open()
    await screen.findByRole('table')
    const total = summaryTotal(dialog().getByText(/^Showing/).textContent)
    await user.click(dialog().getByRole('button', { name: 'Toggle Filters' }))
    await user.selectOptions(dialog().getByLabelText('Limit'), '25')
    await waitFor(() =>
      expect(dialog().getByText(`Showing 25 of ${grouped(total)} transactions`)).toBeInTheDocument(),
    )
    const pages = Math.ceil(total / 25)
    const first = (pages - 1) * 25 + 1
    const lastPlaces = first === total ? grouped(total) : `${grouped(first)}\u2013${grouped(total)}`
    await user.click(dialog().getByRole('button', { name: `Page ${pages}` }))
    await waitFor(() => expect(asked.at(-1)).toEqual({ limit: '25', offset: String((pages - 1) * 25) }))
    await waitFor(() =>
      expect(
        // A later page names the places it shows: the last page's first row to the last one.
        dialog().getByText(`Showing ${lastPlaces} of ${grouped(total)} transactions`),
      ).toBeInTheDocument(),
    )
    expect(dialog().getByRole('button', { name: `Page ${pages}` })).toHaveAttribute('aria-current', 'page')
  })
})

it("shows money in for an account's own ledger and the details of a row", async () => {
  const user = userEvent.setup()
  const mine = accountOf(AURELIA, 'FAB')
  open({ type: 'account', id: mine.partyId, name: `${mine.number} (${AURELIA})` })
  await screen.findByRole('table')
  const stipend = bodyRows().find((row) => within(row).queryByText('Officer stipend'))!
  expect(stipend).toHaveTextContent('+in $AR 500')
  const ink = bodyRows().find((row) => within(row).queryByText('Ink and parchment'))!
  expect(ink).toHaveTextContent('−out $AR 120')

  await user.click(within(ink).getByRole('button', { name: 'View Details' }))
  const details = await screen.findByRole('dialog', { name: 'Transaction Details' })
  await waitFor(() => expect(details).toHaveTextContent(`From${mine.number} · ${AURELIA}Bank Account`))
  expect(details).toHaveTextContent(/To.* · Mira QuillBank Account/)
  expect(details).toHaveTextContent(`Initiated By${AURELIA}`)
  expect(details).toHaveTextContent('DescriptionInk and parchment')
  expect(within(details).getByText('Transfer')).toBeInTheDocument()
})

describe('failures', () => {
  it("shows 'Failed to fetch transactions' as an alert in the dialog, whatever the server said", async () => {
    server.use(
      http.get(`${API_URL}/treasuries/:nation/transactions`, () =>
        HttpResponse.json({ success: false, error: 'Database on fire' }, { status: 500 }),
      ),
    )
    open()
    expect(await dialog().findByRole('alert')).toHaveTextContent(/^Failed to fetch transactions/)
    expect(dialog().getByRole('alert')).not.toHaveTextContent('Database on fire')
  })

  it("shows 'Failed to fetch transaction details' in the details dialog", async () => {
    server.use(http.get(`${API_URL}/transactions/:id`, () => HttpResponse.json({ success: true })))
    const user = userEvent.setup()
    open()
    await screen.findByRole('table')
    await user.click(within(bodyRows()[0]).getByRole('button', { name: 'View Details' }))
    const details = await screen.findByRole('dialog', { name: 'Transaction Details' })
    expect(await within(details).findByRole('alert')).toHaveTextContent(
      /^Failed to fetch transaction details/,
    )
  })
})

describe('CSV export', () => {
  it('fetches every page of the filter in order and hands over a file named after entity and dates', async () => {
    addTransfers(450)
    const files: { name: string; blob: Blob }[] = []
    let lastBlob: Blob | null = null
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      lastBlob = blob as Blob
      return 'blob:ledger'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: lastBlob! })
    })
    const user = userEvent.setup()
    const asked = recordPages()
    open()
    await screen.findByRole('table')
    await user.click(dialog().getByRole('button', { name: 'Toggle Filters' }))
    await user.selectOptions(dialog().getByLabelText('Transaction Type'), 'Transfer')
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ transaction_type: 'transfer', offset: '0' }))
    const total = summaryTotal(dialog().getByText(/^Showing/).textContent)
    asked.splice(0)

    await user.click(dialog().getByRole('button', { name: 'Export CSV' }))
    const done = await dialog().findByText(/^Exported [\d,]+ transactions to /)
    expect(asked.map((q) => [q.transaction_type, q.limit, q.offset])).toEqual(
      Array.from({ length: Math.ceil(total / 200) }, (_, i) => ['transfer', '200', String(i * 200)]),
    )
    expect(files).toHaveLength(1)
    const today = scenarioClock.nowIso().slice(0, 10)
    expect(files[0].name).toMatch(
      new RegExp(`^ledger_aurelian-republic_\\d{4}-\\d{2}-\\d{2}_to_${today}\\.csv$`),
    )
    expect(done).toHaveTextContent(files[0].name)
    const text = await files[0].blob.text()
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Date,Type,Currency,Amount,Direction,From,From Type,To,To Type,Description,Initiated By,Acting As,Transaction ID',
    )
    expect(lines).toHaveLength(total + 1)
    expect(lines[1]).toMatch(
      /,Transfer,\$AR,1,Out,Aurelian Republic,Treasury,First Aurelian Bank,Bank Vault,Batch 450,/,
    )
  })

  it('shows progress and stops on Cancel', async () => {
    addTransfers(450)
    const user = userEvent.setup()
    let release: () => void = () => {}
    server.use(
      http.get(`${API_URL}/treasuries/:nation/transactions`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('offset') !== '200') return undefined
        await new Promise<void>((resolve) => (release = resolve))
        return undefined
      }),
    )
    open()
    await screen.findByRole('table')
    await user.click(dialog().getByRole('button', { name: 'Export CSV' }))
    const progress = await dialog().findByRole('progressbar', { name: 'Export progress' })
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '200'))
    expect(dialog().getByText(/^Exporting transactions: 200 of /)).toBeInTheDocument()
    await user.click(dialog().getByRole('button', { name: 'Cancel' }))
    await dialog().findByText('Export cancelled')
    release()
  })

  it("stops with 'Failed to fetch transactions' when a page fails", async () => {
    addTransfers(250)
    server.use(
      http.get(`${API_URL}/treasuries/:nation/transactions`, ({ request }) =>
        new URL(request.url).searchParams.get('offset') === '200'
          ? new HttpResponse(null, { status: 500 })
          : undefined,
      ),
    )
    const user = userEvent.setup()
    open()
    await screen.findByRole('table')
    await user.click(dialog().getByRole('button', { name: 'Export CSV' }))
    const alert = await dialog().findByRole('alert')
    expect(alert).toHaveTextContent('Export stopped')
    expect(alert).toHaveTextContent('Failed to fetch transactions')
  })
})

it('refreshes an open ledger when a transfer from its account goes through', async () => {
  const user = userEvent.setup()
  const mine = accountOf(AURELIA, 'FAB')
  render(<GameScreen />)
  openLedger({ type: 'account', id: mine.partyId, name: `${mine.number} (${AURELIA})` })
  await screen.findByRole('table')
  openTransfer({ from: { type: 'account', id: mine.partyId } })
  // The transfer chunk loads lazily; the ledger stays open underneath (hidden from the tree). Its
  // first load transforms the whole transfer feature, which took over 10 s on a busy machine.
  const transferDialog = within(
    await screen.findByRole('dialog', { name: 'Transfer Funds' }, { timeout: 3 * ASYNC_TIMEOUT_MS }),
  )
  await user.selectOptions(transferDialog.getByLabelText('Destination Type'), 'Treasury')
  await user.click(transferDialog.getByRole('combobox', { name: 'Treasury' }))
  await user.click(await screen.findByRole('option', { name: 'Aurelian Republic' }))
  await transferDialog.findByRole('option', { name: /^\$AR/ })
  await user.selectOptions(transferDialog.getByLabelText('Currency'), '$AR')
  await user.type(transferDialog.getByLabelText('Amount'), '33')
  await user.type(transferDialog.getByLabelText('Description (optional)'), 'Toll refund')
  await user.click(transferDialog.getByRole('button', { name: 'Transfer' }))
  await screen.findByText(/^Transferred \$AR 33/)
  // The ledger underneath has already fetched the new row: it is the newest, money out.
  const ledgerRows = () =>
    within(screen.getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true })
  await waitFor(() => expect(ledgerRows()[1]).toHaveTextContent('Toll refund'))
  expect(ledgerRows()[1]).toHaveTextContent('−out $AR 33')
})
