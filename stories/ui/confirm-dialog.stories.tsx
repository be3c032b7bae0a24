import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { openedDialog } from '../support/play'
import { SETTLE } from '../support/world'

const meta = {
  title: 'UI/Confirm dialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onClose: fn(),
    onConfirm: fn(),
    title: 'Remove officer?',
    confirmLabel: 'Remove',
    children: 'Mira Quill stops being an officer of First Aurelian Bank.',
  },
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

/** The safe choice has focus; the confirm runs once clicked. */
export const Plain: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openedDialog(canvasElement)
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus(), SETTLE)
    await expect(dialog.getByRole('button', { name: 'Remove' })).toHaveClass('bg-accent')
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
  },
}

export const Destructive: Story = {
  args: { destructive: true, title: 'Delete nation?', confirmLabel: 'Delete' },
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement)
    await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveClass('bg-danger-solid')
  },
}

/** The confirm stays disabled until the exact name is typed. */
export const TypeToConfirm: Story = {
  args: {
    destructive: true,
    title: 'Delete nation?',
    confirmLabel: 'Delete',
    typeToConfirm: 'Aurelian Republic',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openedDialog(canvasElement)
    const input = dialog.getByRole('textbox', { name: /Type Aurelian Republic to confirm/ })
    await waitFor(() => expect(input).toHaveFocus(), SETTLE)
    await expect(input).toHaveAccessibleDescription(
      'The button stays disabled until the text matches exactly.',
    )
    const confirm = dialog.getByRole('button', { name: 'Delete' })
    await userEvent.type(input, 'aurelian republic')
    await expect(confirm).toBeDisabled()
    await userEvent.clear(input)
    await userEvent.type(input, 'Aurelian Republic')
    await expect(confirm).toBeEnabled()
    await userEvent.click(confirm)
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
  },
}

export const BusyWithError: Story = {
  args: { busy: true, busyLabel: 'Removing...', error: 'Failed to remove officer: Unauthorized' },
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement)
    await expect(dialog.getByRole('button', { name: 'Removing...' })).toBeDisabled()
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await expect((await dialog.findByRole('alert', {}, SETTLE)).textContent).toBe(
      'Failed to remove officer: Unauthorized',
    )
  },
}
