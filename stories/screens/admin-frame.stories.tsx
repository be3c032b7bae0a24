import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { GameScreen } from '@/app/GameScreen'
import { AdminPanel } from '@/features/admin'
import { ugc } from '@/state/ugc'
import { SETTLE, type StoryWorld } from '../support/world'

// The admin panel's frame on the real fake backend: DemoAdmin's Divine Entity session, and what a
// player's session gets instead.

type Canvas = ReturnType<typeof within>
const page = (canvasElement: HTMLElement): Canvas => within(canvasElement.ownerDocument.body)

const admin: StoryWorld = { signedInAs: 'Divine Entity' }

const meta = {
  title: 'Screens/Admin panel frame',
  component: GameScreen,
  parameters: { world: admin },
} satisfies Meta<typeof GameScreen>

export default meta
type Story = StoryObj<typeof meta>

async function openSettings(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('tab', { name: 'System Settings' }, SETTLE))
  return canvas.getByRole('switch', { name: 'Show user-generated content' })
}

export const Frame: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'Divine Entity Admin Panel' }, SETTLE),
    ).toBeVisible()
    await expect(canvas.getByText('ADMIN')).toBeVisible()
    const tabs = canvas.getAllByRole('tab').slice(0, 3)
    await expect(tabs.map((tab: HTMLElement) => tab.textContent)).toEqual([
      'Admin Transfers',
      'Entity Management',
      'System Settings',
    ])
    await expect(canvas.getByRole('tab', { name: 'Admin Transfers', selected: true })).toBeVisible()
    await expect(canvas.queryByText('Nation Management')).toBeNull()
  },
}

/** The open tab is kept in the game state, so it survives the panel being shown again. */
export const EntityManagementTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: 'Entity Management' }, SETTLE))
    await expect(canvas.getByRole('heading', { name: 'Entity Management' })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Characters', selected: true })).toBeVisible()
    await expect(await canvas.findByRole('list', { name: 'Characters' }, SETTLE)).toBeVisible()
  },
}

export const SystemSettings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const toggle = await openSettings(canvas)
    await expect(toggle).toBeChecked()
    await userEvent.click(toggle)
    await waitFor(() => expect(toggle).not.toBeChecked(), SETTLE)
    await expect(ugc.enabled).toBe(false)
    await expect(await canvas.findByText(/^User-generated content is now hidden/, {}, SETTLE)).toBeVisible()
  },
}

export const UgcToggleError: Story = {
  parameters: {
    world: {
      ...admin,
      faults: { routes: [{ match: '/admin/toggle-ugc', status: 403, message: 'Admin access required' }] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const toggle = await openSettings(canvas)
    await userEvent.click(toggle)
    const alert = await canvas.findByRole('alert', {}, SETTLE)
    await expect(alert.textContent).toBe('Failed to toggle UGC: Admin access required')
    await expect(toggle).toBeChecked()
  },
}

export const UgcToggleDefaultError: Story = {
  parameters: {
    msw: {
      handlers: [http.post('*/api/v1/admin/toggle-ugc', () => new HttpResponse(null, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(await openSettings(canvas))
    const alert = await canvas.findByRole('alert', {}, SETTLE)
    await expect(alert.textContent).toBe('Failed to toggle UGC')
  },
}

/** A player's session never shows the panel: the game screen is the character's dashboard. */
export const PlayerNeverSeesPanel: Story = {
  parameters: { world: { signedInAs: 'Aurelia Voss' } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Aurelia Voss' }, SETTLE)).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Divine Entity Admin Panel' })).toBeNull()
    await expect(canvas.queryByRole('tab', { name: 'Entity Management' })).toBeNull()
  },
}

/**
 * Were the panel shown to a player's token anyway, the server refuses every admin call: the lists
 * stay empty (their failure is console-only) and a change says why it failed.
 */
export const PlayerTokenIsRefused: Story = {
  parameters: { world: { signedInAs: 'Aurelia Voss' } },
  render: () => <AdminPanel />,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'Entity Management' }))
    await expect(
      await canvas.findByText('The list of characters could not be loaded.', {}, SETTLE),
    ).toBeVisible()
    await userEvent.click(await openSettings(canvas))
    const alert = await canvas.findByRole('alert', {}, SETTLE)
    await expect(alert.textContent).toBe('Failed to toggle UGC: Admin privileges required')
  },
}
