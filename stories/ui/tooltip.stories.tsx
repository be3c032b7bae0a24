import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Badge } from '@/ui/badge'
import { Tooltip } from '@/ui/tooltip'

const TEXT = '61% of members online in the past 2 weeks'

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: { content: TEXT, children: <Badge color="success">ACTIVE</Badge> },
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard focus shows the text; it is also the trigger's description. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    // It fades in.
    await waitFor(() => expect(canvas.getByRole('tooltip')).toBeVisible())
    await expect(canvas.getByRole('button', { description: TEXT })).toHaveFocus()
  },
}

/** A trigger at the right edge lines its bubble up with its own right edge: the page never widens. */
export const AtTheRightEdge: Story = {
  args: { align: 'end' },
  render: (args) => (
    <div className="flex justify-end pt-12">
      <Tooltip {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.documentElement.clientWidth)
    const bubble = within(canvasElement).getByRole('tooltip', { hidden: true }).getBoundingClientRect()
    await expect(bubble.right).toBeLessThanOrEqual(doc.documentElement.clientWidth)
  },
}
