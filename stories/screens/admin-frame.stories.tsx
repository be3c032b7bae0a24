import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { GameScreen } from '@/app/GameScreen'
import { AdminPanel, ADMIN_PANEL_TEXTS, UGC_FAILURE, UGC_TEXTS } from '@/features/admin'
import { SETTLE, type StoryWorld } from '../support/world'
import { expectAlert, failing, faultText, page, type CallFault, type Canvas } from '../support/play'

// DemoAdmin's "Divine Entity" session, through the real login and select-character calls.
const ADMIN: StoryWorld = { signedInAs: 'Divine Entity' }

const meta = {
  title: 'Screens/Admin panel frame',
  // Its fault stories come from a factory, whose play the indexer cannot see (.storybook/test-runner.ts).
  tags: ['play-fn'],
  component: GameScreen,
  parameters: { world: ADMIN },
} satisfies Meta<typeof GameScreen>

export default meta
type Story = StoryObj<typeof meta>

async function openSettings(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('tab', { name: 'System Settings' }, SETTLE))
  return canvas.getByRole('switch', { name: UGC_TEXTS.label })
}

export const Frame: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const title = await canvas.findByRole('heading', { name: ADMIN_PANEL_TEXTS.title }, SETTLE)
    // The panel is a lazily loaded chunk; focus still lands on its heading once it arrives.
    await waitFor(() => expect(title).toHaveFocus(), SETTLE)
    await expect(canvas.getByText(ADMIN_PANEL_TEXTS.chip)).toBeVisible()
    const tabs = canvas.getAllByRole('tab').slice(0, 3)
    await expect(tabs.map((tab: HTMLElement) => tab.textContent)).toEqual([...ADMIN_PANEL_TEXTS.tabs])
    await expect(canvas.getByRole('tab', { name: 'Admin Transfers', selected: true })).toBeVisible()
    await expect(canvas.queryByText('Nation Management')).toBeNull()
  },
}

export const EntityManagementTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: 'Entity Management' }, SETTLE))
    await expect(canvas.getByRole('heading', { name: 'Entity Management' })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Characters', selected: true })).toBeVisible()
    await expect(await canvas.findByRole('list', { name: 'Characters' }, SETTLE)).toBeVisible()
  },
}

/** The fake backend confirms the new value; only then does the switch move. */
export const UgcToggled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const toggle = await openSettings(canvas)
    await expect(toggle).toBeChecked()
    await userEvent.click(toggle)
    await expect(await canvas.findByText('User-generated content is now hidden', {}, SETTLE)).toBeVisible()
    await waitFor(() => expect(toggle).not.toBeChecked(), SETTLE)
    await expect(canvas.getByText('Currently: hidden')).toBeVisible()
  },
}

const TOGGLE = { method: 'post', path: '/admin/toggle-ugc' } as const

export const UgcToggleRefused: Story = {
  parameters: failing(TOGGLE, { status: 403, message: 'Admin access required' }, ADMIN),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const toggle = await openSettings(canvas)
    await userEvent.click(toggle)
    await expectAlert(canvas, 'Failed to toggle UGC: Admin access required')
    await expect(toggle).toBeChecked()
  },
}

/** The toggle fails the `fault` way: the spec's text, and the flag and the switch stay as they were. */
const toggleFails = (fault: CallFault): Story => ({
  parameters: failing(TOGGLE, fault, ADMIN),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const toggle = await openSettings(canvas)
    await userEvent.click(toggle)
    await expectAlert(canvas, faultText(fault, UGC_FAILURE))
    await expect(toggle).toBeChecked()
    await expect(canvas.getByText('Currently: visible')).toBeVisible()
    await expect(toggle).toBeEnabled()
  },
})

export const UgcToggleAnswersEmptyObject = toggleFails('empty')
export const UgcToggleAnswersNull = toggleFails('null')
export const UgcToggleAnswersNonJson = toggleFails('non-json')
export const UgcToggleServerError = toggleFails('server-error')
export const UgcToggleNetworkFailure = toggleFails('network')
export const UgcToggleTimeout = toggleFails('timeout')

/** A player's session never shows the panel: the game screen is the character's dashboard. */
export const PlayerNeverSeesPanel: Story = {
  parameters: { world: { signedInAs: 'Aurelia Voss' } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Aurelia Voss' }, SETTLE)).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: ADMIN_PANEL_TEXTS.title })).toBeNull()
    await expect(canvas.queryByRole('tab', { name: 'Entity Management' })).toBeNull()
  },
}

/**
 * Were the panel shown to a player's token anyway, the server refuses every admin call: the lists
 * say they could not be loaded and a change says why it failed.
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
    await expectAlert(canvas, `${UGC_FAILURE.prefix}Admin privileges required`)
  },
}
