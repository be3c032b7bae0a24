import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { formatAmount } from '@/lib/format'
import { formatDateTime } from '@/lib/time'
import { Button } from '@/ui/button'
import { Chip } from '@/ui/chip'
import { transactionTypeColor } from '@/features/ledger/transaction-types'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table'

const rows = [
  {
    id: 't1',
    at: new Date(2024, 5, 14, 16, 5),
    type: 'mint',
    symbol: 'AU',
    amount: 50000,
    from: '—',
    to: 'Aurelia',
    description: 'Initial supply',
    by: 'Mira Vale',
  },
  {
    id: 't2',
    at: new Date(2024, 5, 14, 18, 40),
    type: 'transfer',
    symbol: 'AU',
    amount: 1250,
    from: 'Aurelia',
    to: 'First Bank of Aurelia',
    description: 'Seed capital',
    by: 'Mira Vale',
  },
  {
    id: 't3',
    at: new Date(2024, 5, 15, 8, 0),
    type: 'maintenance_fee',
    symbol: 'AU',
    amount: 10,
    from: '4417-2231',
    to: 'First Bank of Aurelia',
    description: 'Weekly fee',
    by: 'system',
  },
]

function LedgerTable({ empty = false }: { empty?: boolean }) {
  return (
    <Table label="Transactions" dense>
      <TableHead>
        <TableRow>
          <TableHeader>Date</TableHeader>
          <TableHeader>Type</TableHeader>
          <TableHeader>Currency</TableHeader>
          <TableHeader align="right">Amount</TableHeader>
          <TableHeader>From</TableHeader>
          <TableHeader>To</TableHeader>
          <TableHeader>Description</TableHeader>
          <TableHeader>Initiated By</TableHeader>
          <TableHeader align="right">Actions</TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {empty ? (
          <TableRow>
            <TableCell colSpan={9} className="py-8 text-center text-subtle">
              No transactions found
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell className="whitespace-nowrap">{formatDateTime(row.at)}</TableCell>
              <TableCell>
                <Chip color={transactionTypeColor(row.type)}>{row.type.replace('_', ' ').toUpperCase()}</Chip>
              </TableCell>
              <TableCell>{row.symbol}</TableCell>
              <TableCell align="right" className="whitespace-nowrap font-medium text-strong">
                {formatAmount(row.amount, row.symbol)}
              </TableCell>
              <TableCell className="whitespace-nowrap">{row.from}</TableCell>
              <TableCell className="whitespace-nowrap">{row.to}</TableCell>
              <TableCell>{row.description}</TableCell>
              <TableCell className="whitespace-nowrap">{row.by}</TableCell>
              <TableCell align="right">
                <Button size="sm" color="secondary" aria-label={`View Details of ${row.description}`}>
                  View Details
                </Button>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  )
}

const meta = {
  title: 'UI/Table',
  component: LedgerTable,
} satisfies Meta<typeof LedgerTable>

export default meta
type Story = StoryObj<typeof meta>

export const Ledger: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table', { name: 'Transactions' })
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(9)
    // The one formatter's no-break space: role names are not folded the way text queries are.
    await expect(within(table).getByRole('cell', { name: 'AU\u00a050,000' })).toHaveClass('text-right')
    await expect(within(table).getByText('MAINTENANCE FEE')).toBeVisible()
    // the scroll frame is reachable by keyboard
    await expect(canvas.getByRole('region', { name: 'Transactions' })).toHaveAttribute('tabindex', '0')
  },
}

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'No transactions found' })).toBeVisible()
  },
}
