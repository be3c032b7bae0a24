import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Badge } from '@/ui/badge'
import { Button } from '@/ui/button'
import { GlassCard, GlassCardHeader } from '@/ui/card'
import { Field, Input, Label } from '@/ui/field'

const meta = {
  title: 'UI/Card',
  component: GlassCard,
} satisfies Meta<typeof GlassCard>

export default meta
type Story = StoryObj<typeof meta>

export const SelectACharacter: Story = {
  render: () => (
    <GlassCard className="mx-auto max-w-2xl">
      <GlassCardHeader>
        <div>
          <h2 className="text-xl font-semibold text-strong">Select a Character</h2>
          <p className="mt-1 text-sm text-muted">Choose from your 4 characters to continue</p>
        </div>
        <div className="flex items-center gap-3">
          <span className="hidden font-mono text-xs text-subtle sm:inline">6f1c2a3b...</span>
          <Button color="secondary" size="sm">
            Logout
          </Button>
        </div>
      </GlassCardHeader>
      <Field>
        <Label className="sr-only">Search characters</Label>
        <Input placeholder="Search characters..." />
      </Field>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl bg-surface-raised p-4 ring-1 ring-line">
          <p className="font-medium text-strong">Mira Vale</p>
          <Badge color="success" className="mt-2">
            Most Recent
          </Badge>
        </div>
        <div className="rounded-xl bg-surface-raised p-4 ring-1 ring-line">
          <p className="font-medium text-strong">Tobin Reed</p>
        </div>
      </div>
    </GlassCard>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Select a Character' })).toBeVisible()
    await expect(canvas.getByText('Choose from your 4 characters to continue')).toBeVisible()
    await expect(canvas.getByPlaceholderText('Search characters...')).toBeVisible()
  },
}

export const Plain: Story = {
  args: {
    className: 'max-w-sm',
    children: (
      <p className="text-sm text-soft">Character data not found. Please go back and select a character.</p>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Character data not found. Please go back and select a character.'),
    ).toBeVisible()
  },
}
