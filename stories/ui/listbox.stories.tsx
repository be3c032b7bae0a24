import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { SETTLE } from '../support/world'
import { GlassCard } from '@/ui/card'
import { Listbox, type SelectOption } from '@/ui/listbox'

const sourceTypes: SelectOption<string>[] = [
  { value: 'treasury', label: 'Treasury', description: 'A nation treasury you serve as officer' },
  { value: 'bank', label: 'Bank Vault', description: 'The vault of a bank you are an officer of' },
  { value: 'account', label: 'Bank Account', description: 'One of your own accounts' },
]

function SourceTypeDemo({ error }: { error?: string }) {
  const [value, setValue] = useState<string | null>(null)
  return (
    <GlassCard className="max-w-md space-y-3">
      <Listbox
        label="From"
        placeholder="Select source type"
        value={value}
        onChange={setValue}
        options={sourceTypes}
        error={error}
      />
      <p className="text-sm text-muted">Chosen: {value ?? 'nothing'}</p>
    </GlassCard>
  )
}

const meta = {
  title: 'UI/Listbox',
  component: SourceTypeDemo,
} satisfies Meta<typeof SourceTypeDemo>

export default meta
type Story = StoryObj<typeof meta>

export const PickAnOption: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    const button = canvas.getByRole('button', { name: /From/ })
    await expect(button).toHaveTextContent('Select source type')
    await userEvent.click(button)
    // the option list is anchored in a portal
    const listbox = await body.findByRole('listbox', {}, SETTLE)
    await userEvent.click(within(listbox).getByRole('option', { name: /Bank Vault/ }))
    await expect(button).toHaveTextContent('Bank Vault')
    await expect(canvas.getByText('Chosen: bank')).toBeVisible()
  },
}

export const WithError: Story = {
  args: { error: 'Please fill in all required fields' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please fill in all required fields')).toBeVisible()
  },
}
