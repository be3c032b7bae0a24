import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { GameScreen } from '@/app/GameScreen'
import { NoticeBanners } from '@/app/NoticeBanners'
import { ugc } from '@/state/ugc'
import { TOGGLE_UGC_URL, gameHandlersWith, refusal, SETTLE, startAdminPanel } from './game-fixtures'

type Canvas = ReturnType<typeof within>
const page = (canvasElement: HTMLElement): Canvas => within(canvasElement.ownerDocument.body)

const meta = {
  title: 'Screens/Admin panel frame',
  component: GameScreen,
  parameters: { msw: gameHandlersWith() },
  loaders: [() => startAdminPanel()],
  decorators: [
    (Story) => (
      <>
        <Story />
        <NoticeBanners />
      </>
    ),
  ],
} satisfies Meta<typeof GameScreen>

export default meta
type Story = StoryObj<typeof meta>

async function openSettings(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('tab', { name: 'System Settings' }))
  return canvas.getByRole('switch', { name: 'Show user-generated content' })
}

export const Frame: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Divine Entity Admin Panel' })).toBeVisible()
    await expect(canvas.getByText('ADMIN')).toBeVisible()
    const tabs = canvas.getAllByRole('tab')
    await expect(tabs.map((tab: HTMLElement) => tab.textContent)).toEqual([
      'Admin Transfers',
      'Entity Management',
      'System Settings',
    ])
    await expect(canvas.getByRole('tab', { name: 'Admin Transfers', selected: true })).toBeVisible()
    await expect(canvas.queryByText('Nation Management')).toBeNull()
  },
}

export const EntityManagementTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'Entity Management' }))
    await expect(canvas.getByRole('heading', { name: 'Entity management' })).toBeVisible()
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
    await expect(await canvas.findByText('User-generated content disabled', {}, SETTLE)).toBeVisible()
  },
}

export const UgcToggleError: Story = {
  parameters: {
    msw: gameHandlersWith(http.post(TOGGLE_UGC_URL, () => refusal(403, 'Admin access required'))),
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
    msw: gameHandlersWith(http.post(TOGGLE_UGC_URL, () => new HttpResponse(null, { status: 500 }))),
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(await openSettings(canvas))
    const alert = await canvas.findByRole('alert', {}, SETTLE)
    await expect(alert.textContent).toBe('Failed to toggle UGC')
  },
}
