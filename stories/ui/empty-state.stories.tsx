import type { Meta, StoryObj } from '@storybook/react-vite'
import { BuildingLibraryIcon } from '@heroicons/react/24/outline'
import { expect, fn, userEvent, within } from 'storybook/test'
import { EmptyState } from '@/ui/empty-state'
import { Button } from '@/ui/button'

const create = fn()

const meta = {
  title: 'UI/Empty state',
  component: EmptyState,
  args: {
    title: 'No banks found. Create the first bank!',
    description: 'Banks hold accounts for the players of a nation.',
    icon: BuildingLibraryIcon,
    action: <Button onClick={create}>Create Bank</Button>,
  },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const WithAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No banks found. Create the first bank!')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Create Bank' }))
    await expect(create).toHaveBeenCalledTimes(1)
  },
}

export const TextOnly: Story = {
  args: { title: 'No transactions found', description: undefined, icon: undefined, action: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No transactions found')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}
