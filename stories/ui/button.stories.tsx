import { ArrowPathIcon, PlusIcon, TrashIcon } from '@heroicons/react/20/solid'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '@/ui/button'

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Transfer', onClick: fn() },
  argTypes: {
    color: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'success', 'plain'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Transfer' })
    await expect(button).toHaveAttribute('type', 'button')
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const AllColors: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      <Button color="primary">
        <PlusIcon data-slot="icon" aria-hidden="true" />
        Create Bank
      </Button>
      <Button color="secondary">
        <ArrowPathIcon data-slot="icon" aria-hidden="true" />
        Refresh
      </Button>
      <Button color="danger">
        <TrashIcon data-slot="icon" aria-hidden="true" />
        Delete
      </Button>
      <Button color="success">Save</Button>
      <Button color="plain">Cancel</Button>
      <Button size="sm">Small</Button>
      <Button size="sm" color="secondary">
        History
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const name of ['Create Bank', 'Refresh', 'Delete', 'Save', 'Cancel', 'Small', 'History']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible()
    }
  },
}

export const Disabled: Story = {
  args: { disabled: true, children: 'Signing in...' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Signing in...' })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const AsExternalLink: Story = {
  render: () => (
    <Button href="https://docs.statecraft.example/api" color="secondary">
      API Documentation
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'API Documentation' })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

export const SubmitInForm: Story = {
  render: () => (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        event.currentTarget.dataset.submitted = 'yes'
      }}
      aria-label="Example form"
    >
      <Button type="submit">Sign In</Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await expect(canvas.getByRole('form', { name: 'Example form' })).toHaveAttribute('data-submitted', 'yes')
  },
}
