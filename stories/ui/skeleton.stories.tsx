import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SkeletonList } from '@/ui/skeleton'

const meta = {
  title: 'UI/Skeleton',
  component: SkeletonList,
  args: { label: 'Loading banks...', count: 3, className: 'grid gap-3 sm:grid-cols-3' },
} satisfies Meta<typeof SkeletonList>

export default meta
type Story = StoryObj<typeof meta>

/** Placeholders in the loaded layout's grid; screen readers hear one status, not three blocks. */
export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const status = canvas.getByRole('status', { name: 'Loading banks...' })
    await expect(status).toHaveClass('grid')
    await expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3)
  },
}

/** Rows of a given height: the item class sets it, the default height does not override it. */
export const Rows: Story = {
  args: { label: 'Loading accounts...', count: 3, className: 'space-y-2', itemClassName: 'h-11' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = canvas
      .getByRole('status', { name: 'Loading accounts...' })
      .querySelectorAll('[aria-hidden="true"]')
    await expect(rows).toHaveLength(3)
    for (const row of rows) await expect(row.getBoundingClientRect().height).toBe(44)
  },
}
