import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { GameScreen } from '@/app/GameScreen'
import { game } from '@/state/game'
import { SETTLE, type StoryWorld } from '../support/world'
import { page } from '../support/play'

// The Admin Transfers tab: what an admin transfer does, the bypass notice, and the way into the
// Transfer Funds dialog in its admin flavour.

const world: StoryWorld = { signedInAs: 'Divine Entity' }

const meta = {
  title: 'Screens/Admin transfers',
  component: GameScreen,
  parameters: { world },
} satisfies Meta<typeof GameScreen>

export default meta
type Story = StoryObj<typeof meta>

export const TransfersTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Admin Transfers' }, SETTLE)).toBeVisible()
    await expect(
      canvas.getByText(
        'Admin transfers bypass balance checks and limits: the source can be taken below zero, and no overdraft or maximum-balance limit applies. Check the amount before you send it.',
      ),
    ).toBeVisible()
    await expect(canvas.getByText(/acting as any character/)).toBeVisible()
  },
}

/** The button opens the shared Transfer Funds dialog in its admin flavour. */
export const OpensAdminTransfer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'New Admin Transfer' }, SETTLE))
    await expect(game.dialogs).toEqual([{ kind: 'transfer', admin: true }])
    const title = await canvas.findByRole('heading', { name: /^Transfer Funds/ }, SETTLE)
    const dialog = within(title.closest('[role="dialog"]') as HTMLElement)
    await expect(dialog.getByText(/bypasses balance checks and limits/)).toBeInTheDocument()
    await expect(dialog.getByLabelText('Act as character')).toBeInTheDocument()
  },
}
