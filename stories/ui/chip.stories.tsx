import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Chip } from '@/ui/chip'
import { transactionTypeColor } from '@/features/ledger/transaction-types'

const meta = {
  title: 'UI/Chip',
  component: Chip,
  args: { children: 'ADMIN', color: 'warning' },
} satisfies Meta<typeof Chip>

export default meta
type Story = StoryObj<typeof meta>

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ADMIN')).toBeVisible()
  },
}

const types = ['mint', 'burn', 'transfer', 'ubi', 'interest', 'maintenance_fee', 'overdraft_fee'] as const
const labels: Record<(typeof types)[number], string> = {
  mint: 'Mint',
  burn: 'Burn',
  transfer: 'Transfer',
  ubi: 'UBI',
  interest: 'Interest',
  maintenance_fee: 'Maintenance Fee',
  overdraft_fee: 'Overdraft Fee',
}

export const TransactionTypes: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {types.map((type) => (
        <Chip key={type} color={transactionTypeColor(type)}>
          {labels[type]}
        </Chip>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const label of Object.values(labels)) await expect(canvas.getByText(label)).toBeVisible()
    await expect(transactionTypeColor('mint')).toBe('success')
    await expect(transactionTypeColor('overdraft_fee')).toBe('error')
    await expect(transactionTypeColor('maintenance_fee')).toBe('warning')
  },
}

export const OfferingTerms: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Chip color="success">Interest 2.5% per week</Chip>
      <Chip color="warning">Fee 10 per week</Chip>
      <Chip color="info">Overdraft 500</Chip>
      <Chip>Min 100</Chip>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Fee 10 per week')).toBeVisible()
  },
}
