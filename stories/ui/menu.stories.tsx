import type { Meta, StoryObj } from '@storybook/react-vite'
import { ArrowDownIcon, ArrowUpIcon, UserMinusIcon } from '@heroicons/react/20/solid'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { SETTLE } from '../support/world'
import { ActionMenu } from '@/ui/menu'
import { page } from '../support/play'

const promote = fn()
const remove = fn()

const meta = {
  title: 'UI/Menu',
  component: ActionMenu,
  args: {
    label: 'Actions for Mira Quill',
    actions: [
      { label: 'Promote to Officer', icon: ArrowUpIcon, onSelect: promote },
      { label: 'Demote to Citizen', icon: ArrowDownIcon, onSelect: fn(), disabled: true },
      { label: 'Remove from Nation', icon: UserMinusIcon, onSelect: remove, destructive: true },
    ],
  },
} satisfies Meta<typeof ActionMenu>

export default meta
type Story = StoryObj<typeof meta>

export const MemberActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Mira Quill' }))
    const menu = within(await canvas.findByRole('menu', {}, SETTLE))
    await expect(menu.getAllByRole('menuitem').map((item: HTMLElement) => item.textContent)).toEqual([
      'Promote to Officer',
      'Demote to Citizen',
      'Remove from Nation',
    ])
    await expect(menu.getByRole('menuitem', { name: 'Demote to Citizen' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await expect(menu.getByRole('menuitem', { name: 'Remove from Nation' })).toHaveClass('text-danger-fg')
    await userEvent.click(menu.getByRole('menuitem', { name: 'Promote to Officer' }))
    await expect(promote).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull(), SETTLE)
  },
}

export const KeyboardOpens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    canvas.getByRole('button', { name: 'Actions for Mira Quill' }).focus()
    await userEvent.keyboard('{Enter}')
    const menu = await canvas.findByRole('menu', {}, SETTLE)
    // It fades in.
    await waitFor(() => expect(menu).toBeVisible(), SETTLE)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull(), SETTLE)
  },
}

/** Someone who may do nothing to a member sees no menu at all. */
export const NoActions: Story = {
  args: { actions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}
