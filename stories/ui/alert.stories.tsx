import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Alert } from '@/ui/alert'

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: {
    kind: 'error',
    children: 'Failed to connect to server. Please make sure the Statecraft server is running.',
  },
  argTypes: { kind: { control: 'inline-radio', options: ['error', 'info', 'success', 'warning'] } },
} satisfies Meta<typeof Alert>

export default meta
type Story = StoryObj<typeof meta>

export const ErrorAlert: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to connect to server. Please make sure the Statecraft server is running.',
    )
  },
}

export const Info: Story = {
  args: {
    kind: 'info',
    children:
      'No characters found. Your display names will be tracked when you join the server. As an admin, you can still access the admin panel using Divine Entity.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(/^No characters found\./)
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
}

export const Warning: Story = {
  args: {
    kind: 'warning',
    title: 'Wait! Are you looking for an account?',
    children: 'This menu is to create a bank. Most people do not operate banks!',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Most people do not operate banks!',
    )
  },
}

export const SuccessDismissible: Story = {
  args: { kind: 'success', children: 'Biography updated', onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }))
    await expect(args.onDismiss).toHaveBeenCalledOnce()
  },
}

function DismissDemo() {
  const [shown, setShown] = useState(true)
  return shown ? (
    <Alert kind="error" onDismiss={() => setShown(false)}>
      Failed to fetch transactions
    </Alert>
  ) : (
    <p className="text-sm text-muted">Dismissed</p>
  )
}

export const ErrorDismissed: Story = {
  render: () => <DismissDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch transactions')
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }))
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await expect(canvas.getByText('Dismissed')).toBeVisible()
  },
}
