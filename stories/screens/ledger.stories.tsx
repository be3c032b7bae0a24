import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { LedgerDialog } from '@/features/ledger'
import { liveWorld } from '@mocks/rules/live'
import { character } from '@mocks/rules/permissions'
import { transfer } from '@mocks/rules/transfers'
import { grouped, summaryTotal } from '../../tests/support/counts'
import { SETTLE, type StoryWorld } from '../support/world'
import { asPhone } from '../support/phone'
import { expectAlert, failing, type ApiCall, type CallFault, type ServerRefusal } from '../support/play'
import { accountOf, opened, topDialog, type Canvas } from './transfer-fixtures'

// The Transaction Ledger on the real fake backend (the `minimal` world), signed in as Aurelia
// Voss, officer of the Aurelian Republic: its treasury's ledger unless a story says otherwise.

const AURELIA = 'Aurelia Voss'
const world: StoryWorld = { signedInAs: AURELIA }
const TREASURY = { type: 'treasury', id: 'Aurelian Republic', name: 'Aurelian Republic' } as const

const meta = {
  title: 'Screens/Transaction Ledger',
  component: LedgerDialog,
  args: { request: { kind: 'ledger', entity: TREASURY }, onClose: fn() },
  // Its fault stories come from a factory, whose play the indexer cannot see (.storybook/test-runner.ts).
  tags: ['play-fn'],
  parameters: { world },
} satisfies Meta<typeof LedgerDialog>

export default meta
type Story = StoryObj<typeof meta>

/** The story of `call` failing the `fault` way, checked by `play`. */
const failingWith =
  (call: ApiCall, play: Story['play']) =>
  (fault: CallFault | ServerRefusal): Story => ({ parameters: failing(call, fault, world), play })

/** `count` more transfers of 1 $AR from the treasury to the bank vault ("Batch 1".."Batch N"). */
function transfers(count: number) {
  for (let i = 1; i <= count; i++) {
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
const busyWorld: StoryWorld = { ...world, prepare: () => transfers(60) }
/** More than a 200-row page: the newest 200 are "Batch 250" down to "Batch 51". */
const longWorld: StoryWorld = { ...world, prepare: () => transfers(250) }

async function loaded(canvasElement: HTMLElement) {
  const page = await opened(canvasElement)
  await topDialog(page).findByRole('table', {}, SETTLE)
  return page
}

const rows = (page: Canvas) => within(topDialog(page).getByRole('table')).getAllByRole('row').slice(1)
const rowWith = (page: Canvas, text: string) => rows(page).find((row) => within(row).queryByText(text))!
const summary = (page: Canvas) =>
  topDialog(page).getByText(/^Showing [\d,]+(\u2013[\d,]+)? of [\d,]+ transactions?$/)

// ------------------------------------------------------------ the ledger

export const TreasuryLedger: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement)
    const dialog = topDialog(page)
    // Waited for: the dialog's first chunk-loading pass may still hide it for a moment on a busy machine.
    await waitFor(
      () =>
        expect(dialog.getByRole('heading', { name: 'Transaction Ledger - Aurelian Republic' })).toBeVisible(),
      SETTLE,
    )
    for (const name of ['Toggle Filters', 'Refresh', 'Export CSV', 'Close'])
      await expect(dialog.getByRole('button', { name })).toBeVisible()
    const headers = within(dialog.getByRole('table')).getAllByRole('columnheader')
    await expect(headers.map((h) => h.textContent)).toEqual([
      'Date',
      'Type',
      'Currency',
      'Amount',
      'From',
      'To',
      'Description',
      'Initiated By',
      'Actions',
    ])
    await expect(summary(page)).toBeVisible()
    await expect(dialog.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
  },
}

export const TypeChipsAndDirection: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement)
    const mint = rowWith(page, 'Initial issuance')
    await expect(within(mint).getByText('Mint')).toHaveClass('text-success-fg')
    await expect(mint).toHaveTextContent('+in $AR 10,000')
    const vault = rowWith(page, 'Vault capital')
    await expect(within(vault).getByText('Transfer')).toHaveClass('text-accent-strong')
    await expect(vault).toHaveTextContent('−out $AR 2,000')
    const burn = rowWith(page, 'Retired worn coins')
    await expect(within(burn).getByText('Burn')).toHaveClass('text-danger-fg')
    await expect(
      within(rows(page).find((row) => within(row).queryByText('UBI'))!).getByText('UBI'),
    ).toHaveClass('text-info-fg')
  },
}

export const AccountLedger: Story = {
  render: (args) => {
    const mine = accountOf(AURELIA, 'FAB')
    return (
      <LedgerDialog
        {...args}
        request={{ kind: 'ledger', entity: { type: 'account', id: mine.partyId, name: mine.label } }}
      />
    )
  },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement)
    await expect(rowWith(page, 'Officer stipend')).toHaveTextContent('+in $AR 500')
    await expect(rowWith(page, 'Ink and parchment')).toHaveTextContent('−out $AR 120')
    const fee = rows(page).find((row) => within(row).queryByText('Maintenance Fee'))!
    await expect(within(fee).getByText('Maintenance Fee')).toHaveClass('text-warning-fg')
    await expect(fee).toHaveTextContent('−out $AR 2')
  },
}

export const NoTransactionsFound: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement)
    const dialog = topDialog(page)
    await userEvent.click(dialog.getByRole('button', { name: 'Toggle Filters' }))
    await userEvent.type(dialog.getByLabelText('Currency Symbol'), '$ZZ')
    await expect(await dialog.findByText('No transactions found', {}, SETTLE)).toBeVisible()
    await expect(dialog.getByText('Showing 0 of 0 transactions')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
  },
}

export const FiltersAndReset: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement)
    const dialog = topDialog(page)
    const toggle = dialog.getByRole('button', { name: 'Toggle Filters' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const types = within(dialog.getByLabelText('Transaction Type') as HTMLElement).getAllByRole('option')
    await expect(types.map((o) => o.textContent)).toEqual([
      'All',
      'Mint',
      'Burn',
      'Transfer',
      'UBI',
      'Interest',
      'Maintenance Fee',
      'Overdraft Fee',
    ])
    const limits = within(dialog.getByLabelText('Limit') as HTMLElement).getAllByRole('option')
    await expect(limits.map((o) => o.textContent)).toEqual(['25', '50', '100', '200'])
    await expect(dialog.getByLabelText('Limit')).toHaveValue('50')
    await expect(dialog.getByLabelText('From Date')).toHaveAttribute('type', 'date')
    await expect(dialog.getByLabelText('To Date')).toHaveAttribute('type', 'date')

    await userEvent.selectOptions(dialog.getByLabelText('Transaction Type'), 'Mint')
    await waitFor(() => expect(summary(page)).toHaveTextContent('Showing 1 of 1 transactions'), SETTLE)
    await expect(rows(page)[0]).toHaveTextContent('Initial issuance')

    await userEvent.click(dialog.getByRole('button', { name: 'Reset' }))
    await expect(dialog.getByLabelText('Transaction Type')).toHaveValue('')
    await waitFor(() => expect(rows(page).length).toBeGreaterThan(5), SETTLE)
  },
}

export const DateRange: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement)
    const dialog = topDialog(page)
    await userEvent.click(dialog.getByRole('button', { name: 'Toggle Filters' }))
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
    await userEvent.type(dialog.getByLabelText('From Date'), day(10))
    await userEvent.type(dialog.getByLabelText('To Date'), day(0))
    await waitFor(() => expect(dialog.queryByText('Initial issuance')).toBeNull(), SETTLE)
    await expect(dialog.getByText('Retired worn coins')).toBeVisible()
  },
}

export const Paging: Story = {
  parameters: { world: busyWorld },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement)
    const dialog = topDialog(page)
    const total = summaryTotal(summary(page).textContent)
    await expect(total).toBeGreaterThan(60)
    await expect(summary(page)).toHaveTextContent(`Showing 50 of ${grouped(total)} transactions`)
    await expect(dialog.getByRole('navigation', { name: 'Pagination' })).toBeVisible()
    await expect(rows(page)[0]).toHaveTextContent('Batch 60')
    await userEvent.click(dialog.getByRole('button', { name: 'Page 2' }))
    await waitFor(
      () =>
        // Page 2 names its places: "Showing 51–100 of 133 transactions", never a second "50 of".
        expect(summary(page)).toHaveTextContent(
          `Showing 51\u2013${grouped(Math.min(100, total))} of ${grouped(total)} transactions`,
        ),
      SETTLE,
    )
    await expect(dialog.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await waitFor(() => expect(rows(page)[0]).toHaveTextContent('Batch 10'), SETTLE)
  },
}

/** The page's rows once it shows 200 of them: only those in the table's scroll box are drawn. */
async function twoHundredRows(canvasElement: HTMLElement) {
  // A phone shows cards, not a table: the page summary says the first page is there.
  const page = await opened(canvasElement)
  const dialog = topDialog(page)
  await dialog.findByText(/^Showing 50 of [\d,]+ transactions$/, {}, SETTLE)
  await userEvent.click(dialog.getByRole('button', { name: 'Toggle Filters' }))
  await userEvent.selectOptions(dialog.getByLabelText('Limit'), '200')
  await waitFor(() => expect(summary(page)).toHaveTextContent(/^Showing 200 of [\d,]+ transactions$/), SETTLE)
  return page
}

/**
 * A 200-row page draws the rows in its scroll box, not all 200; screen readers hear the page's
 * size (aria-rowcount, each row's aria-rowindex); the header stays; scrolling draws the rest;
 * the keyboard walks the rows' View Details and opens one.
 */
export const LongPage: Story = {
  parameters: { world: longWorld },
  play: async ({ canvasElement }) => {
    const page = await twoHundredRows(canvasElement)
    const dialog = topDialog(page)
    const table = dialog.getByRole('table', { name: 'Transaction Ledger - Aurelian Republic' })
    await expect(table).toHaveAttribute('aria-rowcount', '201')
    await waitFor(() => expect(rows(page)[0]).toHaveTextContent('Batch 250'), SETTLE)
    await expect(rows(page)[0]).toHaveAttribute('aria-rowindex', '2')
    const drawn = rows(page).length
    await expect(drawn).toBeGreaterThan(5)
    await expect(drawn).toBeLessThan(60)
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Type', 'Currency', 'Amount', 'From', 'To', 'Description', 'Initiated By', 'Actions'])

    // The keyboard: from the first row's View Details, Tab reaches the next row's, Enter opens it.
    within(rows(page)[0]).getByRole('button', { name: 'View Details' }).focus()
    await userEvent.tab()
    await expect(within(rows(page)[1]).getByRole('button', { name: 'View Details' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const details = within(await page.findByRole('dialog', { name: 'Transaction Details' }, SETTLE))
    await waitFor(() => expect(details.getByText('Batch 249')).toBeVisible(), SETTLE)
    await userEvent.click(details.getByRole('button', { name: 'Close' }))
    await waitFor(
      () => expect(page.queryByRole('dialog', { name: 'Transaction Details' })).toBeNull(),
      SETTLE,
    )

    // Scrolled to its end, the box draws the page's last row, numbered 201 of 201.
    const box = dialog.getByRole('region', { name: 'Transaction Ledger - Aurelian Republic' })
    box.scrollTop = box.scrollHeight
    await waitFor(() => expect(rows(page).at(-1)).toHaveTextContent('Batch 51'), SETTLE)
    await expect(rows(page).at(-1)).toHaveAttribute('aria-rowindex', '201')
    await expect(within(table).queryByText('Batch 250')).toBeNull()
  },
}

/** On a phone a 200-row page is cards in a scroll box of their own, only those in view drawn. */
export const LongPageOnAPhone: Story = {
  parameters: { world: longWorld },
  beforeEach: asPhone,
  play: async ({ canvasElement }) => {
    const page = await twoHundredRows(canvasElement)
    const dialog = topDialog(page)
    await expect(dialog.queryByRole('table')).toBeNull()
    const list = dialog.getByRole('list', { name: 'Transaction Ledger - Aurelian Republic' })
    const cards = () => within(list).getAllByRole('listitem')
    await waitFor(() => expect(cards()[0]).toHaveTextContent('Batch 250'), SETTLE)
    await expect(cards()[0]).toHaveAttribute('aria-setsize', '200')
    await expect(cards()[0]).toHaveAttribute('aria-posinset', '1')
    await expect(cards().length).toBeLessThan(20)
    // Each card: the date as its title, the labelled fields, View Details at its foot.
    for (const term of ['Type', 'Currency', 'Amount', 'From', 'To', 'Description', 'Initiated By'])
      await expect(within(cards()[0]).getByText(term, { selector: 'dt' })).toBeVisible()
    await expect(within(cards()[0]).getByRole('button', { name: 'View Details' })).toBeVisible()
  },
}

export const Details: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement)
    await userEvent.click(
      within(rowWith(page, 'Vault capital')).getByRole('button', { name: 'View Details' }),
    )
    const details = within(await page.findByRole('dialog', { name: 'Transaction Details' }, SETTLE))
    await waitFor(() => expect(details.getByText('Vault capital')).toBeVisible(), SETTLE)
    await expect(details.getByText(/^tx-\d+$/)).toBeVisible()
    await expect(details.getByText('Transfer')).toBeVisible()
    await expect(details.getByText('$AR 2,000')).toBeVisible()
    // Each side: its name, then its type as a small label (no parentheses).
    await expect(details.getByText('Aurelian Republic')).toBeVisible()
    await expect(details.getByText('Treasury')).toBeVisible()
    await expect(details.getByText('First Aurelian Bank')).toBeVisible()
    await expect(details.getByText('Bank Vault')).toBeVisible()
    await expect(details.getByText(AURELIA)).toBeVisible()
    for (const term of [
      'Transaction ID',
      'Type',
      'Amount',
      'From',
      'To',
      'Initiated By',
      'Description',
      'Date',
    ])
      await expect(details.getByText(term, { selector: 'dt' })).toBeVisible()
  },
}

interface TransactionSide {
  name: string
  type: string
}

/** GET /transactions/{id} answers these details: $AR, initiated by Aurelia, created now. */
const transactionDetails = (fields: {
  transactionType: string
  amount: number
  from: TransactionSide | null
  to: TransactionSide | null
  description: string | null
}) => ({
  msw: [
    http.get('*/api/v1/transactions/:id', ({ params }) =>
      HttpResponse.json({
        success: true,
        transaction: {
          id: params.id,
          currencySymbol: '$AR',
          initiatedBy: AURELIA,
          createdAt: new Date().toISOString(),
          ...fields,
        },
      }),
    ),
  ],
})

/** A burn has no destination and a mint no source: the details say so with a dash. */
export const DetailsWithoutDescription: Story = {
  parameters: transactionDetails({
    transactionType: 'mint',
    amount: 500,
    from: null,
    to: { name: 'Aurelian Republic', type: 'treasury' },
    description: null,
  }),
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement)
    await userEvent.click(within(rows(page)[0]).getByRole('button', { name: 'View Details' }))
    const details = within(await page.findByRole('dialog', { name: 'Transaction Details' }, SETTLE))
    await waitFor(() => expect(details.getByText('Mint')).toBeVisible(), SETTLE)
    await expect(details.queryByText('Description', { selector: 'dt' })).toBeNull()
    await expect(details.getByText('Aurelian Republic')).toBeVisible()
    await expect(details.getByText('Treasury')).toBeVisible()
  },
}

/** An account side names its number and holder: "FAB-218446 · Aurelia Voss", typed Bank Account. */
export const DetailsOfAnAccount: Story = {
  parameters: transactionDetails({
    transactionType: 'transfer',
    amount: 7,
    from: { name: `FAB-218446 (${AURELIA})`, type: 'account' },
    to: { name: 'Aurelian Republic', type: 'treasury' },
    description: 'Toll',
  }),
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement)
    await userEvent.click(within(rows(page)[0]).getByRole('button', { name: 'View Details' }))
    const dialog = await page.findByRole('dialog', { name: 'Transaction Details' }, SETTLE)
    const details = within(dialog)
    await waitFor(() => expect(details.getByText('Toll')).toBeVisible(), SETTLE)
    await expect(details.getByText(`FAB-218446 · ${AURELIA}`)).toBeVisible()
    await expect(details.getByText('Bank Account')).toBeVisible()
    await expect(dialog.textContent).not.toContain('(')
  },
}

// ------------------------------------------------------------ GET the ledger page: failures

const TRANSACTIONS: ApiCall = { method: 'get', path: '/treasuries/:nation/transactions' }
const ledgerFails = failingWith(TRANSACTIONS, async ({ canvasElement }) => {
  const page = await opened(canvasElement)
  await expectAlert(topDialog(page), 'Failed to fetch transactions')
  await expect(
    topDialog(page).getByRole('heading', { name: 'Transaction Ledger - Aurelian Republic' }),
  ).toBeVisible()
})

export const LedgerFails500 = ledgerFails('server-error')
export const LedgerNetworkFailure = ledgerFails('network')
export const LedgerTimeout = ledgerFails('timeout')
export const LedgerMalformed = ledgerFails('non-json')
export const LedgerSuccessFalse = ledgerFails({ refused: 'Not today' })

export const LedgerRecoversOnTryAgain: Story = {
  parameters: failing(TRANSACTIONS, 'server-error', world, { times: 1 }),
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    await expectAlert(topDialog(page), 'Failed to fetch transactions')
    await userEvent.click(topDialog(page).getByRole('button', { name: 'Try again' }))
    await expect(await topDialog(page).findByRole('table', {}, SETTLE)).toBeVisible()
    await expect(topDialog(page).queryByRole('alert')).toBeNull()
  },
}

// ------------------------------------------------------------ GET /transactions/{id}: failures

const DETAILS: ApiCall = { method: 'get', path: '/transactions/:id' }
const detailsFailed: Story['play'] = async ({ canvasElement }) => {
  const page = await loaded(canvasElement)
  await userEvent.click(within(rows(page)[0]).getByRole('button', { name: 'View Details' }))
  const details = within(await page.findByRole('dialog', { name: 'Transaction Details' }, SETTLE))
  await expectAlert(details, 'Failed to fetch transaction details')
}
const detailsFail = failingWith(DETAILS, detailsFailed)

export const DetailsFail500 = detailsFail('server-error')
export const DetailsNetworkFailure = detailsFail('network')
export const DetailsTimeout = detailsFail('timeout')
export const DetailsMalformed = detailsFail('non-json')
/** A refusal without a text of its own: the call's own text. */
export const DetailsSuccessFalse: Story = {
  parameters: failing(DETAILS, { refused: '' }),
  play: detailsFailed,
}

// ------------------------------------------------------------ CSV export

export const ExportCsv: Story = {
  parameters: { world: busyWorld },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement)
    const total = summaryTotal(summary(page).textContent)
    await userEvent.click(topDialog(page).getByRole('button', { name: 'Export CSV' }))
    const done = await topDialog(page).findByText(/^Exported [\d,]+ transactions to /, {}, SETTLE)
    await expect(done).toHaveTextContent(
      new RegExp(
        `^Exported ${grouped(total)} transactions to ledger_aurelian-republic_\\d{4}-\\d{2}-\\d{2}_to_\\d{4}-\\d{2}-\\d{2}\\.csv$`,
      ),
    )
  },
}

/** The export's pages: 200 rows each, where the dialog's own page has 50. */
const EXPORT_PAGES = /\/treasuries\/[^/]+\/transactions\?.*limit=200/

/** Slow pages: the progress bar counts them, and Cancel stops the export. */
export const ExportProgressAndCancel: Story = {
  // Every export page (200 rows) takes a second and a half to arrive; the dialog's own does not.
  parameters: { world: { ...busyWorld, faults: { routes: [{ match: EXPORT_PAGES, latencyMs: 1500 }] } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement)
    const dialog = topDialog(page)
    await userEvent.click(dialog.getByRole('button', { name: 'Export CSV' }))
    const bar = await dialog.findByRole('progressbar', { name: 'Export progress' }, SETTLE)
    await expect(bar).toBeVisible()
    await expect(dialog.getByText('Exporting transactions...')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await expect(await dialog.findByText('Export cancelled', {}, SETTLE)).toBeVisible()
  },
}

/** Export pages (200 rows each) fail; the dialog's own page (50 rows) still arrives. */
export const ExportFails: Story = {
  parameters: failing(
    { method: 'get', path: '/treasuries/:nation/transactions', match: EXPORT_PAGES },
    'server-error',
    busyWorld,
  ),
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement)
    await userEvent.click(topDialog(page).getByRole('button', { name: 'Export CSV' }))
    const alert = await topDialog(page).findByRole('alert', {}, SETTLE)
    await expect(alert).toHaveTextContent('Export stopped')
    await expect(alert).toHaveTextContent('Failed to fetch transactions')
    // The page itself stays.
    await expect(topDialog(page).getByRole('table')).toBeVisible()
  },
}
