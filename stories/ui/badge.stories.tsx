import { BuildingLibraryIcon } from '@heroicons/react/20/solid'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Badge } from '@/ui/badge'

function SkullIcon() {
  // heroicons has no skull; a small inline glyph keeps the spec's "Deceased with skull icon"
  return (
    <svg viewBox="0 0 20 20" fill="currentColor">
      <path
        fillRule="evenodd"
        d="M10 2a7 7 0 0 0-7 7c0 2.2 1 4.1 2.6 5.4V16a1 1 0 0 0 1 1h1v-1.5a.5.5 0 0 1 1 0V17h2.8v-1.5a.5.5 0 0 1 1 0V17h1a1 1 0 0 0 1-1v-1.6A7 7 0 0 0 10 2Zm-2.5 9.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm5 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z"
        clipRule="evenodd"
      />
    </svg>
  )
}

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Most Recent', color: 'success' },
  argTypes: {
    color: { control: 'select', options: ['success', 'warning', 'error', 'info', 'primary', 'neutral'] },
  },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const MostRecent: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Most Recent')).toBeVisible()
  },
}

export const AllColors: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge color="success">Most Recent</Badge>
      <Badge color="neutral" icon={<SkullIcon />}>
        Deceased
      </Badge>
      <Badge color="primary" icon={<BuildingLibraryIcon />}>
        Admin Panel
      </Badge>
      <Badge color="success">96% interest</Badge>
      <Badge color="warning">80% interest</Badge>
      <Badge color="error">50% interest</Badge>
      <Badge color="info">Savings Available</Badge>
      <Badge color="neutral">No National Currency</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const text of ['Most Recent', 'Deceased', 'Admin Panel', '96% interest', 'Savings Available']) {
      await expect(canvas.getByText(text)).toBeVisible()
    }
    // icons are decoration: the badge reads as its text only
    await expect(
      canvas.getByText('Deceased').closest('span')?.querySelector('[aria-hidden="true"]'),
    ).not.toBeNull()
  },
}
