import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RelativeTime } from '@/ui/relative-time'

// Fixed "now" so the story reads the same every day.
const now = new Date(2024, 5, 15, 12, 0)
const daysAgo = (days: number) => new Date(2024, 5, 15 - days, 9, 30).toISOString()

const meta = {
  title: 'UI/RelativeTime',
  component: RelativeTime,
  args: { date: daysAgo(3), now },
} satisfies Meta<typeof RelativeTime>

export default meta
type Story = StoryObj<typeof meta>

export const DaysAgo: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('3 days ago')
    await expect(time.tagName).toBe('TIME')
    await expect(time).toHaveAttribute('title', 'Jun 12, 2024, 9:30 AM')
  },
}

export const Missing: Story = {
  args: { date: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Unknown')).toBeVisible()
  },
}

const buckets = [0, 1, 5, 7, 20, 45, 200, 400, 1200]

export const AllBuckets: Story = {
  render: () => (
    <dl className="grid max-w-sm grid-cols-2 gap-x-6 gap-y-2 text-sm">
      {buckets.map((days) => (
        <div key={days} className="contents">
          <dt className="text-subtle">{days} days back</dt>
          <dd className="text-strong">
            <RelativeTime date={daysAgo(days)} now={now} />
          </dd>
        </div>
      ))}
      <dt className="text-subtle">never</dt>
      <dd className="text-strong">
        <RelativeTime date={null} now={now} />
      </dd>
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const text of [
      'Today',
      'Yesterday',
      '5 days ago',
      '1 week ago',
      '2 weeks ago',
      '1 month ago',
      '6 months ago',
      '1 year ago',
      '3 years ago',
      'Unknown',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible()
    }
  },
}
