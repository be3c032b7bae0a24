import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { DescriptionList } from '@/ui/description-list'
import { Money } from '@/ui/money'

const meta = {
  title: 'UI/Description list',
  component: DescriptionList,
  args: {
    items: [
      { term: 'Full name', details: 'Aurelian Republic' },
      { term: 'Abbreviation', details: 'AR' },
      { term: 'Created', details: 'Mar 5, 2024' },
      { term: 'Amount', details: <Money amount={12500} symbol="$AR" /> },
      { term: 'Description', details: 'A very long description '.repeat(12) },
    ],
  },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof DescriptionList>

export default meta
type Story = StoryObj<typeof meta>

export const NationInfo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const terms = canvas.getAllByRole('term').map((t: HTMLElement) => t.textContent)
    await expect(terms).toEqual(['Full name', 'Abbreviation', 'Created', 'Amount', 'Description'])
    await expect(canvas.getAllByRole('definition')).toHaveLength(5)
    await expect(canvas.getByText('$AR 12,500')).toBeVisible()
  },
}
