import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { SETTLE } from '../support/world'
// The bubble is portalled (a table's scroll box never clips it): plays look for it in the whole page.
import { page } from '../support/play'
import { MeaningPopover } from '@/ui/meaning-popover'
import { Badge } from '@/ui/badge'

const MEANING =
  'Interest success: the share of the interest this bank owed its accounts that it actually paid.'

const meta = {
  title: 'UI/Meaning popover',
  component: MeaningPopover,
  args: { meaning: MEANING, children: <Badge color="error">Interest success 26%</Badge> },
  decorators: [(Story) => <div className="pt-16 pl-24">{Story()}</div>],
} satisfies Meta<typeof MeaningPopover>

export default meta
type Story = StoryObj<typeof meta>

/** A mouse over the figure shows its meaning; moving away hides it. */
export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const trigger = canvas.getByRole('button', { name: 'Interest success 26%' })
    await expect(trigger).toHaveAccessibleDescription(MEANING)
    await expect(canvas.queryByRole('tooltip')).toBeNull()
    await userEvent.hover(trigger)
    await expect(await canvas.findByRole('tooltip', {}, SETTLE)).toHaveTextContent(MEANING)
    await userEvent.unhover(trigger)
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull(), SETTLE)
  },
}

/** Keyboard focus shows it, Escape hides it, leaving focus shows nothing. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const trigger = canvas.getByRole('button', { name: 'Interest success 26%' })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await expect(await canvas.findByRole('tooltip', {}, SETTLE)).toHaveTextContent(MEANING)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull(), SETTLE)
    await userEvent.tab()
    await expect(canvas.queryByRole('tooltip')).toBeNull()
  },
}

/** A tap opens it and says so; a second tap, or a tap elsewhere, closes it. */
export const OnTap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const trigger = canvas.getByRole('button', { name: 'Interest success 26%' })
    const tap = (target: Element) => userEvent.pointer({ keys: '[TouchA]', target })
    await tap(trigger)
    await expect(await canvas.findByRole('tooltip', {}, SETTLE)).toHaveTextContent(MEANING)
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await tap(trigger)
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull(), SETTLE)
    await tap(trigger)
    await expect(await canvas.findByRole('tooltip', {}, SETTLE)).toBeVisible()
    await tap(canvasElement.ownerDocument.body)
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull(), SETTLE)
  },
}

/** A click keeps it open while the mouse stays; Escape closes it. */
export const OnClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const trigger = canvas.getByRole('button', { name: 'Interest success 26%' })
    await userEvent.click(trigger)
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(await canvas.findByRole('tooltip', {}, SETTLE)).toHaveTextContent(MEANING)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull(), SETTLE)
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  },
}

/** At the right edge of a phone the bubble stays inside the screen: the page never widens. */
export const AtTheRightEdge: Story = {
  args: { align: 'end' },
  render: (args) => (
    <div className="flex justify-end pt-12">
      <MeaningPopover {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.hover(canvas.getByRole('button', { name: 'Interest success 26%' }))
    const bubble = (await canvas.findByRole('tooltip', {}, SETTLE)).getBoundingClientRect()
    const doc = canvasElement.ownerDocument.documentElement
    await expect(bubble.right).toBeLessThanOrEqual(doc.clientWidth)
    await expect(bubble.left).toBeGreaterThanOrEqual(0)
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth)
  },
}
