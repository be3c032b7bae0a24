import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { DataTable, type Column } from '@/ui/data-table'
import { Money } from '@/ui/money'
import { Button } from '@/ui/button'
import { asPhone } from '../support/phone'

interface Balance {
  currency: string
  symbol: string
  balance: number
}

const ROWS: Balance[] = [
  { currency: 'Aurelian Crown', symbol: '$AR', balance: 125000 },
  { currency: 'Novan Mark', symbol: '$NV', balance: -40 },
]

const history = fn()

const COLUMNS: Column<Balance>[] = [
  { header: 'Currency', cell: (row) => row.currency, cardTitle: true },
  { header: 'Symbol', cell: (row) => row.symbol },
  { header: 'Balance', cell: (row) => <Money amount={row.balance} symbol={row.symbol} />, align: 'right' },
  {
    header: 'Actions',
    actions: true,
    cell: (row) => (
      <Button size="sm" color="secondary" onClick={() => history(row.symbol)}>
        History
      </Button>
    ),
  },
]

const meta = {
  title: 'UI/Data table',
  component: DataTable<Balance>,
  args: {
    label: 'Treasury balances',
    rows: ROWS,
    columns: COLUMNS,
    rowKey: (row: Balance) => row.symbol,
    empty: 'No currency balances.',
  },
  beforeEach: () => history.mockClear(),
} satisfies Meta<typeof DataTable<Balance>>

export default meta
type Story = StoryObj<typeof meta>

/** From `sm` up: a table with its caption, headers and right-aligned amounts. */
export const Table: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table', { name: 'Treasury balances' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h: HTMLElement) => h.textContent)
    await expect(headers).toEqual(['Currency', 'Symbol', 'Balance', 'Actions'])
    await expect(within(table).getAllByRole('row')).toHaveLength(3)
    await expect(within(table).getByText('$AR 125,000')).toBeVisible()
    await userEvent.click(within(table).getAllByRole('button', { name: 'History' })[1])
    await expect(history).toHaveBeenCalledWith('$NV')
  },
}

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Treasury balances' })
    await expect(within(table).getByRole('cell', { name: 'No currency balances.' })).toBeVisible()
  },
}

/** On phones every row is a card: the title line, label/value pairs, the actions at the bottom. */
export const PhoneCards: Story = {
  beforeEach: asPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('table')).toBeNull()
    const cards = within(canvas.getByRole('list', { name: 'Treasury balances' })).getAllByRole('listitem')
    await expect(cards).toHaveLength(2)
    const first = within(cards[0])
    await expect(first.getByText('Aurelian Crown')).toBeVisible()
    await expect(first.getAllByRole('term').map((t: HTMLElement) => t.textContent)).toEqual([
      'Symbol',
      'Balance',
    ])
    await userEvent.click(first.getByRole('button', { name: 'History' }))
    await expect(history).toHaveBeenCalledWith('$AR')
  },
}

export const PhoneEmpty: Story = {
  beforeEach: asPhone,
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No currency balances.')).toBeVisible()
  },
}

const GRID = { columns: '12rem 6rem minmax(8rem,1fr) 8rem', minWidth: '36rem' }

/**
 * A long page's layout (the ledger): the same table roles on a CSS grid; every row lines up with
 * the header, and rows out of view are left undrawn until scrolled to.
 */
export const GridLayout: Story = {
  args: { grid: GRID },
  play: async ({ canvasElement }) => {
    const table = canvasElement.querySelector<HTMLElement>('[role="table"]')!
    await expect(table).toHaveAccessibleName('Treasury balances')
    const rows = within(table).getAllByRole('row')
    await expect(rows).toHaveLength(3)
    const headers = within(rows[0])
      .getAllByRole('columnheader')
      .map((h: HTMLElement) => h.textContent)
    await expect(headers).toEqual(['Currency', 'Symbol', 'Balance', 'Actions'])
    const lefts = (row: HTMLElement) =>
      Array.from(row.children).map((cell) => Math.round(cell.getBoundingClientRect().left))
    await expect(lefts(rows[1])).toEqual(lefts(rows[0]))
    await expect(lefts(rows[2])).toEqual(lefts(rows[0]))
    await expect(getComputedStyle(rows[1]).contentVisibility).toBe('auto')
    // The one formatter's no-break space: role names are not folded the way text queries are.
    await expect(within(rows[1]).getByRole('cell', { name: '$AR\u00a0125,000' })).toBeVisible()
    await userEvent.click(within(rows[2]).getByRole('button', { name: 'History' }))
    await expect(history).toHaveBeenCalledWith('$NV')
  },
}

export const GridEmpty: Story = {
  args: { grid: GRID, rows: [] },
  play: async ({ canvasElement }) => {
    const table = canvasElement.querySelector<HTMLElement>('[role="table"]')!
    await expect(within(table).getByRole('cell', { name: 'No currency balances.' })).toBeVisible()
  },
}
