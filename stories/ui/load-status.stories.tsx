import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { LoadStatus, QueryFailure } from '@/ui/load-status'

const retry = fn()

const meta = {
  title: 'UI/Load status',
  component: LoadStatus,
  args: {
    pending: false,
    error: null,
    onRetry: retry,
    loading: 'Loading nations...',
    children: <p>Aurelian Republic</p>,
  },
  beforeEach: () => retry.mockClear(),
} satisfies Meta<typeof LoadStatus>

export default meta
type Story = StoryObj<typeof meta>

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Loading nations...')).toBeInTheDocument()
    await expect(canvas.queryByText('Aurelian Republic')).toBeNull()
  },
}

export const Failed: Story = {
  args: { error: 'Failed to load nations' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load nations')
    await expect(canvas.queryByText('Aurelian Republic')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(retry).toHaveBeenCalledTimes(1)
  },
}

/** A refresh failed: the error sits above the data already shown, which stays. */
export const RefreshFailed: Story = {
  args: { error: 'Failed to load nations', hasData: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load nations')
    await expect(canvas.getByText('Aurelian Republic')).toBeVisible()
  },
}

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Aurelian Republic')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

const refetch = fn()

/**
 * Only a query's failure (QueryFailure), beside content that does not depend on it: the alert
 * with "Try again" (a refetch), and the content stays.
 */
export const QueryFailureOnly: Story = {
  beforeEach: () => refetch.mockClear(),
  render: () => (
    <div className="space-y-5">
      <QueryFailure
        query={{ isPending: false, isError: true, error: new Error('offline'), refetch }}
        failure={{ fallback: 'Failed to load nations' }}
      />
      <p>Aurelian Republic</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load nations')
    await expect(canvas.getByText('Aurelian Republic')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(refetch).toHaveBeenCalledTimes(1)
  },
}
