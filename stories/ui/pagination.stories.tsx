import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { PageSummary, Pagination, pageItems } from '@/ui/pagination'

function PaginationDemo({ initial = 1, pageCount = 12 }: { initial?: number; pageCount?: number }) {
  const [page, setPage] = useState(initial)
  return (
    <div className="max-w-2xl space-y-3">
      <p className="text-sm text-muted" data-testid="current">
        Showing page {page}
      </p>
      <Pagination page={page} pageCount={pageCount} onChange={setPage} />
    </div>
  )
}

const meta = {
  title: 'UI/Pagination',
  component: PaginationDemo,
} satisfies Meta<typeof PaginationDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Navigate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = canvas.getByRole('navigation', { name: 'Pagination' })
    await expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled()
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }))
    await expect(canvas.getByText('Showing page 2')).toBeVisible()
    await expect(pageItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12])
    await expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5])
  },
}

export const LastPage: Story = {
  args: { initial: 12 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' })
    await expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled()
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous page' }))
    await expect(within(canvasElement).getByText('Showing page 11')).toBeVisible()
  },
}

export const SinglePageHidden: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument()
  },
}

const TRANSACTIONS = { one: 'transaction', other: 'transactions' }

/** "Showing X of Y" under a paged list, the numbers grouped; announced politely when it changes. */
export const Summary: Story = {
  render: () => <PageSummary shown={50} total={100000} noun={TRANSACTIONS} />,
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByText('Showing 50 of 100,000 transactions')
    await expect(summary).toBeVisible()
    await expect(summary).toHaveAttribute('aria-live', 'polite')
  },
}

/** One of one: the noun follows the count. */
export const SummaryOfOne: Story = {
  render: () => <PageSummary shown={1} total={1} noun={TRANSACTIONS} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Showing 1 of 1 transaction')).toBeVisible()
  },
}

/** A later page names the places it shows: page 2 of 133 at 50 a page. */
export const SummaryOfALaterPage: Story = {
  render: () => <PageSummary shown={50} total={133} offset={50} noun={TRANSACTIONS} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Showing 51–100 of 133 transactions')).toBeVisible()
  },
}

/** The last page holding a single item names that one place. */
export const SummaryOfALastSingleItem: Story = {
  render: () => <PageSummary shown={1} total={101} offset={100} noun={TRANSACTIONS} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Showing 101 of 101 transactions')).toBeVisible()
  },
}
