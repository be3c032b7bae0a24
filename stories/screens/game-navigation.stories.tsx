import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { GameScreen } from '@/app/GameScreen'
import { SETTLE, type StoryWorld } from '../support/world'

const world: StoryWorld = { signedInAs: 'Aurelia Voss' }

const meta = {
  title: 'Screens/Game navigation',
  component: GameScreen,
  parameters: { world },
} satisfies Meta<typeof GameScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The dashboard tiles open their areas; each area has a way back to the dashboard. */
export const TilesOpenAreas: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Aurelia Voss' }, SETTLE)).toBeVisible()
    for (const area of ['Nation Management', 'Player Relations', 'Banking & Finance']) {
      await userEvent.click(canvas.getByRole('button', { name: new RegExp(area) }))
      await expect(await canvas.findByRole('heading', { level: 1, name: area }, SETTLE)).toBeVisible()
      await userEvent.click(canvas.getByRole('button', { name: 'Dashboard' }))
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Aurelia Voss' }, SETTLE),
      ).toBeVisible()
    }
  },
}

/** The browser's Back button leaves an area for the dashboard instead of leaving the console. */
export const BrowserBackLeavesArea: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /Banking & Finance/ }, SETTLE))
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Banking & Finance' }, SETTLE),
    ).toBeVisible()
    window.history.back()
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Aurelia Voss' }, SETTLE)).toBeVisible()
  },
}
