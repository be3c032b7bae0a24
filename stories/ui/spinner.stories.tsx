import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Spinner } from '@/ui/spinner'

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { label: 'Loading character...' },
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

export const WithLabel: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading character...')
  },
}

export const HiddenLabel: Story = {
  args: { label: 'Loading transactions', hideLabel: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveTextContent('Loading transactions')
    await expect(within(status).getByText('Loading transactions')).toHaveClass('sr-only')
  },
}
