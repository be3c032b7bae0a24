import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { SETTLE } from '../support/world'
import { GlassCard } from '@/ui/card'
import { Combobox, type SelectOption } from '@/ui/combobox'

const nations: SelectOption<string>[] = [
  { value: 'aurelia', label: 'Aurelia', description: 'AU' },
  { value: 'borealis', label: 'Borealis', description: 'BO' },
  { value: 'caldera', label: 'Caldera', description: 'CA' },
  { value: 'dunmere', label: 'Dunmere', description: 'DU' },
]

/** A treasury picker over `options`, with the choice printed under it. */
function NationPickerDemo({ options = nations }: { options?: SelectOption<string>[] }) {
  const [value, setValue] = useState<string | null>(null)
  return (
    <GlassCard className="max-w-md space-y-3">
      <Combobox
        label="Treasury"
        placeholder="Search nations..."
        value={value}
        onChange={setValue}
        options={options}
      />
      <p className="text-sm text-muted">Chosen: {value ?? 'nothing'}</p>
    </GlassCard>
  )
}

/** More than LONG_LIST options: only those in the list's scroll area are rendered. */
const manyNations: SelectOption<string>[] = Array.from({ length: 676 }, (_, i) => {
  const abbreviation = String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26))
  return { value: abbreviation, label: `Nation ${abbreviation}`, description: abbreviation }
})

const accounts: SelectOption<string>[] = [
  { value: 'acc-1', label: 'Mira Vale · 4417-2231', description: 'First Bank of Aurelia (default)' },
  { value: 'acc-2', label: 'Mira Vale · 4417-9902', description: 'Borealis Savings' },
]

/** Server-side search: the caller filters, the hint explains the state. */
function AccountSearchDemo() {
  const [value, setValue] = useState<string | null>(null)
  const [query, setQuery] = useState('')
  const q = query.trim()
  const results = q.length >= 2 ? accounts.filter((a) => a.label.toLowerCase().includes(q.toLowerCase())) : []
  const hint =
    q.length < 2 ? 'Type at least 2 characters to search' : results.length === 0 ? 'No accounts found' : null
  return (
    <GlassCard className="max-w-md">
      <Combobox
        label="Destination account"
        placeholder="Character name"
        value={value}
        onChange={setValue}
        options={results}
        onQueryChange={setQuery}
        hint={hint}
      />
    </GlassCard>
  )
}

const meta = {
  title: 'UI/Combobox',
  component: NationPickerDemo,
} satisfies Meta<typeof NationPickerDemo>

export default meta
type Story = StoryObj<typeof meta>

export const LocalFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    const input = canvas.getByRole('combobox', { name: 'Treasury' })
    await userEvent.type(input, 'bor')
    const listbox = await body.findByRole('listbox', {}, SETTLE)
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1)
    await userEvent.click(within(listbox).getByRole('option', { name: /Borealis/ }))
    await expect(input).toHaveValue('Borealis')
    await expect(canvas.getByText('Chosen: borealis')).toBeVisible()
  },
}

export const LocalFilterNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('combobox', { name: 'Treasury' }), 'zzz')
    await expect(await canvas.findByText('No results', {}, SETTLE)).toBeVisible()
  },
}

export const ServerSearch: Story = {
  render: () => <AccountSearchDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    const input = canvas.getByRole('combobox', { name: 'Destination account' })
    await expect(canvas.getByText('Type at least 2 characters to search')).toBeVisible()
    await userEvent.type(input, 'M')
    await expect(canvas.getByText('Type at least 2 characters to search')).toBeVisible()
    await userEvent.type(input, 'ira')
    const listbox = await body.findByRole('listbox', {}, SETTLE)
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2)
    await userEvent.clear(input)
    await userEvent.type(input, 'Nobody')
    await expect(await canvas.findByText('No accounts found', {}, SETTLE)).toBeVisible()
  },
}

/** 676 options: the open list renders a screenful, typing narrows it, the keyboard chooses. */
export const LongList: Story = {
  render: () => <NationPickerDemo options={manyNations} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    const input = canvas.getByRole('combobox', { name: 'Treasury' })
    await userEvent.click(input)
    const listbox = await body.findByRole('listbox', {}, SETTLE)
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(3), SETTLE)
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(40)

    await userEvent.type(input, 'Nation Q')
    // 26 match; those in the list's scroll area are rendered, from the first one.
    await waitFor(
      () => expect(within(listbox).getAllByRole('option')[0]).toHaveAccessibleName(/^Nation QA/),
      SETTLE,
    )
    for (const option of within(listbox).getAllByRole('option'))
      await expect(option).toHaveAccessibleName(/^Nation Q[A-Z]/)
    await userEvent.type(input, 'C')
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1), SETTLE)
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(input).toHaveValue('Nation QC')
    await expect(canvas.getByText('Chosen: QC')).toBeVisible()
  },
}
