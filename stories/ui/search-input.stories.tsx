import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { SETTLE } from '../support/world'
import { SearchInput } from '@/ui/search-input'

const searched = fn()

/** A list filtered by the settled search, as the nation and player lists use it. */
function SearchDemo({ debounceMs }: { debounceMs?: number }) {
  const [search, setSearch] = useState('')
  return (
    <div className="max-w-md space-y-3">
      <SearchInput
        label="Search nations"
        placeholder="Search nations..."
        value={search}
        debounceMs={debounceMs}
        onSearch={(value) => {
          searched(value)
          setSearch(value)
        }}
      />
      <p data-testid="settled">Searching for: {search || '(nothing)'}</p>
    </div>
  )
}

const meta = {
  title: 'UI/Search input',
  component: SearchDemo,
  beforeEach: () => searched.mockClear(),
} satisfies Meta<typeof SearchDemo>

export default meta
type Story = StoryObj<typeof meta>

/** Typing shows at once; the search runs once, 300 ms after typing stopped. */
export const Debounced: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const box = canvas.getByRole('searchbox', { name: 'Search nations' })
    await userEvent.type(box, 'aur')
    await expect(box).toHaveValue('aur')
    await expect(canvas.getByTestId('settled')).toHaveTextContent('Searching for: (nothing)')
    await waitFor(() => expect(canvas.getByTestId('settled')).toHaveTextContent('Searching for: aur'), SETTLE)
    await expect(searched).toHaveBeenCalledTimes(1)
    await expect(searched).toHaveBeenCalledWith('aur')
  },
}

/** The clear button (and Escape) empty the box and the search at once. */
export const Clear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const box = canvas.getByRole('searchbox', { name: 'Search nations' })
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull()
    await userEvent.type(box, 'vale')
    await waitFor(
      () => expect(canvas.getByTestId('settled')).toHaveTextContent('Searching for: vale'),
      SETTLE,
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }))
    await expect(box).toHaveValue('')
    await expect(canvas.getByTestId('settled')).toHaveTextContent('Searching for: (nothing)')
    await userEvent.type(box, 'x{Escape}')
    await expect(box).toHaveValue('')
  },
}

/** Short local lists filter on every keystroke. */
export const Immediate: Story = {
  args: { debounceMs: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search nations' }), 'ab')
    await expect(canvas.getByTestId('settled')).toHaveTextContent('Searching for: ab')
    await expect(searched).toHaveBeenCalledTimes(2)
  },
}
