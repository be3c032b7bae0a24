import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { SETTLE } from '../support/world'
import { Tooltip } from '@/ui/tooltip'
import { Badge } from '@/ui/badge'

const TEXT = '75% of members were online in the past 2 weeks'

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: { content: TEXT, children: <Badge color="success">ACTIVE</Badge> },
  decorators: [(Story) => <div className="pt-16 pl-24">{Story()}</div>],
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard focus shows the explanation; the trigger is described by it for screen readers. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole('button', { name: 'ACTIVE' })
    await expect(trigger).toHaveAccessibleDescription(TEXT)
    await expect(canvas.getByRole('tooltip', { hidden: true })).not.toBeVisible()
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await waitFor(() => expect(canvas.getByRole('tooltip')).toBeVisible(), SETTLE)
  },
}

/** The tooltip's trigger against the right edge of the page. */
const atTheRightEdge: Story['render'] = (args) => (
  <div className="flex justify-end pt-12">
    <Tooltip {...args} />
  </div>
)

/** A trigger at the right edge lines its bubble up with its own right edge: the page never widens. */
export const AtTheRightEdge: Story = {
  args: { align: 'end' },
  render: atTheRightEdge,
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.documentElement.clientWidth)
    await userEvent.tab()
    await waitFor(() => expect(within(canvasElement).getByRole('tooltip')).toBeVisible(), SETTLE)
    const bubble = within(canvasElement).getByRole('tooltip').getBoundingClientRect()
    await expect(bubble.right).toBeLessThanOrEqual(doc.documentElement.clientWidth)
  },
}

/** A hidden bubble takes no room: even a centred one at the very edge does not widen the page. */
export const HiddenTakesNoRoom: Story = {
  render: atTheRightEdge,
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument
    await expect(within(canvasElement).getByRole('tooltip', { hidden: true })).not.toBeVisible()
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.documentElement.clientWidth)
  },
}
