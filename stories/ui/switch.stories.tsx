import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { Switch } from '@/ui/switch'

function SwitchDemo({ disabled, hideLabel }: { disabled?: boolean; hideLabel?: boolean }) {
  const [on, setOn] = useState(true)
  return (
    <div className="max-w-md">
      <Switch
        checked={on}
        onChange={setOn}
        label="Active"
        hideLabel={hideLabel}
        description={hideLabel ? undefined : 'Inactive offerings open no new accounts.'}
        disabled={disabled}
      />
    </div>
  )
}

const meta = { title: 'UI/Switch', component: SwitchDemo } satisfies Meta<typeof SwitchDemo>
export default meta
type Story = StoryObj<typeof meta>

export const Toggles: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Active' })
    await expect(toggle).toBeChecked()
    await expect(toggle).toHaveAccessibleDescription('Inactive offerings open no new accounts.')
    await userEvent.click(toggle)
    await expect(toggle).not.toBeChecked()
    await userEvent.keyboard(' ')
    await expect(toggle).toBeChecked()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Active' })
    await userEvent.click(toggle)
    await expect(toggle).toBeChecked()
  },
}

/** In a table row: the label is for screen readers only. */
export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('switch', { name: 'Active' })).toBeVisible()
    await expect(canvas.getByText('Active')).toHaveClass('sr-only')
  },
}
