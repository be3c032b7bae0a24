import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { Button } from '@/ui/button'
import { GlassCard } from '@/ui/card'
import { Checkbox, Description, ErrorMessage, Field, Input, Label, Select, Textarea } from '@/ui/field'

function LoginFieldsDemo() {
  const [username, setUsername] = useState('')
  const [error, setError] = useState<string | null>(null)
  return (
    <GlassCard className="max-w-md">
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault()
          setError(username.trim() ? null : 'Please enter a username')
        }}
      >
        <Field>
          <Label>Minecraft Username</Label>
          <Input
            name="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            invalid={!!error}
            autoComplete="username"
          />
          {error && <ErrorMessage>{error}</ErrorMessage>}
        </Field>
        <Field>
          <Label>Password</Label>
          <Input
            name="password"
            type="password"
            placeholder="Enter your password"
            autoComplete="current-password"
          />
        </Field>
        <Button type="submit" className="w-full">
          Sign In
        </Button>
      </form>
    </GlassCard>
  )
}

const meta = {
  title: 'UI/Field',
  component: LoginFieldsDemo,
} satisfies Meta<typeof LoginFieldsDemo>

export default meta
type Story = StoryObj<typeof meta>

export const InputWithError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    const username = canvas.getByLabelText('Minecraft Username')
    await expect(username).toHaveAttribute('aria-invalid', 'true')
    await expect(username).toHaveAccessibleDescription('Please enter a username')
    await userEvent.type(username, 'DemoPlayer')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await expect(canvas.queryByText('Please enter a username')).not.toBeInTheDocument()
    await expect(canvas.getByPlaceholderText('Enter your password')).toHaveAttribute('type', 'password')
  },
}

function AllControlsDemo() {
  const [bio, setBio] = useState('Merchant of the eastern shore.')
  const [onlyBalances, setOnlyBalances] = useState(false)
  return (
    <GlassCard className="max-w-md space-y-5">
      <Field>
        <Label>Biography</Label>
        <Textarea value={bio} maxLength={1000} onChange={(event) => setBio(event.target.value)} />
        <Description>{bio.length}/1000 characters</Description>
      </Field>
      <Field>
        <Label>Limit</Label>
        <Select defaultValue="50">
          {[25, 50, 100, 200].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Select>
      </Field>
      <Checkbox checked={onlyBalances} onChange={setOnlyBalances} label="Show only accounts with balances" />
      <Field disabled>
        <Label>Bank ID</Label>
        <Input value="first-bank" readOnly />
        <Description>Bank id and jurisdiction nation cannot be edited.</Description>
      </Field>
    </GlassCard>
  )
}

export const AllControls: Story = {
  render: () => <AllControlsDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const bio = canvas.getByLabelText('Biography')
    await userEvent.type(bio, ' Sells rope.')
    await expect(canvas.getByText('42/1000 characters')).toBeVisible()
    await expect(canvas.getByLabelText('Limit')).toHaveValue('50')
    await userEvent.selectOptions(canvas.getByLabelText('Limit'), '100')
    await expect(canvas.getByLabelText('Limit')).toHaveValue('100')
    const checkbox = canvas.getByRole('checkbox', { name: 'Show only accounts with balances' })
    await expect(checkbox).not.toBeChecked()
    await userEvent.click(checkbox)
    await expect(checkbox).toBeChecked()
    await expect(canvas.getByLabelText('Bank ID')).toBeDisabled()
  },
}
