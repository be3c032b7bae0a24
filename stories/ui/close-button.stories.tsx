import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CloseButton } from '@/ui/close-button'

const meta = {
  title: 'UI/Close button',
  component: CloseButton,
  args: { label: 'Dismiss', onClick: fn() },
} satisfies Meta<typeof CloseButton>

export default meta
type Story = StoryObj<typeof meta>

/** Named for what it closes; at least 32 px (40 px on touch screens) for the finger. */
export const Dismiss: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Dismiss' })
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(32)
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}
